import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState, type SetStateAction } from 'react';
import { toastError } from '@/api/notify';
import { callsOf, type DetailRecord } from '@/api/resource';
import { MESSAGES } from '@/contract';
import { useCallQuery } from '@/store/use-call';

/**
 * One record loaded by id (none for a new one), refetched when a write of its entity invalidates it.
 * `setRecord` shows a change made on the screen (a saved version, an attached file) until the next answer.
 */
export function useResourceRecord(entity: string, id: number | undefined) {
  const answer = useCallQuery(callsOf(entity).get, id === undefined ? skipToken : { id }, {
    refetchOnMountOrArgChange: true,
  });
  const fetched = id === undefined ? undefined : answer.data;
  const [local, setLocal] = useState<{ over: DetailRecord | undefined; record: DetailRecord | undefined }>();
  const record = local && local.over === fetched ? local.record : fetched;

  // The get call is silent: the detail names its own failure.
  const { error } = answer;
  useEffect(() => {
    if (error) toastError(MESSAGES.formLoadFailed);
  }, [error]);

  const setRecord = (next: SetStateAction<DetailRecord | undefined>) =>
    setLocal({ over: fetched, record: typeof next === 'function' ? next(record) : next });
  const { refetch } = answer;
  return {
    record,
    setRecord,
    loading: id !== undefined && answer.isFetching,
    failed: id !== undefined && answer.isError,
    reload: () => void refetch(),
  };
}

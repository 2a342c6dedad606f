import { useCallback, useEffect, useState } from 'react';
import { toastError } from '@/api/notify';
import { resourceApi, type DetailRecord } from '@/api/resource';
import { MESSAGES } from '@/contract';

/** One record loaded by id (none for a new one); reload after a save or a stale answer. */
export function useResourceRecord(entity: string, id: number | undefined) {
  const [record, setRecord] = useState<DetailRecord | undefined>();
  const [loading, setLoading] = useState(id !== undefined);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (id === undefined) {
      setRecord(undefined);
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    setFailed(false);
    resourceApi
      .get(entity, id)
      .then((data) => live && setRecord(data))
      .catch(() => {
        if (!live) return;
        toastError(MESSAGES.formLoadFailed);
        setFailed(true);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [entity, id, round]);

  return { record, setRecord, loading, failed, reload: useCallback(() => setRound((r) => r + 1), []) };
}

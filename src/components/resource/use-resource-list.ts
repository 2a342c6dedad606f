import { useEffect, useMemo } from 'react';
import { callsOf, type ResourceRecord } from '@/api/resource';
import { MAX_PAGE_SIZE, type EntityDef, type ListQuery } from '@/contract/resource';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { initialListState, patchList, type ListState } from '@/store/resource-lists-slice';
import { useCallQuery } from '@/store/use-call';

export interface ListOptions {
  /** Store key; the entity's name unless two screens list the same entity. */
  listKey?: string;
  /** Filters a screen imposes (from its route or its selection), merged over the user's. */
  fixedFilters?: Record<string, unknown>;
  defaultPageSize?: number;
  /** Columns the chooser starts with switched off (the user may switch them on). */
  defaultHidden?: string[];
}

const NO_ROWS: ResourceRecord[] = [];

/** A list's remembered state (filters, page, size, sort, hidden columns), its query and the page the server answered. */
export function useResourceList(
  entity: EntityDef,
  { listKey, fixedFilters, defaultPageSize, defaultHidden }: ListOptions = {},
) {
  const key = listKey ?? entity.name;
  const dispatch = useAppDispatch();
  const stored = useAppSelector((s) => s.resourceLists[key]);
  const hiddenKey = (defaultHidden ?? []).join(',');
  const fresh = useMemo(
    () => ({ ...initialListState(defaultPageSize), hiddenColumns: hiddenKey ? hiddenKey.split(',') : [] }),
    [defaultPageSize, hiddenKey],
  );
  const state: ListState = stored ?? fresh;

  const fixedKey = JSON.stringify(fixedFilters ?? {});
  const query: ListQuery = useMemo(
    () => ({
      pageCurrent: state.pageCurrent,
      pageSize: Math.min(state.pageSize, MAX_PAGE_SIZE),
      filters: { ...state.filters, ...(JSON.parse(fixedKey) as Record<string, unknown>) },
      sort: state.sort ?? entity.defaultSort,
    }),
    [state.pageCurrent, state.pageSize, state.filters, state.sort, fixedKey, entity.defaultSort],
  );
  // A list opened again asks the server again; a save or delete of the entity refetches it by its tag.
  const answer = useCallQuery(callsOf(entity.name).list, query, { refetchOnMountOrArgChange: true });
  const page = answer.isError ? undefined : answer.data;

  // A page emptied by deletes or a narrower filter falls back to the last page that has rows.
  const lastPage = page ? Math.max(1, Math.ceil(page.total / (query.pageSize ?? 1))) : 1;
  const beyondLast = !!page && page.records.length === 0 && page.total > 0 && (query.pageCurrent ?? 1) > lastPage;
  useEffect(() => {
    if (beyondLast) dispatch(patchList({ key, patch: { pageCurrent: lastPage } }));
  }, [beyondLast, dispatch, key, lastPage]);

  // The first change stores the list's whole state, defaults included.
  const patch = (next: Partial<ListState>) =>
    dispatch(patchList({ key, patch: { ...(stored ? {} : fresh), ...next } }));
  const { refetch } = answer;
  return {
    key,
    state,
    query,
    records: page?.records ?? NO_ROWS,
    total: page?.total ?? 0,
    loading: answer.isFetching,
    reload: () => void refetch(),
    patch,
    search: (filters: Record<string, unknown>) => patch({ filters, pageCurrent: 1 }),
    reset: () => dispatch(patchList({ key, patch: { ...fresh, hiddenColumns: state.hiddenColumns } })),
  };
}

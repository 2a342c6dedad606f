import { useEffect, useMemo, useState } from 'react';
import { resourceApi, type ResourceRecord } from '@/api/resource';
import { MAX_PAGE_SIZE, type EntityDef, type ListQuery } from '@/contract/resource';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { initialListState, patchList, type ListState } from '@/store/resource-lists-slice';

export interface ListOptions {
  /** Store key; the entity's name unless two screens list the same entity. */
  listKey?: string;
  /** Filters a screen imposes (from its route or its selection), merged over the user's. */
  fixedFilters?: Record<string, unknown>;
  defaultPageSize?: number;
  /** Columns the chooser starts with switched off (the user may switch them on). */
  defaultHidden?: string[];
}

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
  const [page, setPage] = useState<{ records: ResourceRecord[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [round, setRound] = useState(0);

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
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    let live = true;
    setLoading(true);
    resourceApi
      .list(entity.name, query)
      .then((data) => {
        if (!live) return;
        // A page emptied by deletes or a narrower filter falls back to the last page that has rows.
        const lastPage = Math.max(1, Math.ceil(data.total / (query.pageSize ?? 1)));
        if (data.records.length === 0 && data.total > 0 && (query.pageCurrent ?? 1) > lastPage) {
          dispatch(patchList({ key, patch: { pageCurrent: lastPage } }));
          return;
        }
        setPage({ records: data.records ?? [], total: data.total ?? 0 });
      })
      .catch(() => live && setPage({ records: [], total: 0 }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [entity.name, queryKey, round]); // eslint-disable-line react-hooks/exhaustive-deps

  // The first change stores the list's whole state, defaults included.
  const patch = (next: Partial<ListState>) =>
    dispatch(patchList({ key, patch: { ...(stored ? {} : fresh), ...next } }));
  return {
    key,
    state,
    query,
    ...page,
    loading,
    reload: () => setRound((r) => r + 1),
    patch,
    search: (filters: Record<string, unknown>) => patch({ filters, pageCurrent: 1 }),
    reset: () => dispatch(patchList({ key, patch: { ...fresh, hiddenColumns: state.hiddenColumns } })),
  };
}

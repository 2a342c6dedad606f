import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { initialListState, patchList } from '@/store/resource-lists-slice';
import { setPartySearch, type PartySearchState } from '@/store/party-search-slice';

/** Which partySearch filter keeps which handling list. */
export type PartySearchList = 'agencyFilter' | 'checkFilter' | 'finish';

/**
 * The handling lists keep their page and filters in the partySearch state (SPEC section 3): coming back
 * from a detail (isBack) restores them; arriving from the menu starts afresh. Answers when the list may render.
 */
export function usePartySearchList(kind: PartySearchList, listKey: string): boolean {
  const dispatch = useAppDispatch();
  const saved = useAppSelector((s) => s.partySearch);
  const list = useAppSelector((s) => s.resourceLists[listKey]);
  const [ready, setReady] = useState(false);

  // Once, when the list opens: what it restores is read then, not followed afterwards.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const filters = kind === 'finish' ? (saved.finishStateX ? { stars: Number(saved.finishStateX) } : {}) : saved[kind];
    const base = list ?? initialListState();
    const patch = saved.isBack
      ? { ...base, filters, pageCurrent: saved.pageCurrent }
      : { ...base, filters: {}, pageCurrent: 1 };
    dispatch(patchList({ key: listKey, patch }));
    dispatch(setPartySearch({ isBack: false }));
    setReady(true);
  }, [dispatch, kind, list, listKey, saved]);

  useEffect(() => {
    if (!ready || !list) return;
    const next: Partial<PartySearchState> = { pageCurrent: list.pageCurrent };
    if (kind === 'finish')
      next.finishStateX =
        list.filters.stars === undefined || list.filters.stars === null ? '' : String(list.filters.stars);
    else next[kind] = list.filters;
    dispatch(setPartySearch(next));
  }, [ready, list, kind, dispatch]);
  return ready;
}

/** Back from a handling detail: the list it came from restores its filters. */
export function useBackToList(fallback: string): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return () => {
    dispatch(setPartySearch({ isBack: true }));
    if (window.history.state && (window.history.state as { idx?: number }).idx) navigate(-1);
    else navigate(fallback);
  };
}

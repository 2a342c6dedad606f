import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { AFFIX_PATHS, findRoute } from '@/store/static-routes';
import { addView, addVisitedView } from '@/store/tags-view-slice';

/** Fixed tags first, then a tag for every titled route the user opens (cached unless noCache). */
export function useTrackVisitedViews(): void {
  const dispatch = useAppDispatch();
  const routes = useAppSelector((s) => s.permission.routes);
  const { pathname, search } = useLocation();

  useEffect(() => {
    for (const path of AFFIX_PATHS) {
      const meta = findRoute([], path)?.meta;
      if (meta) dispatch(addVisitedView({ path, fullPath: path, title: meta.title, affix: true }));
    }
  }, [dispatch]);

  useEffect(() => {
    const route = findRoute(routes, pathname);
    if (!route?.meta.title || pathname.startsWith('/redirect')) return;
    dispatch(
      addView({
        path: route.path,
        fullPath: `${pathname}${search}`,
        title: route.meta.title,
        affix: route.meta.affix,
        noCache: route.meta.noCache,
      }),
    );
  }, [dispatch, routes, pathname, search]);
}

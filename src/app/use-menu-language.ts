import { useEffect, useRef } from 'react';
import { getMenu } from '@/api/menu';
import type { Language } from '@/contract';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

/**
 * The menu labels, and with them the route titles and breadcrumbs, come from the server in the user's
 * language: when the user switches language, the menu is asked for again in the new one.
 */
export function useMenuLanguage(language: Language): void {
  const dispatch = useAppDispatch();
  const roles = useAppSelector((s) => s.session.roles);
  const asked = useRef(language);
  useEffect(() => {
    if (asked.current === language) return;
    asked.current = language;
    if (!roles.length) return;
    let live = true;
    // build-routes.ts is loaded by then (it came with the session); importing it here keeps it off the sign-in page.
    Promise.all([getMenu(), import('@/store/build-routes')])
      .then(([{ data }, { generateRoutes }]) => live && dispatch(generateRoutes(data ?? [], roles)))
      .catch(() => {
        /* the menu in the old language stays usable */
      });
    return () => {
      live = false;
    };
  }, [language, roles, dispatch]);
}

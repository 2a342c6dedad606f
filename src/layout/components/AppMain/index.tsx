import { Activity, Suspense, useRef, type ReactElement } from 'react';
import {
  NavigationType,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useOutlet,
  type Location,
} from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageLoading } from '@/components/page-loading';
import { useAppSelector } from '@/store/hooks';
import { findRoute } from '@/store/static-routes';

interface Kept {
  element: ReactElement;
  location: Location;
}

/**
 * The main area. A screen whose tag is open keeps its state while another is shown, as keep-alive did:
 * each cached screen stays mounted inside a hidden Activity, seeing its own location.
 */
export default function AppMain() {
  const outlet = useOutlet();
  const location = useLocation();
  const routes = useAppSelector((s) => s.permission.routes);
  const cachedViews = useAppSelector((s) => s.tagsView.cachedViews);
  const kept = useRef(new Map<string, Kept>());
  const currentKey = findRoute(routes, location.pathname)?.path ?? location.pathname;

  if (outlet) kept.current.set(currentKey, { element: outlet, location });
  for (const key of [...kept.current.keys()]) {
    if (key !== currentKey && !cachedViews.includes(key)) kept.current.delete(key);
  }

  return (
    <main className="app-main">
      {[...kept.current.entries()].map(([key, view]) => (
        <Activity key={key} mode={key === currentKey ? 'visible' : 'hidden'}>
          <LocationContext.Provider value={{ location: view.location, navigationType: NavigationType.Pop }}>
            <ErrorBoundary>
              <Suspense fallback={<PageLoading />}>{view.element}</Suspense>
            </ErrorBoundary>
          </LocationContext.Provider>
        </Activity>
      ))}
    </main>
  );
}

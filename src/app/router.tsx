import { lazy, Suspense, useMemo } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { selectIsMemberView } from '@/store/selectors';
import { flattenRoutes } from '@/store/flatten-routes';
import type { AppRoute } from '@/store/app-route';
import { PageLoading } from '@/components/page-loading';
import RedirectPage, { IndexAlias } from './redirect-page';
import { RegistryPending, useRouteRegistry } from './load-route-registry';
import { MenuScreens, SignedInFrame } from './signed-in-frame';
import type { screenFor as ScreenFor } from './route-registry';

const AntdShell = lazy(() => import('./antd-shell'));
const Login = lazy(() => import('@/features/auth/login-page'));
const AuthRedirect = lazy(() => import('@/features/auth/auth-redirect-page'));
const Article = lazy(() => import('@/features/article/article-page'));
const NotFound = lazy(() => import('@/features/errors/not-found-page'));
const NoPermission = lazy(() => import('@/features/errors/no-permission-page'));
const Home = lazy(() => import('./home-page'));
const ChildDashboard = lazy(() => import('@/features/dashboard/child-dashboard-page'));

/** One route object per menu route: a group without a screen of its own opens its default child. */
export function menuRouteObjects(routes: AppRoute[], screenFor: typeof ScreenFor): RouteObject[] {
  const seen = new Set<string>();
  const out: RouteObject[] = [];
  for (const route of flattenRoutes(routes)) {
    if (seen.has(route.path)) continue;
    seen.add(route.path);
    const Screen = screenFor(route.path);
    out.push({
      path: route.path.slice(1),
      element: route.redirect ? <Navigate to={route.redirect} replace /> : <Screen />,
    });
  }
  // Change password is reachable from the navbar even when a menu leaves it out.
  if (!seen.has('/ResetPassword/Index')) {
    const ResetPassword = screenFor('/ResetPassword/Index');
    out.push({ path: 'ResetPassword/Index', element: <ResetPassword /> });
  }
  return out;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <RouteTable />
    </Suspense>
  );
}

function RouteTable() {
  const routes = useAppSelector((s) => s.permission.routes);
  const signedIn = useAppSelector((s) => s.session.roles.length > 0);
  const memberView = useAppSelector(selectIsMemberView);
  // The menu's screens come with the route registry, which loads after sign-in: the sign-in page has no menu,
  // and the homes do not wait for it. A path of the menu asked for before it is there waits in the frame.
  const wanted = signedIn || routes.length > 0;
  const loaded = useRouteRegistry(wanted && !memberView);
  const registry = wanted ? loaded : undefined;
  const children = useMemo(
    () =>
      registry
        ? menuRouteObjects(routes, registry.screenFor)
        : wanted
          ? [{ path: '*', element: <RegistryPending /> }]
          : [],
    [routes, registry, wanted],
  );
  const element = useRoutes([
    { path: '/login', element: <Login /> },
    { path: '/auth-redirect', element: <AuthRedirect /> },
    {
      element: <AntdShell />,
      children: [
        { path: '/article', element: <Article /> },
        { path: '/404', element: <NotFound /> },
        { path: '/401', element: <NoPermission /> },
      ],
    },
    {
      path: '/',
      element: <SignedInFrame />,
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        // The home chooses the member's (no antd) or the clerk's dashboard itself.
        { path: 'dashboard', element: <Home /> },
        {
          element: <MenuScreens />,
          children: [
            { path: 'childDashboard', element: <ChildDashboard /> },
            { path: 'redirect/*', element: <RedirectPage /> },
            { path: 'index', caseSensitive: true, element: <IndexAlias /> },
            ...children,
          ],
        },
      ],
    },
    { path: '*', element: <Navigate to="/404" replace /> },
  ]);
  return element;
}

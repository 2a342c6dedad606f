import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Providers } from '@/app/providers';
import { createAppStore, type RootState } from '@/store';
import { generateRoutes } from '@/store/build-routes';
import { setUserInfo, setToken } from '@/store/session-slice';
import { setDictionaries } from '@/store/dictionary-slice';
import { menuFromCatalogue } from '../unit/support/menu';

/** Shows where the router is, so a test can assert navigations. */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

export function signedInStore(roles = ['admin'], extra: Partial<RootState> = {}) {
  const store = createAppStore(extra);
  store.dispatch(setToken('t'));
  store.dispatch(generateRoutes(menuFromCatalogue(), roles));
  store.dispatch(
    setDictionaries({
      sysConfig: [
        { value: 'systemName', label: '测试党建系统' },
        { value: 'systemIcon', label: '/logo.svg' },
      ],
    }),
  );
  store.dispatch(
    setUserInfo({
      roles,
      username: '测试用户',
      avatar: '',
      introduction: '',
      level: 1,
      orgId: 'o1',
      account: 'tester',
      accountId: 'a1',
      partyMemberId: 'p1',
      partyOrgName: '集团党委',
      roleOptions: [
        { value: 'admin', name: '系统管理员' },
        { value: 'orgdept', name: '组织部' },
      ],
    }),
  );
  return store;
}

/** Renders a tree under the app's providers in a memory router, with a location probe beside it. */
export function renderWithApp(ui: ReactNode, { path = '/', store = signedInStore() } = {}) {
  const result = render(
    <Providers store={store}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, store };
}

/** The layout around a stand-in screen at every path. */
export function layoutRoutes(Layout: () => ReactNode, Screen: () => ReactNode) {
  return (
    <Routes>
      <Route path="/" element={<Layout />}>
        <Route path="redirect/*" element={<RedirectStandIn />} />
        <Route path="*" element={<Screen />} />
      </Route>
    </Routes>
  );
}

function RedirectStandIn() {
  return <p>redirecting</p>;
}

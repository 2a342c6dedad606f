import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/store/app-slice';

// The navbar reads the party-building site's address; the stand-in answers it.
vi.mock('@/api/call', async (original) =>
  (await import('./resource-calls')).answering(await original<typeof import('@/api/call')>(), {
    '/api/partyAffiars/getIp': () => 'https://dj.example.com',
  }),
);

const { default: Layout } = await import('@/layout');
const { default: AntdShell } = await import('@/app/antd-shell');
const { layoutRoutes, renderWithApp, signedInStore } = await import('./render-app');
const { Route, Routes } = await import('react-router-dom');

describe('language', () => {
  it('switches the app to Chinese from the navbar and keeps the choice in a cookie', async () => {
    renderWithApp(
      layoutRoutes(Layout, () => <p>body</p>),
      { path: '/feeManagement/feeIncome' },
    );
    expect(await screen.findByRole('link', { name: 'Enter group party building' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.click(await screen.findByText('中文'));
    expect(await screen.findByRole('link', { name: '进入集团党建' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回门户' })).toBeTruthy();
    expect(document.querySelector('.breadcrumb-container')!.textContent).toContain('首页');
    expect(Cookies.get('language')).toBe('zh');
  });

  it('gives antd the same language', async () => {
    const store = signedInStore();
    store.dispatch(setLanguage('es'));
    const { Pagination } = await import('antd');
    renderWithApp(
      <Routes>
        <Route element={<AntdShell />}>
          <Route path="*" element={<Pagination total={100} showQuickJumper />} />
        </Route>
      </Routes>,
      { store },
    );
    expect(await screen.findByText(/Ir a/)).toBeTruthy();
  });
});

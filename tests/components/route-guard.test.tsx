import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/store';
import { setToken, setUserInfo } from '@/store/session-slice';

vi.mock('@/api/notify', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('@/store/session-thunks', async (importOriginal) => ({
  isTransient: (await importOriginal<typeof import('@/store/session-thunks')>()).isTransient,
  loadSession: vi.fn(),
  resetToken: vi.fn(() => ({ type: 'session/resetSession' })),
}));
const { toastError } = await import('@/api/notify');
const thunks = await import('@/store/session-thunks');
const { RouteGuard } = await import('@/app/route-guard');
const { renderWithApp } = await import('./render-app');
const { ApiError } = await import('@/api/client-factory');

const tree = (
  <RouteGuard>
    <Routes>
      <Route path="/login" element={<p>sign-in page</p>} />
      <Route path="*" element={<p>protected screen</p>} />
    </Routes>
  </RouteGuard>
);

function storeWithToken(roles: string[] = []) {
  const store = createAppStore();
  store.dispatch(setToken('t'));
  if (roles.length) store.dispatch(setUserInfo({ roles } as never));
  return store;
}

beforeEach(() => {
  vi.mocked(toastError).mockClear();
  vi.mocked(thunks.resetToken).mockClear();
});

describe('route guard', () => {
  it('sends a visitor without a token to the portal with the wanted path as a hash', async () => {
    renderWithApp(tree, { path: '/feeManagement/feePay?id=1', store: createAppStore() });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login#/feeManagement/feePay?id=1'));
    expect(screen.getByText('sign-in page')).toBeTruthy();
  });

  it('shows a screen once the session is loaded, titled with the product title', async () => {
    vi.mocked(thunks.loadSession).mockReturnValue((async (dispatch: (a: unknown) => void) => {
      dispatch(setUserInfo({ roles: ['admin'] } as never));
    }) as never);
    renderWithApp(tree, { path: '/dashboard', store: storeWithToken() });
    expect(await screen.findByText('protected screen')).toBeTruthy();
    expect(document.title).toBe('Dashboard - 公交客运集团党建管理系统');
  });

  it("clears the token, says 'Has Error' and leaves through /index?redirect when loading fails without text", async () => {
    vi.mocked(thunks.loadSession).mockReturnValue((async () => {
      throw new Error('');
    }) as never);
    renderWithApp(tree, { path: '/feeManagement/feePay', store: storeWithToken() });
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Has Error'));
    expect(thunks.resetToken).toHaveBeenCalled();
    // With the token gone, /index?redirect=... itself goes on to the portal, carrying the way back.
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/login#/index?redirect=/feeManagement/feePay'),
    );
  });

  it("shows the loading error's own text", async () => {
    vi.mocked(thunks.loadSession).mockReturnValue((async () => {
      throw new Error('getInfo: roles must be a non-null array!');
    }) as never);
    renderWithApp(tree, { path: '/x', store: storeWithToken() });
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('getInfo: roles must be a non-null array!'));
  });

  it('keeps the token when the server gave no answer, and loads again on request', async () => {
    const unanswered = [
      new ApiError('Network Error'),
      new ApiError('服务器内部错误，请稍后再试', 500, {
        error_code: 500,
        error_msg: '服务器内部错误，请稍后再试',
        data: null,
      }),
    ];
    for (const error of unanswered) {
      let tries = 0;
      vi.mocked(thunks.loadSession).mockReturnValue((async (dispatch: (a: unknown) => void) => {
        if (++tries === 1) throw error;
        dispatch(setUserInfo({ roles: ['admin'] } as never));
      }) as never);
      const { store, unmount } = renderWithApp(tree, { path: '/feeManagement/feePay', store: storeWithToken() });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('You are still signed in.');
      expect(alert.textContent).toContain(error.message);
      expect(store.getState().session.token).toBe('t');
      expect(screen.getByTestId('location').textContent).toBe('/feeManagement/feePay');
      expect(thunks.resetToken).not.toHaveBeenCalled();
      expect(tries).toBe(1);
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('protected screen')).toBeTruthy();
      expect(tries).toBe(2);
      unmount();
    }
  });

  it("signs out at once on the server's 401", async () => {
    vi.mocked(thunks.loadSession).mockReturnValue((async () => {
      throw new ApiError('登录已过期', 401, { error_code: 401, error_msg: '登录已过期', data: null }, true);
    }) as never);
    const { store } = renderWithApp(tree, { path: '/feeManagement/feePay', store: storeWithToken() });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/login#/index?redirect=/feeManagement/feePay'),
    );
    expect(thunks.resetToken).toHaveBeenCalled();
    expect(store.getState().session.token).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('redirects a signed-in user from /login to /', async () => {
    renderWithApp(tree, { path: '/login', store: storeWithToken(['admin']) });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});

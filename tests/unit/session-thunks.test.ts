// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/api/auth', () => ({ getUserInfo: vi.fn(), logout: vi.fn(), switchRole: vi.fn(), loginByAccount: vi.fn() }));
vi.mock('@/api/menu', () => ({ getMenu: vi.fn() }));
vi.mock('@/api/dictionary', () => ({ getDictionaries: vi.fn() }));
const auth = await import('@/api/auth');
const { getMenu } = await import('@/api/menu');
const { getDictionaries } = await import('@/api/dictionary');
const { createAppStore } = await import('@/store');
const { loadSession, logout, switchRole, login, isTransient } = await import('@/store/session-thunks');
const { ApiError } = await import('@/api/client-factory');
const { MESSAGES } = await import('@/contract');

const ok = <T>(data: T) => ({ error_code: 200, error_msg: '', data });
const info = {
  roles: ['admin'],
  username: '管理员',
  account: 'admin',
  orgId: 'o',
  level: 1,
  partyMemberId: 'p',
  partyOrgName: '集团党委',
};

beforeEach(() => {
  vi.resetAllMocks();
  Cookies.remove('Admin-Token');
});

describe('session loading of the guard', () => {
  it('loads user info, then the menu, then the dictionary', async () => {
    const order: string[] = [];
    vi.mocked(auth.getUserInfo).mockImplementation(async () => (order.push('info'), ok(info)) as never);
    vi.mocked(getMenu).mockImplementation(
      async () => (order.push('menu'), ok([{ path: 'organizational', label: '组织管理', children: [] }])) as never,
    );
    vi.mocked(getDictionaries).mockImplementation(async () => (order.push('dict'), ok({ sysConfig: [] })) as never);
    const store = createAppStore();
    await store.dispatch(loadSession());
    expect(order).toEqual(['info', 'menu', 'dict']);
    expect(store.getState().session.roles).toEqual(['admin']);
    expect(store.getState().permission.routes[0].path).toBe('/organizational');
    expect(store.getState().dictionary.loaded).toBe(true);
  });

  it("fails with 'Verification failed, please Login again.' on empty user info", async () => {
    vi.mocked(auth.getUserInfo).mockResolvedValue(ok(null) as never);
    await expect(createAppStore().dispatch(loadSession())).rejects.toThrow('Verification failed, please Login again.');
  });

  it("fails with 'getInfo: roles must be a non-null array!' without roles", async () => {
    vi.mocked(auth.getUserInfo).mockResolvedValue(ok({ ...info, roles: [] }) as never);
    await expect(createAppStore().dispatch(loadSession())).rejects.toThrow('getInfo: roles must be a non-null array!');
    vi.mocked(auth.getUserInfo).mockResolvedValue(ok({ ...info, roles: 'admin' }) as never);
    await expect(createAppStore().dispatch(loadSession())).rejects.toThrow('getInfo: roles must be a non-null array!');
  });

  it('asks again after a transient failure (no answer, 5xx) and goes on with the session', async () => {
    vi.useFakeTimers();
    try {
      vi.mocked(auth.getUserInfo)
        .mockRejectedValueOnce(new ApiError('Network Error'))
        .mockRejectedValueOnce(new ApiError('Request failed with status code 503', 503))
        .mockResolvedValue(ok(info) as never);
      // The server's own 500 comes in an envelope and is no verdict on the token either.
      vi.mocked(getMenu)
        .mockRejectedValueOnce(
          new ApiError('服务器内部错误，请稍后再试', 500, {
            error_code: 500,
            error_msg: '服务器内部错误，请稍后再试',
            data: null,
          }),
        )
        .mockResolvedValue(ok([]) as never);
      vi.mocked(getDictionaries).mockResolvedValue(ok({}) as never);
      const store = createAppStore();
      const loading = store.dispatch(loadSession());
      await vi.runAllTimersAsync();
      await loading;
      expect(auth.getUserInfo).toHaveBeenCalledTimes(3);
      expect(getMenu).toHaveBeenCalledTimes(2);
      expect(store.getState().session.roles).toEqual(['admin']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives up after three transient failures, and at once on the server's verdict", async () => {
    vi.useFakeTimers();
    try {
      vi.mocked(getMenu).mockRejectedValue(new ApiError('timeout of 30000ms exceeded'));
      vi.mocked(auth.getUserInfo).mockResolvedValue(ok(info) as never);
      const store = createAppStore();
      const loading = expect(store.dispatch(loadSession())).rejects.toThrow('timeout');
      await vi.runAllTimersAsync();
      await loading;
      expect(getMenu).toHaveBeenCalledTimes(3);
      expect(store.getState().session.roles).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
    const expired = new ApiError('登录已过期', 401, { error_code: 401, error_msg: '登录已过期', data: null });
    vi.mocked(auth.getUserInfo).mockReset().mockRejectedValue(expired);
    await expect(createAppStore().dispatch(loadSession())).rejects.toBe(expired);
    expect(auth.getUserInfo).toHaveBeenCalledTimes(1);
    expect(isTransient(new ApiError('Forbidden', 403))).toBe(false);
    expect(isTransient(new Error('menu down'))).toBe(false);
  });

  it('takes every 5xx, enveloped or bare, for no answer and every 4xx for a verdict', () => {
    const enveloped = (code: number, msg: string) =>
      new ApiError(msg, code, { error_code: code, error_msg: msg, data: null });
    expect(isTransient(new ApiError('Network Error'))).toBe(true);
    expect(isTransient(new ApiError('timeout of 30000ms exceeded'))).toBe(true);
    expect(isTransient(new ApiError('Request failed with status code 502', 502))).toBe(true);
    expect(isTransient(enveloped(500, '服务器内部错误，请稍后再试'))).toBe(true);
    expect(isTransient(enveloped(503, '服务暂不可用'))).toBe(true);
    expect(isTransient(enveloped(401, '登录已过期'))).toBe(false);
    expect(isTransient(enveloped(403, '没有权限'))).toBe(false);
    expect(isTransient(enveloped(400, '请求无效'))).toBe(false);
    expect(isTransient(new Error(MESSAGES.rolesNotArray))).toBe(false);
  });

  it('does not mark the session loaded when the menu fails', async () => {
    vi.mocked(auth.getUserInfo).mockResolvedValue(ok(info) as never);
    vi.mocked(getMenu).mockRejectedValue(new Error('menu down'));
    const store = createAppStore();
    await expect(store.dispatch(loadSession())).rejects.toThrow('menu down');
    expect(store.getState().session.roles).toEqual([]);
  });
});

describe('sign-in, role switch and logout', () => {
  it('keeps the token of a sign-in in the Admin-Token cookie', async () => {
    vi.mocked(auth.loginByAccount).mockResolvedValue(ok({ token: 'new-token' }) as never);
    const store = createAppStore();
    await store.dispatch(login({ account: ' admin ', password: 'x', verCode: '1' }));
    expect(Cookies.get('Admin-Token')).toBe('new-token');
    expect(store.getState().session.token).toBe('new-token');
  });

  it("stores the server's new token on a role switch and makes the guard reload", async () => {
    vi.mocked(auth.switchRole).mockResolvedValue(ok({ token: 'role-token' }) as never);
    const store = createAppStore({ session: { ...createAppStore().getState().session, token: 't', roles: ['admin'] } });
    await store.dispatch(switchRole('orgdept'));
    expect(auth.switchRole).toHaveBeenCalledWith('orgdept');
    expect(Cookies.get('Admin-Token')).toBe('role-token');
    expect(store.getState().session).toMatchObject({ token: 'role-token', roles: [] });
  });

  it('forgets the session even when the server cannot revoke the token', async () => {
    Cookies.set('Admin-Token', 't');
    vi.mocked(auth.logout).mockRejectedValue(new Error('expired'));
    const store = createAppStore({
      session: { ...createAppStore().getState().session, token: 't', roles: ['admin'], account: 'admin' },
    });
    await store.dispatch(logout());
    expect(Cookies.get('Admin-Token')).toBeUndefined();
    expect(store.getState().session).toMatchObject({ token: '', roles: [], account: '' });
  });
});

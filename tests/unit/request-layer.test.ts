// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { DEFAULT_AES_IV, DEFAULT_AES_KEY, decryptText, encryptText, REQUEST_TIMEOUT_MS } from '@/contract';

vi.mock('@/api/notify', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
const { toastError } = await import('@/api/notify');
const { createClient, ApiError } = await import('@/api/client-factory');
const { setInterfaceErrorListener } = await import('@/api/interface-errors');

const keys = { key: DEFAULT_AES_KEY, iv: DEFAULT_AES_IV };
const seal = (body: unknown) => encryptText(JSON.stringify(body), keys);
const open = (text: string) => JSON.parse(decryptText(text, keys));

/** A server stand-in: records what the client sent and answers an encrypted envelope with the given status. */
function serverAnswering(status: number, body: unknown) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = {
      data: typeof body === 'string' ? body : seal(body),
      status,
      statusText: String(status),
      headers: {},
      config,
    };
    if (status >= 400) {
      const error = Object.assign(new Error(`Request failed with status code ${status}`), {
        isAxiosError: true,
        response,
        config,
      });
      throw error;
    }
    return response;
  };
  return { adapter, seen };
}

function client(status: number, body: unknown, onUnauthorized = vi.fn()) {
  const server = serverAnswering(status, body);
  const instance = createClient({ onUnauthorized });
  instance.defaults.adapter = server.adapter;
  return { instance, seen: server.seen, onUnauthorized };
}

beforeEach(() => {
  vi.mocked(toastError).mockClear();
  Cookies.remove('Admin-Token');
  localStorage.clear();
});
afterEach(() => setInterfaceErrorListener(undefined));

describe('request layer', () => {
  it('uses base /, credentials, a one-hour time-out and the JSON content type', () => {
    const { instance } = client(200, { error_code: 200, error_msg: '', data: null });
    expect(instance.defaults.baseURL).toBe('/');
    expect(instance.defaults.withCredentials).toBe(true);
    expect(instance.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(instance.defaults.headers['Content-Type']).toBe('application/json;charset=UTF-8');
  });

  it('encrypts the body as text and sends the Admin-Token cookie as Authorization', async () => {
    Cookies.set('Admin-Token', 'tok-123');
    const { instance, seen } = client(200, { error_code: 200, error_msg: 'ok', data: { n: 1 } });
    const answer = (await instance.post('/api/x', { name: '党支部', n: 2 })) as unknown as { data: unknown };
    expect(typeof seen[0].data).toBe('string');
    expect(open(seen[0].data as string)).toEqual({ name: '党支部', n: 2 });
    expect(seen[0].headers.Authorization).toBe('tok-123');
    expect(answer.data).toEqual({ n: 1 });
  });

  it('sends no Authorization header without a token', async () => {
    const { instance, seen } = client(200, { error_code: 200, error_msg: '', data: null });
    await instance.post('/api/x', {});
    expect(seen[0].headers.Authorization).toBeUndefined();
  });

  it('turns GET parameters into one encrypted data parameter', async () => {
    const { instance, seen } = client(200, { error_code: 201, error_msg: '', data: [] });
    await instance.get('/api/list', { params: { fileName: 'a.xlsx', accessPath: '/f/a' } });
    expect(Object.keys(seen[0].params)).toEqual(['data']);
    expect(open(seen[0].params.data)).toEqual({ fileName: 'a.xlsx', accessPath: '/f/a' });
  });

  it("shows the server's error_msg and rejects when error_code is not 200 or 201", async () => {
    const { instance } = client(200, { error_code: 409, error_msg: '数据已被修改', data: null });
    await expect(instance.post('/api/x', {})).rejects.toMatchObject({ message: '数据已被修改', code: 409 });
    expect(toastError).toHaveBeenCalledWith('数据已被修改');
  });

  it('reads the encrypted envelope of an HTTP error answer', async () => {
    const { instance } = client(400, { error_code: 400, error_msg: '账号或密码错误', data: null });
    const failure = instance.post('/api/auth/loginByAccount', {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: '账号或密码错误', code: 400 });
    expect(toastError).toHaveBeenCalledWith('账号或密码错误');
  });

  it('shows the transport error text when there is no envelope', async () => {
    const { instance } = client(502, '<html>Bad gateway</html>');
    await expect(instance.post('/api/x', {})).rejects.toMatchObject({ message: 'Request failed with status code 502' });
    expect(toastError).toHaveBeenCalledWith('Request failed with status code 502');
  });

  it('clears the session through onUnauthorized on 401', async () => {
    const { instance, onUnauthorized } = client(401, { error_code: 401, error_msg: '登录已过期', data: null });
    await expect(instance.post('/api/x', {})).rejects.toMatchObject({ code: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('stays quiet for a silent call but still rejects', async () => {
    const { instance } = client(200, { error_code: 500, error_msg: 'boom', data: null });
    await expect(instance.post('/api/x', {}, { silent: true })).rejects.toMatchObject({
      message: 'boom',
      toasted: false,
    });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('logs interface errors with the page address for the error log', async () => {
    const logged = vi.fn();
    setInterfaceErrorListener(logged);
    const { instance } = client(200, { error_code: 403, error_msg: '无权操作', data: null });
    await expect(instance.post('/api/secret', {})).rejects.toThrow('无权操作');
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: '无权操作', api: '/api/secret', url: window.location.href }),
    );
  });

  it('keeps the user info answer in browser storage as the user list', async () => {
    const info = { account: 'admin', username: '系统管理员', roles: ['admin'] };
    const { instance } = client(200, { error_code: 200, error_msg: '', data: info });
    await instance.post('/api/auth/getUserInfo', {});
    expect(JSON.parse(localStorage.getItem('userList')!)).toEqual(info);
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { Provider } from 'react-redux';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { z } from 'zod';
import { DEFAULT_AES_IV, DEFAULT_AES_KEY, decryptText, encryptText } from '@/contract';
import { answer, declareCall, SIGNED_IN } from '@/contract/calls';

vi.mock('@/api/notify', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
const { toastError } = await import('@/api/notify');
const { request } = await import('@/api/request');
const { call } = await import('@/api/call');
const { createAppStore } = await import('@/store');
const { useCallMutation, useCallQuery } = await import('@/store/use-call');

const keys = { key: DEFAULT_AES_KEY, iv: DEFAULT_AES_IV };

const listNotes = declareCall({
  url: '/api/note/list',
  payload: z.object({ folder: z.string() }),
  answer: answer<{ titles: string[] }>(),
  access: SIGNED_IN,
  provides: ['note'],
});
const addNote = declareCall({
  url: '/api/note/add',
  payload: z.object({ title: z.string() }),
  answer: answer<{ id: number }>(),
  access: SIGNED_IN,
  write: { action: 'save' },
  invalidates: ['note'],
});
const brokenRead = declareCall({ url: '/api/note/broken', answer: answer<null>(), access: SIGNED_IN });

/** A server stand-in holding notes: it reads the encrypted body and answers encrypted envelopes. */
function noteServer() {
  const titles = ['first'];
  const seen: { url?: string; body: unknown }[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const body = JSON.parse(decryptText(config.data as string, keys)) as { title?: string };
    seen.push({ url: config.url, body });
    let envelope: unknown;
    let status = 200;
    if (config.url === '/api/note/list') envelope = { error_code: 200, error_msg: '', data: { titles: [...titles] } };
    else if (config.url === '/api/note/add') {
      titles.push(body.title!);
      envelope = { error_code: 200, error_msg: '', data: { id: titles.length } };
    } else {
      status = 403;
      envelope = { error_code: 403, error_msg: 'not allowed', data: null };
    }
    const response = { data: encryptText(JSON.stringify(envelope), keys), status, statusText: '', headers: {}, config };
    if (status >= 400) throw Object.assign(new Error(`status ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  request.defaults.adapter = adapter;
  return { seen, titles };
}

function Notes() {
  const { data } = useCallQuery(listNotes, { folder: 'inbox' });
  const [add] = useCallMutation(addNote);
  return (
    <div>
      <output>{data?.titles.join(',') ?? 'loading'}</output>
      <button onClick={() => add({ title: 'second' })}>add</button>
    </div>
  );
}

beforeEach(() => vi.mocked(toastError).mockClear());

describe('calls declared once, fetched through the store', () => {
  it('reads a declared call through the main client, its payload encrypted', async () => {
    const server = noteServer();
    render(
      <Provider store={createAppStore()}>
        <Notes />
      </Provider>,
    );
    expect(await screen.findByText('first')).toBeTruthy();
    expect(server.seen[0]).toEqual({ url: '/api/note/list', body: { folder: 'inbox' } });
  });

  it('refetches the lists a write invalidates', async () => {
    noteServer();
    render(
      <Provider store={createAppStore()}>
        <Notes />
      </Provider>,
    );
    await screen.findByText('first');
    await act(async () => screen.getByRole('button', { name: 'add' }).click());
    expect(await screen.findByText('first,second')).toBeTruthy();
  });

  it('refetches after a write made with the imperative call as well', async () => {
    const server = noteServer();
    render(
      <Provider store={createAppStore()}>
        <Notes />
      </Provider>,
    );
    await screen.findByText('first');
    await expect(call(addNote, { title: 'third' })).resolves.toEqual({ id: 2 });
    expect(await screen.findByText('first,third')).toBeTruthy();
    expect(server.seen.filter((s) => s.url === '/api/note/list').length).toBe(2);
  });

  it('keeps a refusal as plain data with its code, after the request layer showed it', async () => {
    noteServer();
    const store = createAppStore();
    let error: unknown;
    function Broken() {
      const result = useCallQuery(brokenRead, undefined);
      error = result.error;
      return null;
    }
    render(
      <Provider store={store}>
        <Broken />
      </Provider>,
    );
    await waitFor(() => expect(error).toMatchObject({ code: 403, message: 'not allowed', toasted: true }));
    expect(toastError).toHaveBeenCalledWith('not allowed');
  });
});

import { act, configure, screen, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_AES_IV, DEFAULT_AES_KEY, decryptText, encryptText } from '@/contract';

configure({ asyncUtilTimeout: 8000 });
vi.mock('@/api/notify', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const { request } = await import('@/api/request');
const { callsOf, resourceApi } = await import('@/api/resource');
const { reviewQueue } = await import('@/contract/calls/resource');
const { default: UserListPage } = await import('@/features/security/user-list-page');
const { renderWithApp } = await import('./render-app');
const { storeWith } = await import('./resource-support');

const keys = { key: DEFAULT_AES_KEY, iv: DEFAULT_AES_IV };

/** A server stand-in keeping accounts: it reads the encrypted body and answers encrypted envelopes. */
function accountServer() {
  const accounts = [
    { id: 6, version: 1, displayName: '张三', account: 'secretary1', orgIdName: '一车队第一党支部' },
    { id: 7, version: 1, displayName: '李四', account: 'secretary2', orgIdName: '一车队第二党支部' },
  ];
  const asked: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const body = JSON.parse(decryptText(config.data as string, keys)) as { id?: number; displayName?: string };
    asked.push(config.url!);
    let data: unknown = null;
    if (config.url === '/api/account/list') data = { total: accounts.length, records: accounts.map((a) => ({ ...a })) };
    if (config.url === '/api/account/save') {
      const row = accounts.find((a) => a.id === body.id)!;
      Object.assign(row, { displayName: body.displayName, version: row.version + 1 });
      data = { id: row.id, version: row.version };
    }
    const envelope = { error_code: 200, error_msg: '', data };
    return { data: encryptText(JSON.stringify(envelope), keys), status: 200, statusText: '', headers: {}, config };
  };
  request.defaults.adapter = adapter;
  return { asked };
}

describe('a write refreshes the lists it changes, by the tags its declaration derives', () => {
  it('shows a renamed person in the user list after a save made elsewhere, without the screen asking', async () => {
    const server = accountServer();
    renderWithApp(<UserListPage />, { store: storeWith([]) });
    const table = await screen.findByRole('table');
    await within(table).findByText('张三');
    const listsBefore = server.asked.filter((url) => url === '/api/account/list').length;

    // The account's own screen saves through the imperative call; the list is not told to reload.
    await act(async () => {
      await resourceApi.save('account', { id: 6, version: 1, displayName: '张三丰' });
    });

    expect(await within(table).findByText('张三丰')).toBeTruthy();
    expect(within(table).queryByText('张三')).toBeNull();
    expect(server.asked.filter((url) => url === '/api/account/list').length).toBe(listsBefore + 1);
  });

  it('derives the tags from the address and the logged resource, so no screen lists them', async () => {
    expect(callsOf('account').list.provides).toEqual(['account']);
    expect(callsOf('account').save.invalidates).toEqual(['account', 'workflow']);
    expect(callsOf('meeting').transition.invalidates).toContain('workflow');
    expect(reviewQueue.provides).toEqual(['workflow']);
    // A read is never a write: asking for the queue refreshes nothing.
    expect(reviewQueue.invalidates).toEqual([]);
  });
});

import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIVILEGES } from '@/contract';

configure({ asyncUtilTimeout: 8000 });

const api = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), save: vi.fn(), remove: vi.fn(), export: vi.fn() }));
vi.mock('@/api/resource', async (original) => ({
  ...(await original<typeof import('@/api/resource')>()),
  resourceApi: api,
}));
// The screens' cached calls of the entity reach the same mocked verbs.
vi.mock('@/api/call', async (original) =>
  (await import('./resource-calls')).callsThrough(await original<typeof import('@/api/call')>(), api, {
    '/api/orgauth/queryForList': async () => (await import('./resource-support')).UNITS,
  }),
);

const { default: FeeLedgerPage } = await import('@/features/fees/fee-ledger-page');
const { renderWithApp } = await import('./render-app');
const { storeWith } = await import('./resource-support');

const row = (id: number, status: string) => ({
  id,
  version: 1,
  memberId: 7,
  memberIdName: `党员${id}`,
  orgId: 3,
  month: '2026-11',
  salaryBase: '5000.00',
  due: '50.00',
  status,
});

beforeEach(() => {
  Object.values(api).forEach((fn) => fn.mockReset());
  api.list.mockImplementation(async (entity: string) =>
    entity === 'feeIncome' ? { records: [row(1, '1'), row(2, '2')], total: 2 } : { records: [], total: 0 },
  );
});

describe('the one fee ledger screen', () => {
  it('lists dues rows on feeIncome (type in) and spending on feePay (type out)', async () => {
    const store = storeWith([PRIVILEGES.feeWrite]);
    const { unmount } = renderWithApp(<FeeLedgerPage />, { path: '/feeManagement/feeIncome', store });
    await waitFor(() => expect(api.list).toHaveBeenCalledWith('feeIncome', expect.anything()));
    unmount();
    api.list.mockClear();
    renderWithApp(<FeeLedgerPage />, { path: '/feeManagement/feePay', store });
    await waitFor(() => expect(api.list).toHaveBeenCalledWith('feeExpense', expect.anything()));
    expect(api.list).not.toHaveBeenCalledWith('feeIncome', expect.anything());
  }, 60_000);

  it('offers mark paid for ticked unpaid rows only', async () => {
    renderWithApp(<FeeLedgerPage />, { path: '/feeManagement/feeIncome', store: storeWith([PRIVILEGES.feeWrite]) });
    // Role queries over a whole antd table are slow in a DOM emulation: the checkboxes are found by label.
    const box = (id: number) => document.querySelector<HTMLInputElement>(`input[type=checkbox][aria-label="${id}"]`);
    await waitFor(() => expect(box(1)).not.toBeNull());
    expect(box(2)!.disabled).toBe(true);
    expect(screen.getByText('Mark paid').closest('button')!.disabled).toBe(true);
    fireEvent.click(box(1)!);
    await waitFor(() => expect(screen.getByText(/^Mark paid/).closest('button')!.disabled).toBe(false));
    expect(screen.getByText(/^Mark paid/).closest('button')!.textContent).toBe('Mark paid (1)');
  }, 60_000);
});

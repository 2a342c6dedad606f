import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

configure({ asyncUtilTimeout: 8000 });

const meetings = vi.hoisted(() => ({
  queue: vi.fn(async () => ({
    total: 2,
    records: [
      {
        entity: 'meeting',
        id: 1,
        version: 2,
        title: '支委会',
        orgId: 4,
        orgIdName: '一车队第一党支部',
        state: 'submitted',
        submittedAt: '2026-11-20T02:00:00.000Z',
        moves: ['approve', 'return'],
      },
      {
        entity: 'supervision',
        id: 7,
        version: 3,
        title: '发展党员工作程序检查',
        orgId: 5,
        orgIdName: '二车队第一党支部',
        state: '3',
        submittedAt: '2026-11-21T02:00:00.000Z',
        moves: ['accept', 'return'],
      },
    ],
  })),
}));
vi.mock('@/api/call', async (original) =>
  (await import('./resource-calls')).answering(await original<typeof import('@/api/call')>(), {
    '/api/workflow/queue': meetings.queue,
    '/api/orgauth/queryForList': async () => (await import('./resource-support')).UNITS,
  }),
);

const { default: AuditPage } = await import('@/features/meetings/audit-page');
const { renderWithApp } = await import('./render-app');
const { storeWith } = await import('./resource-support');
const { setDictionaries } = await import('@/store/dictionary-slice');
const { withSeededWords } = await import('@/contract/dictionary-words');

describe('review queue', () => {
  it("shows each kind's state from its own dictionary, in the language shown", async () => {
    const store = storeWith([]);
    store.dispatch(
      setDictionaries(
        withSeededWords({
          workflowState: [{ value: 'submitted', label: '已提交' }],
          supervisionState: [{ value: '3', label: '已整改' }],
        }),
      ),
    );
    renderWithApp(<AuditPage />, { store });
    const inspection = (await screen.findByText('发展党员工作程序检查')).closest('tr')!;
    expect(within(inspection).getByText('Rectified')).toBeTruthy();
    expect(within(screen.getByText('支委会').closest('tr')!).getByText('Submitted')).toBeTruthy();
  });
});

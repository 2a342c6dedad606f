import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LogChainCheck } from '@/contract/calls/log-chain';
import type { Language } from '@/contract';

configure({ asyncUtilTimeout: 8000 });

const chain = vi.hoisted(() => ({ verify: vi.fn() }));
vi.mock('@/api/call', async (original) =>
  (await import('./resource-calls')).answering(await original<typeof import('@/api/call')>(), {
    '/api/operLog/verifyChain': chain.verify,
  }),
);

const { LogChainPanel } = await import('@/features/system/log-chain-panel');
const { renderWithApp } = await import('./render-app');
const { storeWith } = await import('./resource-support');
const { setLanguage } = await import('@/store/app-slice');
const { nowInGroupZone } = await import('@/utils/zoned-time');

function renderPanel(language: Language = 'en') {
  const store = storeWith(['oplog:read']);
  store.dispatch(setLanguage(language));
  return renderWithApp(<LogChainPanel />, { store });
}

const answer = (checks: LogChainCheck[]) => chain.verify.mockResolvedValueOnce({ checks });

describe('verifying the log chains', { timeout: 60_000 }, () => {
  it('checks the last 30 days unless told otherwise and says each log is intact with the rows checked', async () => {
    answer([
      { log: 'operation_log', checked: 120, ok: true },
      { log: 'login_log', checked: 42, ok: true },
    ]);
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    expect(await screen.findByText('Operations: intact, 120 rows checked')).toBeTruthy();
    expect(screen.getByText('Sign-ins: intact, 42 rows checked')).toBeTruthy();
    const today = nowInGroupZone();
    expect(chain.verify).toHaveBeenCalledWith({
      from: today.subtract(29, 'day').format('YYYY-MM-DD'),
      to: today.format('YYYY-MM-DD'),
    });
  });

  it('names the first row that does not match: which log, its id, its time and what is wrong', async () => {
    answer([
      {
        log: 'operation_log',
        checked: 57,
        ok: false,
        firstBad: { id: 4711, at: '2026-11-20T02:03:04.000Z', reason: 'hash' },
      },
      { log: 'login_log', checked: 9, ok: false, firstBad: { id: 88, at: null, reason: 'missingBefore' } },
    ]);
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    const broken = await screen.findByText(
      /^Operations: the first row that does not match is #4711 \(2026-11-20 \d\d:03:04\)$/,
    );
    expect(broken).toBeTruthy();
    expect(screen.getByText('Its content or hash was changed after it was written. 57 rows checked.')).toBeTruthy();
    expect(screen.getByText('Sign-ins: the first row that does not match is #88 (—)')).toBeTruthy();
    expect(screen.getByText('Rows before it were removed or put in. 9 rows checked.')).toBeTruthy();
    expect(screen.queryByText(/intact/)).toBeNull();
  });

  it('speaks the language shown', async () => {
    answer([{ log: 'operation_log', checked: 3, ok: true }]);
    renderPanel('zh');
    fireEvent.click(screen.getByRole('button', { name: '校验日志链' }));
    expect(await screen.findByText('操作日志：完整，已校验 3 条')).toBeTruthy();
    answer([{ log: 'operation_log', checked: 3, ok: false, firstBad: { id: 5, at: null, reason: 'missingAfter' } }]);
    fireEvent.click(screen.getByRole('button', { name: '校验日志链' }));
    await waitFor(() => expect(screen.getByText('日志末尾的记录被删除。 已校验 3 条。')).toBeTruthy());
  });
});

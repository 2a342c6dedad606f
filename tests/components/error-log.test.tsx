import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reportInterfaceError, setInterfaceErrorListener } from '@/api/interface-errors';
import { addErrorLog } from '@/store/error-log-slice';

// The navbar reads the party-building site's address; the stand-in answers it.
vi.mock('@/api/call', async (original) =>
  (await import('./resource-calls')).answering(await original<typeof import('@/api/call')>(), {
    '/api/partyAffiars/getIp': () => '',
  }),
);

const { default: Layout } = await import('@/layout');
const { layoutRoutes, renderWithApp, signedInStore } = await import('./render-app');

describe('error log', () => {
  it('stays out of sight while nothing went wrong', () => {
    renderWithApp(
      layoutRoutes(Layout, () => <p>body</p>),
      { path: '/feeManagement/feeIncome' },
    );
    expect(screen.queryByRole('button', { name: /Error log/ })).toBeNull();
  });

  it('lists interface errors with the page they happened on', async () => {
    const store = signedInStore();
    setInterfaceErrorListener((e) => store.dispatch(addErrorLog(e)));
    renderWithApp(
      layoutRoutes(Layout, () => <p>body</p>),
      { path: '/feeManagement/feeIncome', store },
    );
    act(() => reportInterfaceError('无权操作', '/api/fee/list'));
    setInterfaceErrorListener(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Error log: 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('无权操作')).toBeTruthy();
    expect(within(dialog).getByText('/api/fee/list')).toBeTruthy();
    expect(within(dialog).getByText(window.location.href)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(store.getState().errorLog.logs).toEqual([]);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { changeSetting } from '@/store/settings-slice';

// The navbar reads the party-building site's address; the stand-in answers it.
vi.mock('@/api/call', async (original) =>
  (await import('./resource-calls')).answering(await original<typeof import('@/api/call')>(), {
    '/api/partyAffiars/getIp': () => '',
  }),
);

const { default: Layout } = await import('@/layout');
const { layoutRoutes, renderWithApp, signedInStore } = await import('./render-app');

/** A screen with state of its own, to see whether the tag bar keeps it. */
function CountingScreen() {
  const [count, setCount] = useState(0);
  const { pathname } = useLocation();
  return (
    <div>
      <span data-testid="screen-path">{pathname}</span>
      <button type="button" onClick={() => setCount((c) => c + 1)}>{`count ${count}`}</button>
      <Link to="/feeManagement/feeIncome">to income</Link>
      <Link to="/feeManagement/feePay">to pay</Link>
      <Link to="/rewardManagement/membersReward">to reward</Link>
    </div>
  );
}

function renderWithTags(path = '/feeManagement/feeIncome') {
  const store = signedInStore();
  store.dispatch(changeSetting({ key: 'tagsView', value: true }));
  return renderWithApp(layoutRoutes(Layout, CountingScreen), { path, store });
}

const tagBar = () => screen.getByRole('navigation', { name: 'tags' });
const tagTitles = () => Array.from(tagBar().querySelectorAll('.tags-view-item')).map((a) => a.textContent);
const visible = (name: RegExp) =>
  screen.getAllByRole('button', { name }).find((b) => !b.closest('[hidden]') && b.checkVisibility?.() !== false);

describe('tag bar', () => {
  it('is hidden by default', () => {
    renderWithApp(layoutRoutes(Layout, CountingScreen), { path: '/feeManagement/feeIncome' });
    expect(screen.queryByRole('navigation', { name: 'tags' })).toBeNull();
  });

  it('starts with the two fixed dashboards and adds a tag per opened screen', async () => {
    renderWithTags();
    await userEvent.click(screen.getAllByText('to pay')[0]);
    expect(tagTitles()).toEqual(['Dashboard', 'Party organisation home', '党费收缴', '党费支出']);
    expect(within(tagBar()).queryByLabelText('close Dashboard')).toBeNull();
  });

  it("keeps a screen's state while its tag is open", async () => {
    renderWithTags();
    await userEvent.click(screen.getByRole('button', { name: 'count 0' }));
    await userEvent.click(screen.getAllByText('to pay')[0]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/feeManagement/feePay'));
    await userEvent.click(within(tagBar()).getByText('党费收缴'));
    await waitFor(() => expect(visible(/count/)?.textContent).toBe('count 1'));
  });

  it('lets a kept screen go on seeing its own address while another is shown', async () => {
    renderWithTags();
    await userEvent.click(screen.getAllByText('to pay')[0]);
    await waitFor(() =>
      expect(screen.getAllByTestId('screen-path').map((e) => e.textContent)).toEqual([
        '/feeManagement/feeIncome',
        '/feeManagement/feePay',
      ]),
    );
  });

  it('forgets the state when the tag is closed', async () => {
    renderWithTags();
    await userEvent.click(screen.getByRole('button', { name: 'count 0' }));
    await userEvent.click(screen.getAllByText('to pay')[0]);
    await userEvent.click(within(tagBar()).getByLabelText('close 党费收缴'));
    expect(tagTitles()).not.toContain('党费收缴');
    await userEvent.click(screen.getAllByText('to income')[0]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/feeManagement/feeIncome'));
    expect(visible(/count/)?.textContent).toBe('count 0');
  });

  it('moves to the last tag when the current one closes', async () => {
    renderWithTags();
    await userEvent.click(screen.getAllByText('to pay')[0]);
    await userEvent.click(within(tagBar()).getByLabelText('close 党费支出'));
    expect(screen.getByTestId('location').textContent).toBe('/feeManagement/feeIncome');
  });

  it('offers refresh, close, close others and close all on right click, keeping the fixed tags', async () => {
    renderWithTags();
    await userEvent.click(screen.getAllByText('to pay')[0]);
    await userEvent.click(screen.getAllByText('to reward')[0]);
    fireEvent.contextMenu(within(tagBar()).getByText('党费支出'));
    const menu = screen.getByRole('menu', { name: 'tag actions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Refresh', 'Close', 'Close others', 'Close all']);
    fireEvent.click(within(menu).getByText('Close others'));
    expect(tagTitles()).toEqual(['Dashboard', 'Party organisation home', '党费支出']);
    expect(screen.getByTestId('location').textContent).toBe('/feeManagement/feePay');

    fireEvent.contextMenu(within(tagBar()).getByText('党费支出'));
    fireEvent.click(within(screen.getByRole('menu', { name: 'tag actions' })).getByText('Close all'));
    expect(tagTitles()).toEqual(['Dashboard', 'Party organisation home']);
    expect(screen.getByTestId('location').textContent).toBe('/childDashboard');
  });

  it('offers no close for a fixed tag and refreshes through /redirect', async () => {
    renderWithTags();
    fireEvent.contextMenu(within(tagBar()).getByText('Dashboard'));
    expect(within(screen.getByRole('menu', { name: 'tag actions' })).queryByText('Close')).toBeNull();
    fireEvent.contextMenu(within(tagBar()).getByText('党费收缴'));
    fireEvent.click(within(screen.getByRole('menu', { name: 'tag actions' })).getByText('Refresh'));
    expect(screen.getByTestId('location').textContent).toBe('/redirect/feeManagement/feeIncome');
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';

// The navbar reads the party-building site's address; the stand-in answers it.
vi.mock('@/api/call', async (original) =>
  (await import('./resource-calls')).answering(await original<typeof import('@/api/call')>(), {
    '/api/partyAffiars/getIp': () => 'https://dj.example.com/portal',
  }),
);
vi.mock('@/api/auth', () => ({
  logout: vi.fn(async () => ({})),
  switchRole: vi.fn(async () => ({ data: { token: 'role-token' } })),
}));
vi.mock('@/api/request', () => ({ goToPortal: vi.fn() }));

const { default: Layout } = await import('@/layout');
const { goToPortal } = await import('@/api/request');
const auth = await import('@/api/auth');
const { layoutRoutes, renderWithApp, signedInStore } = await import('./render-app');

const Screen = () => <p>screen body</p>;
const renderLayout = (path = '/feeManagement/feePay', store = signedInStore()) =>
  renderWithApp(layoutRoutes(Layout, Screen), { path, store });

describe('layout', () => {
  it('shows the sidebar with the system name from sysConfig and the server menu', () => {
    renderLayout();
    const sidebar = screen.getByRole('complementary', { name: 'sidebar' });
    expect(within(sidebar).getByText('测试党建系统')).toBeTruthy();
    expect(within(sidebar).getByText('党费管理')).toBeTruthy();
    expect(within(sidebar).getByText('党费支出')).toBeTruthy();
    expect(screen.getByText('screen body')).toBeTruthy();
  });

  it('collapses the sidebar with the hamburger and keeps the choice in a cookie', async () => {
    renderLayout();
    expect(screen.getByTestId('app-wrapper').className).toContain('openSidebar');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(screen.getByTestId('app-wrapper').className).toContain('hideSidebar');
    expect(Cookies.get('sidebarStatus')).toBe('0');
  });

  it("hides the sidebar and hamburger for role value '1' and uses the no-left-panel layout", () => {
    renderLayout('/dashboard', signedInStore(['1']));
    expect(screen.queryByRole('complementary', { name: 'sidebar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Toggle sidebar' })).toBeNull();
    expect(screen.getByTestId('app-wrapper').className).toContain('no-left-panel');
  });

  it('shows the breadcrumb from the dashboard to the current screen', () => {
    renderLayout('/feeManagement/feePay');
    const crumbs = document.querySelector('.breadcrumb-container')!;
    expect(crumbs.textContent).toContain('Dashboard');
    expect(crumbs.textContent).toContain('党费管理');
    expect(crumbs.textContent).toContain('党费支出');
  });

  it('links to the party-building site with the token and back to the portal', async () => {
    renderLayout();
    const party = await screen.findByRole('link', { name: 'Enter group party building' });
    expect(party.getAttribute('href')).toBe('https://dj.example.com/portal?token=t');
    expect(party.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Back to portal' }).getAttribute('href')).toBe('/login');
  });

  it('offers dashboard, change password, switch role and log out in the user dropdown', async () => {
    const { store } = renderLayout();
    await userEvent.click(screen.getByRole('button', { name: '测试用户' }));
    await userEvent.click(await screen.findByText('Change password'));
    expect(screen.getByTestId('location').textContent).toBe('/ResetPassword/Index');
    await userEvent.click(screen.getByRole('button', { name: '测试用户' }));
    expect(await screen.findByText('Switch role')).toBeTruthy();
    await userEvent.click(await screen.findByText('Log out'));
    await waitFor(() => expect(goToPortal).toHaveBeenCalled());
    expect(auth.logout).toHaveBeenCalled();
    expect(store.getState().session.token).toBe('');
  });

  it('closes the sidebar on a mobile-width window and again after a navigation', async () => {
    const width = vi.spyOn(document.body, 'getBoundingClientRect').mockReturnValue({ width: 500 } as DOMRect);
    const { store } = renderLayout();
    expect(store.getState().app.device).toBe('mobile');
    expect(screen.getByTestId('app-wrapper').className).toContain('hideSidebar');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(screen.getByTestId('app-wrapper').className).toContain('openSidebar');
    await userEvent.click(screen.getByText('党费收缴'));
    await waitFor(() => expect(screen.getByTestId('app-wrapper').className).toContain('hideSidebar'));
    width.mockRestore();
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(store.getState().app.device).toBe('desktop');
  });

  it('moves the party-building and portal links into the user menu on a narrow screen', async () => {
    const width = vi.spyOn(document.body, 'getBoundingClientRect').mockReturnValue({ width: 500 } as DOMRect);
    renderLayout();
    expect(screen.queryByRole('link', { name: 'Back to portal' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '测试用户' }));
    expect((await screen.findByRole('link', { name: 'Back to portal' })).getAttribute('href')).toBe('/login');
    expect((await screen.findByRole('link', { name: 'Enter group party building' })).getAttribute('target')).toBe(
      '_blank',
    );
    width.mockRestore();
  });

  it('has the settings panel closed until the navbar opens it', async () => {
    renderLayout();
    expect(screen.queryByText('Page style settings')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByText('Page style settings')).toBeTruthy();
  });
});

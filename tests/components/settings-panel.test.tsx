import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// The navbar reads the party-building site's address; the stand-in answers it.
vi.mock('@/api/call', async (original) =>
  (await import('./resource-calls')).answering(await original<typeof import('@/api/call')>(), {
    '/api/partyAffiars/getIp': () => '',
  }),
);

const { default: Layout } = await import('@/layout');
const { layoutRoutes, renderWithApp } = await import('./render-app');

async function openSettings() {
  const rendered = renderWithApp(
    layoutRoutes(Layout, () => <p>body</p>),
    { path: '/feeManagement/feeIncome' },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
  await screen.findByText('Page style settings');
  return rendered;
}

describe('settings panel', () => {
  it('turns the tag bar on', async () => {
    await openSettings();
    expect(screen.queryByRole('navigation', { name: 'tags' })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Open tags view' }));
    expect(screen.getByRole('navigation', { name: 'tags' })).toBeTruthy();
  });

  it('lets go of kept screens when the tag bar is turned off', async () => {
    const { store } = await openSettings();
    await userEvent.click(screen.getByRole('switch', { name: 'Open tags view' }));
    expect(store.getState().tagsView.cachedViews).toEqual(['/feeManagement/feeIncome']);
    await userEvent.click(screen.getByRole('switch', { name: 'Open tags view' }));
    expect(store.getState().tagsView.cachedViews).toEqual([]);
  });

  it('fixes the header', async () => {
    await openSettings();
    expect(document.querySelector('.fixed-header')).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Fixed header' }));
    expect(document.querySelector('.fixed-header')).not.toBeNull();
  });

  it('hides the sidebar logo', async () => {
    await openSettings();
    expect(document.querySelector('.sidebar-logo-container')).not.toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Sidebar logo' }));
    expect(document.querySelector('.sidebar-logo-container')).toBeNull();
  });

  it('changes the theme colour and remembers the settings', async () => {
    const { store } = await openSettings();
    await userEvent.click(screen.getByRole('button', { name: '#d32d2e' }));
    expect(store.getState().settings.theme).toBe('#d32d2e');
    expect(document.documentElement.style.getPropertyValue('--theme-color')).toBe('#d32d2e');
    expect(JSON.parse(localStorage.getItem('settings')!)).toMatchObject({ theme: '#d32d2e' });
  });
});

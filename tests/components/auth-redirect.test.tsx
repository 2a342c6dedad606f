import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AuthRedirectPage from '@/features/auth/auth-redirect-page';
import { createAppStore } from '@/store';
import { renderWithApp } from './render-app';

const tree = (
  <Routes>
    <Route path="/auth-redirect" element={<AuthRedirectPage />} />
    <Route path="*" element={<p>arrived</p>} />
  </Routes>
);

describe('single sign-on page', () => {
  it('keeps the token, wipes it from the address bar and continues to the path', async () => {
    window.history.replaceState(null, '', '/auth-redirect#token=sso-token-1&redirect=/deployment/dw_task_year');
    const store = createAppStore();
    renderWithApp(tree, { path: '/auth-redirect', store });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/deployment/dw_task_year'));
    expect(Cookies.get('Admin-Token')).toBe('sso-token-1');
    expect(store.getState().session.token).toBe('sso-token-1');
    expect(window.location.href).not.toContain('sso-token-1');
  });

  it('goes to / when the link names no path, and never to another site', async () => {
    window.history.replaceState(null, '', '/auth-redirect#token=t2&redirect=https://evil.example.com');
    renderWithApp(tree, { path: '/auth-redirect', store: createAppStore() });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('says so when the link carries no token', () => {
    window.history.replaceState(null, '', '/auth-redirect');
    renderWithApp(tree, { path: '/auth-redirect', store: createAppStore() });
    expect(screen.getByText('The sign-on link carries no token.')).toBeTruthy();
  });
});

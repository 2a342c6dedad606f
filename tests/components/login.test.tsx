import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/store';

vi.mock('@/api/auth', () => ({ getVerCode: vi.fn(), loginByAccount: vi.fn() }));
vi.mock('@/api/rsa', () => ({ fetchPublicKey: vi.fn(async () => 'PEM') }));
const auth = await import('@/api/auth');
const { default: LoginPage } = await import('@/features/auth/login-page');
const { renderWithApp } = await import('./render-app');

let captchaRound = 0;
beforeEach(() => {
  vi.mocked(auth.getVerCode).mockImplementation(async () => ({
    error_code: 200,
    error_msg: '',
    data: { image: `data:image/svg+xml;base64,${++captchaRound}`, expiresIn: 300 },
  }));
  vi.mocked(auth.loginByAccount).mockReset();
});

const renderLogin = (path = '/login') =>
  renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<p>inside</p>} />
    </Routes>,
    { path, store: createAppStore() },
  );

async function fillAndSubmit(account = '  admin  ', password = 'Party@2026', code = 'abcd') {
  await userEvent.type(screen.getByLabelText('Account'), account);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Verification code'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it('asks for account, password and verification code before calling the server', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your account')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(screen.getByText('Please enter the verification code')).toBeTruthy();
    expect(auth.loginByAccount).not.toHaveBeenCalled();
  });

  it('asks for one captcha per visit, and a fresh one when the page is opened again', async () => {
    vi.mocked(auth.getVerCode).mockClear();
    const { unmount } = renderLogin();
    await screen.findByAltText('Verification code image, click to refresh');
    expect(auth.getVerCode).toHaveBeenCalledTimes(1);
    const first = screen.getByAltText('Verification code image, click to refresh').getAttribute('src');
    unmount();
    renderLogin();
    await waitFor(() =>
      expect(screen.getByAltText('Verification code image, click to refresh').getAttribute('src')).not.toBe(first),
    );
    expect(auth.getVerCode).toHaveBeenCalledTimes(2);
  });

  it('shows the captcha image and loads a new one on click', async () => {
    renderLogin();
    const image = await screen.findByAltText('Verification code image, click to refresh');
    const first = image.getAttribute('src');
    await userEvent.click(image);
    await waitFor(() =>
      expect(screen.getByAltText('Verification code image, click to refresh').getAttribute('src')).not.toBe(first),
    );
  });

  it('signs in with the trimmed account, keeps the token and continues to the wanted path', async () => {
    vi.mocked(auth.loginByAccount).mockResolvedValue({ error_code: 200, error_msg: '', data: { token: 'tok' } });
    renderLogin('/login#/feeManagement/feePay');
    await fillAndSubmit();
    expect(auth.loginByAccount).toHaveBeenCalledWith({ account: 'admin', password: 'Party@2026', verCode: 'abcd' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/feeManagement/feePay'));
    expect(Cookies.get('Admin-Token')).toBe('tok');
  });

  it("shows the server's message, clears the code and loads a new captcha after a failure", async () => {
    vi.mocked(auth.loginByAccount).mockRejectedValue(new Error('账号或密码错误'));
    renderLogin();
    await screen.findByAltText('Verification code image, click to refresh');
    const calls = vi.mocked(auth.getVerCode).mock.calls.length;
    await fillAndSubmit('admin', 'wrong');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '账号或密码错误');
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('');
    expect(vi.mocked(auth.getVerCode).mock.calls.length).toBe(calls + 1);
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });
});

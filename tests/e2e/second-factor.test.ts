import { describe, expect, it } from 'vitest';
import { ApiClient } from '../reliability/support/http-client';
import { nextCode } from '../api/support/factor-codes';
import { newPage } from './support/browser';
import { serverAndBrowser } from './support/suite';
import { enterFactorCode, signedIn, submitSignIn, tokenOf } from './support/session';

const suite = serverAndBrowser();

const FIRST_PASSWORD = 'Given#2026x';
const OWN_PASSWORD = 'Chosen#2026y';

/**
 * A new security administrator, made by the seeded one with a password it chose: the first sign-in
 * owes an enrolment of the second factor and a new password.
 */
async function newSecurityAdministrator(): Promise<void> {
  const sec = await signedIn(suite, 'secadmin');
  const token = (await tokenOf(sec.context))!;
  await sec.context.close();
  const api = new ApiClient(suite.server.baseUrl);
  const ok = async (url: string, payload: unknown) => {
    const r = await api.call(url, payload, { token });
    expect(r.status, `${url}: ${r.envelope.error_msg}`).toBe(200);
    return r.envelope.data;
  };
  const roles = await ok('/api/role/list', { filters: { value: 'secadmin' } });
  const me = await ok('/api/auth/getUserInfo', {});
  const made = await ok('/api/account/save', {
    account: 'secadmin2',
    displayName: '安全管理员乙',
    orgId: me.orgId,
    roleIds: [roles.records[0].id],
  });
  await ok('/api/oauthUser/updatePwd', { accountId: made.id, newPwd: await api.rsaEncrypt(FIRST_PASSWORD) });
  api.close();
}

describe('second factor', () => {
  it('lets a security administrator enrol at the first sign-in and sign in with a code after', async () => {
    await newSecurityAdministrator();
    const { page, context, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.baseUrl}/login`);
    await submitSignIn(page, 'secadmin2', FIRST_PASSWORD);

    // The factor first: the secret as a QR code and as text, proved by the code an authenticator shows.
    await page.getByRole('heading', { name: 'Set up a second factor' }).waitFor();
    await expect(page.getByRole('img', { name: 'QR code of the second factor secret' }).isVisible()).resolves.toBe(
      true,
    );
    const secret = (await page.getByLabel('Secret', { exact: true }).textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel('Authentication code').fill('123');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The code is six digits, or a recovery code such as ab12-cd34', { exact: true }).waitFor();
    await enterFactorCode(page, suite.server.baseUrl, 'secadmin2', secret);

    // The recovery codes, once, as soon as the factor is on.
    const codes = page.getByRole('region', { name: 'Your recovery codes' }).getByRole('listitem');
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    expect(await codes.count()).toBe(10);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Then the password the administrator chose is replaced.
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel('Confirm new password').fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await page.getByText('The password may not be one of the last 5 used', { exact: true }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(OWN_PASSWORD);
    await page.getByLabel('Confirm new password').fill(OWN_PASSWORD);
    await page.getByRole('button', { name: 'Save and sign in' }).click();

    await page.waitForURL('**/dashboard');
    expect(await tokenOf(context)).toBeTruthy();
    await context.close();

    // The next sign-in asks for a code of the enrolled secret after the password.
    const again = await newPage(suite.browser);
    await again.page.goto(`${suite.server.baseUrl}/login`);
    await submitSignIn(again.page, 'secadmin2', OWN_PASSWORD);
    await again.page.getByRole('heading', { name: 'Second factor' }).waitFor();
    await again.page.getByLabel('Authentication code').fill(await nextCode(suite.server.baseUrl, secret));
    await again.page.getByRole('button', { name: 'Verify' }).click();
    await again.page.waitForURL('**/dashboard');
    await again.context.close();
    expect(errors).toEqual([]);
    // Three full sign-ins (one by the seeded administrator to make the account) on a shared machine.
  }, 240_000);
});

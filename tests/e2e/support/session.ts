import type { BrowserContext, Page } from 'playwright-core';
import { newPage } from './browser';
import { CAPTCHA_CODE, DEMO_PASSWORD } from './server';
import type { Suite } from './suite';
import { demoSecretOf, nextCode } from '../../api/support/factor-codes';

/** Signs in through the sign-in page as a user would, with a code of the demo factor for a demo administrator. */
export async function signIn(page: Page, baseUrl: string, account: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/login`);
  await submitSignIn(page, account, password);
  await enterFactorCode(page, baseUrl, account);
}

/**
 * The second step of a demo administrator's sign-in: the code its authenticator would show for the seeded
 * demo secret. Each code is one the server has not seen yet (a code is accepted once).
 */
export async function enterFactorCode(page: Page, baseUrl: string, account: string, secret = demoSecretOf(account)) {
  if (!secret) return;
  // The field's name in each of the three languages the page may show.
  const field = page.getByRole('textbox', { name: /^(Authentication code|动态口令|Código de autenticación)$/ });
  await field.fill(await nextCode(baseUrl, secret));
  await field.press('Enter');
}

/** The sign-in form's words in each of the three languages the page may show. */
const SIGN_IN_WORDS = {
  account: /^(Account|账号|Cuenta)$/,
  password: /^(Password|密码|Contraseña)$/,
  captcha: /^(Verification code|验证码|Código de verificación)$/,
  captchaImage:
    /^(Verification code image, click to refresh|验证码图片，点击刷新|Imagen del código de verificación, pulse para renovarla)$/,
  submit: /^(Sign in|登录|登 录|Entrar)$/,
  /** The navbar's button that folds the sidebar: the frame of a signed-in user. */
  hamburger: /^(Toggle sidebar|展开\/收起侧边栏|Mostrar u ocultar la barra lateral)$/,
};

/** Fills in and sends the sign-in form the page shows (where the portal sent the user, for one), in any language. */
export async function submitSignIn(page: Page, account: string, password = DEMO_PASSWORD) {
  await page.getByLabel(SIGN_IN_WORDS.account).fill(account);
  await page.getByLabel(SIGN_IN_WORDS.password).fill(password);
  await page.getByLabel(SIGN_IN_WORDS.captcha).fill(CAPTCHA_CODE);
  await captchaIssued(page);
  await page.getByRole('button', { name: SIGN_IN_WORDS.submit }).click();
}

/**
 * Waits for the captcha image: its answer is bound to the cookie that came with it, so a sign-in sent
 * before the image arrived is refused with a captcha error, whatever the password.
 */
export function captchaIssued(page: Page): Promise<void> {
  return page.getByAltText(SIGN_IN_WORDS.captchaImage).waitFor();
}

/**
 * The sessions of the privileged demo accounts, by server and account. Their sign-in takes a code of the
 * second factor, and a code is accepted once: a file that signed in as the administrator a third time within
 * a minute would wait for the authenticator's next code. After the first sign-in through the page, a new
 * context of the same account carries that session's token (and nothing else of the old context).
 */
const factorSessions = new Map<string, string>();

/**
 * A new browser context signed in as the account, on the dashboard the sign-in leads to: the one way
 * every flow starts from a signed-in user.
 */
export async function signedIn(
  suite: Suite,
  account: string,
  options: { locale?: string; width?: number; height?: number; password?: string; timezoneId?: string } = {},
) {
  const opened = await newPage(suite.browser, options);
  const baseUrl = suite.server.baseUrl;
  const key = `${baseUrl}|${account}`;
  const kept = options.password ? undefined : factorSessions.get(key);
  if (kept) {
    await opened.context.addCookies([{ name: 'Admin-Token', value: kept, url: baseUrl }]);
    await opened.page.goto(`${baseUrl}/dashboard`);
    // The frame of a signed-in user, or the sign-in form for a session the test itself ended (a sign-out,
    // a reset factor): that one signs in again through the page.
    const form = opened.page.getByLabel(SIGN_IN_WORDS.account);
    const frame = opened.page.getByRole('button', { name: SIGN_IN_WORDS.hamburger });
    await frame.or(form).first().waitFor();
    if (!(await form.isVisible())) return opened;
    factorSessions.delete(key);
    await submitSignIn(opened.page, account);
    await enterFactorCode(opened.page, baseUrl, account);
  } else {
    await signIn(opened.page, baseUrl, account, options.password);
  }
  await opened.page.waitForURL('**/dashboard');
  const token = demoSecretOf(account) && !options.password ? await tokenOf(opened.context) : undefined;
  if (token) factorSessions.set(key, token);
  return opened;
}

/** The Admin-Token cookie of a context, as the SPA stored it. */
export async function tokenOf(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === 'Admin-Token')?.value;
}

/** Navigates inside the SPA without reloading it, as a click on a link would. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    // The entry the router itself would push: its place in the history lets a screen's Back step back to it.
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens a path of the app: inside the app the page has loaded already, as a click on a link would (each
 * screen asks the server again as it opens), or by loading the page where it shows none (or the sign-in).
 * A load of the whole app costs the browser about a second of a core on this machine; a move inside it a
 * fraction of that.
 */
export async function visit(page: Page, baseUrl: string, path: string): Promise<void> {
  const here = page.url();
  if (here.startsWith(baseUrl) && !new URL(here).pathname.startsWith('/login')) await goInApp(page, path);
  else await page.goto(`${baseUrl}${path}`);
}

export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

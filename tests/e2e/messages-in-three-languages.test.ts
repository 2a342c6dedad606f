import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { positionEntity } from '@/contract/resource';
import { newPage, opened } from './support/browser';
import { CAPTCHA_CODE, DEMO_PASSWORD } from './support/server';
import { enterFactorCode } from './support/session';
import { serverAndBrowser } from './support/suite';
import { entityRoutes } from '@/contract/entity-routes';
import { keepShot } from './support/shots';

const suite = serverAndBrowser();

/** What a user of each language types into and reads: the browser's language picks the SPA's. */
const LANGUAGES = [
  {
    language: 'en',
    locale: 'en-US',
    login: { account: 'Account', password: 'Password', captcha: 'Verification code', submit: 'Sign in' },
    captchaImage: 'Verification code image, click to refresh',
    save: 'Save',
    name: 'Name',
    required: 'Name is required',
    refusal: 'Wrong account or password',
  },
  {
    language: 'es',
    locale: 'es-ES',
    login: { account: 'Cuenta', password: 'Contraseña', captcha: 'Código de verificación', submit: 'Entrar' },
    captchaImage: 'Imagen del código de verificación, pulse para renovarla',
    save: 'Guardar',
    name: 'Nombre',
    required: 'Rellene el campo Nombre',
    refusal: 'Cuenta o contraseña incorrecta',
  },
  {
    language: 'zh',
    locale: 'zh-CN',
    login: { account: '账号', password: '密码', captcha: '验证码', submit: '登录' },
    captchaImage: '验证码图片，点击刷新',
    // antd spaces a two-character Chinese button label out (保 存).
    save: /^保\s?存$/,
    name: '阵地名称',
    required: '请填写阵地名称',
    refusal: '账号或密码错误',
  },
] as const;

type Words = (typeof LANGUAGES)[number];

async function signInIn(page: Page, words: Words, password: string): Promise<void> {
  await page.goto(`${suite.server.baseUrl}/login`);
  await page.getByLabel(words.login.account).fill('admin');
  await page.getByLabel(words.login.password).fill(password);
  await page.getByLabel(words.login.captcha, { exact: true }).fill(CAPTCHA_CODE);
  // The code's answer is bound to the cookie its image came with.
  await page.getByRole('img', { name: words.captchaImage }).waitFor();
  await page.getByRole('button', { name: words.login.submit }).click();
}

describe('messages in the language the user reads', () => {
  it.each(LANGUAGES)('reads a refusal of the server and a required field left empty in $language', async (words) => {
    const { page, context, errors } = await newPage(suite.browser, { locale: words.locale });

    // A refusal worded by the server in the language the SPA sends.
    await signInIn(page, words, 'not the password');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(words.refusal);
    await keepShot(page, `refusal-${words.language}`, { fullPage: false });

    await signInIn(page, words, DEMO_PASSWORD);
    // The administrator is a privileged account: its second factor completes the sign-in.
    await enterFactorCode(page, suite.server.baseUrl, 'admin');
    await page.waitForURL('**/dashboard');

    // The form's own check, worded by the SPA in the language shown.
    await page.goto(`${suite.server.baseUrl}${entityRoutes(positionEntity).detail}`);
    const name = page.getByLabel(words.name, { exact: true });
    await name.waitFor();
    await page.getByRole('button', { name: words.save }).click();
    // Read once it has finished sliding in under its field.
    await opened(page.getByText(words.required, { exact: true }));
    await keepShot(page, `required-${words.language}`, { fullPage: false });

    expect(errors).toEqual([]);
    await context.close();
  });
});

import { CLIENT_TYPE_WEB } from '@/contract';
import type * as calls from '@/contract/calls/auth';
import { postDeclared } from './call';
import { loginPost } from './login-client';
import { encryptPassword } from './rsa';

export type { FactorSetup, RoleOption, SignInAnswer, UserInfo } from '@/contract/calls/auth';

/** What the sign-in form holds (the password in clear until it is encrypted). */
export interface LoginForm {
  account: string;
  password: string;
  verCode: string;
}

export const getVerCode = () => loginPost<typeof calls.getVerCode>('/api/auth/getVerCode');

export async function loginByAccount(form: LoginForm) {
  const passwd = await encryptPassword(form.password);
  return loginPost<typeof calls.loginByAccount>('/api/auth/loginByAccount', {
    account: form.account.trim(),
    passwd,
    clientType: CLIENT_TYPE_WEB,
    verCode: form.verCode.trim(),
  });
}

export const getUserInfo = () =>
  postDeclared<typeof calls.getUserInfo>('/api/auth/getUserInfo', undefined, { silent: true });
export const switchRole = (role: string) => postDeclared<typeof calls.switchRole>('/api/auth/switchRole', { role });
export const refreshToken = () => postDeclared<typeof calls.refreshToken>('/api/auth/refreshToken');
export const logout = () => postDeclared<typeof calls.logout>('/logout', undefined, { silent: true });

export async function changePassword(oldPwd: string, newPwd: string) {
  const [oldCipher, newCipher] = await Promise.all([encryptPassword(oldPwd), encryptPassword(newPwd)]);
  return postDeclared<typeof calls.changePassword>('/api/auth/upPwd', { oldPwd: oldCipher, newPwd: newCipher });
}

/** The steps a sign-in may still owe: they go through the login client, as the sign-in itself. */
export const signInFactorSetup = (challenge: string) =>
  loginPost<typeof calls.signInFactorSetup>('/api/auth/factor/setup', { challenge });
export const signInFactorVerify = (challenge: string, code: string) =>
  loginPost<typeof calls.signInFactorVerify>('/api/auth/factor/verify', { challenge, code: code.trim() });
export async function signInNewPassword(challenge: string, newPwd: string) {
  return loginPost<typeof calls.signInNewPassword>('/api/auth/factor/newPassword', {
    challenge,
    newPwd: await encryptPassword(newPwd),
  });
}

import { z } from 'zod';
import { CLIENT_TYPE_WEB } from '../constants';
import { PRIVILEGES } from '../privileges';
import { needs, PUBLIC, SIGNED_IN } from './access';
import { answer, declareCall } from './declare';
import { rowId } from './ids';

/** A role the account holds, offered by the role switch. */
export interface RoleOption {
  value: string;
  name: string;
}

/** The signed-in user as getUserInfo answers it (SPEC section 3, with what the shell needs besides). */
export interface UserInfo {
  roles: string[];
  username: string;
  name: string;
  avatar: string;
  introduction: string;
  level: number;
  orgId: number;
  account: string;
  accountId: number;
  partyMemberId: number | null;
  partyOrgName: string;
  /** Action privileges of the active role (src/contract/privileges.ts); buttons follow them. */
  privileges: string[];
  roleOptions: RoleOption[];
}

export interface TokenAnswer {
  token: string;
}

export const getPublicKey = declareCall({
  url: '/api/auth/getPublicKey',
  answer: answer<{ publicKey: string }>(),
  access: PUBLIC,
});

export const getVerCode = declareCall({
  url: '/api/auth/getVerCode',
  answer: answer<{ image: string; expiresIn: number }>(),
  access: PUBLIC,
});

export const loginByAccount = declareCall({
  url: '/api/auth/loginByAccount',
  payload: z.object({
    account: z.string().trim().min(1, 'auth.enterAccount').max(50),
    passwd: z.string().min(1, 'auth.enterPassword').max(1024),
    clientType: z.literal(CLIENT_TYPE_WEB),
    verCode: z.string().trim().min(1, 'auth.enterCaptcha').max(10),
  }),
  answer: answer<TokenAnswer>(),
  access: PUBLIC,
});

export const getUserInfo = declareCall({
  url: '/api/auth/getUserInfo',
  answer: answer<UserInfo>(),
  access: SIGNED_IN,
  silent: true,
});

export const refreshToken = declareCall({
  url: '/api/auth/refreshToken',
  answer: answer<TokenAnswer>(),
  access: SIGNED_IN,
  write: { action: 'refresh', resource: 'session' },
});

export const switchRole = declareCall({
  url: '/api/auth/switchRole',
  payload: z.object({ role: z.string().min(1).max(32) }),
  answer: answer<TokenAnswer>(),
  access: SIGNED_IN,
  write: { action: 'switchRole', resource: 'session' },
});

/** Logging out twice, or with a token that already ended, is not an error. */
export const logout = declareCall({
  url: '/logout',
  answer: answer<null>(),
  access: PUBLIC,
  silent: true,
});

const rsaText = z.string().min(1).max(1024);

/** One's own password, knowing the old one (both RSA-encrypted). */
export const changePassword = declareCall({
  url: '/api/auth/upPwd',
  payload: z.object({ oldPwd: rsaText, newPwd: rsaText }),
  answer: answer<null>(),
  access: SIGNED_IN,
  write: { action: 'changePassword', resource: 'account' },
});

/** An administrator sets another account's password. */
export const resetPassword = declareCall({
  url: '/api/oauthUser/updatePwd',
  payload: z.object({ accountId: rowId, newPwd: rsaText }),
  answer: answer<null>(),
  access: needs(PRIVILEGES.accountManage),
  write: { action: 'resetPassword', resource: 'account' },
});

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

/** What a sign-in still owes before its token: a code of the second factor, an enrolment, a new password. */
export type SignInNext = 'code' | 'enrol' | 'password';

/**
 * The answer of a sign-in step: a token once nothing is owed; otherwise a short-lived challenge and what it
 * waits for. Recovery codes come once, with the answer that completes an enrolment.
 */
export interface SignInAnswer {
  token?: string;
  challenge?: string;
  next?: SignInNext;
  /** Seconds the challenge has left. */
  expiresIn?: number;
  recoveryCodes?: string[];
}

/** A second factor's secret on offer: as text, as the otpauth:// address and as a QR code (a PNG data URL). */
export interface FactorSetup {
  secret: string;
  uri: string;
  qr: string;
}

export interface FactorState {
  enabled: boolean;
  /** A role of the account is privileged: the factor may not be left off. */
  required: boolean;
  recoveryCodesLeft: number;
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
  answer: answer<SignInAnswer>(),
  access: PUBLIC,
});

const challenge = z.string().trim().min(1, 'auth.challengeExpired').max(100);
/** Six digits from the authenticator, or a recovery code (eight letters and digits, a hyphen in the middle). */
const factorCode = z
  .string()
  .trim()
  .min(1, 'auth.enterFactorCode')
  .max(20)
  .regex(/^(\d{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/, 'auth.factorCodeMalformed');

/** The secret to enrol with, for an account that needs a factor and has none (the challenge says `enrol`). */
export const signInFactorSetup = declareCall({
  url: '/api/auth/factor/setup',
  payload: z.object({ challenge }),
  answer: answer<FactorSetup>(),
  access: PUBLIC,
  silent: true,
});

/** A code of the second factor (or a recovery code); while enrolling, the first code of the new secret. */
export const signInFactorVerify = declareCall({
  url: '/api/auth/factor/verify',
  payload: z.object({ challenge, code: factorCode }),
  answer: answer<SignInAnswer>(),
  access: PUBLIC,
  silent: true,
});

/** The new password an expired, new or reset one owes before the first token (RSA-encrypted). */
export const signInNewPassword = declareCall({
  url: '/api/auth/factor/newPassword',
  payload: z.object({ challenge, newPwd: z.string().min(1, 'auth.enterPassword').max(1024) }),
  answer: answer<SignInAnswer>(),
  access: PUBLIC,
  silent: true,
});

/** Whether one's own account has a second factor, and must. */
export const getFactorState = declareCall({
  url: '/api/auth/factor/state',
  answer: answer<FactorState>(),
  access: SIGNED_IN,
  provides: ['secondFactor'],
});

/** Offers a new secret to one's own account; the factor changes only once a code of it is confirmed. */
export const startFactorEnrolment = declareCall({
  url: '/api/auth/factor/enrol',
  answer: answer<FactorSetup>(),
  access: SIGNED_IN,
  write: { action: 'startFactorEnrolment', resource: 'account' },
});

/** Confirms the offered secret with a code of it: the factor is on, ten recovery codes come once. */
export const confirmFactorEnrolment = declareCall({
  url: '/api/auth/factor/confirm',
  payload: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'auth.factorCodeMalformed'),
  }),
  answer: answer<{ recoveryCodes: string[] }>(),
  access: SIGNED_IN,
  write: { action: 'confirmFactorEnrolment', resource: 'account' },
  invalidates: ['secondFactor'],
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

/** The security administrator clears an account's second factor: it enrols again at its next sign-in. */
export const resetSecondFactor = declareCall({
  url: '/api/oauthUser/resetFactor',
  payload: z.object({ accountId: rowId }),
  answer: answer<null>(),
  access: needs(PRIVILEGES.accountManage),
  write: { action: 'resetSecondFactor', resource: 'account' },
  invalidates: ['account'],
});

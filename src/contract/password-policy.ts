import { MAX_PASSWORD_BYTES } from './constants';

export interface PasswordPolicy {
  minLength: number;
  minClasses: number;
  maxBytes: number;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 8, minClasses: 3, maxBytes: MAX_PASSWORD_BYTES };

function utf8Length(s: string): number {
  return new TextEncoder().encode(s).length;
}

/** Why a new password is refused, in the words the user reads; null when it passes. */
export function passwordProblem(
  pwd: string,
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
  old?: string,
  account?: string,
): string | null {
  if (pwd.length < policy.minLength) return `密码至少${policy.minLength}位`;
  if (utf8Length(pwd) > policy.maxBytes) return `密码不能超过${policy.maxBytes}字节`;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(pwd)).length;
  if (classes < policy.minClasses) return `密码须包含大写字母、小写字母、数字、符号中的至少${policy.minClasses}类`;
  if (old !== undefined && pwd === old) return '新密码不能与旧密码相同';
  // A password that spells the account name is the first one guessed.
  if (account && account.length >= 3 && pwd.toLowerCase().includes(account.toLowerCase())) return '密码不能包含账号名';
  return null;
}

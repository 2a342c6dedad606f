import { MAX_PASSWORD_BYTES } from './constants';
import { say, type Message } from './messages/say';

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
): Message | null {
  if (pwd.length < policy.minLength) return say('password.tooShort', { min: policy.minLength });
  if (utf8Length(pwd) > policy.maxBytes) return say('password.tooLong', { max: policy.maxBytes });
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(pwd)).length;
  if (classes < policy.minClasses) return say('password.classes', { min: policy.minClasses });
  if (old !== undefined && pwd === old) return say('password.sameAsOld');
  // A password that spells the account name is the first one guessed.
  if (account && account.length >= 3 && pwd.toLowerCase().includes(account.toLowerCase()))
    return say('password.holdsAccount');
  return null;
}

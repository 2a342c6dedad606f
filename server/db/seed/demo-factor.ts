import crypto from 'node:crypto';

/** The demo administrators: their roles are privileged, so they sign in with a second factor. */
export const DEMO_FACTOR_ACCOUNTS = ['admin', 'secadmin', 'auditor'] as const;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 Base32 without padding, the form authenticator apps take a secret in. */
function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + BASE32[(value << (5 - bits)) & 31] : out;
}

/**
 * The demo factor secret of a demo administrator: the same on every machine, so that the README, what
 * `npm start` prints and the tests can name it. Seeded only outside production; a production
 * administrator enrols a secret of its own at the first sign-in.
 */
export const demoFactorSecret = (account: string): string =>
  base32(crypto.createHash('sha256').update(`party-affairs demo second factor: ${account}`).digest().subarray(0, 20));

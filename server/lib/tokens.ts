import crypto from 'node:crypto';

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** SHA-256 in hex: what the sessions table keeps (crypto.hash: the one-shot form, a third of the cost). */
export function hashToken(token: string): string {
  return crypto.hash('sha256', token, 'hex');
}

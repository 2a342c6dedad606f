import type { getPublicKey } from '@/contract/calls/auth';
import { loginPost } from './login-client';

let publicKey: Promise<string> | undefined;

/** The server's RSA public key, fetched once per page: one build serves every deployment. */
export function fetchPublicKey(): Promise<string> {
  publicKey ??= loginPost<typeof getPublicKey>('/api/auth/getPublicKey').then((r) => r.data.publicKey);
  publicKey.catch(() => (publicKey = undefined));
  return publicKey;
}

/** jsencrypt's PKCS#1 v1.5 Base64, loaded only when a password is actually sent. */
export async function encryptPassword(plain: string): Promise<string> {
  const [{ JSEncrypt }, key] = await Promise.all([import('jsencrypt'), fetchPublicKey()]);
  const rsa = new JSEncrypt();
  rsa.setPublicKey(key);
  const cipher = rsa.encrypt(plain);
  if (!cipher) throw new Error('Password encryption failed');
  return cipher;
}

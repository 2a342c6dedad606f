import CryptoJS from 'crypto-js';

/**
 * The envelope cipher both sides know: AES-CBC, zero padding, a 16-character key and IV,
 * Base64 ciphertext. It is an encoding, not transport security: HTTPS protects traffic.
 */
export interface CipherKeys {
  key: string;
  iv: string;
}

export const DEFAULT_AES_KEY = 'dj_backoffice_k1';
export const DEFAULT_AES_IV = 'dj_backoffice_iv';

function params(keys: CipherKeys) {
  return {
    key: CryptoJS.enc.Utf8.parse(keys.key),
    iv: CryptoJS.enc.Utf8.parse(keys.iv),
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.ZeroPadding,
  };
}

export function encryptText(plain: string, keys: CipherKeys): string {
  const p = params(keys);
  return CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(plain), p.key, p).toString();
}

export function decryptText(cipherText: string, keys: CipherKeys): string {
  const p = params(keys);
  const words = CryptoJS.AES.decrypt(cipherText.trim(), p.key, p);
  // ZeroPadding.unpad strips trailing zero bytes; the remaining bytes are UTF-8.
  return CryptoJS.enc.Utf8.stringify(words).replace(/\0+$/, '');
}

export function isValidCipherKey(value: string): boolean {
  return /^[\x20-\x7e]{16}$/.test(value);
}

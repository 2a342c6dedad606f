import crypto from 'node:crypto';
import type { CipherKeys } from '../../src/contract/cipher';

/**
 * The envelope cipher with Node's crypto: AES-128-CBC with zero padding, byte for byte what
 * crypto-js produces on the client (tests pin the two against each other).
 */
export function createCipher(keys: CipherKeys) {
  const key = Buffer.from(keys.key, 'utf8');
  const iv = Buffer.from(keys.iv, 'utf8');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  return {
    encrypt(plain: string): string {
      // The text is written straight into its zero-padded blocks; with no padding of its own, the cipher
      // answers every block from update and nothing from final.
      const padded = Buffer.alloc(Math.ceil(Buffer.byteLength(plain, 'utf8') / 16) * 16);
      if (padded.length === 0) return '';
      padded.write(plain, 'utf8');
      const c = crypto.createCipheriv('aes-128-cbc', key, iv);
      c.setAutoPadding(false);
      const sealed = c.update(padded);
      c.final();
      return sealed.toString('base64');
    },
    /** Throws on anything that is not whole blocks of Base64 ciphertext. */
    decrypt(text: string): string {
      const trimmed = text.trim();
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(trimmed)) throw new Error('ciphertext is not Base64');
      const data = Buffer.from(trimmed, 'base64');
      if (data.length % 16 !== 0) throw new Error('ciphertext is not whole blocks');
      if (data.length === 0) return '';
      const d = crypto.createDecipheriv('aes-128-cbc', key, iv);
      d.setAutoPadding(false);
      const plain = Buffer.concat([d.update(data), d.final()]);
      let end = plain.length;
      while (end > 0 && plain[end - 1] === 0) end--;
      const out = plain.subarray(0, end);
      // A wrong key gives bytes that are not UTF-8; refuse them rather than guess.
      return utf8.decode(out);
    },
  };
}

export type EnvelopeCipher = ReturnType<typeof createCipher>;

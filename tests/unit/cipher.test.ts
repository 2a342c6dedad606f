import { describe, expect, it } from 'vitest';
import { decryptText, encryptText, DEFAULT_AES_IV, DEFAULT_AES_KEY } from '../../src/contract/cipher';
import { createCipher } from '../../server/lib/aes';

const keys = { key: DEFAULT_AES_KEY, iv: DEFAULT_AES_IV };
const server = createCipher(keys);

describe('the envelope cipher: server (Node crypto) against the client (crypto-js)', () => {
  it.each([
    ['empty', ''],
    ['16 bytes exactly', '0123456789abcdef'],
    ['15 bytes', '0123456789abcde'],
    ['17 bytes', '0123456789abcdefg'],
    ['Chinese text', '公交客运集团党委：关于开展党员民主评议的通知'],
    ['emoji', '🚌 党建 ✅ 👍🏽'],
    ['an envelope', JSON.stringify({ error_code: 200, error_msg: 'success', data: { token: 'abc' } })],
  ])('produces the same bytes for %s', (_name, plain) => {
    const fromClient = encryptText(plain, keys);
    const fromServer = server.encrypt(plain);
    expect(fromServer).toBe(fromClient);
    expect(server.decrypt(fromClient)).toBe(plain);
    expect(decryptText(fromServer, keys)).toBe(plain);
  });

  it('pads with zero bytes to whole 16-byte blocks', () => {
    expect(Buffer.from(server.encrypt('a'), 'base64')).toHaveLength(16);
    expect(Buffer.from(server.encrypt('0123456789abcdef'), 'base64')).toHaveLength(16);
    expect(Buffer.from(server.encrypt('0123456789abcdef0'), 'base64')).toHaveLength(32);
  });

  it('refuses text that is not Base64 or not whole blocks, and bytes a wrong key makes', () => {
    expect(() => server.decrypt('not base64 at all!')).toThrow();
    expect(() => server.decrypt('QUJD')).toThrow(/blocks/);
    const other = createCipher({ key: 'another_key_1234', iv: 'another_iv_12345' });
    expect(() => server.decrypt(other.encrypt('{"a":"党建党建党建党建"}'))).toThrow();
  });
});

import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DataKeys, newKeyFile } from '../../server/lib/data-keys';
import { openValue, sealValue } from '../../server/lib/sensitive';

/** What the values opened as before: Node's own SM4-CBC decipher with its PKCS#7 check. */
function openedByCbc(stored: string, keys: DataKeys): string {
  const [, id, text] = stored.split('$');
  const body = Buffer.from(text, 'base64');
  const d = crypto.createDecipheriv('sm4-cbc', keys.key(id).key, body.subarray(0, 16));
  return Buffer.concat([d.update(body.subarray(16)), d.final()]).toString('utf8');
}

describe('personal data opened from its sealed form', () => {
  const keys = new DataKeys(newKeyFile(), '/nonexistent');

  it('gives back every value as the SM4-CBC decipher does, of any length and script', () => {
    for (let len = 0; len <= 40; len++) {
      for (const tail of ['', '中文', 'ñ']) {
        const plain = crypto.randomBytes(len).toString('base64').slice(0, len) + tail;
        const sealed = sealValue(plain, keys);
        expect(openValue(sealed, keys)).toBe(plain);
        expect(openValue(sealed, keys)).toBe(openedByCbc(sealed, keys));
      }
    }
  });

  it('refuses a value opened with another key, and a body that is not whole blocks', () => {
    const other = new DataKeys(newKeyFile(), '/nonexistent');
    const sealed = sealValue('410103199001011234', keys);
    const [, id, text] = sealed.split('$');
    const withOtherKey = { key: () => other.key(other.newest.id) } as unknown as DataKeys;
    let refused = 0;
    for (let i = 0; i < 50; i++) {
      const again = sealValue('410103199001011234', keys).split('$')[2];
      try {
        openValue(`sm4$${id}$${again}`, withOtherKey);
      } catch {
        refused++;
      }
    }
    // A wrong key yields valid padding about once in 256 values, as with any CBC decipher.
    expect(refused).toBeGreaterThan(45);
    const cut = Buffer.from(text, 'base64').subarray(0, 24).toString('base64');
    expect(() => openValue(`sm4$${id}$${cut}`, keys)).toThrow();
  });
});

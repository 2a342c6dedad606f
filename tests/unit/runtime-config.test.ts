import { describe, expect, it } from 'vitest';
import { DEFAULT_AES_IV, DEFAULT_AES_KEY, PRODUCT_TITLE } from '@/contract';
import { parseRuntimeConfig } from '@/api/runtime-config';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

describe('run-time configuration from the served page', () => {
  it('reads the cipher keys, portal and product title from the app-config meta', () => {
    const config = parseRuntimeConfig(
      b64({
        aesKey: 'abcdefghijklmnop',
        aesIv: 'ponmlkjihgfedcba',
        portalUrl: 'https://portal.example.com/',
        productTitle: '测试党建',
      }),
    );
    expect(config).toEqual({
      keys: { key: 'abcdefghijklmnop', iv: 'ponmlkjihgfedcba' },
      portalUrl: 'https://portal.example.com/',
      productTitle: '测试党建',
      mapKey: '',
      mapSecurityCode: '',
      timeZone: 'Asia/Shanghai',
    });
  });

  it('reads the group’s time zone when one is configured', () => {
    expect(parseRuntimeConfig(b64({ timeZone: 'Europe/Madrid' })).timeZone).toBe('Europe/Madrid');
  });

  it('reads the map key when one is configured', () => {
    expect(parseRuntimeConfig(b64({ mapKey: 'abc123def456', mapSecurityCode: 's3cr3tcode' }))).toMatchObject({
      mapKey: 'abc123def456',
      mapSecurityCode: 's3cr3tcode',
    });
  });

  it('falls back to the contract keys and /login when the meta is missing or broken', () => {
    const fallback = {
      keys: { key: DEFAULT_AES_KEY, iv: DEFAULT_AES_IV },
      portalUrl: '/login',
      productTitle: PRODUCT_TITLE,
      mapKey: '',
      mapSecurityCode: '',
      timeZone: 'Asia/Shanghai',
    };
    expect(parseRuntimeConfig(null)).toEqual(fallback);
    expect(parseRuntimeConfig('not base64 json')).toEqual(fallback);
  });
});

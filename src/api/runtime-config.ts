import { DEFAULT_AES_IV, DEFAULT_AES_KEY, DEFAULT_TIME_ZONE, PRODUCT_TITLE, type CipherKeys } from '@/contract';

/** What the serving process hands the page at run time, so one build serves every deployment. */
export interface RuntimeConfig {
  keys: CipherKeys;
  portalUrl: string;
  productTitle: string;
  /** The map service key of the position screens (APP_MAP_KEY); empty: no map, coordinates only. */
  mapKey: string;
  /** The map service's security code that goes with the key (APP_MAP_SECURITY_CODE), if it needs one. */
  mapSecurityCode: string;
  /** The group's time zone (APP_TIME_ZONE): every time is shown and picked in it. */
  timeZone: string;
}

const FALLBACK: RuntimeConfig = {
  keys: { key: DEFAULT_AES_KEY, iv: DEFAULT_AES_IV },
  portalUrl: '/login',
  productTitle: PRODUCT_TITLE,
  mapKey: '',
  mapSecurityCode: '',
  timeZone: DEFAULT_TIME_ZONE,
};

function decodeBase64Utf8(b64: string): string {
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads <meta name="app-config" content="BASE64-JSON">; falls back to the contract defaults (vite dev, tests). */
export function parseRuntimeConfig(metaContent: string | null | undefined): RuntimeConfig {
  if (!metaContent) return FALLBACK;
  try {
    const raw = JSON.parse(decodeBase64Utf8(metaContent)) as Partial<{
      aesKey: string;
      aesIv: string;
      portalUrl: string;
      productTitle: string;
      mapKey: string;
      mapSecurityCode: string;
      timeZone: string;
    }>;
    return {
      keys: { key: raw.aesKey || FALLBACK.keys.key, iv: raw.aesIv || FALLBACK.keys.iv },
      portalUrl: raw.portalUrl || FALLBACK.portalUrl,
      productTitle: raw.productTitle || FALLBACK.productTitle,
      mapKey: typeof raw.mapKey === 'string' ? raw.mapKey : '',
      mapSecurityCode: typeof raw.mapSecurityCode === 'string' ? raw.mapSecurityCode : '',
      timeZone: typeof raw.timeZone === 'string' && raw.timeZone ? raw.timeZone : FALLBACK.timeZone,
    };
  } catch {
    return FALLBACK;
  }
}

let cached: RuntimeConfig | undefined;

export function runtimeConfig(): RuntimeConfig {
  if (!cached) {
    const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="app-config"]');
    cached = parseRuntimeConfig(meta?.getAttribute('content'));
  }
  return cached;
}

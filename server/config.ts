import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_AES_IV, DEFAULT_AES_KEY, isValidCipherKey } from '../src/contract/cipher';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '../src/contract/password-policy';
import { DEFAULT_TIME_ZONE } from '../src/contract/constants';

/** Every setting of the server, read once from the environment (README lists them). */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  aesKey: string;
  aesIv: string;
  rsaPrivateKeyFile?: string;
  /** The data keys personal data is encrypted under (server/lib/data-keys.ts); unset: DATA_DIR/data-keys.json. */
  dataKeyFile?: string;
  captchaTestCode?: string;
  /** Benchmarks only: a file the process appends its event loop's worst delay of each second to. */
  loopDelayFile?: string;
  seedPassword: string;
  portalUrl: string;
  partySiteUrl: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  passwordPolicy: PasswordPolicy;
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** Sign-in attempts per minute from one address (loginByAccount). */
  loginRatePerMinute: number;
  /** Captchas per minute for one address (getVerCode). */
  captchaRatePerMinute: number;
  production: boolean;
  distDir: string;
  uploadDir: string;
  logLevel: string;
  trustProxy: boolean;
  /** Keep read answers and sessions in memory until the database announces a change (APP_READ_CACHE). */
  readCache: boolean;
  /**
   * APP_READ_CACHE=verify: every kept answer is still asked of the database, served from there, and
   * compared with what memory would have served; a difference the change feed does not explain is a
   * stale read, counted in /metrics and logged (tests and troubleshooting, never production load).
   */
  verifyReadCache: boolean;
  /** Map service key of the position screens; unset: no map, and no map hosts in the content-security policy. */
  mapKey?: string;
  mapSecurityCode?: string;
  /** The group's time zone (APP_TIME_ZONE): the SPA shows and picks every time in it, the server reckons days in it. */
  timeZone: string;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const intFrom = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const envSchema = z.object({
  PORT: intFrom(8080, 0, 65535),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  APP_LOOP_DELAY_FILE: z.string().min(1).optional(),
  DATABASE_URL: z.string().url().optional(),
  APP_AES_KEY: z
    .string()
    .refine(isValidCipherKey, 'APP_AES_KEY must be 16 printable ASCII characters')
    .default(DEFAULT_AES_KEY),
  APP_AES_IV: z
    .string()
    .refine(isValidCipherKey, 'APP_AES_IV must be 16 printable ASCII characters')
    .default(DEFAULT_AES_IV),
  APP_RSA_PRIVATE_KEY_FILE: z.string().optional(),
  APP_DATA_KEY_FILE: z.string().optional(),
  APP_CAPTCHA_TEST_CODE: z.string().min(1).optional(),
  APP_SEED_PASSWORD: z.string().min(8).default('Party@2026'),
  APP_PORTAL_URL: z.string().default('/login'),
  APP_PARTY_SITE_URL: z.string().default('https://dj.example.com/portal'),
  APP_SESSION_IDLE_MINUTES: intFrom(30, 1, 24 * 60),
  APP_SESSION_ABSOLUTE_HOURS: intFrom(12, 1, 24 * 30),
  APP_PASSWORD_MIN_LENGTH: intFrom(DEFAULT_PASSWORD_POLICY.minLength, 6, 64),
  APP_PASSWORD_MIN_CLASSES: intFrom(DEFAULT_PASSWORD_POLICY.minClasses, 1, 4),
  APP_PASSWORD_MAX_BYTES: intFrom(DEFAULT_PASSWORD_POLICY.maxBytes, 16, 190),
  APP_LOGIN_MAX_FAILURES: intFrom(5, 1, 100),
  APP_LOGIN_LOCK_MINUTES: intFrom(30, 1, 24 * 60),
  APP_LOGIN_RATE_PER_MINUTE: intFrom(20, 1, 1_000_000),
  APP_CAPTCHA_RATE_PER_MINUTE: intFrom(30, 1, 1_000_000),
  APP_DIST_DIR: z.string().default('./dist'),
  APP_TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).default('false'),
  APP_READ_CACHE: z.enum(['on', 'off', 'verify']).default('on'),
  APP_MAP_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{8,64}$/, 'APP_MAP_KEY must be 8-64 letters or digits')
    .optional(),
  APP_MAP_SECURITY_CODE: z
    .string()
    .regex(/^[A-Za-z0-9]{8,64}$/, 'APP_MAP_SECURITY_CODE must be 8-64 letters or digits')
    .optional(),
  APP_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'APP_TIME_ZONE must be an IANA time zone such as Asia/Shanghai')
    .default(DEFAULT_TIME_ZONE),
  LOG_LEVEL: z.string().default('info'),
  NODE_ENV: z.string().default('development'),
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && e.APP_CAPTCHA_TEST_CODE) {
    throw new Error('APP_CAPTCHA_TEST_CODE is refused when NODE_ENV=production');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    aesKey: e.APP_AES_KEY,
    aesIv: e.APP_AES_IV,
    rsaPrivateKeyFile: e.APP_RSA_PRIVATE_KEY_FILE,
    dataKeyFile: e.APP_DATA_KEY_FILE,
    captchaTestCode: e.APP_CAPTCHA_TEST_CODE,
    loopDelayFile: e.APP_LOOP_DELAY_FILE,
    seedPassword: e.APP_SEED_PASSWORD,
    portalUrl: e.APP_PORTAL_URL,
    partySiteUrl: e.APP_PARTY_SITE_URL,
    sessionIdleMinutes: e.APP_SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.APP_SESSION_ABSOLUTE_HOURS,
    passwordPolicy: {
      minLength: e.APP_PASSWORD_MIN_LENGTH,
      minClasses: e.APP_PASSWORD_MIN_CLASSES,
      maxBytes: e.APP_PASSWORD_MAX_BYTES,
    },
    loginMaxFailures: e.APP_LOGIN_MAX_FAILURES,
    loginLockMinutes: e.APP_LOGIN_LOCK_MINUTES,
    loginRatePerMinute: e.APP_LOGIN_RATE_PER_MINUTE,
    captchaRatePerMinute: e.APP_CAPTCHA_RATE_PER_MINUTE,
    production,
    distDir: path.resolve(e.APP_DIST_DIR),
    uploadDir: path.join(dataDir, 'uploads'),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.APP_TRUST_PROXY === '1' || e.APP_TRUST_PROXY === 'true',
    readCache: e.APP_READ_CACHE !== 'off',
    verifyReadCache: e.APP_READ_CACHE === 'verify',
    mapKey: e.APP_MAP_KEY,
    mapSecurityCode: e.APP_MAP_SECURITY_CODE,
    timeZone: e.APP_TIME_ZONE,
  };
}

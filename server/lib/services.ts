import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { EnvelopeCipher } from './aes';
import type { RsaKeys } from './rsa';
import type { SessionUser } from './session-user';

/** What every module needs, built once by buildApp. */
export interface Services {
  config: AppConfig;
  database: Database;
  cipher: EnvelopeCipher;
  rsa: RsaKeys;
  log: FastifyBaseLogger;
  /** The user behind a bearer token, or null: the sign-in area answers it, every call asks it. */
  resolveSession(token: string): Promise<SessionUser | null>;
}

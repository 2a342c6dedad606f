import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { EnvelopeCipher } from './aes';
import type { RsaKeys } from './rsa';

/** What every module needs, built once by buildApp. */
export interface Services {
  config: AppConfig;
  database: Database;
  cipher: EnvelopeCipher;
  rsa: RsaKeys;
  log: FastifyBaseLogger;
}

import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig, type AppConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedIfEmpty } from '../server/db/seed/index';
import { fromPrivatePem, generatePem } from '../server/lib/rsa';
import { hashToken } from '../server/lib/tokens';

export interface SeededApp<P> {
  app: FastifyInstance;
  config: AppConfig;
  /** A plain connection to the bench's database, for loading and for sessions put straight in. */
  direct: pg.Client;
  /** What `prepare` answered. */
  prepared: P;
  /** A session of the account (its first role) put straight in the database: the bench measures calls, not sign-in. */
  sessionOf: (account: string) => Promise<string>;
}

/**
 * A scratch database on BENCH_DATABASE_URL's server, seeded with the demo group and loaded further by
 * `prepare`, with the app in process over it and its read cache off (no listening: every call goes to
 * the database). The database is dropped afterwards unless BENCH_KEEP_DB is set.
 */
export async function withSeededApp<P, T>(
  databaseUrl: string,
  prepare: (direct: pg.Client) => Promise<P>,
  run: (s: SeededApp<P>) => Promise<T>,
): Promise<T> {
  const name = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const root = new pg.Client({ connectionString: databaseUrl });
  await root.connect();
  await root.query(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10, listen: false });
  const direct = new pg.Client({ connectionString: url.toString() });
  try {
    await seedIfEmpty(database.db, { password: 'Bench@2026x' });
    await direct.connect();
    const prepared = await prepare(direct);
    const config = loadConfig({ LOG_LEVEL: 'silent', APP_DIST_DIR: '/nonexistent' });
    const app = await buildApp({ config, database, rsa: fromPrivatePem(generatePem()), logger: false });
    const sessionOf = async (account: string) => {
      const token = crypto.randomBytes(32).toString('base64url');
      await direct.query(
        `INSERT INTO sessions (token_hash, account_id, role_id, expires_at)
         SELECT $1, a.id, ar.role_id, now() + interval '1 day' FROM accounts a JOIN account_roles ar ON ar.account_id = a.id
         WHERE a.account = $2 ORDER BY ar.sort LIMIT 1`,
        [hashToken(token), account],
      );
      return token;
    };
    return await run({ app, config, direct, prepared, sessionOf });
  } finally {
    await direct.end().catch(() => {});
    await database.close();
    if (!process.env.BENCH_KEEP_DB) await root.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    else console.log(`kept database ${name}`);
    await root.end();
  }
}

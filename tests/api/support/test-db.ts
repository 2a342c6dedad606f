import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';

/** Which database this run of the API suite uses: PGlite, or a real PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
/** The PostgreSQL project is skipped when no server is configured. */
export const skipSuite = TEST_DB === 'postgres' && !TEST_DATABASE_URL;

/** The run's seeded PGlite archive, read once per test file. */
let seededArchive: Blob | undefined;

/**
 * A fresh database for one test file: in-memory PGlite, or a new database on the PostgreSQL server.
 * Empty, or (seeded) a copy of the demo database the run migrated and seeded once before the tests
 * (tests/api/support/seeded-template.ts); without that template it is empty and the caller seeds it.
 */
export async function freshDatabase(
  kind: 'pglite' | 'postgres' = TEST_DB,
  opts: { listen?: boolean; seeded?: boolean } = {},
): Promise<Database & { drop(): Promise<void>; fromTemplate: boolean }> {
  if (kind === 'pglite') {
    const file = opts.seeded ? inject('seededPglite') : undefined;
    if (file) seededArchive ??= new Blob([readFileSync(file)]);
    const d = await openDatabase({ listen: opts.listen, loadDataDir: file ? seededArchive : undefined });
    return { ...d, drop: async () => {}, fromTemplate: Boolean(file) };
  }
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const template = opts.seeded ? inject('seededPostgres') : undefined;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const d = await openDatabase({ databaseUrl: url.toString(), poolSize: 5, listen: opts.listen });
  return {
    ...d,
    fromTemplate: Boolean(template),
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

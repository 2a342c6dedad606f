import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client';
import { seedIfEmpty } from '../../../server/db/seed/index';
import { SEED_PASSWORD } from './seed-password';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated, seeded PGlite data directory (`dumpDataDir`). */
    seededPglite: string;
    /** A migrated, seeded PostgreSQL database that test databases are copied from (`CREATE DATABASE … TEMPLATE`). */
    seededPostgres: string;
  }
}

/**
 * Migrates and seeds once per run what every test server starts from, so that a test file costs a copy
 * of the demo database rather than the migrations and the whole seed again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env?.TEST_DB;
  const cleanups: (() => Promise<void>)[] = [];
  if (kind !== 'postgres') {
    const dir = mkdtempSync(join(tmpdir(), 'seeded-pglite-'));
    const d = await openDatabase({ listen: false });
    await seedIfEmpty(d.db, { password: SEED_PASSWORD });
    const file = join(dir, 'data.tar');
    writeFileSync(file, Buffer.from(await (await d.dumpDataDir!()).arrayBuffer()));
    await d.close();
    project.provide('seededPglite', file);
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  }
  const url = process.env.TEST_DATABASE_URL;
  if (url && kind !== 'pglite') {
    const name = `seeded_${process.pid}_${Date.now().toString(36)}`;
    const admin = async (text: string) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(text);
      } finally {
        await c.end();
      }
    };
    await admin(`CREATE DATABASE ${name}`);
    const at = new URL(url);
    at.pathname = `/${name}`;
    const d = await openDatabase({ databaseUrl: at.toString(), poolSize: 2, listen: false });
    await seedIfEmpty(d.db, { password: SEED_PASSWORD });
    await d.close();
    project.provide('seededPostgres', name);
    cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
  return async () => {
    for (const c of cleanups) await c();
  };
}

import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { lockDataDir } from './lock';
import { attachFeed, ChangeFeed, listenPglite, listenPostgres } from './change-feed';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { knowTables, noteStatement } from './table-capture';
import { PreparingClient } from './named-statements';
import { PreparingPglite } from './preparing-pglite';
import { serverFile } from '../lib/server-files';

knowTables(
  Object.values(schema)
    .filter((t) => is(t, PgTable))
    .map((t) => getTableName(t as PgTable)),
);
/** Every statement passes here: a cached read learns which tables it rests on, a write which it changed. */
const logger = { logQuery: (query: string) => noteStatement(query) };

/**
 * Without the relational query API (`db.query`): every transaction would otherwise build a query
 * builder for each table of the schema, and nothing here asks through it.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Committed changes, as announced by the database: what cached reads are checked against. */
  changes: ChangeFeed;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as one archive, which `loadDataDir` starts another from. */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = serverFile('db', 'migrations');

export interface OpenOptions {
  /** PostgreSQL connection string; without it, PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; undefined means in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  onPoolError?: (err: Error) => void;
  /**
   * Listen for the database's change announcements (default). Without it the change feed is never
   * live and every read goes to the database: APP_READ_CACHE=off.
   */
  listen?: boolean;
  /** PGlite in memory: start from this dump of a data directory (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
}

/** Any number; the same in every process of this application. */
const MIGRATION_LOCK = 0x70617274; // 'part'

/**
 * Runs the migrations while holding a session advisory lock: processes that start together on one
 * PostgreSQL take turns, and the later ones find the migrations applied.
 */
async function migrateUnderLock(connectionString: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString, application_name: 'party-migrate' });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    // Ending the session releases the lock whatever happened.
    await lock.end().catch(() => {});
  }
}

/** Opens the database and applies every pending migration (forward only). */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, Client: PreparingClient });
    // An idle connection that the server drops (restart, failover) is replaced on next use; it must not crash the process.
    pool.on('error', (err) => opts.onPoolError?.(err));
    const db = drizzlePg(pool, { logger }) as unknown as Db;
    await migrateUnderLock(opts.databaseUrl, () => migratePg(db as never, { migrationsFolder }));
    const changes = new ChangeFeed(opts.listen !== false);
    attachFeed(db, changes);
    const listener =
      opts.listen === false
        ? { ready: Promise.resolve(), stop: async () => {} }
        : listenPostgres(opts.databaseUrl, changes, opts.onPoolError);
    await listener.ready;
    return {
      db,
      kind: 'postgres',
      changes,
      close: async () => {
        await listener.stop();
        await pool.end();
      },
    };
  }
  const unlock = opts.dataDir ? lockDataDir(opts.dataDir) : () => {};
  try {
    const client = new PGlite({
      dataDir: opts.dataDir ? path.join(opts.dataDir, 'pglite') : undefined,
      loadDataDir: opts.loadDataDir,
    });
    await client.waitReady;
    await migratePglite(drizzlePglite(client) as never, { migrationsFolder });
    // The migrated schema stays as it is from here: statements may keep their plans.
    const db = drizzlePglite(new PreparingPglite(client) as unknown as PGlite, { logger }) as unknown as Db;
    const changes = new ChangeFeed(opts.listen !== false);
    attachFeed(db, changes);
    const unlisten = opts.listen === false ? async () => {} : await listenPglite(client, changes);
    return {
      db,
      kind: 'pglite',
      changes,
      dumpDataDir: () => client.dumpDataDir('none'),
      close: async () => {
        await unlisten();
        await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

import { sql } from 'drizzle-orm';
import type { Db, Database } from './client';
import { tableOfPart } from './change-feed';

/**
 * Gathers the planner's statistics (ANALYZE) of the tables named, or of every table. Without them a
 * table just filled is planned as if empty, and a plan made so can be twenty times slower.
 */
export async function refreshPlannerStatistics(db: Db, tables?: Iterable<string>): Promise<void> {
  if (!tables) {
    await db.execute(sql`ANALYZE`);
    return;
  }
  const names = [...tables];
  if (names.length) await db.execute(sql.raw(`ANALYZE ${names.map((t) => `"${t.replaceAll('"', '""')}"`).join(', ')}`));
}

const EVERY_MS = 60 * 60_000;

export interface StatisticsUpkeep {
  /** Gathers the statistics of the tables written since the last pass (all of them when a change named none). */
  pass(): Promise<void>;
  stop(): void;
}

/**
 * PostgreSQL's autovacuum keeps the statistics of changed tables fresh; PGlite runs no autovacuum, so
 * its process does: every table once at start, then once an hour the tables written since the last pass.
 */
export function keepPlannerStatistics(
  database: Database,
  onError: (err: unknown) => void,
): StatisticsUpkeep & { started: Promise<void> } {
  if (database.kind !== 'pglite') return { started: Promise.resolve(), pass: async () => {}, stop: () => {} };
  let written: Set<string> | null = new Set();
  database.changes.onChange((tables) => {
    if (!tables) written = null;
    else for (const t of tables) written?.add(tableOfPart(t));
  });
  const run = async (tables: Set<string> | undefined) => {
    written = new Set();
    await refreshPlannerStatistics(database.db, tables).catch(onError);
  };
  const pass = async () => {
    if (written && !written.size) return;
    await run(written ?? undefined);
  };
  const started = run(undefined);
  const timer = setInterval(() => void pass(), EVERY_MS);
  timer.unref();
  return { started, pass, stop: () => clearInterval(timer) };
}

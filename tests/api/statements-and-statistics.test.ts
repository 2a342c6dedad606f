import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite, TEST_DB } from './support/test-db';
import { keepPlannerStatistics } from '../../server/db/statistics';
import { resultRows } from '../../server/lib/sql-rows';

const lastAnalyzed = async (s: TestServer, table: string): Promise<number> => {
  const r = await s.database.db.execute(sql`SELECT last_analyze FROM pg_stat_user_tables WHERE relname = ${table}`);
  const at = resultRows<{ last_analyze: string | Date | null }>(r)[0]?.last_analyze;
  return at ? new Date(at).getTime() : 0;
};

describe.skipIf(skipSuite)('prepared statements and the planner’s statistics', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a seeded database has them for its tables, so the first plans are not made as if the tables were empty', async () => {
    const r = await s.database.db.execute(
      sql`SELECT DISTINCT tablename FROM pg_stats WHERE schemaname = 'public' AND tablename IN ('members', 'orgs', 'meetings')`,
    );
    expect(
      resultRows<{ tablename: string }>(r)
        .map((x) => x.tablename)
        .sort(),
    ).toEqual(['meetings', 'members', 'orgs']);
  });

  it('a connection prepares a statement sent again by name, once, and runs it from there', async () => {
    const marker = `prepared-once-${Date.now()}`;
    const prepared = await s.database.db.transaction(async (tx) => {
      // One transaction: one connection of the pool (PGlite has only the one).
      for (let i = 0; i < 3; i++) await tx.execute(sql`SELECT ${marker}::text AS marker, ${i}::int AS round`);
      const r = await tx.execute(
        sql`SELECT name, statement FROM pg_prepared_statements WHERE statement LIKE ${'%AS marker%'}`,
      );
      return resultRows<{ name: string; statement: string }>(r);
    });
    expect(prepared).toHaveLength(1);
    expect(prepared[0].name).toMatch(/^s_[0-9a-f]{24}$/);
  });

  it('a statement that runs long is planned afresh each time: by name at most three times, however often it is sent', async () => {
    const marker = `long-${Date.now()}`;
    const quickMarker = `quick-${Date.now()}`;
    const counts = await s.database.db.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) {
        await tx.execute(sql`SELECT pg_sleep(0.03), ${marker}::text AS marker, ${i}::int AS round`);
        await tx.execute(sql`SELECT ${quickMarker}::text AS quick, ${i}::int AS round`);
      }
      const r = await tx.execute(
        sql`SELECT statement, (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements WHERE statement LIKE ${'%pg_sleep%AS marker%'} OR statement LIKE ${'%AS quick, %'}`,
      );
      return resultRows<{ statement: string; runs: number }>(r);
    });
    const runs = (what: string) => counts.find((c) => c.statement.includes(what))?.runs;
    expect(runs('pg_sleep')).toBeLessThanOrEqual(3);
    expect(runs('pg_sleep')).toBeGreaterThanOrEqual(1);
    expect(runs('AS quick')).toBe(7);
  });

  it.skipIf(TEST_DB !== 'pglite')(
    'on PGlite, which runs no autovacuum, the upkeep gathers them again for the tables written since its last pass',
    async () => {
      const upkeep = keepPlannerStatistics(s.database, (err) => {
        throw err;
      });
      try {
        await upkeep.started;
        const meetingsBefore = await lastAnalyzed(s, 'meetings');
        const membersBefore = await lastAnalyzed(s, 'members');
        expect(meetingsBefore).toBeGreaterThan(0);
        await new Promise((r) => setTimeout(r, 20));
        const generation = s.database.changes.generation;
        await s.database.db.execute(sql`UPDATE meetings SET topic = topic WHERE id = (SELECT min(id) FROM meetings)`);
        for (const until = Date.now() + 3000; s.database.changes.generation === generation && Date.now() < until;)
          await new Promise((r) => setTimeout(r, 10));
        await upkeep.pass();
        expect(await lastAnalyzed(s, 'meetings')).toBeGreaterThan(meetingsBefore);
        expect(await lastAnalyzed(s, 'members')).toBe(membersBefore);
      } finally {
        upkeep.stop();
      }
    },
  );
});

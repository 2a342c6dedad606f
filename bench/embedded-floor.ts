import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { highlights, operationLog, orgs } from '../server/db/schema/index';
import { CHANGE_CHANNEL } from '../server/db/change-feed';
import { PreparingPglite } from '../server/db/preparing-pglite';

export interface EmbeddedFloorFigures {
  /** CPU of this process per write transaction: a row created, read back with its organisation's name, logged, committed. */
  writeMs: number;
  /** CPU per record read by id with its organisation's name, outside a transaction. */
  readMs: number;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server', 'db', 'migrations');

async function cpuMsPerRun(runs: number, work: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < Math.min(300, runs); i++) await work();
  const start = process.cpuUsage();
  for (let i = 0; i < runs; i++) await work();
  const spent = process.cpuUsage(start);
  return Math.round(((spent.user + spent.system) / runs / 1000) * 1000) / 1000;
}

/**
 * What PGlite itself costs the thread it runs on, with no server code around it: the simplest write of
 * the mix (a highlight created, read back with its organisation's name, written to the operation log,
 * in one transaction, its change announced by the schema's triggers to a listener) and a read by id.
 * PGlite runs on the server's one thread, so on the embedded database every write of the mix costs
 * that thread at least this much: a floor under the mixed load that no server code can go below.
 * Statements are prepared by name as the server prepares them (PreparingPglite), texts made once by
 * the query builder.
 */
export async function runEmbeddedFloorBench(runs = 3000): Promise<EmbeddedFloorFigures> {
  const client = new PGlite();
  try {
    await client.waitReady;
    await migrate(drizzle(client) as never, { migrationsFolder });
    await client.listen(CHANGE_CHANNEL, () => {});
    const build = drizzle(client);
    const [org] = await build
      .insert(orgs)
      .values({ path: '/pending/', level: 1, code: 'floor', name: '基准党委', type: '1' })
      .returning({ id: orgs.id });
    await build
      .update(orgs)
      .set({ path: `/${org.id}/` })
      .where(eq(orgs.id, org.id));
    const db = new PreparingPglite(client);
    const insert = build
      .insert(highlights)
      .values({
        orgId: org.id,
        title: '基准亮点',
        kind: '1',
        happenedOn: '2026-11-26',
        summary: '摘要',
        content: '<p>内容</p>',
        createdBy: 1,
        updatedBy: 1,
      })
      .returning()
      .toSQL();
    // The text alone: each run passes the id of the row it made.
    const { sql: readText } = build
      .select({ id: highlights.id, title: highlights.title, version: highlights.version, orgName: orgs.name })
      .from(highlights)
      .leftJoin(orgs, eq(orgs.id, highlights.orgId))
      .where(eq(highlights.id, 0))
      .toSQL();
    const log = build
      .insert(operationLog)
      .values({
        accountId: 1,
        account: 'floor',
        orgId: org.id,
        ip: '127.0.0.1',
        call: '/api/highlight/save',
        action: 'save',
        resource: 'highlight',
        recordId: '1',
        outcome: 200,
        before: null,
        after: { title: '基准亮点' },
      })
      .toSQL();
    let lastId = 0;
    const writeMs = await cpuMsPerRun(runs, () =>
      db.transaction(async (tx) => {
        const made = await tx.query<{ id: number }>(insert.sql, insert.params);
        lastId = made.rows[0].id;
        await tx.query(readText, [lastId]);
        await tx.query(log.sql, log.params);
      }),
    );
    const readMs = await cpuMsPerRun(runs, () => db.query(readText, [lastId]));
    return { writeMs, readMs };
  } finally {
    await client.close();
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../src/contract/resource/index';
import { statementCount } from '../../server/db/table-capture';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';

/**
 * A page of a list costs the same statements whether it holds five records or twenty: whatever a list adds
 * to its rows (names, moves, the issuing side, a task's indicators) is read for the whole page at once.
 * Every entity of the route table is asked, by the accounts that see the most of it.
 */
describe.skipIf(skipSuite)('statements per list page', () => {
  let s: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    s = await startTestServer({ APP_READ_CACHE: 'off' });
    for (const account of ['admin', 'orgdept1', 'company1']) tokens[account] = await s.login(account);
  });
  afterAll(async () => s?.close());

  it('does not grow with the rows of the page, for any entity', async () => {
    const costOf = async (path: string, pageSize: number, token: string) => {
      const before = statementCount();
      const r = await s.call(path, { pageCurrent: 1, pageSize }, { token });
      return {
        cost: statementCount() - before,
        status: r.status,
        rows: ((r.envelope.data as { records?: unknown[] } | null)?.records ?? []).length,
      };
    };
    const growing: string[] = [];
    let compared = 0;
    for (const def of ENTITIES) {
      for (const account of Object.keys(tokens)) {
        const path = `/api/${def.name}/list`;
        const token = tokens[account];
        // The first call reads the session and the menu's rights once; both pages after it pay the same for them.
        if ((await s.call(path, { pageCurrent: 1, pageSize: 1 }, { token })).status !== 200) continue;
        // Pages of five and of twenty: a read made once for a page (a setting, the issuing side) is in both.
        const few = await costOf(path, 5, token);
        const many = await costOf(path, 20, token);
        if (many.rows <= few.rows) continue;
        compared++;
        if (many.cost !== few.cost)
          growing.push(
            `${def.name} as ${account}: ${few.cost} statements for ${few.rows} rows, ${many.cost} for ${many.rows}`,
          );
        break;
      }
    }
    expect(growing).toEqual([]);
    expect(compared).toBeGreaterThan(25);
  });
});

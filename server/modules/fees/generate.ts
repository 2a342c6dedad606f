import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Bracket } from '../../../src/contract/resource/fee-dues';
import { moneyOfFen } from '../../../src/contract/resource/check';
import { bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/fees';
import type { Services } from '../../lib/services';
import { duesRules } from './settings';
import { scopedOrg } from './scope';

/** memberStatus '1' (正常): members whose membership is suspended or ended owe no dues. */
const ACTIVE = '1';
/** post '6' (离退休): the retired bracket, unless a base says otherwise. */
const RETIRED_POST = '6';

/** The ratio of a base's bracket, as SQL: the first bracket whose inclusive limit the base does not pass. */
function bracketRatio(base: SQL, brackets: Bracket[]): SQL {
  const open = brackets.find((b) => b.upToFen === null) ?? brackets[brackets.length - 1];
  const limited = brackets.filter((b) => b.upToFen !== null);
  if (!limited.length) return sql`${open.ratio}::numeric`;
  const arms = limited.map((b) => sql`WHEN ${base} <= ${moneyOfFen(b.upToFen!)}::numeric THEN ${b.ratio}::numeric`);
  return sql`CASE ${sql.join(arms, sql` `)} ELSE ${open.ratio}::numeric END`;
}

/** Rows a statement changed, as node-postgres and PGlite each report it. */
const changedRows = (r: unknown): number =>
  Number((r as { rowCount?: number }).rowCount ?? (r as { affectedRows?: number }).affectedRows ?? 0);

/**
 * POST /api/feeIncome/generate {orgId, month}: the month's dues rows of every active member of the
 * subtree who has none yet, each from the member's kept base (the stored one, else the latest dues row's),
 * priced by the brackets as `monthlyDues` prices one: base x ratio rounded up to the jiao, at least 0.10,
 * or the fixed amount. One INSERT ... SELECT in the database: a group of 100,000 members is never carried
 * through the process row by row. The unique (member, month) key makes a second run, or two at once,
 * create nothing twice.
 */
export function registerGenerate(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.feeGenerate, {
    handler: async ({ db, user, body, audit }) => {
      const org = await scopedOrg(db, user!, body.orgId);
      const rules = await duesRules(db);
      const base = sql.raw('b.salary_base');
      const ratio = sql`CASE WHEN b.retired THEN ${bracketRatio(base, rules.retired)} ELSE ${bracketRatio(base, rules.inService)} END`;
      const result = await db.execute(sql`
        INSERT INTO fee_income (member_id, org_id, month, salary_base, retired, fixed_dues, ratio, due, status, created_by, updated_by)
        SELECT p.id, p.org_id, ${body.month}, b.salary_base, b.retired, b.fixed_dues,
          CASE WHEN b.fixed_dues THEN NULL ELSE r.ratio END,
          CASE WHEN b.fixed_dues THEN ${rules.fixedAmount}::numeric
            ELSE GREATEST(0.10, ceil(b.salary_base * r.ratio * 10) / 10) END,
          '1', ${user!.accountId}::int, ${user!.accountId}::int
        FROM members p
        JOIN orgs o ON o.id = p.org_id
        LEFT JOIN LATERAL (SELECT s.salary_base, s.retired, s.fixed_dues FROM fee_bases s
          WHERE s.member_id = p.id ORDER BY s.id DESC LIMIT 1) kept ON true
        LEFT JOIN LATERAL (SELECT l.salary_base, l.retired, l.fixed_dues FROM fee_income l
          WHERE l.member_id = p.id ORDER BY l.month DESC LIMIT 1) latest ON true
        CROSS JOIN LATERAL (SELECT
          coalesce(kept.salary_base, latest.salary_base, 0.00) AS salary_base,
          coalesce(kept.retired, latest.retired, p.post = ${RETIRED_POST}, false) AS retired,
          coalesce(kept.fixed_dues, latest.fixed_dues, false) AS fixed_dues) b
        CROSS JOIN LATERAL (SELECT ${ratio} AS ratio) r
        WHERE o.path LIKE ${`${org.path}%`} AND p.status = ${ACTIVE}
        ON CONFLICT DO NOTHING`);
      const created = changedRows(result);
      audit({ recordId: org.id, after: { orgId: org.id, month: body.month, created } });
      return { created };
    },
  });
}

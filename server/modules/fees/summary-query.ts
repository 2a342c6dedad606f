import { sql } from 'drizzle-orm';
import { fenOf, moneyOfFen, moneyText } from '../../../src/contract/resource/check';
import type { Db } from '../../db/client';
import { resultRows } from '../../lib/sql-rows';
import type { FeeSummaryRow } from '../../../src/contract/calls/fees';
import type { ScopedOrg } from './scope';

/** One row of the dues summary, as the wire carries it. */
export type SummaryRow = FeeSummaryRow;

/** A collection rate from exact fen sums, rounded to four places. */
export const rateOf = (paidFen: number, dueFen: number): number | null =>
  dueFen > 0 ? Math.round((paidFen / dueFen) * 10_000) / 10_000 : null;

/**
 * Dues of the organisation and of each organisation directly below it, each summed over its subtree, for
 * a year or one month. Sums are numeric in SQL and travel as text: no binary fraction on the way.
 */
export async function feeSummary(
  db: Db,
  org: ScopedOrg,
  period: { year: number; month?: string | null },
): Promise<SummaryRow[]> {
  const months = period.month ? sql`f.month = ${period.month}` : sql`f.month LIKE ${`${period.year}-%`}`;
  const rows = resultRows<Record<string, unknown>>(
    await db.execute(sql`
      SELECT c.id, c.name, c.sort, c.id = ${org.id} AS self,
        (SELECT count(*) FROM orgs k WHERE k.parent_id = c.id)::int AS children,
        count(DISTINCT f.member_id)::int AS members, count(f.id)::int AS rows,
        count(f.id) FILTER (WHERE f.status = '1')::int AS unpaid_rows,
        coalesce(sum(f.due), 0)::text AS due, coalesce(sum(f.paid), 0)::text AS paid
      FROM orgs c
      LEFT JOIN orgs o ON o.path LIKE c.path || '%'
      LEFT JOIN fee_income f ON f.org_id = o.id AND ${months}
      WHERE c.id = ${org.id} OR c.parent_id = ${org.id}
      GROUP BY c.id, c.name, c.sort
      ORDER BY self DESC, c.sort, c.id`),
  );
  return rows.map((r) => {
    const due = moneyText(r.due) ?? '0.00';
    const paid = moneyText(r.paid) ?? '0.00';
    return {
      orgId: Number(r.id),
      orgName: String(r.name),
      self: r.self === true || r.self === 't',
      childCount: Number(r.children),
      members: Number(r.members),
      rows: Number(r.rows),
      unpaidRows: Number(r.unpaid_rows),
      due,
      paid,
      rate: rateOf(fenOf(paid), fenOf(due)),
    };
  });
}

/** Sum of money texts, exactly. */
export const sumMoney = (values: string[]): string => moneyOfFen(values.reduce((s, v) => s + fenOf(v), 0));

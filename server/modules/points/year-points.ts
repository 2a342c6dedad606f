import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PointsRankRow, PointsRuleInfo } from '../../../src/contract/calls/points';
import type { PointsSource } from '../../../src/contract/points-rules';
import { pointsRules } from '../../lib/matters';
import { resultRows } from '../../lib/sql-rows';
import { countsWith, manualWith, type PointsScope } from './year-counts';

const textArray = (items: readonly string[]) => sql`${`{${items.join(',')}}`}::text[]`;
const numberArray = (items: readonly (number | null)[]) =>
  sql`${`{${items.map((n) => (n === null ? 'NULL' : String(n))).join(',')}}`}::numeric[]`;

/**
 * `totals(id, org_id, total, by_source)`: each member's year, every rule held within its cap, plus the
 * branch's approved entries. The rules go in as parameters: what the matters say at this call is what counts.
 */
function totalsWith(scope: PointsScope, year: number, rules: PointsRuleInfo[]): SQL {
  return sql`${countsWith(scope, year)},
rules AS (SELECT * FROM unnest(${textArray(rules.map((r) => r.key))}, ${numberArray(rules.map((r) => r.points))}, ${numberArray(rules.map((r) => r.cap))}) AS r(k, pts, cap)),
${manualWith(year)},
scored AS (
  SELECT ev.member_id, ev.k, CASE WHEN r.cap IS NULL THEN ev.n * r.pts
    WHEN ev.n * r.pts >= 0 THEN least(ev.n * r.pts, r.cap) ELSE greatest(ev.n * r.pts, -r.cap) END AS pts
  FROM ev JOIN rules r ON r.k = ev.k
  UNION ALL SELECT member_id, 'manual', pts FROM manual
),
totals AS (
  SELECT s.id, s.org_id, coalesce(sum(sc.pts), 0) AS total,
    coalesce(jsonb_object_agg(sc.k, sc.pts) FILTER (WHERE sc.k IS NOT NULL AND sc.pts <> 0), '{}'::jsonb) AS by_source
  FROM s LEFT JOIN scored sc ON sc.member_id = s.id GROUP BY s.id, s.org_id
)`;
}

interface RankedRow {
  id: number;
  org_id: number;
  total: string;
  by_source: Record<string, string | number> | string;
  branch_rank: string;
  rank: string;
  name: string;
  org_name: string;
  found: string;
}

const asNumber = (v: unknown) => Math.round(Number(v) * 10) / 10;

function rowOf(r: RankedRow): PointsRankRow {
  const by = typeof r.by_source === 'string' ? (JSON.parse(r.by_source) as Record<string, unknown>) : r.by_source;
  return {
    memberId: Number(r.id),
    name: r.name,
    orgId: Number(r.org_id),
    orgName: r.org_name,
    total: asNumber(r.total),
    branchRank: Number(r.branch_rank),
    rank: Number(r.rank),
    bySource: Object.fromEntries(Object.entries(by).map(([k, v]) => [k as PointsSource, asNumber(v)])),
  };
}

export interface RankingPage {
  rules: PointsRuleInfo[];
  total: number;
  records: PointsRankRow[];
}

/**
 * The year's ranking of an organisation's subtree in one statement: every member's total, their rank
 * in their branch and in the subtree, a page of it in rank order. Ranks are reckoned before the name
 * filter, so that finding a member shows the rank they hold.
 */
export async function rankingOf(
  db: Db,
  path: string,
  year: number,
  page: { pageCurrent: number; pageSize: number; name?: string | null; memberId?: number },
): Promise<RankingPage> {
  const rules = await pointsRules(db);
  const filters: SQL[] = [];
  if (page.name) filters.push(sql`m.name LIKE ${`%${page.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (page.memberId !== undefined) filters.push(sql`m.id = ${page.memberId}`);
  const where = filters.length ? sql`WHERE ${sql.join(filters, sql` AND `)}` : sql``;
  const rows = resultRows<RankedRow>(
    await db.execute(sql`${totalsWith({ path }, year, rules)},
ranked AS (SELECT t.*, rank() OVER (PARTITION BY t.org_id ORDER BY t.total DESC) AS branch_rank,
  rank() OVER (ORDER BY t.total DESC) AS rank FROM totals t)
SELECT r.id, r.org_id, r.total, r.by_source, r.branch_rank, r.rank, m.name, o.name AS org_name, count(*) OVER () AS found
FROM ranked r JOIN members m ON m.id = r.id JOIN orgs o ON o.id = r.org_id ${where}
ORDER BY r.total DESC, r.id LIMIT ${page.pageSize} OFFSET ${(page.pageCurrent - 1) * page.pageSize}`),
  );
  return { rules, total: rows.length ? Number(rows[0].found) : 0, records: rows.map(rowOf) };
}

/**
 * The year's points of the members named, by member id (a member not found is left out): what the
 * democratic appraisal shows beside each grade, counted as every ranking counts it.
 */
export async function yearPointsOf(db: Db, year: number, memberIds: readonly number[]): Promise<Map<number, number>> {
  if (!memberIds.length) return new Map();
  const rules = await pointsRules(db);
  const rows = resultRows<{ id: number; total: string }>(
    await db.execute(sql`${totalsWith({ memberIds }, year, rules)} SELECT id, total FROM totals`),
  );
  return new Map(rows.map((r) => [Number(r.id), asNumber(r.total)]));
}

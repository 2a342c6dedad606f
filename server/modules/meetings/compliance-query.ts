import { sql } from 'drizzle-orm';
import { THEMED_DAY_ACTIVITY } from '../../../src/contract/resource/activity';
import { overallStatus, periodNumbers, periodStatus } from '../../../src/contract/resource/compliance';
import { THEMED_DAY_TYPE } from '../../../src/contract/resource/meeting';
import type { Db } from '../../db/client';
import { groupDay, groupZone } from '../../lib/group-zone';
import { meetingRules, type MeetingRule } from '../../lib/matters';
import { resultRows } from '../../lib/sql-rows';
import type { ComplianceCell, ComplianceRow } from '../../../src/contract/calls/meetings';

/** A rule's cell, a period of it and an organisation's row of the grid, as the wire carries them. */
type RuleCell = ComplianceCell;
type PeriodCell = ComplianceCell['periods'][number];
export type OrgCompliance = ComplianceRow;

export interface Compliance {
  year: number;
  quarter: number | null;
  rules: Omit<MeetingRule, 'exemptOrgIds' | 'orgTypes'>[];
  orgs: OrgCompliance[];
}

/** Today as year and month in the group's time zone. */
function today(now = new Date()): { year: number; month: number } {
  const [y, m] = groupDay(now).split('-');
  return { year: Number(y), month: Number(m) };
}

/** The months a query covers: the year, or one quarter of it. */
const monthRange = (quarter: number | null): [number, number] =>
  quarter ? [(quarter - 1) * 3 + 1, quarter * 3] : [1, 12];

/**
 * For each organisation of a subtree and each rule that applies to its type and does not exempt it:
 * approved meetings held per period against the required number (themed days count approved themed
 * activities), and the members covered (present, or absent and made up since). Counted in SQL.
 */
export async function complianceOf(
  db: Db,
  rootId: number,
  year: number,
  quarter: number | null,
  now = new Date(),
): Promise<Compliance> {
  const rules = await meetingRules(db);
  const [from, to] = monthRange(quarter);
  // The rules' periods are reckoned in the group's time zone.
  const zone = groupZone();
  const start = sql`make_timestamptz(${year}::int, 1, 1, 0, 0, 0, ${zone}::text)`;
  const end = sql`make_timestamptz(${year + 1}::int, 1, 1, 0, 0, 0, ${zone}::text)`;
  const orgRows = resultRows<{
    id: number;
    name: string;
    type: string;
    parent_id: number | null;
    parent_name: string | null;
  }>(
    await db.execute(sql`SELECT o.id, o.name, o.type, o.parent_id, p.name AS parent_name FROM orgs o LEFT JOIN orgs p ON p.id = o.parent_id
      WHERE o.path LIKE (SELECT path FROM orgs WHERE id = ${rootId}) || '%' ORDER BY o.path`),
  );
  const ruleValues = rules.length
    ? sql.join(
        rules.map((r) => sql`(${r.code}::text, ${r.meetingType}::text, ${r.period}::text)`),
        sql`, `,
      )
    : sql`(NULL::text, NULL::text, NULL::text)`;
  const counted = resultRows<{ org_id: number; code: string; no: number; n: number }>(
    await db.execute(sql`
      WITH r(code, mtype, period) AS (VALUES ${ruleValues}),
      held AS (
        SELECT org_id, type AS mtype, extract(month FROM held_at AT TIME ZONE ${zone}::text)::int AS month FROM meetings
          WHERE state = 'approved' AND held_at >= ${start} AND held_at < ${end}
            AND org_id IN (SELECT id FROM orgs WHERE path LIKE (SELECT path FROM orgs WHERE id = ${rootId}) || '%')
        UNION ALL
        SELECT org_id, ${THEMED_DAY_TYPE}::text, extract(month FROM held_at AT TIME ZONE ${zone}::text)::int FROM activities
          WHERE state = 'approved' AND type = ${THEMED_DAY_ACTIVITY} AND held_at >= ${start} AND held_at < ${end}
            AND org_id IN (SELECT id FROM orgs WHERE path LIKE (SELECT path FROM orgs WHERE id = ${rootId}) || '%')
      )
      SELECT h.org_id, r.code,
        (CASE r.period WHEN '1' THEN h.month WHEN '2' THEN (h.month + 2) / 3 WHEN '3' THEN (h.month + 5) / 6 ELSE 1 END)::int AS no,
        count(*)::int AS n
      FROM held h JOIN r ON r.mtype = h.mtype GROUP BY 1, 2, 3`),
  );
  const coverage = resultRows<{ org_id: number; expected: number; covered: number }>(
    await db.execute(sql`
      SELECT m.org_id, sum(cardinality(m.expected))::int AS expected,
        sum(cardinality(m.present) + (SELECT count(*) FROM meeting_make_ups u WHERE u.meeting_id = m.id AND u.studied_at IS NOT NULL))::int AS covered
      FROM meetings m
      WHERE m.state = 'approved' AND m.held_at >= ${start} AND m.held_at < ${end}
        AND extract(month FROM m.held_at AT TIME ZONE ${zone}::text)::int BETWEEN ${from}::int AND ${to}::int
        AND m.org_id IN (SELECT id FROM orgs WHERE path LIKE (SELECT path FROM orgs WHERE id = ${rootId}) || '%')
      GROUP BY m.org_id`),
  );
  const heldOf = new Map(counted.map((c) => [`${c.org_id}|${c.code}|${c.no}`, Number(c.n)]));
  const coverOf = new Map(coverage.map((c) => [Number(c.org_id), c]));
  const now2 = today(now);
  const out: OrgCompliance[] = [];
  for (const o of orgRows) {
    const applying = rules.filter((r) => r.orgTypes.includes(o.type) && !r.exemptOrgIds.includes(Number(o.id)));
    if (!applying.length) continue;
    const cells = applying.map((r): RuleCell => {
      const periods = periodNumbers(r.period, quarter).map((no): PeriodCell => {
        const held = heldOf.get(`${o.id}|${r.code}|${no}`) ?? 0;
        return { no, held, required: r.times, status: periodStatus(held, r.times, year, r.period, no, now2) };
      });
      return {
        code: r.code,
        held: periods.reduce((s, p) => s + p.held, 0),
        required: periods.reduce((s, p) => s + p.required, 0),
        status: overallStatus(periods.map((p) => p.status)),
        periods,
      };
    });
    const c = coverOf.get(Number(o.id));
    out.push({
      orgId: Number(o.id),
      name: o.name,
      type: o.type,
      parentId: o.parent_id,
      parentName: o.parent_name,
      expected: Number(c?.expected ?? 0),
      covered: Number(c?.covered ?? 0),
      cells,
    });
  }
  return {
    year,
    quarter,
    rules: rules.map(({ code, name, meetingType, period, times }) => ({ code, name, meetingType, period, times })),
    orgs: out,
  };
}

/** The share of periods already ended or met that were met, over a subtree and year (the star rating's prefill). */
export async function meetingRate(db: Db, orgId: number, year: number): Promise<number | null> {
  const c = await complianceOf(db, orgId, year, null);
  const periods = c.orgs
    .flatMap((o) => o.cells.flatMap((cell) => cell.periods))
    .filter((p) => p.status === 'met' || p.status === 'missed');
  if (!periods.length) return null;
  return periods.filter((p) => p.status === 'met').length / periods.length;
}

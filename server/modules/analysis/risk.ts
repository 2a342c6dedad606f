import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registeredRiskMarks, registeredRiskSignals } from '../../lib/analysis-registry';
import { resultRows } from '../../lib/sql-rows';
import type { RiskRow } from '../../../src/contract/calls/analysis';
import { AWAY_STATE } from '../../../src/contract/resource/member-away';

/** Six months without any sign of party life is the charter's case (自行脱党). */
export const RISK_MONTHS = 6;

export type { RiskRow };

/**
 * The risk radar of a subtree: members for whom at least one registered signal shows no activity in
 * six months, or who carry a registered mark (a poor appraisal grade); flagged when every one of the three
 * signals fired. A member working away (an open record of the memberAway register) or not in good standing
 * is marked, never flagged. Computed in one SQL statement.
 */
export async function riskOf(
  db: Db,
  path: string,
  today = new Date(),
): Promise<{ signals: string[]; since: string; rows: RiskRow[] }> {
  const signals = registeredRiskSignals();
  const cut = new Date(today);
  cut.setMonth(cut.getMonth() - RISK_MONTHS);
  const since = cut.toISOString().slice(0, 10);
  if (!signals.length) return { signals: [], since, rows: [] };
  const name = (i: number) => sql.raw(`s${i}`);
  // Each signal once, for the whole subtree, kept apart from the members' query (MATERIALIZED).
  const ctes = signals.map(
    (s, i) =>
      sql`${name(i)} AS MATERIALIZED (SELECT member_id, max(last_at)::date AS last_at FROM (${s.lastActivity(path)}) a GROUP BY member_id)`,
  );
  const joins = signals.map((_, i) => sql`LEFT JOIN ${name(i)} ON ${name(i)}.member_id = m.id`);
  const lasts = signals.map((_, i) => sql`${name(i)}.last_at AS ${sql.raw(`last_${i}`)}`);
  const quiet = signals.map((_, i) => sql`(${name(i)}.last_at IS NULL OR ${name(i)}.last_at < ${since}::date)`);
  const marks = registeredRiskMarks();
  // Every mark once, for the whole subtree: the members who carry one are shown whatever their activity.
  const marked = marks.length
    ? sql`, mk AS MATERIALIZED (${sql.join(
        marks.map(
          (mk) =>
            sql`SELECT member_id, ${mk.key}::text AS key, value::text AS value, year::int AS year FROM (${mk.marked(path)}) k`,
        ),
        sql` UNION ALL `,
      )})`
    : sql``;
  const markOf = marks.length
    ? sql`(SELECT jsonb_agg(jsonb_build_object('key', mk.key, 'value', mk.value, 'year', mk.year)) FROM mk WHERE mk.member_id = m.id)`
    : sql`NULL::jsonb`;
  const isMarked = marks.length ? sql`EXISTS (SELECT 1 FROM mk WHERE mk.member_id = m.id)` : sql`false`;
  // Organisation by organisation in the order of their paths, each one's members by name: the first
  // 2,000 rows come from the first organisations, and the rest of a large subtree is never read.
  const rows = resultRows<Record<string, unknown>>(
    await db.execute(sql`WITH ${sql.join(ctes, sql`, `)}${marked}
      SELECT x.* FROM (SELECT id, name, path FROM orgs WHERE path LIKE ${path} || '%' ORDER BY path OFFSET 0) o
      CROSS JOIN LATERAL (
        SELECT m.id, m.name, m.org_id, o.name AS org_name, (m.status <> '1' OR EXISTS (SELECT 1 FROM member_away a WHERE a.member_id = m.id AND a.state = ${AWAY_STATE.away})) AS excused, ${markOf} AS marks, ${sql.join(lasts, sql`, `)}
        FROM members m ${sql.join(joins, sql` `)}
        WHERE m.org_id = o.id AND m.status IN ('1', '2')
          AND ((m.joined_on < ${since}::date AND (${sql.join(quiet, sql` OR `)})) OR ${isMarked})
        ORDER BY m.name, m.id OFFSET 0) x
      ORDER BY o.path, x.name, x.id LIMIT 2000`),
  );
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = (v: unknown) =>
    !v
      ? null
      : v instanceof Date
        ? `${v.getFullYear()}-${pad(v.getMonth() + 1)}-${pad(v.getDate())}`
        : String(v).slice(0, 10);
  return {
    signals: signals.map((s) => s.key),
    since,
    rows: rows.map((r) => {
      const last = Object.fromEntries(signals.map((s, i) => [s.key, day(r[`last_${i}`])]));
      const fired = signals.filter((s) => !last[s.key] || last[s.key]! < since).map((s) => s.key);
      const excused = Boolean(r.excused);
      const found = typeof r.marks === 'string' ? JSON.parse(r.marks) : r.marks;
      return {
        memberId: Number(r.id),
        name: String(r.name),
        orgId: Number(r.org_id),
        orgName: String(r.org_name),
        last,
        fired,
        excused,
        marks: (Array.isArray(found) ? found : []) as RiskRow['marks'],
        flagged: !excused && signals.length === 3 && fired.length === 3,
      };
    }),
  };
}

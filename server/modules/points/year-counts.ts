import { sql, type SQL } from 'drizzle-orm';
import { STUDY_SECONDS_PER_UNIT } from '../../../src/contract/points-rules';
import { startOfGroupYear } from '../../lib/group-zone';
import { intArray } from '../../lib/scope';

/** Whose points a statement counts: the active members of an organisation's subtree, or members by id. */
export type PointsScope = { path: string } | { memberIds: readonly number[] };

/** The instants and days a year of the group's runs over, as the statements take them. */
export function yearBounds(year: number) {
  return {
    from: startOfGroupYear(year).toISOString(),
    to: startOfGroupYear(year + 1).toISOString(),
    firstDay: `${year}-01-01`,
    dayAfter: `${year + 1}-01-01`,
    firstMonth: `${year}-01`,
    lastMonth: `${year}-12`,
  };
}

/** `s(id, org_id, path)`: the members counted, with the path of the organisation they belong to now. */
function scopeRelation(scope: PointsScope): SQL {
  const where =
    'path' in scope
      ? sql`o.path LIKE ${scope.path} || '%' AND m.status = '1'`
      : sql`m.id = ANY(${intArray(scope.memberIds)})`;
  return sql`SELECT m.id, m.org_id, o.path FROM members m JOIN orgs o ON o.id = m.org_id WHERE ${where}`;
}

/**
 * One statement's common part: `s` the members counted, `so` their organisations each with the ids of
 * itself and the organisations above it (`up`), and `ev(member_id, k, n)`: how often each rule counted
 * for each member in the year. A gathering or an emergency response counts when it was held or reported
 * by the member's own organisation or one above it, so that a member's count is the same whichever
 * ranking asks (their branch's, a committee's), and each organisation's gatherings are read once by index.
 */
export function countsWith(scope: PointsScope, year: number): SQL {
  const y = yearBounds(year);
  const inYear = (column: SQL) => sql`${column} >= ${y.from}::timestamptz AND ${column} < ${y.to}::timestamptz`;
  return sql`WITH s AS MATERIALIZED (${scopeRelation(scope)}),
so AS MATERIALIZED (SELECT DISTINCT org_id, string_to_array(trim(both '/' from path), '/')::int[] AS up FROM s),
g AS (
  SELECT so.org_id AS member_org, x.volunteer, x.present, x.absent FROM so CROSS JOIN LATERAL (
    SELECT false AS volunteer, mt.present, mt.absent FROM meetings mt
      WHERE mt.org_id = ANY(so.up) AND mt.state = 'approved' AND ${inYear(sql`mt.held_at`)}
    UNION ALL
    SELECT ac.type = '2', ac.present, CASE WHEN ac.type = '2' THEN NULL ELSE ac.absent END FROM activities ac
      WHERE ac.org_id = ANY(so.up) AND ac.type IN ('1', '2') AND ac.state = 'approved' AND ${inYear(sql`ac.held_at`)}
  ) x
),
raw AS (
  SELECT s.id AS member_id, CASE WHEN g.volunteer THEN 'volunteerService' ELSE 'meetingAttended' END AS k, count(*)::numeric AS n
    FROM g CROSS JOIN LATERAL unnest(g.present) AS p(id) JOIN s ON s.id = p.id AND s.org_id = g.member_org GROUP BY 1, 2
  UNION ALL
  SELECT s.id, 'meetingMissed', count(*)::numeric
    FROM g CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(g.absent) = 'array' THEN g.absent ELSE '[]'::jsonb END) a
    JOIN s ON s.id::text = a->>'memberId' AND s.org_id = g.member_org
    WHERE NOT g.volunteer AND a->>'withoutLeave' = 'true' GROUP BY 1
  UNION ALL
  SELECT sr.member_id, 'studyHours', floor(sum(sr.seconds)::numeric / ${STUDY_SECONDS_PER_UNIT})
    FROM study_records sr JOIN s ON s.id = sr.member_id WHERE ${inYear(sql`sr.opened_at`)} GROUP BY 1
  UNION ALL
  SELECT ea.member_id, 'examPassed', count(*)::numeric
    FROM exam_attempts ea JOIN s ON s.id = ea.member_id WHERE ea.passed AND ${inYear(sql`ea.submitted_at`)} GROUP BY 1
  UNION ALL
  SELECT vv.member_id, 'ballotCast', count(*)::numeric
    FROM votes v JOIN vote_voters vv ON vv.vote_id = v.id JOIN s ON s.id = vv.member_id WHERE ${inYear(sql`v.opens_at`)} GROUP BY 1
  UNION ALL
  SELECT fi.member_id, 'duesOnTime', count(*)::numeric
    FROM fee_income fi JOIN s ON s.id = fi.member_id
    WHERE fi.month >= ${y.firstMonth} AND fi.month <= ${y.lastMonth} AND fi.status IN ('2', '5')
      AND fi.paid_on < (fi.month || '-01')::date + interval '1 month' GROUP BY 1
  UNION ALL
  SELECT s.id, 'emergencyResponse', count(*)::numeric
    FROM so JOIN task_submissions ts ON ts.org_id = ANY(so.up) AND ts.state IN ('submitted', 'approved')
    JOIN tasks t ON t.id = ts.task_id AND t.task_type = '3'
    CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(ts.responders) = 'array' THEN ts.responders ELSE '[]'::jsonb END) r
    JOIN s ON s.id::text = r->>'memberId' AND s.org_id = so.org_id
    WHERE (r->>'at') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T' AND ${inYear(sql`(r->>'at')::timestamptz`)} GROUP BY 1
),
ev AS (SELECT member_id, k, sum(n) AS n FROM raw GROUP BY 1, 2)`;
}

/** `manual(member_id, n, pts)`: the branch's approved entries of the year, as written (no cap). */
export function manualWith(year: number): SQL {
  const y = yearBounds(year);
  return sql`manual AS (SELECT pe.member_id, count(*)::numeric AS n, sum(pe.points) AS pts FROM points_entries pe JOIN s ON s.id = pe.member_id
  WHERE pe.state = 'approved' AND pe.awarded_on >= ${y.firstDay}::date AND pe.awarded_on < ${y.dayAfter}::date GROUP BY 1)`;
}

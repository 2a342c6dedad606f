import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PointsItem, PointsLine, PointsRuleInfo } from '../../../src/contract/calls/points';
import {
  cappedPoints,
  POINTS_RULE_KEYS,
  STUDY_SECONDS_PER_UNIT,
  type PointsSource,
} from '../../../src/contract/points-rules';
import { groupDay } from '../../lib/group-zone';
import { resultRows } from '../../lib/sql-rows';
import { yearBounds } from './year-counts';

interface ItemRow {
  source: PointsSource;
  /** A day (YYYY-MM-DD) or an instant as ISO text. */
  at: string;
  title: string | null;
  qty: string | number;
}

/**
 * Every record that counted for one member in the year, with what it is (a rule's key or 'manual'), when,
 * what it was called and how much of it (seconds, for study; the points, for an entry). The same
 * conditions as the year's counts (year-counts.ts), row by row.
 */
async function itemRows(db: Db, memberId: number, orgPath: string, year: number): Promise<ItemRow[]> {
  const y = yearBounds(year);
  const up = sql`string_to_array(trim(both '/' from ${orgPath}::text), '/')::int[]`;
  const inYear = (c: string) => sql.raw(`${c} >= '${y.from}'::timestamptz AND ${c} < '${y.to}'::timestamptz`);
  return resultRows<ItemRow>(
    await db.execute(sql`
SELECT CASE WHEN ${memberId}::int = ANY(g.present) THEN 'meetingAttended' ELSE 'meetingMissed' END AS source, to_json(g.held_at)#>>'{}' AS at, g.topic AS title, 1 AS qty
  FROM (SELECT held_at, topic, present, absent FROM meetings WHERE org_id = ANY(${up}) AND state = 'approved' AND ${inYear('held_at')}
        UNION ALL SELECT held_at, topic, present, absent FROM activities WHERE org_id = ANY(${up}) AND type = '1' AND state = 'approved' AND ${inYear('held_at')}) g
  WHERE ${memberId}::int = ANY(g.present) OR (jsonb_typeof(g.absent) = 'array'
    AND g.absent @> ${JSON.stringify([{ memberId, withoutLeave: true }])}::jsonb)
UNION ALL
SELECT 'volunteerService', to_json(held_at)#>>'{}', topic, 1 FROM activities
  WHERE org_id = ANY(${up}) AND type = '2' AND state = 'approved' AND ${inYear('held_at')} AND ${memberId}::int = ANY(present)
UNION ALL
SELECT 'studyHours', to_json(sr.opened_at)#>>'{}', c.title, sr.seconds FROM study_records sr LEFT JOIN edu_contents c ON c.id = sr.content_id
  WHERE sr.member_id = ${memberId} AND ${inYear('sr.opened_at')} AND sr.seconds > 0
UNION ALL
SELECT 'examPassed', to_json(ea.submitted_at)#>>'{}', e.title, 1 FROM exam_attempts ea JOIN exams e ON e.id = ea.exam_id
  WHERE ea.member_id = ${memberId} AND ea.passed AND ${inYear('ea.submitted_at')}
UNION ALL
SELECT 'ballotCast', to_json(v.opens_at)#>>'{}', v.title, 1 FROM votes v JOIN vote_voters vv ON vv.vote_id = v.id
  WHERE vv.member_id = ${memberId} AND ${inYear('v.opens_at')}
UNION ALL
SELECT 'duesOnTime', fi.paid_on::text, fi.month, 1 FROM fee_income fi
  WHERE fi.member_id = ${memberId} AND fi.month >= ${y.firstMonth} AND fi.month <= ${y.lastMonth} AND fi.status IN ('2', '5')
    AND fi.paid_on < (fi.month || '-01')::date + interval '1 month'
UNION ALL
SELECT 'emergencyResponse', r->>'at', t.title, 1
  FROM task_submissions ts JOIN tasks t ON t.id = ts.task_id AND t.task_type = '3'
  CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(ts.responders) = 'array' THEN ts.responders ELSE '[]'::jsonb END) r
  WHERE ts.org_id = ANY(${up}) AND ts.state IN ('submitted', 'approved') AND r->>'memberId' = ${String(memberId)}
    AND (r->>'at') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T' AND ${inYear(`(r->>'at')::timestamptz`)}
UNION ALL
SELECT 'manual', awarded_on::text, reason, points FROM points_entries
  WHERE member_id = ${memberId} AND state = 'approved' AND awarded_on >= ${y.firstDay}::date AND awarded_on < ${y.dayAfter}::date`),
  );
}

/** A date column comes as its day; an instant as the group's day it fell on. */
const dayOf = (at: string) => (/^\d{4}-\d{2}-\d{2}$/.test(at) ? at : groupDay(new Date(at)));
const tenth = (n: number) => Math.round(n * 10) / 10;

/**
 * One member's year item by item, in date order, each rule's points given until its cap is reached (the
 * later items then give nothing and say so), with one line per source. The lines add up to what the
 * year's ranking counts for the member.
 */
export async function memberYear(
  db: Db,
  memberId: number,
  orgPath: string,
  year: number,
  rules: PointsRuleInfo[],
): Promise<{ items: PointsItem[]; lines: PointsLine[]; total: number }> {
  const rows = (await itemRows(db, memberId, orgPath, year))
    .map((r) => ({ ...r, on: dayOf(r.at), qty: Number(r.qty) }))
    .sort((a, b) => a.on.localeCompare(b.on) || String(a.title).localeCompare(String(b.title)));
  const ruleOf = new Map(rules.map((r) => [r.key as PointsSource, r]));
  const given = new Map<PointsSource, { count: number; points: number; seconds: number }>();
  const items: PointsItem[] = [];
  for (const r of rows) {
    const rule = ruleOf.get(r.source);
    if (r.source !== 'manual' && !rule) continue;
    const so = given.get(r.source) ?? { count: 0, points: 0, seconds: 0 };
    let points: number;
    if (r.source === 'manual') {
      so.count += 1;
      points = r.qty;
    } else if (r.source === 'studyHours') {
      const units = (s: number) => Math.floor(s / STUDY_SECONDS_PER_UNIT);
      const before = units(so.seconds);
      so.seconds += r.qty;
      so.count = units(so.seconds);
      points = cappedPoints(so.count, rule!.points, rule!.cap) - cappedPoints(before, rule!.points, rule!.cap);
    } else {
      so.count += 1;
      points = cappedPoints(so.count, rule!.points, rule!.cap) - cappedPoints(so.count - 1, rule!.points, rule!.cap);
    }
    so.points = tenth(so.points + points);
    given.set(r.source, so);
    items.push({
      source: r.source,
      on: r.on,
      title: r.title ?? '',
      minutes: r.source === 'studyHours' ? Math.round(r.qty / 60) : null,
      points: tenth(points),
      // The cap bites at this item: it gives less than the rule's points, or nothing.
      capped: rule !== undefined && cappedPoints(so.count, rule.points, rule.cap) !== so.count * rule.points,
    });
  }
  const order: PointsSource[] = [...POINTS_RULE_KEYS, 'manual'];
  const lines: PointsLine[] = [...given.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([source, g]) => ({
      source,
      count: g.count,
      points: g.points,
      cap: ruleOf.get(source)?.cap ?? null,
    }));
  return { items: items.reverse(), lines, total: tenth(lines.reduce((n, l) => n + l.points, 0)) };
}

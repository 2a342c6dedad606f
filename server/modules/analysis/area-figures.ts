import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  registerBatchMeasure,
  registerRiskSignal,
  registerWarningSource,
  type BatchMeasure,
  type Period,
  type Warning,
} from '../../lib/analysis-registry';
import { measure } from '../../lib/measures';
import { resultRows } from '../../lib/sql-rows';
import { inEveryLanguage, say, type MessageCode } from '../../../src/contract/messages/message';
import { underRoots } from './root';
import { groupDay } from '../../lib/group-zone';

type Root = { id: number; path: string };

async function grouped(db: Db, roots: Root[], query: SQL): Promise<Map<number, number | null>> {
  if (!roots.length) return new Map();
  const rows = resultRows<{ id: number; v: string | number | null }>(await db.execute(query));
  return new Map(rows.map((r) => [Number(r.id), r.v === null || r.v === undefined ? null : Number(r.v)]));
}

const months = (p: Period) => ({ from: p.from.slice(0, 7), to: p.to.slice(0, 7) });
const wholeYear = (p: Period) =>
  p.from.endsWith('-01-01') && p.to.endsWith('-12-31') && p.from.slice(0, 4) === p.to.slice(0, 4);

/** Dues paid over dues due, in fen, for the fee months of the period. */
const feeRate: BatchMeasure = (db, roots, p) =>
  grouped(
    db,
    roots,
    sql`SELECT r.id, sum(f.paid) / nullif(sum(f.due), 0) AS v FROM ${underRoots(roots)}
    JOIN fee_income f ON f.org_id = o.id WHERE f.month BETWEEN ${months(p).from} AND ${months(p).to} GROUP BY r.id`,
  );

/**
 * Meeting compliance: over a whole year, the meeting area's own measure against the rules of bs_matter;
 * over a month or quarter, the share of branches that held an approved meeting in it.
 */
const meetingRate: BatchMeasure = async (db, roots, p) => {
  if (wholeYear(p)) {
    const year = Number(p.from.slice(0, 4));
    return new Map(
      await Promise.all(
        roots.map(async (r) => [r.id, await measure(db, 'meetings', r.id, year)] as [number, number | null]),
      ),
    );
  }
  return grouped(
    db,
    roots,
    sql`SELECT r.id, avg(CASE WHEN EXISTS (SELECT 1 FROM meetings mt WHERE mt.org_id = o.id AND mt.state = 'approved'
      AND mt.held_at >= ${p.from}::date AND mt.held_at < ${p.to}::date + 1) THEN 1.0 ELSE 0.0 END) AS v
    FROM ${underRoots(roots)} WHERE o.type IN ('3', '4') GROUP BY r.id`,
  );
};

/** Reviewed task scores of the period, as a share of full marks. */
const taskScore: BatchMeasure = (db, roots, p) =>
  grouped(
    db,
    roots,
    sql`SELECT r.id, avg(least(ts.score, 100)) / 100 AS v FROM ${underRoots(roots)}
    JOIN task_submissions ts ON ts.org_id = o.id WHERE ts.state = 'approved' AND ts.score IS NOT NULL
    AND ts.reviewed_at >= ${p.from}::date AND ts.reviewed_at < ${p.to}::date + 1 GROUP BY r.id`,
  );

/** Takers who passed over takers who handed in, for exams handed in during the period. */
const examPass: BatchMeasure = (db, roots, p) =>
  grouped(
    db,
    roots,
    sql`SELECT r.id, avg(CASE WHEN a.passed THEN 1.0 ELSE 0.0 END) AS v FROM ${underRoots(roots)}
    JOIN exam_attempts a ON a.org_id = o.id WHERE a.submitted_at >= ${p.from}::date AND a.submitted_at < ${p.to}::date + 1 GROUP BY r.id`,
  );

/** Minutes studied in the period per member in good standing (today's members, counted once per call). */
const studyMinutes: BatchMeasure = async (db, roots, p, members) => {
  const minutes = await grouped(
    db,
    roots,
    sql`SELECT r.id, coalesce(sum(s.seconds), 0) / 60.0 AS v FROM ${underRoots(roots)}
    JOIN study_records s ON s.org_id = o.id WHERE s.last_seen_at >= ${p.from}::date AND s.last_seen_at < ${p.to}::date + 1 GROUP BY r.id`,
  );
  return new Map(roots.map((r) => [r.id, members.get(r.id) ? (minutes.get(r.id) ?? 0) / members.get(r.id)! : null]));
};

/** A label the wire carries in all three languages, worded from the message table. */
const L = (code: MessageCode) => inEveryLanguage({ code });

/** The figures analysis shows, one per area, each one statement for all the rows of a drill-down. */
export function registerAreaFigures(): void {
  registerBatchMeasure({
    key: 'meetings',
    label: L('analysis.measure.meetings'),
    unit: 'rate',
    measure: meetingRate,
  });
  registerBatchMeasure({
    key: 'fees',
    label: L('analysis.measure.fees'),
    unit: 'rate',
    measure: feeRate,
  });
  registerBatchMeasure({
    key: 'tasks',
    label: L('analysis.measure.tasks'),
    unit: 'rate',
    measure: taskScore,
  });
  registerBatchMeasure({
    key: 'exams',
    label: L('analysis.measure.exams'),
    unit: 'rate',
    measure: examPass,
  });
  registerBatchMeasure({
    key: 'study',
    label: L('analysis.measure.study'),
    unit: 'minutes',
    measure: studyMinutes,
  });

  // The risk radar's three signals: the last time a member paid dues, took part in organisational life, did assigned work.
  registerRiskSignal({
    key: 'fees',
    label: L('analysis.signal.fees'),
    lastActivity: (
      path,
    ) => sql`SELECT f.member_id, max(f.paid_on) AS last_at FROM fee_income f JOIN orgs fo ON fo.id = f.org_id
      WHERE fo.path LIKE ${path} || '%' AND (f.paid_on IS NOT NULL OR f.status = '4') GROUP BY f.member_id
      UNION ALL SELECT f.member_id, to_date(max(f.month) || '-28', 'YYYY-MM-DD') FROM fee_income f JOIN orgs fo ON fo.id = f.org_id
      WHERE fo.path LIKE ${path} || '%' AND f.status = '4' GROUP BY f.member_id`,
  });
  registerRiskSignal({
    key: 'life',
    label: L('analysis.signal.life'),
    lastActivity: (
      path,
    ) => sql`SELECT p.member_id, max(mt.held_at) AS last_at FROM meetings mt JOIN orgs mo ON mo.id = mt.org_id
      CROSS JOIN LATERAL unnest(mt.present) AS p(member_id) WHERE mo.path LIKE ${path} || '%' AND mt.state = 'approved' GROUP BY p.member_id
      UNION ALL SELECT mu.member_id, max(mu.studied_at) FROM meeting_make_ups mu JOIN orgs uo ON uo.id = mu.org_id
      WHERE uo.path LIKE ${path} || '%' AND mu.studied_at IS NOT NULL GROUP BY mu.member_id
      UNION ALL SELECT p.member_id, max(ac.held_at) FROM activities ac JOIN orgs aco ON aco.id = ac.org_id
      CROSS JOIN LATERAL unnest(ac.present) AS p(member_id) WHERE aco.path LIKE ${path} || '%' AND ac.state = 'approved' AND ac.type = '1' GROUP BY p.member_id`,
  });
  registerRiskSignal({
    key: 'work',
    label: L('analysis.signal.work'),
    // Study and exams, ballots, volunteer service and the responses to an emergency task.
    lastActivity: (
      path,
    ) => sql`SELECT p.member_id, max(ac.held_at) AS last_at FROM activities ac JOIN orgs aco ON aco.id = ac.org_id
      CROSS JOIN LATERAL unnest(ac.present) AS p(member_id) WHERE aco.path LIKE ${path} || '%' AND ac.state = 'approved' AND ac.type <> '1' GROUP BY p.member_id
      UNION ALL SELECT s.member_id, max(s.last_seen_at) FROM study_records s JOIN orgs so ON so.id = s.org_id
      WHERE so.path LIKE ${path} || '%' GROUP BY s.member_id
      UNION ALL SELECT a.member_id, max(a.submitted_at) FROM exam_attempts a JOIN orgs ao ON ao.id = a.org_id
      WHERE ao.path LIKE ${path} || '%' AND a.submitted_at IS NOT NULL GROUP BY a.member_id
      UNION ALL SELECT v.member_id, max(least(vt.closes_at, now())) FROM vote_voters v JOIN votes vt ON vt.id = v.vote_id JOIN members vm ON vm.id = v.member_id
      JOIN orgs vo ON vo.id = vm.org_id WHERE vo.path LIKE ${path} || '%' GROUP BY v.member_id
      UNION ALL SELECT (r->>'memberId')::int, max((r->>'at')::timestamptz) FROM task_submissions ts JOIN orgs tso ON tso.id = ts.org_id
      CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(ts.responders) = 'array' THEN ts.responders ELSE '[]'::jsonb END) r
      WHERE tso.path LIKE ${path} || '%' AND (r->>'memberId') ~ '^[0-9]{1,9}$' AND (r->>'at') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' GROUP BY 1`,
  });

  registerWarningSource('termDue', async (db, path) => {
    const rows = resultRows<{ id: number; org_id: number; name: string; due_on: string; overdue: boolean }>(
      await db.execute(sql`SELECT t.id, t.org_id, o.name, t.due_on::text, t.due_on < ${groupDay()}::date AS overdue FROM org_terms t JOIN orgs o ON o.id = t.org_id
        WHERE o.path LIKE ${path} || '%' AND t.actual_end_on IS NULL AND t.due_on < ${groupDay()}::date + interval '6 months' ORDER BY t.due_on LIMIT 100`),
    );
    return rows.map((r): Warning => ({
      kind: 'termDue',
      level: r.overdue ? 'error' : 'warning',
      orgId: Number(r.org_id),
      orgName: r.name,
      text: inEveryLanguage(
        say(r.overdue ? 'analysis.warning.termOverdue' : 'analysis.warning.termDue', { date: r.due_on }),
      ),
      link: `/organizational/exchangeorg_info?id=${r.id}`,
    }));
  });
  registerWarningSource('feesUnpaid', async (db, path) => {
    const rows = resultRows<{ org_id: number; name: string; n: number }>(
      await db.execute(sql`SELECT o.id AS org_id, o.name, count(*)::int AS n FROM (SELECT f.member_id, f.org_id FROM fee_income f JOIN orgs fo ON fo.id = f.org_id
        WHERE fo.path LIKE ${path} || '%' AND f.status = '1' AND f.month < to_char(${groupDay()}::date, 'YYYY-MM') GROUP BY f.member_id, f.org_id HAVING count(*) >= 3) x
        JOIN orgs o ON o.id = x.org_id GROUP BY o.id, o.name ORDER BY n DESC LIMIT 100`),
    );
    return rows.map((r): Warning => ({
      kind: 'feesUnpaid',
      level: 'error',
      orgId: Number(r.org_id),
      orgName: r.name,
      text: inEveryLanguage(say('analysis.warning.feesUnpaid', { n: r.n })),
      link: '/feeManagement/feeIncome',
    }));
  });
  registerWarningSource('taskOverdue', async (db, path) => {
    const rows = resultRows<{ org_id: number; name: string; title: string; id: number }>(
      await db.execute(sql`SELECT ts.id, ts.org_id, o.name, t.title FROM task_submissions ts JOIN tasks t ON t.id = ts.task_id JOIN orgs o ON o.id = ts.org_id
        WHERE o.path LIKE ${path} || '%' AND ts.state IN ('todo', 'returned') AND t.state = 'issued' AND t.deadline < ${groupDay()}::date ORDER BY t.deadline LIMIT 100`),
    );
    return rows.map((r): Warning => ({
      kind: 'taskOverdue',
      level: 'error',
      orgId: Number(r.org_id),
      orgName: r.name,
      text: inEveryLanguage(say('analysis.warning.taskOverdue', { title: r.title })),
      link: `/Partysearch/Partysearch_check_Info?id=${r.id}`,
    }));
  });
  registerWarningSource('rectificationOverdue', async (db, path) => {
    const rows = resultRows<{ id: number; org_id: number; name: string; subject: string }>(
      await db.execute(sql`SELECT s.id, s.org_id, o.name, s.subject FROM supervisions s JOIN orgs o ON o.id = s.org_id
        WHERE o.path LIKE ${path} || '%' AND s.state IN ('1', '2') AND s.deadline < ${groupDay()}::date ORDER BY s.deadline LIMIT 100`),
    );
    return rows.map((r): Warning => ({
      kind: 'rectificationOverdue',
      level: 'error',
      orgId: Number(r.org_id),
      orgName: r.name,
      text: inEveryLanguage(say('analysis.warning.rectificationOverdue', { subject: r.subject })),
      link: `/Qualityefficiency/supvinactivity_info?id=${r.id}`,
    }));
  });
}

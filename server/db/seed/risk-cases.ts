import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { resultRows } from '../../lib/sql-rows';
import type { AreaSeed } from './area-seed';

/**
 * The members the risk radar is for: in the demo, three members who have let everything go for more
 * than half a year (no dues, no organisational life, no assigned work) and one flowing member who
 * has done the same and is marked rather than flagged. Runs after every area that records activity,
 * and takes their traces back out the way a quiet member would have left none.
 */
const CASES: { branch: string; n: number; flowing: boolean }[] = [
  { branch: 'C1-F1-2', n: 1, flowing: false },
  { branch: 'C2-F1-1', n: 1, flowing: false },
  { branch: 'C3-F2-1', n: 1, flowing: false },
  { branch: 'C1-F2-1', n: 1, flowing: true },
];
const QUIET_MONTHS = 7;
/** The reason written on the quiet members' missed meetings: also how a seeded database shows it has them. */
const QUIET_REASON = '未请假，多次联系未到';

async function quieten(db: Db, memberId: number, orgId: number, since: string, sinceMonth: string): Promise<void> {
  await db.execute(
    sql`UPDATE fee_income SET status = '1', paid = NULL, paid_on = NULL, proxy_member_id = NULL WHERE member_id = ${memberId}::int AND month >= ${sinceMonth}`,
  );
  await db.execute(
    sql`UPDATE fee_income SET paid_on = least(paid_on, ${since}::date - 3) WHERE member_id = ${memberId}::int AND paid_on IS NOT NULL`,
  );
  await db.execute(sql`UPDATE meetings SET present = array_remove(present, ${memberId}::int),
      absent = coalesce(absent, '[]'::jsonb) || jsonb_build_array(jsonb_build_object('memberId', ${memberId}::int, 'reason', ${QUIET_REASON}::text, 'withoutLeave', true))
    WHERE ${memberId}::int = ANY(present) AND held_at >= ${since}::date`);
  await db.execute(sql`INSERT INTO meeting_make_ups (meeting_id, member_id, org_id, reason)
    SELECT id, ${memberId}::int, ${orgId}::int, ${QUIET_REASON}::text FROM meetings WHERE state = 'approved' AND held_at >= ${since}::date AND ${memberId}::int = ANY(expected)
    ON CONFLICT DO NOTHING`);
  await db.execute(
    sql`UPDATE meeting_make_ups SET studied_at = NULL WHERE member_id = ${memberId}::int AND studied_at >= ${since}::date`,
  );
  await db.execute(
    sql`UPDATE activities SET present = array_remove(present, ${memberId}::int) WHERE ${memberId}::int = ANY(present) AND held_at >= ${since}::date`,
  );
  await db.execute(sql`DELETE FROM study_records WHERE member_id = ${memberId}::int`);
  await db.execute(sql`DELETE FROM exam_attempts WHERE member_id = ${memberId}::int`);
  await db.execute(sql`UPDATE task_submissions SET responders = (SELECT coalesce(jsonb_agg(r), '[]'::jsonb) FROM jsonb_array_elements(responders) r WHERE r->>'memberId' <> ${String(memberId)})
    WHERE jsonb_typeof(responders) = 'array' AND responders @> ${JSON.stringify([{ memberId }])}::jsonb`);
}

export const riskCasesSeed: AreaSeed = {
  name: 'risk cases',
  // It rewrites dues, attendance and study records: only those the same pass has just seeded.
  after: ['fees', 'meetings', 'tasks', 'education'],
  isEmpty: async (db) =>
    !resultRows(await db.execute(sql`SELECT 1 FROM meeting_make_ups WHERE reason = ${QUIET_REASON} LIMIT 1`)).length,
  run: async (ctx) => {
    const cut = new Date();
    cut.setMonth(cut.getMonth() - QUIET_MONTHS);
    const since = cut.toISOString().slice(0, 10);
    const linked = new Set(
      [...ctx.accounts.values()].map((a) => a.memberId).filter((x): x is number => typeof x === 'number'),
    );
    for (const c of CASES) {
      const branch = ctx.orgs.get(c.branch);
      if (!branch) continue;
      // Members of some standing who cast no ballot since (the roll of voters is never rewritten) and hold no account.
      const candidates = resultRows<{ id: number }>(
        await ctx.db
          .execute(sql`SELECT m.id FROM members m WHERE m.org_id = ${branch.id} AND m.status = '1' AND NOT m.flowing AND m.joined_on < ${since}::date - 365
          AND NOT EXISTS (SELECT 1 FROM vote_voters v JOIN votes vt ON vt.id = v.vote_id WHERE v.member_id = m.id AND vt.closes_at >= ${since}::date) ORDER BY m.id DESC LIMIT 10`),
      ).filter((m) => !linked.has(Number(m.id)));
      for (const m of candidates.slice(0, c.n)) {
        const id = Number(m.id);
        await quieten(ctx.db, id, branch.id, since, since.slice(0, 7));
        if (c.flowing) await ctx.db.execute(sql`UPDATE members SET flowing = true WHERE id = ${id}`);
        linked.add(id);
      }
    }
  },
};

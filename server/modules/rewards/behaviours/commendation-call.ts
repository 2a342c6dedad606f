import { sql } from 'drizzle-orm';
import { NOTICE_DAYS_DEFAULT, NOTICE_DAYS_MATTER } from '../../../../src/contract/resource/commendation-call';
import { say } from '../../../../src/contract/messages/message';
import { commendationCalls, commendationQuotas } from '../../../db/schema/index';
import { columnsOf } from '../../resources/scope-joins';
import type { StatementSlots } from '../../../db/statement-slots';
import { badRequest, conflict } from '../../../lib/errors';
import { groupDay } from '../../../lib/group-zone';
import { matterNumber } from '../../../lib/matters';
import { intArrayText } from '../../../lib/scope';
import type { SessionUser } from '../../../lib/session-user';
import { resultRows } from '../../../lib/sql-rows';
import type { Behaviour } from '../../resources/binding';
import { lineOf } from '../../resources/behaviours/article';
import { recordMove } from '../../resources/workflow-history';
import { awardNominations } from '../awards';
import { callOf } from '../call-reads';
import { noticeSpan } from '../notice-days';
import { publishNotice } from '../notice-article';

/** A sent call is read by the organisations it reached and every one below them, who nominate under it. */
function sentToCaller(user: SessionUser, cols: Record<string, unknown>, slots: StatementSlots) {
  const reach = [...new Set([...lineOf(user.orgPath), ...user.scopeOrgIds])];
  const orgs = slots.put(intArrayText(reach));
  return sql`(${cols.state} <> 'draft' AND (${cols.targetOrgIds} && ${orgs}::integer[]
    OR EXISTS (SELECT 1 FROM commendation_quotas q WHERE q.call_id = ${cols.id} AND q.org_id = ANY(${orgs}::integer[]))))`;
}

/** The nominations each move waits on, by state: any submitted, those still under review, those approved. */
const NOMINATIONS = {
  submitted: sql`<> 'draft'`,
  underReview: sql`IN ('submitted', 'forwarded')`,
  approved: sql`= 'approved'`,
};

/** How many of a call's nominations are in the states the SQL names, as a column of the call. */
function nominationCount(inStates: ReturnType<typeof sql>) {
  const t = columnsOf(commendationCalls);
  return sql<number>`(SELECT count(*)::int FROM commendation_nominations n WHERE n.call_id = ${t.id} AND n.state ${inStates})`.mapWith(
    Number,
  );
}

const countOf = async (db: Parameters<typeof callOf>[0], query: ReturnType<typeof sql>) =>
  Number(resultRows<{ n: number }>(await db.execute(query))[0]?.n ?? 0);

/** The same count for one call, read at its move. */
const nominationsIn = (db: Parameters<typeof callOf>[0], callId: unknown, inStates: ReturnType<typeof sql>) =>
  countOf(
    db,
    sql`SELECT count(*)::int AS n FROM commendation_nominations WHERE call_id = ${callId} AND state ${inStates}`,
  );

/**
 * The call: issuing gives every target its quotas; the notice is published once every nomination is
 * decided, for the working days the standard matter says; the award waits for the notice to end and
 * every objection to be answered, and makes the rewards.
 */
export const commendationCallBehaviour: Behaviour = {
  readAlso: (user, cols, slots) => sentToCaller(user, cols, slots),

  computed: () => ({
    underwayCount: nominationCount(NOMINATIONS.submitted),
    reviewingCount: nominationCount(NOMINATIONS.underReview),
    approvedCount: nominationCount(NOMINATIONS.approved),
  }),

  // A move that could only be refused is not offered: the notice with nothing approved, withdrawing once nominated.
  offersMove(move, row) {
    if (move.action === 'publicise') return Number(row.approvedCount ?? 1) > 0 && !Number(row.reviewingCount ?? 0);
    if (move.action === 'withdraw') return Number(row.underwayCount ?? 0) === 0;
    return true;
  },

  async afterIssue({ db }, row) {
    await db
      .update(commendationQuotas)
      .set({ memberQuota: row.memberQuota, workerQuota: row.workerQuota, orgQuota: row.orgQuota } as never)
      .where(sql`${commendationQuotas.callId} = ${row.id}`);
  },

  async onTransition({ db, before }, { move, values, detail }) {
    const id = before!.id;
    const today = groupDay();
    if (move.action === 'publicise') {
      const pending = await nominationsIn(db, id, NOMINATIONS.underReview);
      if (pending) throw badRequest(say('commendation.stillUnderReview', { count: pending }), 'state');
      const approved = await nominationsIn(db, id, NOMINATIONS.approved);
      if (!approved) throw badRequest(say('commendation.nothingApproved'), 'state');
      const days = await matterNumber(db, NOTICE_DAYS_MATTER, NOTICE_DAYS_DEFAULT);
      const span = noticeSpan(today, days);
      Object.assign(values, { noticeDays: days, noticeFrom: span.from, noticeUntil: span.until });
      Object.assign(detail, { nominations: approved, ...span });
    }
    if (move.action === 'withdraw') {
      const underway = await nominationsIn(db, id, NOMINATIONS.submitted);
      if (underway) throw conflict(say('commendation.nominationsUnderway', { count: underway }));
    }
    if (move.action === 'award') {
      const until = String(before!.noticeUntil ?? '');
      if (!until || today <= until) throw conflict(say('commendation.noticeRunning', { until }));
      const open = await countOf(
        db,
        sql`SELECT count(*)::int AS n FROM commendation_objections o JOIN commendation_nominations n ON n.id = o.nomination_id
          WHERE n.call_id = ${id} AND o.state = 'open'`,
      );
      if (open) throw conflict(say('commendation.objectionsOpen', { count: open }));
      values.awardedOn = today;
    }
  },

  async afterTransition({ db, user }, { move, row }) {
    const call = (await callOf(db, row.id))!;
    if (move.action === 'publicise') {
      const articleId = await publishNotice(db, user, call, {
        from: String(row.noticeFrom),
        until: String(row.noticeUntil),
        days: Number(row.noticeDays),
      });
      await db.execute(sql`UPDATE commendation_calls SET notice_article_id = ${articleId} WHERE id = ${row.id}`);
      const moved = resultRows<{ id: number }>(
        await db.execute(sql`UPDATE commendation_nominations SET state = 'publicised', version = version + 1,
          updated_at = now(), updated_by = ${user.accountId} WHERE call_id = ${row.id} AND state = 'approved' RETURNING id`),
      );
      for (const { id } of moved)
        await recordMove(db, user, {
          entity: 'commendationNomination',
          recordId: id,
          action: 'publicise',
          fromState: 'approved',
          toState: 'publicised',
          detail: { noticeFrom: row.noticeFrom, noticeUntil: row.noticeUntil },
        });
    }
    if (move.action === 'award') await awardNominations(db, user, call, String(row.awardedOn));
  },
};

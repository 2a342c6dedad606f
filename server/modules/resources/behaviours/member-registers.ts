import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { EXPENSE_KIND } from '../../../../src/contract/resource/fee-expense';
import { AID_FROM_DUES, HARDSHIP_AID_CATEGORY } from '../../../../src/contract/resource/member-hardship';
import { AWAY_STATE } from '../../../../src/contract/resource/member-away';
import { say, wordIn } from '../../../../src/contract/messages/message';
import type { Db } from '../../../db/client';
import { feeExpenses, hardshipAids, memberAway, memberHardships, members } from '../../../db/schema/index';
import { badRequest, conflict } from '../../../lib/errors';
import type { SessionUser } from '../../../lib/session-user';
import type { Behaviour, Row } from '../binding';
import { groupDay } from '../../../lib/group-zone';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The member's name and branch, which the register keeps beside the reference (lists filter on them). */
async function memberOf(db: Db, id: number) {
  const [m] = await db.select({ name: members.name, orgId: members.orgId }).from(members).where(eq(members.id, id));
  return m;
}

/** A hardship: the member's name and branch come from the member; confirming it dates the year's review. */
export const memberHardshipBehaviour: Behaviour = {
  async beforeSave({ db, before, errors }, v) {
    if (typeof v.memberId === 'number') {
      const m = await memberOf(db, v.memberId);
      if (!m) errors.memberId = say('member.notFound');
      else {
        v.memberName = m.name;
        v.orgId = m.orgId;
      }
    }
    const helperId = v.helperId === undefined ? before?.helperId : v.helperId;
    if (typeof helperId === 'number') {
      if (helperId === (v.memberId ?? before?.memberId)) errors.helperId ??= say('hardship.helperIsMember');
      v.helperName = (await memberOf(db, helperId))?.name ?? null;
    } else if (v.helperId === null) v.helperName = null;
  },
  onTransition(_ctx, { move, values, detail }) {
    if (move.action !== 'approve') return;
    values.reviewedOn = groupDay();
    detail.reviewedOn = values.reviewedOn;
  },
};

/** The ledger entry an aid paid from dues stands for, in the group's working language like the rest of the ledger. */
function ledgerValues(v: Record<string, unknown>) {
  return {
    orgId: v.orgId as number,
    spentOn: v.visitedOn as string,
    kind: EXPENSE_KIND.spending,
    category: HARDSHIP_AID_CATEGORY,
    amount: v.amount as string,
    purpose: wordIn(say('hardship.aidPurpose', { name: String(v.memberName ?? '') }), 'zh').slice(0, 200),
  };
}

/** Removes an aid's ledger entry with it (the entry was never the ledger's own to keep). */
async function dropLedgerEntry(db: Db, expenseId: unknown) {
  if (typeof expenseId === 'number') await db.delete(feeExpenses).where(eq(feeExpenses.id, expenseId));
}

/**
 * A visit and its aid. Aid paid from party dues is written once into the dues ledger, in the same
 * transaction, and kept in step: an edit rewrites the entry, another source or a delete removes it.
 */
export const hardshipAidBehaviour: Behaviour = {
  async beforeSave({ db, user, before, errors }, v) {
    const hardshipId = (v.hardshipId ?? before?.hardshipId) as number | undefined;
    if (typeof hardshipId === 'number') {
      const [h] = await db
        .select({ name: memberHardships.memberName, orgId: memberHardships.orgId, state: memberHardships.state })
        .from(memberHardships)
        .where(eq(memberHardships.id, hardshipId));
      if (!h) errors.hardshipId = say('hardship.notFound');
      else {
        if (h.state === 'closed' && !before) errors.hardshipId = say('hardship.closed');
        v.memberName = h.name;
        v.orgId = h.orgId;
      }
    }
    const merged = { ...before, ...v };
    const fromDues = merged.source === AID_FROM_DUES;
    if (fromDues && !(Number(merged.amount) > 0)) errors.amount ??= say('hardship.duesNeedAmount');
    if (Object.keys(errors).length) return;
    await keepLedgerInStep(db, user, before, merged, v, fromDues);
  },
  async beforeDelete({ db }, row) {
    await dropLedgerEntry(db, row.expenseId);
  },
};

async function keepLedgerInStep(
  db: Db,
  user: SessionUser,
  before: Row | null,
  merged: Record<string, unknown>,
  v: Record<string, unknown>,
  fromDues: boolean,
) {
  const linked = before?.expenseId;
  if (!fromDues) {
    await dropLedgerEntry(db, linked);
    v.expenseId = null;
    return;
  }
  const values = { ...ledgerValues(merged), updatedAt: new Date(), updatedBy: user.accountId };
  if (typeof linked === 'number') {
    const [kept] = await db
      .update(feeExpenses)
      .set({ ...values, version: sql`${feeExpenses.version} + 1` })
      .where(eq(feeExpenses.id, linked))
      .returning({ id: feeExpenses.id });
    if (kept) {
      v.expenseId = kept.id;
      return;
    }
  }
  const [made] = await db
    .insert(feeExpenses)
    .values({ ...values, createdBy: user.accountId })
    .returning({ id: feeExpenses.id });
  v.expenseId = made.id;
}

/**
 * Keeps the member record's flowing mark in step with the register: flowing while a record is open. The
 * register is the source (the risk radar reads it); the mark is what the member's own screen shows.
 */
async function markFlowing(db: Db, memberIds: unknown[], leaving?: number) {
  const ids = [...new Set(memberIds.filter((x): x is number => typeof x === 'number'))];
  if (!ids.length) return;
  const open = db
    .select({ one: sql`1` })
    .from(memberAway)
    .where(
      and(
        eq(memberAway.memberId, members.id),
        eq(memberAway.state, AWAY_STATE.away),
        leaving === undefined ? undefined : ne(memberAway.id, leaving),
      ),
    );
  await db
    .update(members)
    .set({ flowing: sql`EXISTS (${open})` })
    .where(inArray(members.id, ids));
}

/** A member working away: name and branch from the member, one open record at a time; returning ends it. */
export const memberAwayBehaviour: Behaviour = {
  async beforeSave({ db, before, errors }, v) {
    if (typeof v.memberId === 'number') {
      const m = await memberOf(db, v.memberId);
      if (!m) errors.memberId = say('member.notFound');
      else {
        v.memberName = m.name;
        v.orgId = m.orgId;
        const [open] = await db
          .select({ id: memberAway.id })
          .from(memberAway)
          .where(
            and(
              eq(memberAway.memberId, v.memberId),
              eq(memberAway.state, AWAY_STATE.away),
              before ? ne(memberAway.id, before.id) : undefined,
            ),
          )
          .limit(1);
        if (open) errors.memberId = say('away.alreadyAway');
      }
    }
    const since = (v.since ?? before?.since) as string | null | undefined;
    const until = (v.until === undefined ? before?.until : v.until) as string | null | undefined;
    if (since && until && until < since) errors.until ??= say('away.untilBeforeSince');
  },
  async afterSave({ db, before }, row) {
    await markFlowing(db, [row.memberId, before?.memberId]);
  },
  onTransition({ before }, { move, input, values, detail }) {
    if (move.action !== 'return') return;
    const given = input.returnedOn;
    const valid = typeof given === 'string' && DAY.test(given) && !Number.isNaN(Date.parse(given));
    if ((given !== undefined && given !== null && !valid) || (valid && before?.since && given < String(before.since)))
      throw badRequest(say('away.returnedOnFormat'), 'returnedOn');
    values.returnedOn = valid ? given : groupDay();
    detail.returnedOn = values.returnedOn;
  },
  async afterTransition({ db }, { row }) {
    await markFlowing(db, [row.memberId]);
  },
  async beforeDelete({ db }, row) {
    await markFlowing(db, [row.memberId], row.id);
  },
};

/** Refuses a change in the ledger to an entry an aid wrote: the aid is where it is kept. */
export async function assertNotKeptByAid(db: Db, expenseId: number) {
  const [aid] = await db
    .select({ id: hardshipAids.id })
    .from(hardshipAids)
    .where(eq(hardshipAids.expenseId, expenseId))
    .limit(1);
  if (aid) throw conflict(say('hardship.ledgerKeptByAid'));
}

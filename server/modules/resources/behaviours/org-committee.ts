import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { members, orgCommittee, orgs } from '../../../db/schema/index';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../lib/session-user';
import type { Behaviour } from '../binding';

/** The committee post that names the organisation's secretary (committeePost 1: 书记). */
const SECRETARY_POST = '1';

/**
 * The organisation's record names the secretary its committee has: the latest appointed 书记 still
 * in the seat, or nobody once that seat is left. Moves the organisation's version on only when the
 * name changes.
 */
async function keepSecretary(db: Db, user: SessionUser, orgId: number, leaving?: number) {
  const [seat] = await db
    .select({ name: orgCommittee.name })
    .from(orgCommittee)
    .where(and(eq(orgCommittee.orgId, orgId), eq(orgCommittee.post, SECRETARY_POST), isNull(orgCommittee.leftOn), leaving === undefined ? undefined : ne(orgCommittee.id, leaving)))
    .orderBy(desc(orgCommittee.appointedOn), desc(orgCommittee.id))
    .limit(1);
  const name = seat?.name ?? null;
  await db
    .update(orgs)
    .set({ secretary: name, version: sql`${orgs.version} + 1`, updatedBy: user.accountId, updatedAt: new Date() })
    .where(and(eq(orgs.id, orgId), sql`${orgs.secretary} IS DISTINCT FROM ${name}`));
}

export const orgCommitteeBehaviour: Behaviour = {
  async beforeSave({ db, errors }, v) {
    if (typeof v.memberId === 'number') {
      const [m] = await db.select({ name: members.name }).from(members).where(eq(members.id, v.memberId));
      if (!m) errors.memberId = '党员不存在';
      else v.name = m.name;
    }
    if (typeof v.leftOn === 'string' && typeof v.appointedOn === 'string' && v.leftOn < v.appointedOn) errors.leftOn = '离任日期不能早于任职日期';
  },

  async afterSave({ db, user, before }, row) {
    const touched = [before, row].some((r) => r?.post === SECRETARY_POST);
    if (!touched) return;
    for (const orgId of new Set([before?.orgId, row.orgId].filter((id): id is number => typeof id === 'number'))) await keepSecretary(db, user, orgId);
  },

  async beforeDelete({ db, user }, row) {
    // Worked out from the seats that stay; the delete follows in the same transaction.
    if (row.post === SECRETARY_POST) await keepSecretary(db, user, row.orgId as number, row.id as number);
  },
};

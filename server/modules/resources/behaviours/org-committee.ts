import { and, eq, sql } from 'drizzle-orm';
import { members, orgs } from '../../../db/schema/index';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../lib/session-user';
import { SECRETARY_POST, sittingSecretary } from '../../../lib/sitting-secretary';
import type { Behaviour } from '../binding';
import { say } from '../../../../src/contract/messages/message';

/** Writes the sitting secretary into the organisation's record, moving its version on only when the name changes. */
async function keepSecretary(db: Db, user: SessionUser, orgId: number, leaving?: number) {
  const name = sittingSecretary(orgId, leaving);
  await db
    .update(orgs)
    .set({ secretary: name, version: sql`${orgs.version} + 1`, updatedBy: user.accountId, updatedAt: new Date() })
    .where(and(eq(orgs.id, orgId), sql`${orgs.secretary} IS DISTINCT FROM ${name}`));
}

export const orgCommitteeBehaviour: Behaviour = {
  async beforeSave({ db, errors }, v) {
    if (typeof v.memberId === 'number') {
      const [m] = await db.select({ name: members.name }).from(members).where(eq(members.id, v.memberId));
      if (!m) errors.memberId = say('member.notFound');
      else v.name = m.name;
    }
    if (typeof v.leftOn === 'string' && typeof v.appointedOn === 'string' && v.leftOn < v.appointedOn)
      errors.leftOn = say('committee.leftBeforeStart');
  },

  async afterSave({ db, user, before }, row) {
    const touched = [before, row].some((r) => r?.post === SECRETARY_POST);
    if (!touched) return;
    for (const orgId of new Set([before?.orgId, row.orgId].filter((id): id is number => typeof id === 'number')))
      await keepSecretary(db, user, orgId);
  },

  async beforeDelete({ db, user }, row) {
    // Worked out from the seats that stay; the delete follows in the same transaction.
    if (row.post === SECRETARY_POST) await keepSecretary(db, user, row.orgId as number, row.id as number);
  },
};

import { and, eq, inArray, ne } from 'drizzle-orm';
import { leaderGrants, leaders, orgs } from '../../../db/schema/index';
import type { Behaviour } from '../binding';
import { say } from '../../../../src/contract/messages/message';

const BRANCH_TYPES = ['2', '3', '4'];

export const leaderBehaviour: Behaviour = {
  async beforeSave({ db, errors }, v) {
    const ids = Array.isArray(v.branchIds) ? (v.branchIds as number[]) : [];
    if (ids.length && !errors.branchIds) {
      const rows = await db.select({ type: orgs.type }).from(orgs).where(inArray(orgs.id, ids));
      if (rows.some((r) => !BRANCH_TYPES.includes(r.type))) errors.branchIds = say('leader.branchesOnly');
    }
  },
  async beforeDelete({ db }, row) {
    await db.delete(leaderGrants).where(eq(leaderGrants.leaderId, row.id));
  },
};

export const leaderGrantBehaviour: Behaviour = {
  async beforeSave({ db, before, errors }, v) {
    if (typeof v.leaderId === 'number' && !errors.leaderId) {
      const [l] = await db
        .select({ name: leaders.name, orgId: leaders.orgId })
        .from(leaders)
        .where(eq(leaders.id, v.leaderId));
      if (l) {
        v.leaderName = l.name;
        v.orgId = l.orgId;
      }
    }
    if (v.canKeepAgenda === true && typeof v.accountId !== 'number') errors.accountId ??= say('leader.accountRequired');
    if (typeof v.accountId === 'number' && typeof v.leaderId === 'number' && !errors.accountId) {
      const [dup] = await db
        .select({ id: leaderGrants.id })
        .from(leaderGrants)
        .where(
          and(
            eq(leaderGrants.leaderId, v.leaderId),
            eq(leaderGrants.accountId, v.accountId),
            before ? ne(leaderGrants.id, before.id) : undefined,
          ),
        );
      if (dup) errors.accountId = say('leader.grantExists');
    }
  },
};

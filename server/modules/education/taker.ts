import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, orgs } from '../../db/schema/index';
import { forbidden } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { say } from '../../../src/contract/messages/message';

/** The caller's own member record: a taker or a learner is always the signed-in member, never an id sent in. */
export interface Taker {
  memberId: number;
  orgId: number;
  orgPath: string;
}

export async function takerOf(db: Db, user: SessionUser): Promise<Taker> {
  if (!user.memberId) throw forbidden(say('study.noMember'));
  const [m] = await db
    .select({ orgId: members.orgId, path: orgs.path })
    .from(members)
    .innerJoin(orgs, eq(orgs.id, members.orgId))
    .where(eq(members.id, user.memberId));
  if (!m) throw forbidden(say('study.noMember'));
  return { memberId: user.memberId, orgId: m.orgId, orgPath: m.path };
}

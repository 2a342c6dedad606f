import { and, count, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as calls from '../../../src/contract/calls/points';
import type { MemberPoints } from '../../../src/contract/calls/points';
import { say } from '../../../src/contract/messages/message';
import type { Db } from '../../db/client';
import { members, orgs } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import type { Services } from '../../lib/services';
import { notFound } from '../../lib/errors';
import { groupYear } from '../../lib/group-zone';
import { pointsRules } from '../../lib/matters';
import { inScope, type SessionUser } from '../../lib/session-user';
import type { AreaBehaviours } from '../resources/behaviour-registry';
import { memberYear } from './member-items';
import { pointsEntryBehaviour } from './points-entry';
import { rankingOf } from './year-points';

export { yearPointsOf } from './year-points';

/** What only the points area's entities do, handed to the generic calls (see modules/index.ts). */
export const POINTS_BEHAVIOURS: AreaBehaviours = { pointsEntry: pointsEntryBehaviour };

async function memberWithOrg(db: Db, memberId: number) {
  const [m] = await db
    .select({ id: members.id, name: members.name, orgId: members.orgId, orgName: orgs.name, path: orgs.path })
    .from(members)
    .innerJoin(orgs, eq(orgs.id, members.orgId))
    .where(eq(members.id, memberId));
  return m;
}

/** One member's year with their rank among the active members of their own organisation. */
async function pointsOfMember(db: Db, memberId: number, year: number): Promise<MemberPoints | null> {
  const m = await memberWithOrg(db, memberId);
  if (!m) return null;
  const rules = await pointsRules(db);
  const [own, branch, [{ n }]] = await Promise.all([
    memberYear(db, m.id, m.path, year, rules),
    rankingOf(db, m.path, year, { pageCurrent: 1, pageSize: 1, memberId: m.id }),
    db
      .select({ n: count() })
      .from(members)
      .innerJoin(orgs, eq(orgs.id, members.orgId))
      .where(and(like(orgs.path, `${m.path}%`), eq(members.status, '1'))),
  ]);
  const ranked = branch.records[0];
  return {
    memberId: m.id,
    name: m.name,
    orgName: m.orgName,
    year,
    total: own.total,
    branchRank: ranked?.branchRank ?? Number(n),
    branchSize: Number(n),
    lines: own.lines,
    items: own.items,
  };
}

/** The organisation a ranking looks at: the one asked for if the caller sees it, else the caller's own. */
async function rankingRoot(db: Db, user: SessionUser, orgId?: number | null) {
  const [row] = await db
    .select({ id: orgs.id, name: orgs.name, path: orgs.path })
    .from(orgs)
    .where(eq(orgs.id, orgId ?? user.orgId));
  if (!row || !inScope(user, row.path)) throw notFound(say('org.outOfScope'));
  return row;
}

/** Member points: the rankings of an organisation's subtree, a member's year item by item, one's own year. */
export function registerPoints(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.pointsRanking, {
    cached: true,
    handler: async ({ db, user, body }) => {
      const root = await rankingRoot(db, user!, body.orgId);
      const year = body.year ?? groupYear();
      const page = await rankingOf(db, root.path, year, body);
      return { org: { id: root.id, name: root.name }, year, ...page };
    },
  });

  bindCall(app, services, calls.memberPoints, {
    cached: true,
    handler: async ({ db, user, body }) => {
      const m = await memberWithOrg(db, body.memberId);
      if (!m || !inScope(user!, m.path)) throw notFound(say('member.notFound'));
      return (await pointsOfMember(db, m.id, body.year ?? groupYear()))!;
    },
  });

  bindCall(app, services, calls.myPoints, {
    cached: true,
    handler: async ({ db, user, body }) =>
      user!.memberId ? pointsOfMember(db, user!.memberId, body.year ?? groupYear()) : null,
  });
}

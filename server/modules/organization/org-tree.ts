import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orgs } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/organization';
import { inScopeSql } from '../../lib/scope';
import type { Services } from '../../lib/services';
import { TREE_ORDER, UNIT_COLUMNS } from '../system/org-unit-columns';

/** The organisation tree of the caller's subtree with member counts, for the structure chart. */
export function registerOrgTree(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.orgTree, {
    cached: true,
    handler: async ({ db, user }) => {
      const rows = await db
        .select({
          ...UNIT_COLUMNS,
          // Written out in full: drizzle leaves a selected column unqualified, which inside the subquery would mean m.id.
          ownMembers: sql<number>`(SELECT count(*) FROM members m WHERE m.org_id = "orgs"."id" AND m.status = '1')`,
          ownFull: sql<number>`(SELECT count(*) FROM members m WHERE m.org_id = "orgs"."id" AND m.status = '1' AND m.member_type = '2')`,
        })
        .from(orgs)
        .where(inScopeSql(user!, orgs.path))
        .orderBy(...TREE_ORDER);
      // Subtree totals, summed up the tree in memory: one query instead of one per node.
      const total = new Map<number, { m: number; f: number }>(
        rows.map((r) => [r.id, { m: Number(r.ownMembers), f: Number(r.ownFull) }]),
      );
      for (const r of [...rows].sort((a, b) => b.level - a.level)) {
        const parent = r.parentId ? total.get(r.parentId) : undefined;
        if (parent) {
          parent.m += total.get(r.id)!.m;
          parent.f += total.get(r.id)!.f;
        }
      }
      return rows.map(({ ownMembers: _m, ownFull: _f, ...r }) => ({
        ...r,
        memberCount: total.get(r.id)!.m,
        fullMemberCount: total.get(r.id)!.f,
      }));
    },
  });
}

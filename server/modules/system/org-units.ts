import { asc, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orgs } from '../../db/schema/index';
import { CallResult, defineCall, SIGNED_IN } from '../../lib/call';
import { inScopeSql } from '../../lib/scope';
import type { Services } from '../../lib/services';

/** The organisations the user may see, in `datas` (as the existing backend answers) and in `data`. */
export function registerOrgUnits(app: FastifyInstance, services: Services): void {
  defineCall(app, services, {
    url: '/api/orgauth/queryForList',
    access: SIGNED_IN,
    handler: async ({ db, user }) => {
      const rows = await db
        .select({
          id: orgs.id,
          parentId: orgs.parentId,
          name: orgs.name,
          shortName: orgs.shortName,
          type: orgs.type,
          level: orgs.level,
          path: orgs.path,
        })
        .from(orgs)
        .where(inScopeSql(user!, orgs.path))
        .orderBy(asc(orgs.level), asc(orgs.sort), asc(orgs.id));
      return new CallResult(rows, { datas: rows });
    },
  });

  // Names of the whole group's organisations, for choosing where a member transfers to: no personal data.
  defineCall(app, services, {
    url: '/api/orgauth/queryGroupForList',
    access: SIGNED_IN,
    handler: async ({ db }) => {
      const rows = await db
        .select({ id: orgs.id, parentId: orgs.parentId, name: orgs.name, shortName: orgs.shortName, type: orgs.type, level: orgs.level })
        .from(orgs)
        .where(isNull(orgs.abolishedOn))
        .orderBy(asc(orgs.level), asc(orgs.sort), asc(orgs.id));
      return new CallResult(rows, { datas: rows });
    },
  });
}

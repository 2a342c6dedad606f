import { isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orgs } from '../../db/schema/index';
import { CallResult, bindCall } from '../../lib/call';
import { queryGroupUnits, queryUnits } from '../../../src/contract/calls/system';
import { inScopeSql } from '../../lib/scope';
import type { Services } from '../../lib/services';
import { TREE_ORDER, UNIT_COLUMNS } from './org-unit-columns';

/** The organisations the user may see, in `datas` (as the existing backend answers) and in `data`. */
export function registerOrgUnits(app: FastifyInstance, services: Services): void {
  bindCall(app, services, queryUnits, {
    cached: true,
    handler: async ({ db, user }) => {
      const rows = await db
        .select({ ...UNIT_COLUMNS, path: orgs.path })
        .from(orgs)
        .where(inScopeSql(user!, orgs.path))
        .orderBy(...TREE_ORDER);
      return new CallResult(rows, { datas: rows });
    },
  });

  // Names of the whole group's organisations, for choosing where a member transfers to: no personal data.
  bindCall(app, services, queryGroupUnits, {
    cached: true,
    handler: async ({ db }) => {
      const rows = await db
        .select(UNIT_COLUMNS)
        .from(orgs)
        .where(isNull(orgs.abolishedOn))
        .orderBy(...TREE_ORDER);
      return new CallResult(rows, { datas: rows });
    },
  });
}

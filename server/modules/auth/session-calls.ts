import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { accountRoles, accounts, roles } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import { getUserInfo, logout, refreshToken, switchRole } from '../../../src/contract/calls/auth';
import { badRequest } from '../../lib/errors';
import type { Services } from '../../lib/services';
import { createSession, revokeSession } from './session-store';
import { say } from '../../../src/contract/messages/message';

/**
 * A new token for the same account (in the given role) in place of the current one. It keeps the old
 * token's absolute end: rotating never extends a session.
 */
async function rotateSession(
  db: Db,
  config: AppConfig,
  u: SessionUser,
  roleId: number,
  req: FastifyRequest,
): Promise<string> {
  const token = await createSession(db, config, {
    accountId: u.accountId,
    roleId,
    ip: req.ip,
    userAgent: req.headers['user-agent'],
    expiresAt: u.expiresAt,
  });
  await revokeSession(db, u.sessionId);
  return token;
}

export function registerSessionCalls(app: FastifyInstance, services: Services): void {
  const { config } = services;

  bindCall(app, services, getUserInfo, {
    cached: true,
    handler: async ({ db, user }) => {
      const u = user!;
      const [acc] = await db.select().from(accounts).where(eq(accounts.id, u.accountId));
      const roleOptions = await db
        .select({ value: roles.value, name: roles.name })
        .from(accountRoles)
        .innerJoin(roles, eq(roles.id, accountRoles.roleId))
        .where(eq(accountRoles.accountId, u.accountId))
        .orderBy(asc(accountRoles.sort), asc(roles.id));
      return {
        roles: [u.roleValue],
        username: u.name,
        name: u.name,
        avatar: acc.avatar ?? '',
        introduction: acc.introduction ?? '',
        level: u.orgLevel,
        orgId: u.orgId,
        account: u.account,
        accountId: u.accountId,
        partyMemberId: u.memberId,
        partyOrgName: u.orgName,
        roleOptions,
        privileges: [...u.privileges].sort(),
      };
    },
  });

  bindCall(app, services, refreshToken, {
    handler: async ({ db, user, req, audit }) => {
      const u = user!;
      const token = await rotateSession(db, config, u, u.roleId, req);
      audit({ recordId: u.sessionId });
      return { token };
    },
  });

  bindCall(app, services, switchRole, {
    handler: async ({ db, user, req, body, audit }) => {
      const u = user!;
      const [held] = await db
        .select({ roleId: roles.id })
        .from(accountRoles)
        .innerJoin(roles, eq(roles.id, accountRoles.roleId))
        .where(and(eq(accountRoles.accountId, u.accountId), eq(roles.value, body.role)));
      if (!held) throw badRequest(say('access.notYourRole'), 'role');
      const token = await rotateSession(db, config, u, held.roleId, req);
      audit({ recordId: u.sessionId, before: { role: u.roleValue }, after: { role: body.role } });
      return { token };
    },
  });

  // Logging out twice, or with a token that already ended, is not an error.
  bindCall(app, services, logout, {
    handler: async ({ db, user }) => {
      if (user) await revokeSession(db, user.sessionId);
      return null;
    },
  });
}

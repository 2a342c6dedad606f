import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountOrgs, accounts, loginFailures, members, orgs } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/security';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import type { SessionUser } from '../../lib/session-user';
import type { Db } from '../../db/client';
import { accountKey } from '../auth/login-guard';
import { revokeAccountSessions } from '../auth/session-store';
import { STALE } from '../resources/row-writes';
import { say } from '../../../src/contract/messages/message';

/** The account, locked for this change, if it lies in the caller's scope; its version must be the one the caller saw. */
async function loadAccount(db: Db, user: SessionUser, id: number, version?: number) {
  const [acc] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), inArray(accounts.orgId, user.scopeOrgIds)))
    .for('update');
  if (!acc) throw notFound(say('auth.accountNotFound'));
  if (version !== undefined && acc.version !== version) throw conflict(STALE);
  return acc;
}

async function setStatus(db: Db, user: SessionUser, id: number, version: number, status: 'active' | 'disabled') {
  if (id === user.accountId) throw badRequest(say('account.toggleSelf'), 'id');
  const acc = await loadAccount(db, user, id, version);
  const [row] = await db
    .update(accounts)
    .set({ status, version: acc.version + 1, updatedAt: new Date(), updatedBy: user.accountId })
    .where(eq(accounts.id, id))
    .returning({ id: accounts.id, version: accounts.version, status: accounts.status });
  return { before: { status: acc.status }, row };
}

/** Enable, disable (its sessions end at once), unlock, and the organisations granted beyond the own subtree. */
export function registerAccountActions(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.disableAccount, {
    handler: async ({ db, user, body, audit }) => {
      const { before, row } = await setStatus(db, user!, body.id, body.version, 'disabled');
      await revokeAccountSessions(db, body.id);
      audit({ recordId: body.id, before, after: { status: row.status } });
      return row;
    },
  });

  bindCall(app, services, calls.enableAccount, {
    handler: async ({ db, user, body, audit }) => {
      const { before, row } = await setStatus(db, user!, body.id, body.version, 'active');
      audit({ recordId: body.id, before, after: { status: row.status } });
      return row;
    },
  });

  bindCall(app, services, calls.unlockAccount, {
    handler: async ({ db, user, body, audit }) => {
      const acc = await loadAccount(db, user!, body.id, body.version);
      const [gone] = await db
        .delete(loginFailures)
        .where(eq(loginFailures.accountKey, accountKey(acc.account)))
        .returning();
      audit({
        recordId: body.id,
        before: gone ? { failures: gone.count, lockedUntil: gone.lockedUntil } : null,
        after: { failures: 0 },
      });
      return { id: acc.id, locked: false, failures: 0 };
    },
  });

  bindCall(app, services, calls.grantOrgs, {
    handler: async ({ db, user, body, audit }) => {
      const u = user!;
      if (body.id === u.accountId) throw badRequest(say('account.grantSelf'), 'orgIds');
      const acc = await loadAccount(db, u, body.id, body.version);
      const ids = [...new Set(body.orgIds)];
      if (ids.length) {
        const found = await db.select({ id: orgs.id }).from(orgs).where(inArray(orgs.id, ids));
        if (found.length !== ids.length) throw badRequest(say('account.unknownOrgs'), 'orgIds');
        // No one grants what they do not hold themselves.
        if (ids.some((id) => !u.scopeOrgIds.includes(id))) throw badRequest(say('account.orgsOutOfScope'), 'orgIds');
      }
      const before = (
        await db.select({ orgId: accountOrgs.orgId }).from(accountOrgs).where(eq(accountOrgs.accountId, body.id))
      ).map((r) => r.orgId);
      await db.delete(accountOrgs).where(eq(accountOrgs.accountId, body.id));
      if (ids.length) await db.insert(accountOrgs).values(ids.map((orgId) => ({ accountId: body.id, orgId })));
      const [row] = await db
        .update(accounts)
        .set({ version: acc.version + 1, updatedAt: new Date(), updatedBy: u.accountId })
        .where(eq(accounts.id, body.id))
        .returning({ id: accounts.id, version: accounts.version });
      audit({ recordId: body.id, before: { orgIds: before }, after: { orgIds: ids } });
      return { ...row, grantOrgIds: ids };
    },
  });

  bindCall(app, services, calls.grantsByOrg, {
    cached: true,
    handler: async ({ db, user }) => {
      const rows = await db
        .select({
          orgId: accountOrgs.orgId,
          orgName: orgs.name,
          accountId: accounts.id,
          account: accounts.account,
          displayName: accounts.name,
          status: accounts.status,
        })
        .from(accountOrgs)
        .innerJoin(accounts, eq(accounts.id, accountOrgs.accountId))
        .innerJoin(orgs, eq(orgs.id, accountOrgs.orgId))
        .where(inArray(accountOrgs.orgId, user!.scopeOrgIds))
        .orderBy(asc(orgs.path), asc(accounts.account));
      return rows;
    },
  });

  // Binding a member to an account needs their name only: the security administrator sees no personal data.
  bindCall(app, services, calls.memberOptions, {
    cached: true,
    handler: async ({ db, user, body }) => {
      const conds = [inArray(members.orgId, user!.scopeOrgIds), eq(members.status, '1')];
      if (body.orgId) conds.push(eq(members.orgId, body.orgId));
      if (body.name) conds.push(ilike(members.name, `%${body.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
      return db
        .select({ id: members.id, name: members.name, orgName: orgs.name })
        .from(members)
        .innerJoin(orgs, eq(orgs.id, members.orgId))
        .where(and(...conds))
        .orderBy(asc(members.name))
        .limit(50);
    },
  });
}

import crypto from 'node:crypto';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { accountOrgs, accountRoles, accounts, loginLog, sessions } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import { hashPassword } from '../../../lib/password';
import { roleSetConflict } from '../duty-check';
import type { Behaviour, SaveContext } from '../../resources/binding';
import { say } from '../../../../src/contract/messages/message';

const pending = new WeakMap<SaveContext, number[]>();

export const accountBehaviour: Behaviour = {
  computed: () => ({
    displayName: sql<string>`${accounts.name}`,
    roleIds: sql<
      number[]
    >`(SELECT coalesce(array_agg(ar.role_id ORDER BY ar.sort, ar.role_id), '{}') FROM account_roles ar WHERE ar.account_id = ${accounts.id})`,
    roleNames: sql<string>`(SELECT string_agg(r.name, '、' ORDER BY ar.sort, ar.role_id) FROM account_roles ar JOIN roles r ON r.id = ar.role_id WHERE ar.account_id = ${accounts.id})`,
    post: sql<string>`(SELECT coalesce(sc.label, m.post) FROM members m LEFT JOIN sys_codes sc ON sc.dict = 'post' AND sc.value = m.post WHERE m.id = ${accounts.memberId})`,
    phone: sql<string>`(SELECT m.phone FROM members m WHERE m.id = ${accounts.memberId})`,
    grantOrgIds: sql<
      number[]
    >`(SELECT coalesce(array_agg(ao.org_id ORDER BY ao.org_id), '{}') FROM account_orgs ao WHERE ao.account_id = ${accounts.id})`,
    // Lock state comes from the sign-in failures kept per account name (login-guard.ts).
    locked: sql<boolean>`coalesce((SELECT lf.locked_until > now() FROM login_failures lf WHERE lf.account_key = lower(${accounts.account})), false)`,
    failures: sql<number>`coalesce((SELECT lf.count FROM login_failures lf WHERE lf.account_key = lower(${accounts.account})), 0)`,
    secondFactor: sql<boolean>`(${accounts.totpEnabledAt} IS NOT NULL)`,
  }),

  async beforeSave(ctx, v) {
    const { db, user, before, errors } = ctx;
    if (typeof v.displayName === 'string') v.name = v.displayName;
    if (typeof v.account === 'string' && !errors.account) {
      const [dup] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            sql`lower(${accounts.account}) = ${v.account.toLowerCase()}`,
            before ? ne(accounts.id, before.id) : undefined,
          ),
        );
      if (dup) errors.account = say('account.taken');
    }
    const roleIds = Array.isArray(v.roleIds) ? (v.roleIds as number[]) : null;
    if (before && before.id === user.accountId && roleIds) {
      const mine = (
        await db
          .select({ id: accountRoles.roleId })
          .from(accountRoles)
          .where(eq(accountRoles.accountId, user.accountId))
      ).map((r) => r.id);
      if (mine.length !== roleIds.length || mine.some((r) => !roleIds.includes(r)))
        errors.roleIds ??= say('account.ownRoles');
    }
    if (roleIds?.length && !errors.roleIds) {
      const clash = await roleSetConflict(db, roleIds);
      if (clash) errors.roleIds = clash;
    }
    if (!before) {
      // No one knows a new account's password until an administrator sets one (reset password).
      v.passwordHash = await hashPassword(crypto.randomBytes(24).toString('base64'));
      v.status = 'active';
    }
    pending.set(ctx, roleIds ?? []);
  },

  async afterSave(ctx, row) {
    const roleIds = pending.get(ctx)!;
    const { db } = ctx;
    await db.delete(accountRoles).where(eq(accountRoles.accountId, row.id));
    await db.insert(accountRoles).values(roleIds.map((roleId, sort) => ({ accountId: row.id, roleId, sort })));
    // A session in a role the account no longer holds ends now.
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.accountId, row.id),
          sql`${sessions.revokedAt} IS NULL`,
          sql`${sessions.roleId} <> ALL(${sql`ARRAY[${sql.join(
            roleIds.map((r) => sql`${r}`),
            sql`, `,
          )}]::int[]`})`,
        ),
      );
  },

  async beforeDelete({ db, user }, row) {
    if (row.id === user.accountId) throw conflict(say('account.deleteSelf'));
    const [used] = await db.select({ n: count() }).from(loginLog).where(eq(loginLog.accountId, row.id));
    if (Number(used.n) > 0) throw conflict(say('account.used'));
    await db.delete(accountRoles).where(eq(accountRoles.accountId, row.id));
    await db.delete(accountOrgs).where(eq(accountOrgs.accountId, row.id));
    await db.delete(sessions).where(eq(sessions.accountId, row.id));
  },

  decorate(_db, records) {
    // The hash never leaves the server, not even to the account's own administrators.
    for (const r of records) {
      delete r.passwordHash;
      delete r.name;
      // The factor's secret stays on the server like the hash; the screens only learn whether there is one.
      delete r.totpSecret;
      delete r.totpPendingSecret;
      delete r.totpEnabledAt;
      delete r.totpLastStep;
    }
  },
};

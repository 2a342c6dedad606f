import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { menus, roleMenus, roles, sessions, tableStamps } from '../../server/db/schema/index';
import { heldMenuPathsOf } from '../../server/lib/menu-access';
import { hashToken } from '../../server/lib/tokens';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';

describe.skipIf(skipSuite)('session calls', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ APP_SESSION_IDLE_MINUTES: '30', APP_SESSION_ABSOLUTE_HOURS: '12' });
  });
  afterAll(async () => s?.close());

  it('answers every user field of the spec for the signed-in user', async () => {
    const token = await s.login('secretary1');
    const r = await s.call('/api/auth/getUserInfo', {}, { token });
    expect(r.status).toBe(200);
    const d = r.envelope.data;
    for (const f of [
      'roles',
      'username',
      'avatar',
      'introduction',
      'level',
      'orgId',
      'account',
      'accountId',
      'partyMemberId',
      'partyOrgName',
    ]) {
      expect(d).toHaveProperty(f);
    }
    expect(d.roles).toEqual(['secretary']);
    expect(d.account).toBe('secretary1');
    expect(d.partyOrgName).toBe('一车队第一党支部');
    expect(d.level).toBe(4);
    expect(typeof d.partyMemberId).toBe('number');
    expect(d.roleOptions.map((o: { value: string }) => o.value)).toEqual(['secretary', '1']);
  });

  it('refuses calls without a token, with an unknown one, and never reads a token from a cookie', async () => {
    expect((await s.call('/api/auth/getUserInfo')).status).toBe(401);
    expect((await s.call('/api/auth/getUserInfo', {}, { token: 'made-up' })).status).toBe(401);
    const token = await s.login('orgdept1');
    const viaCookie = await s.call('/api/auth/getUserInfo', {}, { cookie: `Admin-Token=${token}` });
    expect(viaCookie.status).toBe(401);
  });

  it("works a role's rights out from the menu tree and the role's entries as they stand: a change to either moves its stamp", async () => {
    const db = s.database.db;
    const stampOf = async (name: string) =>
      Number((await db.select().from(tableStamps).where(eq(tableStamps.name, name)))[0]?.stamp ?? 0);
    const [root] = await db.select().from(menus).where(eq(menus.path, 'systemmanagement'));
    const [role] = await db
      .insert(roles)
      .values({ name: '戳探针', value: 'stamp_probe', sort: 999 } as never)
      .returning();
    const [added] = await db
      .insert(menus)
      .values({ parentId: root.id, path: 'stamp_probe', label: '探针', hidden: true, sort: 999 } as never)
      .returning({ id: menus.id });
    try {
      await db.insert(roleMenus).values({ roleId: role.id, menuId: root.id });
      const tree = await stampOf('menus');
      const held = await stampOf('role_menus');
      expect(tree).toBeGreaterThan(0);
      expect(held).toBeGreaterThan(0);
      expect([...(await heldMenuPathsOf(db, tree, role.id, held))]).toEqual(['/systemmanagement']);
      // The role comes to hold the new entry: its stamp moves, and the entries are read again under the new one.
      await db.insert(roleMenus).values({ roleId: role.id, menuId: added.id });
      const heldAfter = await stampOf('role_menus');
      expect(heldAfter).toBeGreaterThan(held);
      expect([...(await heldMenuPathsOf(db, tree, role.id, heldAfter))].sort()).toEqual([
        '/systemmanagement',
        '/systemmanagement/stamp_probe',
      ]);
      // The entry's path changes: the tree's stamp moves, and the tree is read again.
      await db.update(menus).set({ path: 'stamp_probe2' }).where(eq(menus.id, added.id));
      const treeAfter = await stampOf('menus');
      expect(treeAfter).toBeGreaterThan(tree);
      expect([...(await heldMenuPathsOf(db, treeAfter, role.id, heldAfter))].sort()).toEqual([
        '/systemmanagement',
        '/systemmanagement/stamp_probe2',
      ]);
    } finally {
      await db.delete(roleMenus).where(eq(roleMenus.roleId, role.id));
      await db.delete(menus).where(eq(menus.id, added.id));
      await db.delete(roles).where(eq(roles.id, role.id));
    }
  });

  it("checks every call's rights against the role as it stands, with nothing kept and nothing heard", async () => {
    // Nothing kept in memory (APP_READ_CACHE=off): only the stamps the session read answers say what changed.
    const off = await startTestServer({ APP_READ_CACHE: 'off' });
    try {
      const db = off.database.db;
      const token = await off.login('orgdept1');
      const [session] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect((await off.call('/api/member/list', {}, { token })).status).toBe(200);
      const removed = await db.delete(roleMenus).where(eq(roleMenus.roleId, session.roleId)).returning();
      expect(removed.length).toBeGreaterThan(0);
      try {
        expect((await off.call('/api/member/list', {}, { token })).status).toBe(403);
      } finally {
        await db.insert(roleMenus).values(removed);
      }
      expect((await off.call('/api/member/list', {}, { token })).status).toBe(200);
    } finally {
      await off.close();
    }
  });

  it('stores only a hash of the token', async () => {
    const token = await s.login('orgdept1');
    const rows = await s.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const all = await s.database.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(all.some((r) => r.h === token)).toBe(false);
  });

  it('rotates the token on refresh: the old one stops working, the new one works', async () => {
    const old = await s.login('orgdept1');
    const r = await s.call('/api/auth/refreshToken', {}, { token: old });
    expect(r.status).toBe(200);
    const fresh = r.envelope.data.token;
    expect(fresh).not.toBe(old);
    expect((await s.call('/api/auth/getUserInfo', {}, { token: old })).status).toBe(401);
    expect((await s.call('/api/auth/getUserInfo', {}, { token: fresh })).status).toBe(200);
  });

  it('revokes the token on logout, and logging out again is harmless', async () => {
    const token = await s.login('orgdept1');
    expect((await s.call('/logout', {}, { token })).status).toBe(200);
    expect((await s.call('/api/auth/getUserInfo', {}, { token })).status).toBe(401);
    expect((await s.call('/logout', {}, { token })).status).toBe(200);
  });

  it('expires a token idle for 30 minutes and one past its absolute end', async () => {
    const idle = await s.login('orgdept1');
    await s.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.tokenHash, hashToken(idle)));
    expect((await s.call('/api/auth/getUserInfo', {}, { token: idle })).status).toBe(401);
    const old = await s.login('orgdept1');
    await s.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(old)));
    expect((await s.call('/api/auth/getUserInfo', {}, { token: old })).status).toBe(401);
  });

  it('switches role with a new token bound to the role, and refuses a role the user does not hold', async () => {
    const token = await s.login('secretary1');
    const r = await s.call('/api/auth/switchRole', { role: '1' }, { token });
    expect(r.status).toBe(200);
    const memberToken = r.envelope.data.token;
    expect(memberToken).not.toBe('1-token');
    const info = await s.call('/api/auth/getUserInfo', {}, { token: memberToken });
    expect(info.envelope.data.roles).toEqual(['1']);
    expect((await s.call('/api/auth/getUserInfo', {}, { token })).status).toBe(401);
    const denied = await s.call('/api/auth/switchRole', { role: 'admin' }, { token: memberToken });
    expect(denied.status).toBe(400);
  });
});

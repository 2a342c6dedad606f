import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, orgs } from '../../server/db/schema/index';
import { roleMenuPaths } from '../../server/lib/menu-access';
import { resolveSession } from '../../server/modules/auth/session-store';
import type { SessionUser } from '../../server/lib/session-user';
import { startTestServer, type TestServer } from '../api/support/test-app';
import { createMember, createSample, EDITABLE_TEXT, SAVED_ENTITIES, writerOf } from '../api/support/fixtures';
import { AREA_SAMPLES } from '../api/support/samples/index';
import { mintToken, SEEDED_ACCOUNTS } from './support/sessions';

type Relation = 'own' | 'child' | 'sibling' | 'parent';
interface Org {
  id: number;
  parentId: number | null;
  path: string;
}

/**
 * Every call of the route table as every seeded role, and every entity's records in the role's own,
 * a child, a sibling and the parent organisation: what each may read and change follows from the
 * call's access rule, the role's menu and privileges, and the organisation tree, nothing else.
 */
describe('authorisation from the route table', () => {
  let s: TestServer;
  let admin: string;
  let tree: Org[];
  let isolated: number;
  const users = new Map<string, { token: string; user: SessionUser; menu: Set<string> }>();

  beforeAll(async () => {
    s = await startTestServer();
    admin = await mintToken(s, 'admin');
    // A branch nobody but the group sees: where test transfers are sent, so that no receiving side blurs the picture.
    const root = (await s.database.db.select().from(orgs).where(eq(orgs.level, 1)))[0];
    const made = await s.call('/api/org/save', { name: '隔离支部', code: 'ISOLATED', type: '3', parentId: root.id }, { token: admin });
    isolated = made.envelope.data.id;
    tree = await s.database.db.select({ id: orgs.id, parentId: orgs.parentId, path: orgs.path }).from(orgs);
    for (const account of SEEDED_ACCOUNTS) {
      const token = await mintToken(s, account);
      const user = (await resolveSession(s.database.db, s.config, token))!;
      users.set(account, { token, user, menu: await roleMenuPaths(s.database.db, user.roleId) });
    }
  });
  afterAll(async () => s?.close());

  it('gives every call the answer its access rule says, for every role and without a token', async () => {
    const problems: string[] = [];
    for (const call of s.app.callTable) {
      if (call.url === '/logout' || call.url.endsWith('refreshToken') || call.url.endsWith('switchRole')) continue; // they end the token under test
      const roles: [string, { user: SessionUser; menu: Set<string> } | null][] = [...users.entries(), ['anonymous', null]];
      for (const [account, entry] of roles) {
        const user = entry?.user ?? null;
        const menu = entry?.menu;
        const token = account === 'anonymous' ? undefined : await mintToken(s, account);
        const r = await s.call(call.url, {}, { token, method: call.method });
        const a = call.access;
        let allowed: boolean;
        if (a.kind === 'public') allowed = true;
        else if (!user) allowed = false;
        else if (a.kind === 'session') allowed = true;
        else if (a.kind === 'privilege') allowed = user.privileges.has(a.privilege);
        else allowed = menu!.has(a.path) && (!a.privilege || user.privileges.has(a.privilege));
        const refused = r.status === 401 || r.status === 403;
        const expectRefusal = !allowed;
        if (!user && a.kind !== 'public' && r.status !== 401) problems.push(`${call.url} anonymous: ${r.status}, expected 401`);
        else if (expectRefusal !== refused && !(allowed && a.kind === 'session' && r.status === 403)) {
          problems.push(`${call.url} as ${account}: ${r.status} ${r.envelope.error_msg}, expected ${allowed ? 'allowed' : 'refused'}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("lets each role read and change exactly the records of its own subtree that its menu and privileges cover", async () => {
    const problems: string[] = [];
    const relatives = (orgId: number): Partial<Record<Relation, number>> => {
      const me = tree.find((o) => o.id === orgId)!;
      const child = tree.find((o) => o.parentId === orgId && o.id !== isolated);
      const sibling = tree.find((o) => o.parentId === me.parentId && o.id !== orgId && me.parentId !== null && o.id !== isolated);
      return { own: orgId, child: child?.id, sibling: sibling?.id, parent: me.parentId ?? undefined };
    };
    for (const [account, { token, user, menu }] of users) {
      for (const [relation, orgId] of Object.entries(relatives(user.orgId)) as [Relation, number | undefined][]) {
        if (!orgId) continue;
        const target = tree.find((o) => o.id === orgId)!;
        const inScope = user.scopePaths.some((p) => target.path.startsWith(p));
        const parent = tree.find((o) => o.id === target.parentId)?.id ?? orgId;
        const member = await createMember(s, admin, orgId, `矩阵${account}${relation}`);
        for (const def of SAVED_ENTITIES) {
          const visibility = AREA_SAMPLES[def.name]?.visibility;
          if (visibility === 'distributed') continue;
          // Each entity is written by the account whose duty it is (separation of duties).
          const writerName = writerOf(def.name);
          const writer = writerName === 'admin' ? admin : users.get(writerName)!.token;
          const record =
            def.name === 'org'
              ? (await s.call('/api/org/get', { id: orgId }, { token: admin })).envelope.data
              : (await createSample(s, writer, def.name, { orgId, parentId: parent, memberId: member.id, otherOrgId: isolated })).envelope.data;
          if (!record?.id) {
            problems.push(`setup ${def.name} in ${relation} of ${account}`);
            continue;
          }
          // The record's owner is what the server made it (a task belongs to its issuer, whatever was asked).
          const owner = typeof record.orgId === 'number' ? tree.find((o) => o.id === record.orgId) : undefined;
          const ownerInScope = owner ? user.scopePaths.some((p) => owner.path.startsWith(p)) : inScope;
          const mayRead = menu.has(def.routes.list) && (visibility === 'personal' ? account === writerName : ownerInScope);
          const got = await s.call(`/api/${def.name}/get`, { id: record.id }, { token });
          if ((got.status === 200) !== mayRead) problems.push(`${account} get ${def.name} in ${relation}: ${got.status}`);
          const listed = await s.call(`/api/${def.name}/list`, { pageSize: 200, sort: { field: 'id', order: 'desc' } }, { token });
          const seen = listed.status === 200 && listed.envelope.data.records.some((x: { id: number }) => x.id === record.id);
          if (seen !== mayRead) problems.push(`${account} list ${def.name} in ${relation}: ${seen ? 'seen' : 'not seen'}`);
          // An append-only register is added to, never changed.
          const mayWrite = mayRead && user.privileges.has(def.privileges.write) && !def.appendOnly;
          const saved = await s.call(`/api/${def.name}/save`, { ...record, [EDITABLE_TEXT[def.name]]: `改${account}` }, { token });
          if ((saved.status === 200) !== mayWrite) problems.push(`${account} save ${def.name} in ${relation}: ${saved.status} ${saved.envelope.error_msg}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('never lets an account act for another: a token only ever speaks for its own account', async () => {
    const [sec2] = await s.database.db.select().from(accounts).where(eq(accounts.account, 'secretary2'));
    const sec1 = users.get('secretary1')!;
    const r = await s.call('/api/oauthUser/updatePwd', { accountId: sec2.id, newPwd: s.rsaEncrypt('Hijack#2026') }, { token: sec1.token });
    expect(r.status).toBe(403);
  });
});

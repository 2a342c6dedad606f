import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, orgs } from '../../server/db/schema/index';
import { roleMenuPaths } from '../../server/lib/menu-access';
import { resolveSession } from '../../server/modules/auth/session-store';
import type { SessionUser } from '../../server/lib/session-user';
import { startTestServer, type TestServer } from '../api/support/test-app';
import { createMember, createSample, EDITABLE_TEXT, SAVED_ENTITIES, writerOf } from '../api/support/fixtures';
import { AREA_SAMPLES } from '../api/support/samples/index';
import { accountRolePairs, mintToken, SEEDED_ACCOUNTS } from './support/sessions';
import { recordInjects, refused, SentCalls, type CoverageRule } from './support/call-coverage';
import type { Access } from '../../server/lib/call';
import { reachesValue, reachOf } from '../../src/contract/resource/entity-access';

type Relation = 'own' | 'child' | 'sibling' | 'parent';
interface Org {
  id: number;
  parentId: number | null;
  path: string;
}
interface Persona {
  name: string;
  account: string;
  role: string;
  user: SessionUser;
  menu: Set<string>;
}

/** What a call's access rule says of a persona (null: no token). */
function mayUse(a: Access, p: Persona | null): boolean {
  if (a.kind === 'public') return true;
  if (!p) return false;
  if (a.kind === 'session') return true;
  if (a.kind === 'privilege') return p.user.privileges.has(a.privilege);
  const opened = a.kind === 'entity' ? a.menus.some((m) => p.menu.has(m)) : p.menu.has(a.path);
  return opened && (!a.privilege || p.user.privileges.has(a.privilege));
}

/** Calls the matrix need not prove refused. */
const AUTHORISATION_RULES: CoverageRule[] = [
  {
    name: 'public calls',
    reason: 'open to everyone, with or without a token: there is nobody to refuse (they are still sent by every role)',
    applies: (c) => c.access.kind === 'public',
  },
];

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
  /** The first role of each seeded account, who try every call; the other roles of the seed, drawn on where those are all on one side. */
  const personas: Persona[] = [];
  const others: Persona[] = [];
  const sent = new SentCalls();

  beforeAll(async () => {
    s = await startTestServer();
    admin = await mintToken(s, 'admin');
    // A branch nobody but the group sees: where test transfers are sent, so that no receiving side blurs the picture.
    const root = (await s.database.db.select().from(orgs).where(eq(orgs.level, 1)))[0];
    const made = await s.call(
      '/api/org/save',
      { name: '隔离支部', code: 'ISOLATED', type: '3', parentId: root.id },
      { token: admin },
    );
    isolated = made.envelope.data.id;
    tree = await s.database.db.select({ id: orgs.id, parentId: orgs.parentId, path: orgs.path }).from(orgs);
    for (const account of SEEDED_ACCOUNTS) {
      const token = await mintToken(s, account);
      const user = (await resolveSession(s.database.db, s.config, token))!;
      users.set(account, { token, user, menu: await roleMenuPaths(s.database.db, user.roleId) });
      personas.push({ name: account, account, role: user.roleValue, user, menu: users.get(account)!.menu });
    }
    for (const { account, role } of await accountRolePairs(s)) {
      if (personas.some((p) => p.account === account && p.role === role)) continue;
      const user = (await resolveSession(s.database.db, s.config, await mintToken(s, account, role)))!;
      others.push({
        name: `${account}/${role}`,
        account,
        role,
        user,
        menu: await roleMenuPaths(s.database.db, user.roleId),
      });
    }
    recordInjects(s.app, sent);
  });
  afterAll(async () => s?.close());

  it('gives every call the answer its access rule says, for every role and without a token', async () => {
    const problems: string[] = [];
    for (const call of s.app.callTable) {
      const a = call.access;
      const holders = personas.filter((p) => mayUse(a, p)).length;
      // A screen or privilege that every first role holds, or none does: a role of the seed on the other side tries it too.
      const guarded = a.kind === 'privilege' || a.kind === 'menu' || a.kind === 'entity';
      const otherSide =
        guarded && (holders === 0 || holders === personas.length)
          ? others.find((p) => mayUse(a, p) === (holders === 0))
          : undefined;
      for (const persona of [...personas, ...(otherSide ? [otherSide] : []), null]) {
        const name = persona?.name ?? 'anonymous';
        // A fresh token for every request: some calls (logout, refresh, role switch) end the one they get.
        const token = persona ? await mintToken(s, persona.account, persona.role) : undefined;
        if (token) sent.name(token, name);
        const r = await s.call(call.url, {}, { token, method: call.method });
        const allowed = mayUse(a, persona);
        const refusedNow = r.status === 401 || r.status === 403;
        if (!persona && a.kind !== 'public' && r.status !== 401)
          problems.push(`${call.url} anonymous: ${r.status}, expected 401`);
        else if (!allowed !== refusedNow && !(allowed && a.kind === 'session' && r.status === 403)) {
          problems.push(
            `${call.url} as ${name}: ${r.status} ${r.envelope.error_msg}, expected ${allowed ? 'allowed' : 'refused'}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('lets each role read and change exactly the records of its own subtree that its menu and privileges cover', async () => {
    const problems: string[] = [];
    const relatives = (orgId: number): Partial<Record<Relation, number>> => {
      const me = tree.find((o) => o.id === orgId)!;
      const child = tree.find((o) => o.parentId === orgId && o.id !== isolated);
      const sibling = tree.find(
        (o) => o.parentId === me.parentId && o.id !== orgId && me.parentId !== null && o.id !== isolated,
      );
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
              : (
                  await createSample(s, writer, def.name, {
                    orgId,
                    parentId: parent,
                    memberId: member.id,
                    otherOrgId: isolated,
                  })
                ).envelope.data;
          if (!record?.id) {
            problems.push(`setup ${def.name} in ${relation} of ${account}`);
            continue;
          }
          // The record's owner is what the server made it (a task belongs to its issuer, whatever was asked).
          const owner = typeof record.orgId === 'number' ? tree.find((o) => o.id === record.orgId) : undefined;
          const ownerInScope = owner ? user.scopePaths.some((p) => owner.path.startsWith(p)) : inScope;
          const mayRead =
            reachesValue(reachOf(def, menu), record[def.access.byValue?.field ?? '']) &&
            (visibility === 'personal' ? account === writerName : ownerInScope);
          const got = await s.call(`/api/${def.name}/get`, { id: record.id }, { token });
          if ((got.status === 200) !== mayRead)
            problems.push(`${account} get ${def.name} in ${relation}: ${got.status}`);
          const listed = await s.call(
            `/api/${def.name}/list`,
            { pageSize: 200, sort: { field: 'id', order: 'desc' } },
            { token },
          );
          const seen =
            listed.status === 200 && listed.envelope.data.records.some((x: { id: number }) => x.id === record.id);
          if (seen !== mayRead)
            problems.push(`${account} list ${def.name} in ${relation}: ${seen ? 'seen' : 'not seen'}`);
          // An append-only register is added to, never changed.
          const mayWrite = mayRead && user.privileges.has(def.privileges.write) && !def.appendOnly;
          const saved = await s.call(
            `/api/${def.name}/save`,
            { ...record, [EDITABLE_TEXT[def.name]]: `改${account}` },
            { token },
          );
          if ((saved.status === 200) !== mayWrite)
            problems.push(`${account} save ${def.name} in ${relation}: ${saved.status} ${saved.envelope.error_msg}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('never lets an account act for another: a token only ever speaks for its own account', async () => {
    const [sec2] = await s.database.db.select().from(accounts).where(eq(accounts.account, 'secretary2'));
    const sec1 = users.get('secretary1')!;
    const r = await s.call(
      '/api/oauthUser/updatePwd',
      { accountId: sec2.id, newPwd: s.rsaEncrypt('Hijack#2026') },
      { token: sec1.token },
    );
    expect(r.status).toBe(403);
  });

  it('tried every call of the route table as an account that may use it and as one that may not', () => {
    // The requests of the matrix's own tokens (the record checks above speak for their accounts' scope, not for the rule).
    const escaped = sent.escaped(
      s.app.callTable,
      (call, attempts) => {
        const mine = attempts.filter((t) => t.as !== undefined);
        const signedIn = mine.filter((t) => t.as !== 'anonymous');
        const missing: string[] = [];
        if (!signedIn.some((t) => !refused(t))) missing.push('no account that may use it was let through');
        if (
          call.access.kind === 'session'
            ? !mine.some((t) => t.as === 'anonymous' && t.status === 401)
            : !signedIn.some((t) => t.status === 403)
        ) {
          missing.push(
            call.access.kind === 'session'
              ? 'no request without a token was refused'
              : 'no account that may not use it was refused',
          );
        }
        return missing.length ? missing.join('; ') : null;
      },
      AUTHORISATION_RULES,
    );
    expect(escaped, 'calls that escaped the authorisation matrix').toEqual([]);
  });
});

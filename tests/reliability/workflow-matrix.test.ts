import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES, ENTITY_BY_NAME, type EntityDef, type WorkflowMove } from '../../src/contract/resource/index';
import { orgs } from '../../server/db/schema/index';
import { roleMenuPaths } from '../../server/lib/menu-access';
import type { SessionUser } from '../../server/lib/session-user';
import { resolveSession } from '../../server/modules/auth/session-store';
import { startTestServer, type TestServer } from '../api/support/test-app';
import { createMember, sampleRecord, seededOrgs, type Orgs } from '../api/support/fixtures';
import { mintToken } from './support/sessions';

interface Persona {
  name: string;
  token: string;
  user: SessionUser;
  menu: Set<string>;
}

const REFUSED = [401, 403, 404];

/**
 * Every workflow move and every distribution of the route table, made by the owner's own staff, a
 * sibling branch, the level above and the issuing side: who may make a move follows from its `by`
 * rule, the role's privileges and menu and the organisation tree, and from nothing else. Entities are
 * read from the definitions, so that a new entity with a workflow is covered without being listed.
 */
describe('workflow and distribution moves from the definitions', () => {
  let s: TestServer;
  let o: Orgs;
  let paths: Map<number, string>;
  const personas: Persona[] = [];
  let admin: string;

  beforeAll(async () => {
    s = await startTestServer();
    admin = await mintToken(s, 'admin');
    o = await seededOrgs(s, admin);
    paths = new Map((await s.database.db.select({ id: orgs.id, path: orgs.path }).from(orgs)).map((r) => [r.id, r.path]));
    for (const name of ['secretary1', 'secretary2', 'company1', 'orgdept1']) {
      const token = await mintToken(s, name);
      const user = (await resolveSession(s.database.db, s.config, token))!;
      personas.push({ name, token, user, menu: await roleMenuPaths(s.database.db, user.roleId) });
    }
  });
  afterAll(async () => s?.close());

  const roots = (u: SessionUser) => u.scopePaths.map((p) => Number(p.split('/').filter(Boolean).pop()));
  const sees = (u: SessionUser, orgId: number | null | undefined) => typeof orgId === 'number' && u.scopeOrgIds.includes(orgId);

  /** What the rule of a move says of a persona, computed from the tree, not from the server's code. */
  function expected(def: EntityDef, move: WorkflowMove, p: Persona, row: Record<string, unknown>, issuerOrg: number | null): boolean {
    if (!p.menu.has(def.routes.list) || !p.user.privileges.has(move.privilege ?? def.privileges.write)) return false;
    const owner = row[def.owner[0]] as number;
    // A record the persona cannot read at all is answered as missing, whatever the move.
    const readable = def.owner.some((f) => sees(p.user, row[f] as number));
    if (!readable) return false;
    switch (move.by) {
      case 'owner':
        return sees(p.user, owner);
      case 'above':
        return sees(p.user, owner) && !roots(p.user).includes(owner);
      case 'receiver': {
        const receiver = def.owner[1] ? (row[def.owner[1]] as number | null) : null;
        return receiver ? sees(p.user, receiver) : sees(p.user, owner);
      }
      case 'issuer':
        return sees(p.user, issuerOrg) && !roots(p.user).includes(owner);
      case 'self':
        return roots(p.user).includes(owner);
    }
  }

  /** Walks every state a record can reach, trying each move from each state as every persona. */
  async function walk(def: EntityDef, id: number, issuerOrg: number | null, problems: string[]) {
    const wf = def.workflow!;
    const seen = new Set<string>();
    for (let step = 0; step < 8; step++) {
      const row = (await s.call(`/api/${def.name}/get`, { id }, { token: admin })).envelope.data as Record<string, unknown>;
      const state = String(row[wf.field]);
      if (seen.has(state)) return;
      seen.add(state);
      const moves = wf.moves.filter((m) => m.from.includes(state));
      let advanced = false;
      for (const move of moves) {
        for (const p of personas) {
          const want = expected(def, move, p, row, issuerOrg);
          // Refusals leave the record as it was; an allowed move is made only once, by the first allowed persona.
          if (want && advanced) continue;
          const r = await s.call(`/api/${def.name}/transition`, { id, version: row.version, action: move.action, opinion: '矩阵意见' }, { token: p.token });
          const refused = REFUSED.includes(r.status);
          if (refused === want) problems.push(`${def.name} ${state} --${move.action}(${move.by})--> as ${p.name}: ${r.status} ${r.envelope.error_msg}`);
          if (r.status === 200) {
            advanced = true;
            break;
          }
        }
        if (advanced) break;
      }
      if (!advanced) return;
    }
  }

  it('lets exactly the side each move belongs to make it', async () => {
    const problems: string[] = [];
    const member = await createMember(s, admin, o.branchA, '流程矩阵党员');
    const ctx = { orgId: o.branchA, parentId: o.fleet, memberId: member.id, otherOrgId: o.otherCompanyBranch };
    const receipts = new Set(ENTITIES.map((d) => d.distribution?.receipt).filter(Boolean));
    for (const def of ENTITIES.filter((d) => d.workflow && !receipts.has(d.name))) {
      const made = await s.call(`/api/${def.name}/save`, sampleRecord(def.name, ctx), { token: admin });
      if (made.status !== 200) {
        problems.push(`${def.name}: sample not saved: ${made.envelope.error_msg}`);
        continue;
      }
      await walk(def, made.envelope.data.id, null, problems);
    }
    expect(problems).toEqual([]);
  });

  it('sends a distribution to its targets only: a target sees its own receipt, a sibling none, the issuer all', async () => {
    const problems: string[] = [];
    const company = personas.find((p) => p.name === 'company1')!;
    for (const def of ENTITIES.filter((d) => d.distribution)) {
      const dist = def.distribution!;
      const receipt = ENTITY_BY_NAME[dist.receipt];
      const member = await createMember(s, admin, o.branchA, '下发矩阵党员');
      const sample = sampleRecord(def.name, { orgId: o.branchA, parentId: o.fleet, memberId: member.id, otherOrgId: o.branchB });
      // Issued by the company committee to one of its branches.
      const [companyOrg] = await s.database.db.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, company.user.orgId));
      const made = await s.call(`/api/${def.name}/save`, { ...sample, [def.owner[0]]: companyOrg.id, [dist.targetOrgs]: [o.branchA] }, { token: company.token });
      if (made.status !== 200) {
        problems.push(`${def.name}: sample not saved: ${made.envelope.error_msg}`);
        continue;
      }
      const sec2 = personas.find((p) => p.name === 'secretary2')!;
      const refusedIssue = await s.call(`/api/${def.name}/issue`, { id: made.envelope.data.id, version: made.envelope.data.version }, { token: sec2.token });
      if (!REFUSED.includes(refusedIssue.status)) problems.push(`${def.name}: a sibling issued it (${refusedIssue.status})`);
      const issued = await s.call(`/api/${def.name}/issue`, { id: made.envelope.data.id, version: made.envelope.data.version }, { token: company.token });
      if (issued.status !== 200) {
        problems.push(`${def.name}: not issued: ${issued.envelope.error_msg}`);
        continue;
      }
      const again = await s.call(`/api/${def.name}/issue`, { id: issued.envelope.data.id, version: issued.envelope.data.version }, { token: company.token });
      if (again.status !== 400) problems.push(`${def.name}: issued twice (${again.status})`);
      const filters = { [dist.receiptParent]: made.envelope.data.id };
      for (const p of personas) {
        const list = await s.call(`/api/${receipt.name}/list`, { pageSize: 50, filters }, { token: p.token });
        const seen = list.status === 200 ? (list.envelope.data.records as Record<string, unknown>[]) : [];
        const shouldSee = p.menu.has(receipt.routes.list) && sees(p.user, o.branchA);
        if ((seen.length === 1) !== shouldSee) problems.push(`${def.name}: ${p.name} sees ${seen.length} receipts (${list.status})`);
        for (const r of seen) if (!sees(p.user, r[receipt.owner[0]] as number)) problems.push(`${def.name}: ${p.name} sees a receipt outside its scope`);
      }
      const [receiptRow] = (await s.call(`/api/${receipt.name}/list`, { pageSize: 5, filters }, { token: admin })).envelope.data.records as { id: number }[];
      if (receipt.workflow && receiptRow) await walk(receipt, receiptRow.id, companyOrg.id, problems);
      void paths;
    }
    expect(problems).toEqual([]);
  });
});

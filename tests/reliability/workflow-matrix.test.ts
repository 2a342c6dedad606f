import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENTITIES,
  ENTITY_BY_NAME,
  entityMenus,
  reachesValue,
  reachOf,
  type EntityDef,
  type WorkflowMove,
} from '../../src/contract/resource/index';
import { roleMenuPaths } from '../../server/lib/menu-access';
import type { SessionUser } from '../../server/lib/session-user';
import { resolveSession } from '../../server/modules/auth/session-store';
import { startTestServer, type TestServer } from '../api/support/test-app';
import {
  createMember,
  createMovableSample,
  moveNeeds,
  sampleRecord,
  seededOrgs,
  type Orgs,
} from '../api/support/fixtures';
import { mintToken } from './support/sessions';
import { recordInjects, SentCalls } from './support/call-coverage';

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
 * The sides: secretary1 keeps the owning branch (and is the target of distributions), secretary2 a
 * sibling branch, company1 the company committee above both (the issuer of distributions) and
 * orgdept1 the group above all.
 */
describe('workflow and distribution moves from the definitions', () => {
  let s: TestServer;
  let o: Orgs;
  const personas: Persona[] = [];
  let admin: string;
  const sent = new SentCalls();

  beforeAll(async () => {
    s = await startTestServer();
    admin = await mintToken(s, 'admin');
    o = await seededOrgs(s, admin);
    for (const name of ['secretary1', 'secretary2', 'company1', 'orgdept1']) {
      const token = await mintToken(s, name);
      const user = (await resolveSession(s.database.db, s.config, token))!;
      personas.push({ name, token, user, menu: await roleMenuPaths(s.database.db, user.roleId) });
      sent.name(token, name);
    }
    recordInjects(s.app, sent);
  });
  afterAll(async () => s?.close());

  const roots = (u: SessionUser) => u.scopePaths.map((p) => Number(p.split('/').filter(Boolean).pop()));
  const sees = (u: SessionUser, orgId: number | null | undefined) =>
    typeof orgId === 'number' && u.scopeOrgIds.includes(orgId);

  /** What the rule of a move says of a persona, computed from the tree, not from the server's code. */
  function expected(
    def: EntityDef,
    move: WorkflowMove,
    p: Persona,
    row: Record<string, unknown>,
    issuerOrg: number | null,
  ): boolean {
    if (
      !reachesValue(reachOf(def, p.menu), row[def.access.byValue?.field ?? '']) ||
      !p.user.privileges.has(move.privilege ?? def.privileges.write)
    )
      return false;
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

  /** Whether a persona may send a draft: its screen and write privilege, and the draft's owner in its scope. */
  const mayIssue = (def: EntityDef, p: Persona, row: Record<string, unknown>) =>
    reachesValue(reachOf(def, p.menu), row[def.access.byValue?.field ?? '']) &&
    p.user.privileges.has(def.privileges.write) &&
    sees(p.user, row[def.owner[0]] as number);

  /**
   * Walks every state a record can reach. At each state every side a move does not belong to tries it
   * first and must be refused (a refusal changes nothing); then one side it belongs to makes it, the one
   * that has made this call least, so that over the walk each side takes its turn.
   */
  async function walk(def: EntityDef, id: number, issuerOrg: number | null, problems: string[]) {
    const wf = def.workflow!;
    const url = `/api/${def.name}/transition`;
    const tries = (p: Persona) => sent.attempts({ method: 'POST', url }).filter((a) => a.as === p.name).length;
    const input = moveNeeds(def.name).input;
    const seen = new Set<string>();
    for (let step = 0; step < 8; step++) {
      const row = (await s.call(`/api/${def.name}/get`, { id }, { token: admin })).envelope.data as Record<
        string,
        unknown
      >;
      const state = String(row[wf.field]);
      if (seen.has(state)) return;
      seen.add(state);
      const attempt = (move: WorkflowMove, p: Persona) =>
        s.call(
          url,
          { ...input, id, version: row.version, action: move.action, opinion: '矩阵意见' },
          { token: p.token },
        );
      const fault = (move: WorkflowMove, p: Persona, r: { status: number; envelope: { error_msg: string } }) =>
        `${def.name} ${state} --${move.action}(${move.by})--> as ${p.name}: ${r.status} ${r.envelope.error_msg}`;
      let advanced = false;
      for (const move of wf.moves.filter((m) => m.from.includes(state))) {
        const sides = personas.map((p) => ({ p, want: expected(def, move, p, row, issuerOrg) }));
        for (const { p } of sides.filter((x) => !x.want)) {
          const r = await attempt(move, p);
          if (!REFUSED.includes(r.status)) problems.push(fault(move, p, r));
          if (r.status === 200) advanced = true;
        }
        if (advanced) break;
        const maker = sides
          .filter((x) => x.want)
          .map((x) => x.p)
          .sort((a, b) => tries(a) - tries(b))[0];
        if (!maker) continue;
        const r = await attempt(move, maker);
        // A move its record cannot take yet (400: what it needs is missing) leaves it as it was.
        if (REFUSED.includes(r.status)) problems.push(fault(move, maker, r));
        if (r.status === 200) {
          advanced = true;
          break;
        }
      }
      if (!advanced) return;
    }
  }

  /** The sides that have not yet sent a call. */
  const untried = (url: string) =>
    personas.filter((p) => !sent.attempts({ method: 'POST', url }).some((a) => a.as === p.name));
  /** Each walk lets one side make each move: records are walked until every side has had the call in hand, three at most. */
  const WALKS = 3;

  it('lets exactly the side each move belongs to make it', async () => {
    const problems: string[] = [];
    const receipts = new Set(ENTITIES.map((d) => d.distribution && d.audience?.receipt.entity).filter(Boolean));
    for (const def of ENTITIES.filter((d) => d.workflow && !receipts.has(d.name))) {
      for (let n = 0; n < WALKS && untried(`/api/${def.name}/transition`).length; n++) {
        // A member of its own: a transfer walked before takes its member away.
        const member = await createMember(s, admin, o.branchA, '流程矩阵党员');
        const ctx = { orgId: o.branchA, parentId: o.fleet, memberId: member.id, otherOrgId: o.otherCompanyBranch };
        const made = await createMovableSample(s, admin, def.name, ctx);
        if (made.status !== 200) {
          problems.push(`${def.name}: sample not saved: ${made.envelope.error_msg}`);
          break;
        }
        await walk(def, made.envelope.data.id, null, problems);
      }
    }
    expect(problems).toEqual([]);
  });

  it('sends a distribution to its targets only: a target sees its own receipt, a sibling none, the issuer all', async () => {
    const problems: string[] = [];
    const company = personas.find((p) => p.name === 'company1')!;
    for (const def of ENTITIES.filter((d) => d.distribution)) {
      const receipt = ENTITY_BY_NAME[def.audience!.receipt.entity!];
      const moveCalls = [
        `/api/${def.name}/issue`,
        ...[receipt, def].filter((d) => d.workflow).map((d) => `/api/${d.name}/transition`),
      ];
      for (let n = 0; n < WALKS && moveCalls.some((url) => untried(url).length); n++)
        await distribute(def, receipt, company, problems);
    }
    expect(problems).toEqual([]);
  });

  /** Drafts sent by each side, one issued by the company committee and its receipts followed and walked, then the sent record walked. */
  async function distribute(def: EntityDef, receipt: EntityDef, company: Persona, problems: string[]) {
    const member = await createMember(s, admin, o.branchA, '下发矩阵党员');
    const ctx = { orgId: o.branchA, parentId: o.fleet, memberId: member.id, otherOrgId: o.branchB };
    // Drafts of the company committee to one of its branches.
    const draft = () =>
      s.call(
        `/api/${def.name}/save`,
        { ...sampleRecord(def.name, ctx), [def.owner[0]]: company.user.orgId, [def.audience!.orgs]: [o.branchA] },
        { token: company.token },
      );
    // The target, a sibling and the level above each try to send a draft of their own; the rule says who may.
    for (const p of personas.filter((x) => x !== company)) {
      const other = await draft();
      const row = other.envelope.data as Record<string, unknown>;
      const r = await s.call(`/api/${def.name}/issue`, { id: row.id, version: row.version }, { token: p.token });
      if (REFUSED.includes(r.status) === mayIssue(def, p, row))
        problems.push(`${def.name}: issue as ${p.name}: ${r.status} ${r.envelope.error_msg}`);
    }
    const made = await draft();
    if (made.status !== 200) {
      problems.push(`${def.name}: sample not saved: ${made.envelope.error_msg}`);
      return;
    }
    const issued = await s.call(
      `/api/${def.name}/issue`,
      { id: made.envelope.data.id, version: made.envelope.data.version },
      { token: company.token },
    );
    if (issued.status !== 200) {
      problems.push(`${def.name}: not issued: ${issued.envelope.error_msg}`);
      return;
    }
    const again = await s.call(
      `/api/${def.name}/issue`,
      { id: issued.envelope.data.id, version: issued.envelope.data.version },
      { token: company.token },
    );
    if (again.status !== 400) problems.push(`${def.name}: issued twice (${again.status})`);
    const filters = { [def.audience!.receipt.parent]: made.envelope.data.id };
    for (const p of personas) {
      const list = await s.call(`/api/${receipt.name}/list`, { pageSize: 50, filters }, { token: p.token });
      const seen = list.status === 200 ? (list.envelope.data.records as Record<string, unknown>[]) : [];
      const shouldSee = entityMenus(receipt).some((m) => p.menu.has(m)) && sees(p.user, o.branchA);
      if ((seen.length === 1) !== shouldSee)
        problems.push(`${def.name}: ${p.name} sees ${seen.length} receipts (${list.status})`);
      for (const r of seen)
        if (!sees(p.user, r[receipt.owner[0]] as number))
          problems.push(`${def.name}: ${p.name} sees a receipt outside its scope`);
    }
    const [receiptRow] = (await s.call(`/api/${receipt.name}/list`, { pageSize: 5, filters }, { token: admin }))
      .envelope.data.records as { id: number; version: number }[];
    const record = moveNeeds(receipt.name).record?.(ctx);
    // What the receipt's moves need is the target's to fill in first (a task's progress).
    if (receiptRow && record) {
      const filled = await s.call(
        `/api/${receipt.name}/save`,
        { id: receiptRow.id, version: receiptRow.version, ...record },
        { token: admin },
      );
      if (filled.status !== 200) problems.push(`${receipt.name}: not filled in: ${filled.envelope.error_msg}`);
    }
    if (receipt.workflow && receiptRow) await walk(receipt, receiptRow.id, company.user.orgId, problems);
    // Then the sent record's own moves (a task closed).
    if (def.workflow) await walk(def, made.envelope.data.id, null, problems);
  }

  it('tried every move and distribution of the route table as each side, saw it made and saw it refused', () => {
    const moves = new Set(
      ENTITIES.flatMap((d) => [
        d.workflow ? `/api/${d.name}/transition` : '',
        d.distribution ? `/api/${d.name}/issue` : '',
      ]),
    );
    const escaped = sent.escaped(
      s.app.callTable,
      (_call, attempts) => {
        const missing = personas
          .filter((p) => !attempts.some((a) => a.as === p.name))
          .map((p) => `never tried as ${p.name}`);
        const mine = attempts.filter((a) => personas.some((p) => p.name === a.as));
        if (!mine.some((a) => a.status === 200)) missing.push('never made');
        if (!mine.some((a) => REFUSED.includes(a.status))) missing.push('never refused');
        return missing.length ? missing.join('; ') : null;
      },
      [
        {
          name: 'not a move',
          reason:
            'calls other than the workflow moves and distributions of the definitions: the authorisation matrix tries them',
          applies: (c) => !moves.has(c.url),
        },
      ],
    );
    expect(escaped, 'moves and distributions that escaped the workflow matrix').toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText, encryptText } from '../../src/contract/cipher';
import { ENTITIES as ALL_ENTITIES, entityMenus } from '../../src/contract/resource/index';

/** The entities records can be written to (a log is read-only: its own tests cover it). */
const ENTITIES = ALL_ENTITIES.filter((d) => !d.readOnly);
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import {
  createMember,
  EDITABLE_TEXT,
  sampleRecord,
  seededOrgs,
  writerOf,
  type Orgs,
  createSample,
  SAVED_ENTITIES,
} from './support/fixtures';
import { uploadFile } from './support/multipart';

const PDF = Buffer.from('%PDF-1.4\n% test file\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.skipIf(skipSuite)('who may see and change what', () => {
  let s: TestServer;
  let admin: string;
  let sec1: string;
  let sec2: string;
  let member: string;
  let secadmin: string;
  /** Each entity is written by the account whose duty it is (separation of duties). */
  const writer = (entity: string) => (writerOf(entity) === 'secadmin' ? secadmin : admin);
  let orgs: Orgs;
  /** Records of every entity in secretary2's branch and in the parent general branch. */
  const foreign: { entity: string; where: string; id: number; version: number }[] = [];

  beforeAll(async () => {
    s = await startTestServer();
    [admin, sec1, sec2, member, secadmin] = await Promise.all(
      ['admin', 'secretary1', 'secretary2', 'member1', 'secadmin'].map((a) => s.login(a)),
    );
    orgs = await seededOrgs(s, admin);
    const memberB = await createMember(s, admin, orgs.branchB, '二支部党员');
    const memberFleet = await createMember(s, admin, orgs.fleet, '一车队党总支党员');
    for (const [where, orgId, parentId, memberId, otherOrgId] of [
      ['sibling', orgs.branchB, orgs.fleet, memberB.id, orgs.otherCompanyBranch],
      ['parent', orgs.fleet, orgs.root, memberFleet.id, orgs.branchB],
    ] as const) {
      for (const def of SAVED_ENTITIES) {
        const ctx = { orgId, parentId, memberId, otherOrgId };
        const r = await createSample(s, writer(def.name), def.name, ctx);
        if (r.status !== 200) throw new Error(`${def.name}: ${r.envelope.error_msg}`);
        foreign.push({ entity: def.name, where, id: r.envelope.data.id, version: r.envelope.data.version });
      }
    }
    // The parent organisation itself and the sibling branch are organisations secretary1 may not touch.
    foreign.push(
      { entity: 'org', where: 'parent org', id: orgs.fleet, version: 1 },
      { entity: 'org', where: 'sibling org', id: orgs.branchB, version: 1 },
    );
  });
  afterAll(async () => s?.close());
  /** The absolute paths of a token's menu. */
  const menuPaths = async (token: string) => {
    const menu = await s.call('/api/menu/get', {}, { token });
    const paths = new Set<string>();
    const walk = (items: { path: string; children?: unknown[] }[], base: string) => {
      for (const m of items) {
        const p = m.path.startsWith('/') ? m.path : `${base}/${m.path}`;
        paths.add(p);
        walk((m.children ?? []) as never, p);
      }
    };
    walk(menu.envelope.data, '');
    return paths;
  };
  /** Entities whose screens a branch secretary's role does not hold (the system's configuration). */
  const SCREENLESS = new Set<string>();
  beforeAll(async () => {
    const paths = await menuPaths(sec1);
    for (const def of ENTITIES) if (!entityMenus(def).some((m) => paths.has(m))) SCREENLESS.add(def.name);
  });

  it('secretary1 cannot read a record of the sibling branch or the parent by id', async () => {
    for (const f of foreign) {
      const r = await s.call(`/api/${f.entity}/get`, { id: f.id }, { token: sec1 });
      // Outside the scope the record does not exist; a screen the role lacks refuses the call outright.
      expect(SCREENLESS.has(f.entity) ? 403 : 404, `${f.entity} ${f.where}`).toBe(r.status);
    }
  });

  it('secretary1 finds none of them by list, nor by filtering on their organisation', async () => {
    for (const def of ENTITIES) {
      const ids = new Set(foreign.filter((f) => f.entity === def.name).map((f) => f.id));
      const all = await s.call(`/api/${def.name}/list`, { pageSize: 200 }, { token: sec1 });
      if (SCREENLESS.has(def.name)) {
        expect(all.status, def.name).toBe(403);
        continue;
      }
      expect(all.status).toBe(200);
      expect(
        all.envelope.data.records.filter((r: { id: number }) => ids.has(r.id)),
        def.name,
      ).toEqual([]);
      const subtree = def.fields.find((x) => x.filter === 'subtree');
      if (subtree) {
        for (const orgId of [orgs.branchB, orgs.fleet, orgs.root]) {
          const filtered = await s.call(
            `/api/${def.name}/list`,
            { filters: { [subtree.name]: orgId } },
            { token: sec1 },
          );
          const leaked = filtered.envelope.data.records.filter((r: { id: number }) => ids.has(r.id));
          expect(leaked, `${def.name} filtered by ${orgId}`).toEqual([]);
        }
      }
    }
  });

  it('secretary1 cannot change or delete them', async () => {
    for (const f of foreign) {
      const full = (await s.call(`/api/${f.entity}/get`, { id: f.id }, { token: writer(f.entity) })).envelope.data;
      const save = await s.call(
        `/api/${f.entity}/save`,
        { ...full, [EDITABLE_TEXT[f.entity]]: '越权修改' },
        { token: sec1 },
      );
      expect([403, 404], `${f.entity} ${f.where} save`).toContain(save.status);
      const del = await s.call(`/api/${f.entity}/delete`, { id: f.id, version: full.version }, { token: sec1 });
      expect([403, 404], `${f.entity} ${f.where} delete`).toContain(del.status);
    }
    const after = (
      await s.call('/api/member/get', { id: foreign.find((f) => f.entity === 'member')!.id }, { token: admin })
    ).envelope.data;
    expect(after.nativePlace).not.toBe('越权修改');
  });

  it('secretary1 cannot create a record in the sibling branch', async () => {
    const r = await s.call(
      '/api/member/save',
      sampleRecord('member', { orgId: orgs.branchB, parentId: 0, memberId: 0, otherOrgId: 0 }),
      { token: sec1 },
    );
    expect(r.status).toBe(400);
    expect(r.envelope.data.fields.orgId).toMatch(/无权/);
  });

  it('secretary1 exports nothing of theirs', async () => {
    for (const def of ENTITIES) {
      const res = await s.app.inject({
        method: 'POST',
        url: `/api/${def.name}/export`,
        headers: { authorization: sec1 },
        payload: encryptText(JSON.stringify({ filters: {} }), { key: s.config.aesKey, iv: s.config.aesIv }),
      });
      if (SCREENLESS.has(def.name)) {
        expect(res.statusCode, def.name).toBe(403);
        continue;
      }
      expect(res.statusCode).toBe(200);
      const ExcelJS = (await import('exceljs')).default;
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const text = JSON.stringify(wb.worksheets[0].getSheetValues());
      expect(text, def.name).not.toContain('二支部党员');
      expect(text, def.name).not.toContain('三车队党员');
    }
  });

  it("secretary1 cannot download the sibling branch's accessory, secretary2 can", async () => {
    const memberB = foreign.find((f) => f.entity === 'member' && f.where === 'sibling')!;
    const up = await uploadFile(
      s,
      '/api/accessory/upload',
      sec2,
      { name: '入党志愿书.pdf', content: PDF },
      { entity: 'member', recordId: memberB.id },
    );
    expect(up.status, decryptText(up.body, { key: s.config.aesKey, iv: s.config.aesIv })).toBe(200);
    const accessoryId = JSON.parse(decryptText(up.body, { key: s.config.aesKey, iv: s.config.aesIv })).data.id;
    const params = {
      data: encryptText(JSON.stringify({ fileName: 'x.pdf', accessPath: String(accessoryId) }), {
        key: s.config.aesKey,
        iv: s.config.aesIv,
      }),
    };
    const theirs = await s.app.inject({
      method: 'GET',
      url: '/api/accessory/download',
      query: params,
      headers: { authorization: sec2 },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.rawPayload.equals(PDF)).toBe(true);
    const mine = await s.app.inject({
      method: 'GET',
      url: '/api/accessory/download',
      query: params,
      headers: { authorization: sec1 },
    });
    expect(mine.statusCode).toBe(404);
    const del = await s.call('/api/accessory/delete', { id: accessoryId }, { token: sec1 });
    expect(del.status).toBe(404);
  });

  it('an ordinary member cannot read member lists or change anything', async () => {
    const memberMenu = await menuPaths(member);
    for (const def of ENTITIES) {
      if (entityMenus(def).some((m) => memberMenu.has(m))) {
        // A screen the member has (their agenda, their studies): nothing of anyone else's reaches them.
        const mine = await s.call(`/api/${def.name}/list`, { pageSize: 200 }, { token: member });
        expect(mine.status, def.name).toBe(200);
        const ids = new Set(foreign.filter((f) => f.entity === def.name).map((f) => f.id));
        expect(
          mine.envelope.data.records.filter((r: { id: number }) => ids.has(r.id)),
          def.name,
        ).toEqual([]);
        continue;
      }
      expect((await s.call(`/api/${def.name}/list`, {}, { token: member })).status, def.name).toBe(403);
      if (def.readOnly) continue; // a log has no save and no delete at all
      const save = await s.call(
        `/api/${def.name}/save`,
        sampleRecord(def.name, { orgId: orgs.branchA, parentId: orgs.fleet, memberId: 1, otherOrgId: orgs.branchB }),
        { token: member },
      );
      expect(save.status, def.name).toBe(403);
      // An append-only register has no delete call at all.
      expect((await s.call(`/api/${def.name}/delete`, { id: 1, version: 1 }, { token: member })).status, def.name).toBe(
        def.appendOnly ? 404 : 403,
      );
    }
    expect(
      (await s.call('/api/memberTransfer/transition', { id: 1, version: 1, action: 'submit' }, { token: member }))
        .status,
    ).toBe(403);
  });

  it('masks ID numbers and phones for a role that does not manage members, and refuses it writes', async () => {
    // The auditor sees no member at all (separation of duties); a reading role made for the purpose sees them masked.
    const auditor = await s.login('auditor');
    expect((await s.call('/api/member/list', { pageSize: 5 }, { token: auditor })).status).toBe(403);
    const role = await s.call(
      '/api/role/save',
      {
        name: '党员信息查阅',
        value: 'memberReader',
        dataScope: '3',
        menuPaths: ['/memberManagement/memberMaintenance'],
        privileges: [],
      },
      { token: secadmin },
    );
    expect(role.status, role.envelope.error_msg).toBe(200);
    const acc = await s.call(
      '/api/account/save',
      { account: 'reader1', displayName: '查阅员', orgId: orgs.root, roleIds: [role.envelope.data.id] },
      { token: secadmin },
    );
    expect(acc.status, acc.envelope.error_msg).toBe(200);
    expect(
      (
        await s.call(
          '/api/oauthUser/updatePwd',
          { accountId: acc.envelope.data.id, newPwd: s.rsaEncrypt('Reader#2026') },
          { token: secadmin },
        )
      ).status,
    ).toBe(200);
    // A password the security administrator set is changed at the first sign-in.
    const reader = await s.login('reader1', 'Reader#2026', 'Reader#2027');
    const list = await s.call('/api/member/list', { pageSize: 5 }, { token: reader });
    expect(list.status).toBe(200);
    for (const r of list.envelope.data.records) {
      expect(r.idNumber).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
      if (r.phone) expect(r.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    }
    // A role that manages members sees them masked in lists too, and reveals one value on purpose; this one may not.
    const first = list.envelope.data.records[0];
    const managed = await s.call('/api/member/list', { pageSize: 5 }, { token: admin });
    expect(managed.envelope.data.records[0].idNumber).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
    const revealed = await s.call('/api/member/reveal', { id: first.id, field: 'idNumber' }, { token: admin });
    expect(revealed.envelope.data.value).toMatch(/^\d{17}[\dX]$/);
    expect((await s.call('/api/member/reveal', { id: first.id, field: 'idNumber' }, { token: reader })).status).toBe(
      403,
    );
    const save = await s.call('/api/member/save', { ...list.envelope.data.records[0] }, { token: reader });
    expect(save.status).toBe(403);
  });
});

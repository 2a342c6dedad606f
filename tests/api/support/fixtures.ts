import { AREA_SAMPLES, type MoveNeeds } from './samples/index';
import { idCheckChar } from '../../../src/contract/validators';
import type { CallAnswer, TestServer } from './test-app';
import { ENTITIES } from '../../../src/contract/resource/index';

/** Entities the generic loops create through `save`: a log (read-only) is written only by its own calls. */
export const SAVED_ENTITIES = ENTITIES.filter((d) => !d.readOnly);

type Ctx = { orgId: number; parentId: number; memberId: number; otherOrgId: number };

/** A sample with the records it needs made first (an item's programme), ready to save. */
export async function sampleWithNeeds(
  s: TestServer,
  token: string,
  entity: string,
  ctx: Ctx,
): Promise<Record<string, unknown>> {
  const record = sampleRecord(entity, ctx);
  for (const [field, other] of Object.entries(AREA_SAMPLES[entity]?.needs ?? {})) {
    const made = await createSample(s, token, other, ctx);
    if (made.status !== 200) throw new Error(`${other} for ${entity}: ${made.envelope.error_msg}`);
    record[field] = made.envelope.data.id;
  }
  for (const [field, other] of Object.entries(AREA_SAMPLES[entity]?.sent ?? {})) {
    const made = await createSample(s, token, other, ctx);
    if (made.status !== 200) throw new Error(`${other} for ${entity}: ${made.envelope.error_msg}`);
    const { id, version } = made.envelope.data;
    const sent = await s.call(`/api/${other}/issue`, { id, version }, { token });
    if (sent.status !== 200) throw new Error(`${other} issued for ${entity}: ${sent.envelope.error_msg}`);
    record[field] = id;
  }
  return record;
}

/** Saves a new sample of an entity (and what it needs) in the organisation of `ctx`. */
export const createSample = async (s: TestServer, token: string, entity: string, ctx: Ctx): Promise<CallAnswer<any>> =>
  s.call(`/api/${entity}/save`, await sampleWithNeeds(s, token, entity, ctx), { token });

/** What an entity's moves draw on besides the sample (nothing for most). */
export const moveNeeds = (entity: string): MoveNeeds => AREA_SAMPLES[entity]?.moves ?? {};

/** Saves a sample whose every move can be made: what the moves draw on made first, the fields they need on the record. */
export async function createMovableSample(
  s: TestServer,
  token: string,
  entity: string,
  ctx: Ctx,
): Promise<CallAnswer<any>> {
  const needs = moveNeeds(entity);
  for (const other of needs.first ?? []) {
    const made = await createSample(s, token, other, ctx);
    if (made.status !== 200) throw new Error(`${other} for the moves of ${entity}: ${made.envelope.error_msg}`);
  }
  return s.call(
    `/api/${entity}/save`,
    { ...(await sampleWithNeeds(s, token, entity, ctx)), ...needs.record?.(ctx) },
    { token },
  );
}

let serial = 500;
/** A valid ID number nobody in the seed has (the seed's region codes are 410xxx/411302). */
export function freshIdNumber(): string {
  serial++;
  const body = `320102198${serial % 10}0${(serial % 9) + 1}1${serial % 10}${String(serial).padStart(3, '0').slice(-3)}`;
  return body + idCheckChar(body);
}

export interface Orgs {
  root: number;
  fleet: number;
  branchA: number;
  branchB: number;
  otherCompanyBranch: number;
}

/** The organisations the authorisation tests work with, by their seeded names. */
export async function seededOrgs(s: TestServer, adminToken: string): Promise<Orgs> {
  const r = await s.call('/api/orgauth/queryForList', {}, { token: adminToken });
  const byName = (name: string) =>
    (r.envelope as any).datas.find((o: { name: string }) => o.name === name).id as number;
  return {
    root: byName('公交客运集团党委'),
    fleet: byName('一车队党总支'),
    branchA: byName('一车队第一党支部'),
    branchB: byName('一车队第二党支部'),
    otherCompanyBranch: byName('三车队第一党支部'),
  };
}

export async function createMember(
  s: TestServer,
  token: string,
  orgId: number,
  name = '测试党员',
): Promise<{ id: number; version: number }> {
  const r = await s.call(
    '/api/member/save',
    {
      name,
      idNumber: freshIdNumber(),
      orgId,
      memberType: '2',
      joinedOn: '2010-07-01',
      fullOn: '2011-07-01',
      status: '1',
      phone: '13800138000',
    },
    { token },
  );
  if (r.status !== 200) throw new Error(`member save failed: ${r.envelope.error_msg}`);
  return r.envelope.data;
}

/** A valid new record of each entity, owned by `orgId`. */
export function sampleRecord(
  entity: string,
  ctx: { orgId: number; parentId: number; memberId: number; otherOrgId: number },
): Record<string, unknown> {
  switch (entity) {
    case 'org':
      return { name: '测试党支部', code: `T-${Date.now()}-${serial++}`, type: '3', parentId: ctx.parentId };
    case 'orgCommittee':
      return { orgId: ctx.orgId, memberId: ctx.memberId, post: '3', appointedOn: '2024-01-01' };
    case 'orgTerm':
      return { orgId: ctx.orgId, termNo: 3, startOn: '2024-01-01' };
    case 'member':
      return {
        name: '样例党员',
        idNumber: freshIdNumber(),
        orgId: ctx.orgId,
        memberType: '2',
        joinedOn: '2010-07-01',
        fullOn: '2011-07-01',
        status: '1',
      };
    case 'memberDevelopment':
      return { name: '入党申请人', idNumber: freshIdNumber(), orgId: ctx.orgId, stage: '1', appliedOn: '2026-10-01' };
    case 'memberTransfer':
      return { memberId: ctx.memberId, direction: 'out', scope: '1', toOrgId: ctx.otherOrgId, reason: '工作调动' };
    default: {
      const sample = AREA_SAMPLES[entity];
      if (!sample) throw new Error(`no sample for ${entity}: add one in tests/api/support/samples/<area>.ts`);
      return sample.make(ctx, serial++);
    }
  }
}

/** An edit that every entity accepts: a free-text field. */
export const EDITABLE_TEXT: Record<string, string> = {
  ...Object.fromEntries(Object.entries(AREA_SAMPLES).map(([name, s]) => [name, s.editable])),
  org: 'shortName',
  orgCommittee: 'remark',
  orgTerm: 'committee',
  member: 'nativePlace',
  memberDevelopment: 'remark',
  memberTransfer: 'remark',
};

/** The seeded account that writes an entity's records in the loops over every entity. */
export const WRITER: Record<string, string> = Object.fromEntries(
  Object.entries(AREA_SAMPLES).map(([name, s]) => [name, s.by ?? 'admin']),
);
export const writerOf = (entity: string): string => WRITER[entity] ?? 'admin';

import { createMember, seededOrgs, type Orgs } from '../../api/support/fixtures';
import { asTestServer, type Answer, type Caller, type UploadFile } from './callers';

/** Where the scenarios make their records: the seeded organisations, a member of the first branch and the seeded ordinary member. */
export interface ScenarioContext {
  orgs: Orgs;
  sample: { orgId: number; parentId: number; memberId: number; otherOrgId: number };
  member1Id: number;
}

export async function scenarioContext(c: Caller): Promise<ScenarioContext> {
  const admin = await c.token('admin');
  const orgs = await seededOrgs(asTestServer(c), admin);
  const member = await createMember(asTestServer(c), admin, orgs.branchA, '写调用样例党员');
  const member1Id = (await c.call('/api/auth/getUserInfo', {}, { token: await c.token('member1') })).envelope.data
    .partyMemberId as number;
  return {
    orgs,
    sample: { orgId: orgs.branchA, parentId: orgs.fleet, memberId: member.id, otherOrgId: orgs.branchB },
    member1Id,
  };
}

/** One request of a write call, ready to send: what it needs was made first. */
export interface WriteRequest {
  token: string;
  payload?: unknown;
  file?: UploadFile;
  /** What must hold once the answers are in, beyond their statuses (one record, one receipt per target). */
  verify?: (answers: Answer[]) => Promise<string | null>;
}

/**
 * How to make one write call succeed. `race` says what the same request sent twice at once must
 * answer: `one` success and a refusal that explains the lost race (a version, a ballot, a delete),
 * `each` a success (an export, a read receipt), or `some` success and the rest either.
 */
export interface WriteScenario {
  prepare(c: Caller, x: ScenarioContext): Promise<WriteRequest>;
  race: 'one' | 'each' | 'some';
}

export const send = (c: Caller, url: string, r: WriteRequest): Promise<Answer> =>
  r.file ? c.upload(url, r.token, r.file, r.payload) : c.call(url, r.payload, { token: r.token });

/** What the answers of one request sent several times at once must be, by the scenario's race; null when they are. */
export function raceProblem(race: WriteScenario['race'], answers: Answer[]): string | null {
  const statuses = answers.map((a) => a.status);
  const ok = statuses.filter((st) => st === 200).length;
  const lost = statuses.filter((st) => st !== 200);
  const told = answers.map((a) => `${a.status} ${a.status === 200 ? '' : a.envelope?.error_msg}`).join(' / ');
  if (race === 'each' && ok !== answers.length) return told;
  if (race === 'one' && (ok !== 1 || lost.some((st) => ![400, 404, 409].includes(st)))) return told;
  if (race === 'some' && (ok < 1 || lost.some((st) => ![400, 401, 404, 409].includes(st)))) return told;
  return null;
}

/** The data of a successful answer, or an error naming what failed. */
export const ok = (what: string, a: Answer) => {
  if (a.status !== 200) throw new Error(`${what}: ${a.status} ${a.envelope?.error_msg}`);
  return a.envelope.data;
};

let serial = 0;
/** A text no other request of the run sends (a submit token, a title). */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${serial++}`;

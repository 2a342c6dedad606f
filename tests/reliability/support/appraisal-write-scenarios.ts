import { sampleRecord } from '../../api/support/fixtures';
import type { Caller } from './callers';
import { ok, unique, type ScenarioContext, type WriteScenario } from './write-scenarios';

/**
 * The democratic appraisal's own calls: a round of the first branch with member1 and the scenarios' member
 * taking part, opened by the administrator (and for a follow-up, graded, submitted and approved above).
 */
async function openRound(c: Caller, x: ScenarioContext) {
  const token = await c.token('admin');
  const made = ok(
    'appraisal save',
    await c.call(
      '/api/appraisal/save',
      {
        ...sampleRecord('appraisal', x.sample),
        title: unique('民主评议'),
        orgId: x.orgs.branchA,
        memberIds: [x.member1Id, x.sample.memberId],
      },
      { token },
    ),
  );
  return ok(
    'appraisal open',
    await c.call('/api/appraisal/transition', { id: made.id, version: made.version, action: 'open' }, { token }),
  ) as { id: number; version: number };
}

/**
 * A round approved by the group with the scenarios' member graded 不合格 and a follow-up to do: the group, which
 * is above the first branch wherever the crash suite has moved its general branch.
 */
async function approvedRound(c: Caller, x: ScenarioContext) {
  const admin = await c.token('admin');
  const round = await openRound(c, x);
  const sheet = ok(
    'appraisal propose',
    await c.call(
      '/api/appraisal/propose',
      {
        id: round.id,
        version: round.version,
        lines: [
          { memberId: x.member1Id, grade: '2' },
          { memberId: x.sample.memberId, grade: '4', reason: '长期不参加组织生活', followUp: '1' },
        ],
      },
      { token: admin },
    ),
  ) as { version: number };
  const submitted = ok(
    'appraisal submit',
    await c.call(
      '/api/appraisal/transition',
      { id: round.id, version: sheet.version, action: 'submit' },
      { token: admin },
    ),
  ) as { version: number };
  const approved = ok(
    'appraisal approve',
    await c.call(
      '/api/appraisal/transition',
      { id: round.id, version: submitted.version, action: 'approve', opinion: '同意' },
      { token: await c.token('orgdept1') },
    ),
  ) as { version: number };
  return { id: round.id, version: approved.version };
}

export const APPRAISAL_SCENARIOS: Record<string, WriteScenario> = {
  // One ballot per member: the same ballot sent twice at once is counted once, the other told it was cast.
  '/api/my/appraisal/ballot': {
    race: 'one',
    async prepare(c, x) {
      const round = await openRound(c, x);
      return {
        token: await c.token('member1'),
        payload: { appraisalId: round.id, grades: [{ memberId: x.sample.memberId, grade: '2' }] },
      };
    },
  },
  '/api/my/appraisal/assess': {
    race: 'one',
    async prepare(c, x) {
      const round = await openRound(c, x);
      return {
        token: await c.token('member1'),
        payload: { appraisalId: round.id, version: 0, text: '一年来认真学习，安全行车。' },
      };
    },
  },
  '/api/appraisal/propose': {
    race: 'one',
    async prepare(c, x) {
      const round = await openRound(c, x);
      return {
        token: await c.token('admin'),
        payload: { id: round.id, version: round.version, lines: [{ memberId: x.member1Id, grade: '2' }] },
      };
    },
  },
  '/api/appraisal/followUpDone': {
    race: 'one',
    async prepare(c, x) {
      const round = await approvedRound(c, x);
      return {
        token: await c.token('admin'),
        payload: { id: round.id, memberId: x.sample.memberId, version: round.version },
      };
    },
  },
};

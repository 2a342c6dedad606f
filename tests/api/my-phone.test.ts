import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '../../server/lib/sql-rows';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { seededOrgs, type Orgs } from './support/fixtures';

type Rec = Record<string, any>;
const HOUR = 3_600_000;

describe.skipIf(skipSuite)("a member's own screens: check-in by QR code and record corrections", () => {
  let s: TestServer;
  let admin: string;
  let sec1: string;
  let sec2: string;
  let member1: string;
  let orgs: Orgs;
  let me: number;
  let branchA: number[];
  beforeAll(async () => {
    s = await startTestServer(process.env.DEBUG_LOG ? { LOG_LEVEL: 'error' } : {});
    [admin, sec1, sec2, member1] = await Promise.all(
      ['admin', 'secretary1', 'secretary2', 'member1'].map((a) => s.login(a)),
    );
    orgs = await seededOrgs(s, admin);
    me = Number((await s.call('/api/auth/getUserInfo', {}, { token: member1 })).envelope.data.partyMemberId);
    branchA = (
      await s.call('/api/member/list', { pageSize: 200, filters: { orgId: orgs.branchA } }, { token: sec1 })
    ).envelope.data.records.map((r: Rec) => r.id as number);
  });
  afterAll(async () => s?.close());

  /** A meeting of member1's branch planned at a time from now, expecting the people given. */
  async function meetingAt(offsetMs: number, expected: number[]): Promise<Rec> {
    const saved = await s.call(
      '/api/meeting/save',
      {
        orgId: orgs.branchA,
        type: '3',
        topic: `签到测试${offsetMs}`,
        plannedAt: new Date(Date.now() + offsetMs).toISOString(),
        place: '车队会议室',
        expected,
      },
      { token: sec1 },
    );
    expect(saved.status, saved.envelope.error_msg).toBe(200);
    return saved.envelope.data;
  }
  const codeOf = async (id: number, token = sec1, kind = 'meeting') =>
    s.call('/api/checkIn/code', { kind, id }, { token });
  const checkIn = (code: string, token = member1, language?: string) =>
    s.call('/api/checkIn/mark', { code }, { token, language });

  it('marks an expected member present once through the signed code, and refuses the second check-in', async () => {
    const m = await meetingAt(10 * 60_000, [me, branchA.find((id) => id !== me)!]);
    const code = await codeOf(m.id);
    expect(code.status, code.envelope.error_msg).toBe(200);
    expect(code.envelope.data.link).toBe(`/my/checkin?code=${encodeURIComponent(code.envelope.data.code)}`);
    const done = await checkIn(code.envelope.data.code);
    expect(done.status, done.envelope.error_msg).toBe(200);
    expect(done.envelope.data).toMatchObject({ kind: 'meeting', id: m.id });
    const shown = (await s.call('/api/meeting/get', { id: m.id }, { token: sec1 })).envelope.data;
    expect(shown.present).toEqual([me]);
    expect(shown.version).toBe(m.version + 1);
    const selves = await s.call('/api/checkIn/list', { kind: 'meeting', id: m.id }, { token: sec1 });
    expect(selves.envelope.data.records).toEqual([{ memberId: me, at: done.envelope.data.at }]);
    const again = await checkIn(code.envelope.data.code, member1, 'en');
    expect(again.status).toBe(409);
    expect(again.envelope.error_msg).toMatch(/^You already checked in at \d\d:\d\d$/);
    const mine = (await s.call('/api/my/meetings', {}, { token: member1 })).envelope.data.records;
    expect(mine.find((g: Rec) => g.id === m.id && g.kind === 'meeting')).toMatchObject({
      status: 'attended',
      selfCheckIn: true,
    });
  });

  it('refuses a forged code, an expired one, a member not expected and a time outside the window', async () => {
    const m = await meetingAt(5 * 60_000, [me]);
    const { code } = (await codeOf(m.id)).envelope.data;
    const forged = code.replace(/^m\.(\d+)\./, (_: string, id: string) => `m.${Number(id) + 1}.`);
    const refusal = async (c: string, token = member1) => {
      const r = await checkIn(c, token, 'en');
      return { status: r.status, msg: r.envelope.error_msg };
    };
    expect(await refusal(forged)).toEqual({
      status: 400,
      msg: 'This check-in code is not valid: scan the code shown in the room',
    });
    expect((await refusal('not-a-code')).status).toBe(400);
    // A code signed with an expiry already past (the signature is right, the time is gone).
    const other = await meetingAt(-3 * HOUR, [me]);
    const late = (await codeOf(other.id)).envelope.data.code;
    expect(await refusal(late)).toEqual({
      status: 400,
      msg: 'This check-in code has expired: scan the code shown in the room now',
    });
    const early = await meetingAt(5 * HOUR, [me]);
    expect(await refusal((await codeOf(early.id)).envelope.data.code)).toEqual({
      status: 400,
      msg: 'Check-in is open from 60 minutes before to 120 minutes after the start',
    });
    const secretaryMember = branchA.find((id) => id !== me)!;
    const notMine = await meetingAt(0, [secretaryMember]);
    const r = await checkIn((await codeOf(notMine.id)).envelope.data.code, member1, 'zh');
    expect(r.status).toBe(403);
    expect(r.envelope.error_msg).toBe('您不在本次活动的应到党员之中');
    // Nothing was written by the refusals.
    expect((await s.call('/api/meeting/get', { id: m.id }, { token: sec1 })).envelope.data.present).toEqual([]);
  });

  it("gives the code only to staff of the gathering's own organisations", async () => {
    const m = await meetingAt(0, [me]);
    expect((await codeOf(m.id, sec2)).status).toBe(404);
    expect((await codeOf(m.id, member1)).status).toBe(403);
    expect((await s.call('/api/checkIn/list', { kind: 'meeting', id: m.id }, { token: sec2 })).status).toBe(404);
  });

  it('turns a correction request into a to-do of the branch secretary, answered with a note the member reads', async () => {
    const asked = await s.call(
      '/api/my/requestCorrection',
      { field: '工作单位', proposed: '第一客运分公司一车队', reason: '调动后未更新' },
      { token: member1 },
    );
    expect(asked.status, asked.envelope.error_msg).toBe(200);
    const twice = await s.call(
      '/api/my/requestCorrection',
      { field: '工作单位', proposed: '一车队' },
      { token: member1, language: 'en' },
    );
    expect(twice.status).toBe(409);
    expect(twice.envelope.error_msg).toBe('A correction of this item is already awaiting an answer');
    const todos = (await s.call('/api/dashboard/summary', {}, { token: sec1 })).envelope.data.todos;
    expect(todos.find((t: Rec) => t.kind === 'recordCorrection')).toMatchObject({
      path: '/memberManagement/recordCorrection',
      count: expect.any(Number),
    });
    // The sibling branch's secretary neither sees nor answers it.
    expect((await s.call('/api/recordCorrection/get', { id: asked.envelope.data.id }, { token: sec2 })).status).toBe(
      404,
    );
    const rec = (await s.call('/api/recordCorrection/get', { id: asked.envelope.data.id }, { token: sec1 })).envelope
      .data;
    expect(rec).toMatchObject({ memberId: me, state: 'open', field: '工作单位', proposed: '第********队' });
    // What was asked is kept encrypted (it is often a phone or an ID number), found only by its blind index.
    const [stored] = resultRows<{ proposed: string; proposed_bidx: string }>(
      await s.database.db.execute(
        sql`SELECT proposed, proposed_bidx FROM record_corrections WHERE id = ${asked.envelope.data.id}`,
      ),
    );
    expect(stored.proposed).toMatch(/^sm4\$/);
    expect(stored.proposed_bidx).toMatch(/^[0-9a-f]{64}$/);
    // The secretary reads it whole by the logged reveal; the member's own list shows it masked too.
    const revealed = await s.call('/api/recordCorrection/reveal', { id: rec.id, field: 'proposed' }, { token: sec1 });
    expect(revealed.envelope.data).toEqual({ field: 'proposed', value: '第一客运分公司一车队' });
    const [logged] = resultRows<{ record_id: string; after: { revealed: string } }>(
      await s.database.db.execute(
        sql`SELECT record_id, after FROM operation_log WHERE action = 'reveal' ORDER BY id DESC LIMIT 1`,
      ),
    );
    expect(logged).toMatchObject({ record_id: String(rec.id), after: { revealed: 'proposed' } });
    const noNote = await s.call(
      '/api/recordCorrection/transition',
      { id: rec.id, version: rec.version, action: 'answer' },
      { token: sec1 },
    );
    expect(noNote.status).toBe(400);
    const answered = await s.call(
      '/api/recordCorrection/transition',
      { id: rec.id, version: rec.version, action: 'answer', opinion: '已核实，工作单位已更新' },
      { token: sec1 },
    );
    expect(answered.status, answered.envelope.error_msg).toBe(200);
    const overview = (await s.call('/api/my/overview', {}, { token: member1 })).envelope.data;
    expect(overview.answered.find((c: Rec) => c.id === rec.id)).toMatchObject({
      state: 'answered',
      note: '已核实，工作单位已更新',
    });
    const record = (await s.call('/api/my/record', {}, { token: member1 })).envelope.data;
    expect(record.corrections[0]).toMatchObject({ id: rec.id, state: 'answered', proposed: '第********队' });
  });

  it("shows the member's own record with the ID number and phone masked", async () => {
    const { record } = (await s.call('/api/my/record', {}, { token: member1 })).envelope.data;
    expect(record.idNumber).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
    expect(record.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(record.orgName).toBe('一车队第一党支部');
  });

  it('gives member1 the demo of a home: dues, an answered correction and a meeting to check in to today', async () => {
    const overview = (await s.call('/api/my/overview', {}, { token: member1 })).envelope.data;
    expect(overview.profile).toMatchObject({ memberId: me, orgName: '一车队第一党支部' });
    expect(overview.answered.some((c: Rec) => c.field === '手机号码')).toBe(true);
    expect(overview.expected.some((g: Rec) => Date.parse(g.at) - Date.now() < HOUR)).toBe(true);
    const dues = (await s.call('/api/feeIncome/mine', {}, { token: member1 })).envelope.data;
    expect(dues.records.length).toBeGreaterThan(0);
    const mine = (await s.call('/api/my/meetings', {}, { token: member1 })).envelope.data.records as Rec[];
    expect(mine.some((g) => g.status === 'attended')).toBe(true);
    expect(mine.some((g) => g.status === 'missed' && g.makeUp)).toBe(true);
  });
});

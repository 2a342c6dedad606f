import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { seededOrgs } from './support/fixtures';

type Rec = Record<string, any>;

/** 20:00 on 31 December 2026 in New York: 09:00 on 1 January 2027 in Shanghai. */
const NEW_YEARS_EVE_IN_NEW_YORK = '2027-01-01T01:00:00.000Z';

/**
 * The server reckons days, years and times of day in the group's zone (APP_TIME_ZONE), as the SPA shows
 * them: the same instant is on another day, and in another year, for a group in New York than in Shanghai.
 */
describe.skipIf(skipSuite).each([
  { zone: 'America/New_York', day: '2026-12-31', time: '20:00', year: 2026 },
  { zone: 'Asia/Shanghai', day: '2027-01-01', time: '09:00', year: 2027 },
])('the group in $zone', ({ zone, day, time, year }) => {
  let s: TestServer;
  let sec1: string;
  let member1: string;
  let branchA: number;
  let me: number;
  beforeAll(async () => {
    s = await startTestServer({ APP_TIME_ZONE: zone });
    const admin = await s.login('admin');
    [sec1, member1] = await Promise.all(['secretary1', 'member1'].map((a) => s.login(a)));
    branchA = (await seededOrgs(s, admin)).branchA;
    me = Number((await s.call('/api/auth/getUserInfo', {}, { token: member1 })).envelope.data.partyMemberId);
  });
  afterAll(async () => s?.close());

  /** A meeting of member1's branch planned at an instant, member1 expected. */
  async function meetingAt(plannedAt: string, topic: string): Promise<Rec> {
    const saved = await s.call(
      '/api/meeting/save',
      { orgId: branchA, type: '3', topic, plannedAt, place: '车队会议室', expected: [me] },
      { token: sec1 },
    );
    expect(saved.status, saved.envelope.error_msg).toBe(200);
    return saved.envelope.data;
  }

  it('tells a second check-in the time of the first on the group’s clock', async () => {
    const m = await meetingAt(new Date(Date.now() + 10 * 60_000).toISOString(), `时区签到${zone}`);
    const code = (await s.call('/api/checkIn/code', { kind: 'meeting', id: m.id }, { token: sec1 })).envelope.data.code;
    const done = await s.call('/api/checkIn/mark', { code }, { token: member1 });
    expect(done.status, done.envelope.error_msg).toBe(200);
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(done.envelope.data.at));
    const again = await s.call('/api/checkIn/mark', { code }, { token: member1, language: 'en' });
    expect(again.status).toBe(409);
    expect(again.envelope.error_msg).toBe(`You already checked in at ${clock}`);
  });

  it('puts a planned meeting and an agenda entry on the group’s day, at its time', async () => {
    const topic = `跨年夜支部会${zone}`;
    await meetingAt(NEW_YEARS_EVE_IN_NEW_YORK, topic);
    const entry = await s.call(
      '/api/agendaItem/save',
      { title: `跨年夜值班${zone}`, startAt: NEW_YEARS_EVE_IN_NEW_YORK },
      { token: sec1 },
    );
    expect(entry.status, entry.envelope.error_msg).toBe(200);
    const feed = async (from: string, to: string) =>
      (
        (await s.call('/api/calendar/feed', { from, to, kinds: ['meeting', 'agenda'] }, { token: sec1 })).envelope
          .data as Rec[]
      )
        .filter((i) => i.title.endsWith(zone))
        .sort((a, b) => a.kind.localeCompare(b.kind));
    expect(await feed(day, day)).toEqual([
      expect.objectContaining({ kind: 'agenda', title: `跨年夜值班${zone}`, date: day, time }),
      expect.objectContaining({ kind: 'meeting', title: topic, date: day, time }),
    ]);
    // The other side of midnight in the group's zone holds neither.
    const other = day === '2026-12-31' ? '2027-01-01' : '2026-12-31';
    expect(await feed(other, other)).toEqual([]);
  });

  it('counts a member’s gathering in the year of the group’s calendar', async () => {
    const m = await meetingAt(NEW_YEARS_EVE_IN_NEW_YORK, `跨年会议${zone}`);
    const years = async (y: number) =>
      ((await s.call('/api/my/meetings', { year: y }, { token: member1 })).envelope.data.records as Rec[])
        .filter((g) => g.kind === 'meeting' && g.id === m.id)
        .map((g) => g.at);
    expect(await years(year)).toEqual([NEW_YEARS_EVE_IN_NEW_YORK]);
    expect(await years(year === 2026 ? 2027 : 2026)).toEqual([]);
  });
});

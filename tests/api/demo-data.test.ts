import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES, entityMenus } from '../../src/contract/resource/index';
import { SEED_ACCOUNTS } from '../../server/db/seed/access';
import { PEOPLE as LEADER_ACCOUNTS } from '../../server/db/seed/security';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { menuPaths, type MenuEntry } from '../reliability/support/menu-paths';

/**
 * The demo is part of every screen: a newcomer signing in as any demo account finds each list their
 * menu holds filled with records of their own scope. Read from the menus and the entity table, so a
 * new entity is held to it without being named here.
 */
describe.skipIf(skipSuite)('demo data', () => {
  let s: TestServer;
  /** Each demo account's session and the screens its menu holds, signed in once (sign-in is rate limited). */
  const accounts = new Map<string, { token: string; menu: Set<string> }>();
  beforeAll(async () => {
    s = await startTestServer();
    for (const account of [...SEED_ACCOUNTS.map((a) => a.account), ...LEADER_ACCOUNTS.map((a) => a.account)]) {
      const token = await s.login(account);
      accounts.set(account, {
        token,
        menu: new Set(menuPaths((await s.call('/api/menu/get', {}, { token })).envelope.data as MenuEntry[])),
      });
    }
  });
  afterAll(async () => s?.close());

  /** Whether the account's own organisation (or one below it) sent a record of the entity. */
  const sentBy = async (entity: string, orgId: number | undefined, token: string) =>
    (
      (await s.call(`/api/${entity}/list`, { pageCurrent: 1, pageSize: 1, filters: { orgId } }, { token })).envelope
        .data as { total: number }
    ).total > 0;

  it('fills every list in every demo account’s menu', async () => {
    const empty: string[] = [];
    let lists = 0;
    for (const [account, { token, menu }] of accounts) {
      const units = (
        (await s.call('/api/orgauth/queryForList', {}, { token })).envelope as unknown as {
          datas: { id: number; parentId: number | null }[];
        }
      ).datas;
      const own = units.find((u) => !units.some((p) => p.id === u.parentId))?.id;
      for (const def of ENTITIES) {
        if (!entityMenus(def).some((m) => menu.has(m))) continue;
        // A level with no organisation below it has no one to send to: its screen opens on what it received.
        if (def.distribution && units.length <= 1) continue;
        // What only a sender keeps is kept by the levels that sent (their own organisation's records).
        if (def.keptBySender && !(await sentBy(def.keptBySender, own, token))) continue;
        lists++;
        const r = await s.call(`/api/${def.name}/list`, { pageCurrent: 1, pageSize: 1 }, { token });
        expect(r.status, `${account} ${def.name}`).toBe(200);
        if (!(r.envelope.data as { total: number }).total) empty.push(`${account}: ${def.name}`);
      }
    }
    expect(lists).toBeGreaterThan(200);
    expect(empty).toEqual([]);
  });

  it('names each organisation’s work unit, and its secretary as its committee has it', async () => {
    const { token } = accounts.get('admin')!;
    const orgs = (await s.call('/api/org/list', { pageSize: 200 }, { token })).envelope.data.records as {
      id: number;
      name: string;
      secretary: string | null;
      unitName: string | null;
    }[];
    expect(
      orgs.filter((o) => !o.unitName).map((o) => o.name),
      'organisations without their work unit',
    ).toEqual([]);
    const seats = (await s.call('/api/orgCommittee/list', { pageSize: 200, filters: { post: '1' } }, { token }))
      .envelope.data.records as { orgId: number; name: string; leftOn: string | null }[];
    const current = seats.filter((c) => !c.leftOn);
    expect(current.length).toBeGreaterThan(10);
    for (const seat of current)
      expect(orgs.find((o) => o.id === seat.orgId)?.secretary, `secretary of organisation ${seat.orgId}`).toBe(
        seat.name,
      );
  });

  it('shows the month under way with the meetings already reviewed, not a collapse to zero', async () => {
    const { token } = accounts.get('orgdept1')!;
    const now = new Date(Date.now() + 8 * 3_600_000);
    const r = await s.call('/api/analysis/trends', { year: now.getUTCFullYear() }, { token });
    expect(r.status).toBe(200);
    const months = r.envelope.data.months as { month: number; figures: Record<string, number | null> }[];
    const current = months.find((m) => m.month === now.getUTCMonth() + 1)!;
    // Whatever the day, even the first of the month, the branches' meetings of it held so far have been reviewed.
    expect(current.figures.meetings, `day ${now.getUTCDate()} of the month`).toBeGreaterThan(0.5);
  });

  it('fills the screens that answer from a call of their own, for every demo account whose menu holds them', async () => {
    const screens: [screen: string, call: string][] = [['/leaderschedule/ManagerAgendaIndex', '/api/calendar/leaders']];
    const empty: string[] = [];
    for (const [account, { token, menu }] of accounts) {
      for (const [screen, call] of screens) {
        if (!menu.has(screen)) continue;
        const r = await s.call(call, {}, { token });
        expect(r.status, `${account} ${call}`).toBe(200);
        if (!(r.envelope.data as unknown[]).length) empty.push(`${account}: ${screen}`);
      }
    }
    expect(empty).toEqual([]);
  });
});

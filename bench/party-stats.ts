import pg from 'pg';
import { encryptText } from '../src/contract/cipher';
import { withSeededApp } from './seeded-app';
import { BUILD_HISTORY_STATEMENTS } from '../server/db/membership-history-build';
import { percentile } from './stats';

export interface PartyStatsFigures {
  members: number;
  events: number;
  statsP50Ms: number;
  statsP95Ms: number;
  exportP50Ms: number;
  exportP95Ms: number;
}

const MEMBERS = 100_000;

/**
 * 100,000 members over the seeded branches with their history: built from their records as migration 0022
 * builds it, then a year's worth of deaths, departures and moves between branches on top.
 */
export async function loadForBench(db: pg.Client): Promise<number> {
  await db.query(`
    INSERT INTO members (org_id, emp_no, name, id_number, sex, birth_date, ethnicity, education, phone, post, member_type, joined_on, full_on, status)
    SELECT b.id, 'S' || i, (ARRAY['王','李','张','刘','陈','杨','赵','黄'])[1 + i % 8] || (ARRAY['伟','芳','娜','敏','静','强','磊','军','洋'])[1 + i % 9],
           '6' || lpad(i::text, 16, '0') || 'X', CASE WHEN i % 3 = 0 THEN '2' ELSE '1' END,
           date '1950-01-01' + (i % 20000), CASE WHEN i % 15 = 0 THEN '2' ELSE '1' END, (1 + i % 6)::text,
           '139' || lpad((i % 100000000)::text, 8, '0'), (1 + i % 6)::text,
           CASE WHEN i % 8 = 0 THEN '1' ELSE '2' END, date '1975-01-01' + (i % 18000),
           CASE WHEN i % 8 = 0 THEN NULL ELSE date '1976-01-01' + (i % 18000) END, '1'
    FROM generate_series(1, ${MEMBERS}) AS i
    JOIN LATERAL (SELECT id FROM orgs WHERE type IN ('3','4') ORDER BY id OFFSET (i % (SELECT count(*) FROM orgs WHERE type IN ('3','4'))) LIMIT 1) b ON true`);
  for (const statement of BUILD_HISTORY_STATEMENTS) await db.query(statement);
  const year = new Date().getFullYear() - 1;
  // Last year: one in a hundred died, one in two hundred withdrew, one in fifty moved to the next branch.
  await db.query(`
    INSERT INTO membership_events (member_id, member_name, kind, effective_on, org_id, source, state)
    SELECT id, name, CASE WHEN id % 100 = 0 THEN '12' ELSE '11' END, date '${year}-01-01' + (id % 360), org_id, 'built', 'approved'
    FROM members WHERE id % 100 = 0 OR id % 200 = 7`);
  await db.query(`
    INSERT INTO membership_events (member_id, member_name, kind, effective_on, org_id, to_org_id, source, state)
    SELECT m.id, m.name, '6', date '${year}-01-01' + (m.id % 360), m.org_id,
      (SELECT o.id FROM orgs o WHERE o.type IN ('3','4') AND o.id > m.org_id ORDER BY o.id LIMIT 1), 'built', 'approved'
    FROM members m WHERE m.id % 50 = 3
      AND EXISTS (SELECT 1 FROM orgs o WHERE o.type IN ('3','4') AND o.id > m.org_id)`);
  await db.query('VACUUM ANALYZE');
  return Number((await db.query('SELECT count(*) AS n FROM membership_events')).rows[0].n);
}

/** The annual statistics and their workbook for the whole group as of last 31 December, timed at the server. */
export async function runPartyStatsBench(databaseUrl: string, calls = 12): Promise<PartyStatsFigures> {
  return withSeededApp(databaseUrl, loadForBench, async ({ app, config, prepared: events, sessionOf }) => {
    const byUrl = new Map<string, number[]>();
    app.addHook('onResponse', async (req, reply) => {
      byUrl.set(req.url, [...(byUrl.get(req.url) ?? []), reply.elapsedTime]);
    });
    const token = await sessionOf('orgdept1');
    const payload = encryptText(JSON.stringify({}), { key: config.aesKey, iv: config.aesIv });
    for (const path of ['/api/partyStats/get', '/api/partyStats/export'])
      for (let i = 0; i < calls + 2; i++) {
        const res = await app.inject({ method: 'POST', url: path, headers: { authorization: token }, payload });
        if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}`);
      }
    await app.close();
    const stats = (byUrl.get('/api/partyStats/get') ?? []).slice(2);
    const xlsx = (byUrl.get('/api/partyStats/export') ?? []).slice(2);
    return {
      members: MEMBERS,
      events,
      statsP50Ms: percentile(stats, 50),
      statsP95Ms: percentile(stats, 95),
      exportP50Ms: percentile(xlsx, 50),
      exportP95Ms: percentile(xlsx, 95),
    };
  });
}

import pg from 'pg';
import { encryptText } from '../src/contract/cipher';
import { withSeededApp } from './seeded-app';
import { percentile } from './stats';

export interface AnalysisCallFigure {
  call: string;
  p50Ms: number;
  p95Ms: number;
}

export interface MemberListFigures {
  /** The analysis calls for the whole group at the same scale (read cache off). */
  analysis: AnalysisCallFigure[];
  members: number;
  calls: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  plan: string;
  usesIndex: boolean;
}

const MEMBERS = 100_000;

/** 100,000 members with development and transfer records, spread over the seeded branches, in SQL. */
async function load(admin: pg.Client): Promise<void> {
  await admin.query(`
    INSERT INTO members (org_id, emp_no, name, id_number, sex, birth_date, education, phone, post, member_type, joined_on, full_on, status)
    SELECT b.id, 'B' || i, (ARRAY['王','李','张','刘','陈','杨','赵','黄'])[1 + i % 8] || (ARRAY['伟','芳','娜','敏','静','强','磊','军','洋'])[1 + i % 9],
           '7' || lpad(i::text, 16, '0') || 'X', CASE WHEN i % 3 = 0 THEN '2' ELSE '1' END,
           date '1960-01-01' + (i % 14000), (1 + i % 6)::text, '138' || lpad((i % 100000000)::text, 8, '0'), (1 + i % 6)::text,
           CASE WHEN i % 8 = 0 THEN '1' ELSE '2' END, date '1985-01-01' + (i % 14000),
           CASE WHEN i % 8 = 0 THEN NULL ELSE date '1986-01-01' + (i % 14000) END, '1'
    FROM generate_series(1, ${MEMBERS}) AS i
    JOIN LATERAL (SELECT id FROM orgs WHERE type IN ('3','4') ORDER BY id OFFSET (i % (SELECT count(*) FROM orgs WHERE type IN ('3','4'))) LIMIT 1) b ON true`);
  await admin.query(`
    INSERT INTO member_development (org_id, name, id_number, stage, applied_on)
    SELECT org_id, name, '8' || substr(id_number, 2), (1 + id % 4)::text, joined_on - 400 FROM members WHERE id % 5 = 0`);
  await admin.query(`
    INSERT INTO member_transfers (member_id, member_name, direction, scope, org_id, outside_org_name, reason, status)
    SELECT id, name, 'out', '2', org_id, '外单位党支部', '工作调动', (1 + id % 6)::text FROM members WHERE id % 10 = 0`);
  // A steady-state database: statistics and the visibility map that index-only scans need.
  await admin.query('VACUUM ANALYZE');
}

/**
 * The member list of a company committee with a filter and a sort, on PostgreSQL with 100,000
 * members: latency measured at the server (Fastify's own elapsed time), and the query plan.
 */
export async function runMemberListBench(databaseUrl: string, calls = 300): Promise<MemberListFigures> {
  return withSeededApp(databaseUrl, load, async ({ app, config, direct, sessionOf }) => {
    const elapsed: number[] = [];
    const byUrl = new Map<string, number[]>();
    app.addHook('onResponse', async (req, reply) => {
      if (req.url === '/api/member/list') elapsed.push(reply.elapsedTime);
      else byUrl.set(req.url, [...(byUrl.get(req.url) ?? []), reply.elapsedTime]);
    });
    const token = await sessionOf('company1');
    const group = await sessionOf('orgdept1');
    const keys = { key: config.aesKey, iv: config.aesIv };
    const body = (i: number) =>
      encryptText(
        JSON.stringify({
          pageCurrent: 1 + (i % 5),
          pageSize: 20,
          filters: { memberType: '2', post: String(1 + (i % 6)) },
          sort: { field: 'joinedOn', order: 'desc' },
        }),
        keys,
      );
    for (let i = 0; i < calls + 30; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/member/list',
        headers: { authorization: token },
        payload: body(i),
      });
      if (res.statusCode !== 200) throw new Error(`member list answered ${res.statusCode}`);
    }
    const measured = elapsed.slice(30);
    // Every analysis call of the whole group, over the same 100,000 members.
    const year = new Date().getFullYear();
    const analysisCalls: [string, unknown][] = [
      ['/api/analysis/overview', {}],
      ['/api/analysis/stats', { year, period: 'year' }],
      ['/api/analysis/stats', { year, period: 'month', index: 1 + new Date().getMonth() }],
      ['/api/analysis/trends', { year }],
      ['/api/analysis/warnings', {}],
      ['/api/analysis/risk', {}],
    ];
    const analysis: AnalysisCallFigure[] = [];
    for (const [url, payload] of analysisCalls) {
      byUrl.delete(url);
      for (let i = 0; i < 23; i++) {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { authorization: group },
          payload: encryptText(JSON.stringify(payload), keys),
        });
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      }
      const times = (byUrl.get(url) ?? []).slice(3);
      analysis.push({
        call: `${url} ${JSON.stringify(payload)}`,
        p50Ms: percentile(times, 50),
        p95Ms: percentile(times, 95),
      });
    }
    const company = await direct.query(`SELECT path FROM orgs WHERE code = 'C1'`);
    const plan = await direct.query(
      `EXPLAIN SELECT m.* FROM members m LEFT JOIN orgs o ON o.id = m.org_id
       WHERE o.path LIKE $1 AND m.member_type = '2' AND m.post = '3' ORDER BY m.joined_on DESC, m.id DESC LIMIT 20`,
      [`${company.rows[0].path}%`],
    );
    const planText = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    await app.close();
    return {
      analysis,
      members: MEMBERS,
      calls: measured.length,
      p50Ms: percentile(measured, 50),
      p95Ms: percentile(measured, 95),
      p99Ms: percentile(measured, 99),
      plan: planText,
      usesIndex: /Index (Only )?Scan|Bitmap Index Scan/.test(planText),
    };
  });
}

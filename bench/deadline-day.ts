import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { encryptText } from '../src/contract/cipher';
import { loadDataKeys } from '../server/lib/data-keys';
import { LOOP_RESOLUTION_MS } from '../server/lib/loop-delay';
import { ApiClient } from '../tests/reliability/support/http-client';
import { idNumbers, importSheet } from '../tests/reliability/support/members';
import {
  freshPostgresDatabase,
  readRssKiB,
  removeScratch,
  scratchDir,
  startServer,
} from '../tests/reliability/support/server-process';
import { growGroup, memberAccounts, mintSessions } from './deadline-group';
import { percentile } from './stats';

/** The targets of the deadline day (the issue's). */
export const DEADLINE_TARGETS = {
  interactiveP99Ms: 100,
  loopMaxMs: 50,
  exportRssMiB: 100,
  importSeconds: 20,
  duesSeconds: 10,
};

export interface DeadlineFigures {
  members: number;
  sessions: { members: number; clerks: number };
  interactive: { requests: number; errors: number; p50Ms: number; p99Ms: number; maxMs: number };
  /** Each interactive call's p99, slowest first: where the interactive p99 comes from. */
  byCall: { call: string; requests: number; p99Ms: number }[];
  /** The worst event-loop delay of any second of the window, less the monitor's own sampling interval. */
  loopMaxMs: number;
  /** The seconds of the window (from its start) whose delay passed the target, and what was running then. */
  slowSeconds: string[];
  export: { rows: number; seconds: number; rssGrowthMiB: number; bytes: number };
  import: { rows: number; seconds: number; state: string };
  dues: { created: number; seconds: number };
  statistics: { seconds: number };
  exam: { submitted: number; errors: number; seconds: number; p99Ms: number };
  errorsSeen: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** An exponential gap of the given mean: arrivals of people working on their own. */
const gap = (meanMs: number) => -Math.log(1 - Math.random()) * meanMs;

interface Timed {
  ms: number;
  ok: boolean;
  what: string;
}

/**
 * The deadline day on PostgreSQL: a fresh database grown to `members` members (default 100,000), 500
 * signed-in sessions paced as people work (members every 10 s on average on their phone calls, clerks every
 * 2 s on lists and records), and meanwhile the whole group's export, the year's statistics, a 10,000-row
 * member import, the month's dues of the whole group, and 2,000 members submitting an exam in its last
 * minute, all through the real API of one server process that measures its own event loop.
 */
export async function runDeadlineDayBench(
  postgresUrl: string,
  opts: {
    members?: number;
    memberSessions?: number;
    clerkSessions?: number;
    examTakers?: number;
    /** Node options of the server process, e.g. --cpu-prof when looking for what holds its loop. */
    execArgv?: string[];
  } = {},
): Promise<DeadlineFigures> {
  const total = opts.members ?? 100_000;
  const memberSessions = opts.memberSessions ?? 400;
  const clerkSessions = opts.clerkSessions ?? 100;
  const examTakers = opts.examTakers ?? 2_000;
  const db = await freshPostgresDatabase(postgresUrl, 'dl_bench');
  const dataDir = scratchDir('party-bench-deadline-');
  const loopFile = path.join(dataDir, 'loop-delay.txt');
  const server = await startServer({
    dataDir,
    databaseUrl: db.url,
    env: { APP_LOOP_DELAY_FILE: loopFile, LOG_LEVEL: 'error' },
    execArgv: opts.execArgv,
    readyTimeoutMs: 300_000,
  });
  const pgc = new pg.Client({ connectionString: db.url });
  await pgc.connect();
  const client = new ApiClient(server.base, { maxSockets: 600, timeoutMs: 60_000 });
  try {
    console.log(`  growing the group to ${total} members…`);
    await growGroup(pgc, loadDataKeys({ dataDir }), total);
    const takers = await memberAccounts(pgc, Math.max(examTakers, memberSessions));
    const memberTokens = await mintSessions(pgc, takers);
    const clerkNames = ['company1', 'secretary1', 'secretary2', 'orgdept1'];
    const clerkTokens = await mintSessions(
      pgc,
      Array.from({ length: clerkSessions }, (_, i) => clerkNames[i % clerkNames.length]),
    );
    const [orgdept1, company1, admin] = await mintSessions(pgc, ['orgdept1', 'company1', 'admin']);
    const root = (await pgc.query<{ id: number }>('SELECT id FROM orgs WHERE parent_id IS NULL ORDER BY id LIMIT 1'))
      .rows[0].id;

    const must = async (what: string, url: string, payload: unknown, token: string) => {
      const r = await client.call(url, payload, { token });
      if (r.status !== 200) throw new Error(`${what}: ${r.status} ${r.envelope?.error_msg}`);
      return r.envelope.data;
    };

    // The exam: one question, open to the whole group, closing 75 s after the load begins; its takers start it first.
    const question = await must(
      'question',
      '/api/question/save',
      {
        kind: 'single',
        stem: '党的根本宗旨是什么？',
        options: [
          { key: 'A', text: '全心全意为人民服务' },
          { key: 'B', text: '其他' },
        ],
        answer: ['A'],
        difficulty: 1,
        orgId: root,
      },
      admin,
    );
    const EXAM_WINDOW_MS = 75_000;
    const loadBegins = Date.now() + 30_000 + examTakers * 15;
    const exam = await must(
      'exam',
      '/api/exam/save',
      {
        title: '截止日测验',
        targetOrgIds: [root],
        opensAt: new Date(Date.now() - 60_000).toISOString(),
        closesAt: new Date(loadBegins + EXAM_WINDOW_MS).toISOString(),
        durationMinutes: 120,
        passMark: 1,
        paperMode: 'fixed',
        questions: [{ questionId: question.id, points: 10 }],
        orgId: root,
      },
      admin,
    );
    await must('publish', '/api/exam/transition', { id: exam.id, version: exam.version, action: 'publish' }, admin);
    console.log(`  ${examTakers} members start the exam…`);
    for (let i = 0; i < examTakers; i += 50)
      await Promise.all(
        memberTokens
          .slice(i, Math.min(i + 50, examTakers))
          .map((t) => must('exam start', '/api/exam/start', { examId: exam.id }, t)),
      );

    // What each kind of session calls: the member's phone home, the clerk's lists and records.
    // Each clerk opens records of their own list: another's would be outside their scope.
    const idsOf: number[][] = [];
    for (let i = 0; i < Math.min(clerkNames.length, clerkTokens.length); i++)
      idsOf.push(
        ((await must('list', '/api/member/list', { pageSize: 200 }, clerkTokens[i])).records as { id: number }[]).map(
          (r) => r.id,
        ),
      );
    const memberCalls: [string, unknown][] = [
      ['/api/my/overview', {}],
      ['/api/auth/getUserInfo', {}],
      ['/api/exam/mine', {}],
      ['/api/my/meetings', {}],
    ];
    const clerkCalls = (i: number): [string, unknown][] => [
      ['/api/member/list', { pageCurrent: 1 + Math.floor(Math.random() * 5), pageSize: 20 }],
      ['/api/member/get', { id: pick(idsOf[i % idsOf.length]) }],
      ['/api/meeting/list', { pageSize: 20 }],
      ['/api/feeIncome/list', { pageSize: 20 }],
    ];
    // Each call answers once before the load: a call the sessions could not make is found here, not as errors.
    for (const [url, payload] of memberCalls) await must(`warm ${url}`, url, payload, memberTokens[0]);
    for (const [url, payload] of clerkCalls(0)) await must(`warm ${url}`, url, payload, clerkTokens[0]);

    const interactive: Timed[] = [];
    const errorsSeen: string[] = [];
    const timed = async (url: string, payload: unknown, token: string, into: Timed[]) => {
      const began = performance.now();
      let ok = false;
      let status = 0;
      try {
        const r = await client.call(url, payload, { token });
        status = r.status;
        ok = r.status === 200;
        if (!ok && errorsSeen.length < 20) errorsSeen.push(`${url}: ${r.status} ${r.envelope?.error_msg}`);
      } catch (err) {
        if (errorsSeen.length < 20) errorsSeen.push(`${url}: ${(err as Error).message}`);
      }
      into.push({ ms: performance.now() - began, ok, what: `${url} ${status}` });
    };

    // The paced sessions, from a few seconds before the heavy work until it and the exam's last minute are over.
    let stop = false;
    const session = async (token: string, meanMs: number, calls: () => [string, unknown][]) => {
      await sleep(Math.random() * meanMs);
      while (!stop) {
        const list = calls();
        const [url, payload] = list[Math.floor(Math.random() * list.length)];
        await timed(url, payload, token, interactive);
        await sleep(gap(meanMs));
      }
    };
    await sleep(Math.max(0, loadBegins - 5_000 - Date.now()));
    const sessions = [
      ...memberTokens.slice(0, memberSessions).map((t) => session(t, 10_000, () => memberCalls)),
      ...clerkTokens.map((t, i) => session(t, 2_000, () => clerkCalls(i))),
    ];
    await sleep(Math.max(0, loadBegins - Date.now()));
    const windowStart = Date.now();
    console.log('  the heavy work begins…');

    const phases = new Map<string, [number, number]>();
    const phase = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const began = Date.now();
      try {
        return await work();
      } finally {
        phases.set(name, [began, Date.now()]);
      }
    };
    const exportRun = phase('export', async () => {
      const rssBefore = readRssKiB(server.pid);
      let rssPeak = rssBefore;
      const began = performance.now();
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, readRssKiB(server.pid))), 100);
      try {
        const { id } = await must('export job', '/api/member/exportJob', { filters: {} }, orgdept1);
        let p: { state: string; done: number; total: number };
        do {
          await sleep(500);
          p = await must('progress', '/api/job/progress', { id }, orgdept1);
        } while (p.state === 'running');
        if (p.state !== 'done') throw new Error(`the export ended ${p.state}`);
        const download = await downloadBytes(client, orgdept1, id);
        return {
          rows: p.done,
          seconds: round((performance.now() - began) / 1000),
          rssGrowthMiB: round((rssPeak - rssBefore) / 1024),
          bytes: download,
        };
      } finally {
        clearInterval(sampler);
      }
    });

    const statisticsRun = phase('statistics', async () => {
      const began = performance.now();
      await must('statistics', '/api/partyStats/get', {}, orgdept1);
      return { seconds: round((performance.now() - began) / 1000) };
    });

    const importRun = phase('import', async () => {
      const nextId = idNumbers(8_000_000);
      const rows = Array.from({ length: 10_000 }, (_, k) => ({
        name: `截止日导入${k}`,
        idNumber: nextId(),
        branchName: '一车队第一党支部',
        phone: '13700000000',
      }));
      const content = await importSheet(rows);
      const began = performance.now();
      const up = await client.upload('/api/member/importJob', company1, { name: 'members.xlsx', content });
      if (up.status !== 200) throw new Error(`import job: ${up.status} ${up.envelope?.error_msg}`);
      let p: { state: string; result: { imported: number } | null; problem: string | null };
      do {
        await sleep(250);
        p = await must('progress', '/api/job/progress', { id: up.envelope.data.id }, company1);
      } while (p.state === 'running');
      return {
        rows: p.result?.imported ?? 0,
        seconds: round((performance.now() - began) / 1000),
        state: p.state === 'done' ? 'done' : `${p.state}: ${p.problem}`,
      };
    });

    const duesRun = (async () => {
      await sleep(2_000);
      return phase('dues', async () => {
        const month = new Date().toISOString().slice(0, 7);
        const began = performance.now();
        const { created } = await must('dues', '/api/feeIncome/generate', { orgId: root, month }, admin);
        return { created: created as number, seconds: round((performance.now() - began) / 1000) };
      });
    })();

    // The exam's last minute: each taker submits at a moment of it.
    const submits: Timed[] = [];
    const examRun = (async () => {
      const began = performance.now();
      // The last minute ends 5 s before the exam closes: a submit sent in it must not arrive after the close.
      const minuteStarts = EXAM_WINDOW_MS - 65_000;
      await Promise.all(
        memberTokens.slice(0, examTakers).map(async (t) => {
          await sleep(loadBegins + minuteStarts + Math.random() * 60_000 - Date.now());
          await timed('/api/exam/submit', { examId: exam.id, answers: { [question.id]: ['A'] } }, t, submits);
        }),
      );
      return { seconds: round((performance.now() - began) / 1000) };
    })();

    const [exported, imported, dues, statistics, examEnd] = await Promise.all([
      exportRun,
      importRun,
      duesRun,
      statisticsRun,
      examRun,
    ]);
    stop = true;
    await Promise.all(sessions);
    const windowEnd = Date.now();
    await sleep(1_200);
    const times = interactive.map((t) => t.ms);
    return {
      members: total,
      sessions: { members: memberSessions, clerks: clerkSessions },
      interactive: {
        requests: interactive.length,
        errors: interactive.filter((t) => !t.ok).length,
        p50Ms: percentile(times, 50),
        p99Ms: percentile(times, 99),
        maxMs: round(Math.max(...times)),
      },
      byCall: [...groupBy(interactive, (t) => t.what.replace(/ \d+$/, ''))]
        .map(([call, ts]) => ({
          call,
          requests: ts.length,
          p99Ms: percentile(
            ts.map((t) => t.ms),
            99,
          ),
        }))
        .sort((a, b) => b.p99Ms - a.p99Ms),
      loopMaxMs: loopMaxIn(loopFile, windowStart, windowEnd),
      slowSeconds: slowSecondsIn(loopFile, windowStart, windowEnd, phases),
      export: exported,
      import: imported,
      dues,
      statistics,
      exam: {
        submitted: submits.filter((t) => t.ok).length,
        errors: submits.filter((t) => !t.ok).length,
        seconds: examEnd.seconds,
        p99Ms: percentile(
          submits.map((t) => t.ms),
          99,
        ),
      },
      errorsSeen,
    };
  } finally {
    client.close();
    await pgc.end();
    await server.stop();
    removeScratch(dataDir);
    await db.drop();
  }
}

const round = (x: number) => Math.round(x * 10) / 10;

function groupBy<T>(xs: T[], keyOf: (x: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const x of xs) {
    const key = keyOf(x);
    const list = out.get(key);
    if (list) list.push(x);
    else out.set(key, [x]);
  }
  return out;
}
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)];

/** The worst delay of the seconds the window spans, less the sampling interval the monitor counts in each. */
function loopMaxIn(file: string, from: number, to: number): number {
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
  const worst = lines
    .map((l) => l.split(' ').map(Number))
    .filter(([at]) => at >= from && at <= to + 1_000)
    .reduce((m, [, ms]) => Math.max(m, ms), 0);
  return round(Math.max(0, worst - LOOP_RESOLUTION_MS));
}

/** The seconds over the loop target, each with the heavy work under way then. */
function slowSecondsIn(file: string, from: number, to: number, phases: Map<string, [number, number]>): string[] {
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
  return lines
    .map((l) => l.split(' ').map(Number))
    .filter(([at, ms]) => at >= from && at <= to + 1_000 && ms - LOOP_RESOLUTION_MS > DEADLINE_TARGETS.loopMaxMs)
    .map(([at, ms, utilization]) => {
      const busy = [...phases].filter(([, [a, b]]) => at >= a && at - 1_000 <= b).map(([name]) => name);
      const loop = Number.isFinite(utilization) ? `, loop busy ${Math.round(utilization * 100)} %` : '';
      return `+${round((at - from) / 1000)} s: ${round(ms - LOOP_RESOLUTION_MS)} ms (${busy.join(', ')}${loop})`;
    });
}

/** The finished export's file, read to the end: its size in bytes. */
async function downloadBytes(client: ApiClient, token: string, id: string): Promise<number> {
  const body = encryptText(JSON.stringify({ id }), client.keys);
  const raw = await client.request('POST', '/api/job/download', body, {
    authorization: token,
    'content-type': 'application/json;charset=UTF-8',
  });
  if (raw.status !== 200) throw new Error(`download: ${raw.status}`);
  return Number(raw.headers['content-length'] ?? 0);
}

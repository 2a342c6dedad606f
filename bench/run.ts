import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { execSync } from 'node:child_process';
import { BUDGET_KIB, runBundleSizeBench } from './bundle-size';
import { runMemberListBench } from './member-list';
import { runPartyStatsBench } from './party-stats';
import { runSensitiveDataBench } from './sensitive-data';
import { runDocumentsBench } from './documents';
import { runApiThroughputBench, runApiThroughputBenchOnPostgres } from './api-throughput';
import { runCipherBench } from './cipher';
import { runMemoryBench } from './memory';
import { runMixedLoadBench, runMixedLoadBenchOnPostgres, WRITE_EVERY } from './mixed-load';
import { runEmbeddedFloorBench } from './embedded-floor';
import { FLOOR_TARGET, runFloorBench } from './floor';
import { RSS_MARGIN, runSustainedLoadBench } from './sustained-load';
import { runDeadlineDayBench } from './deadline-day';
import { deadlineRows } from './deadline-rows';
import { PHONE_BUDGET_MS, PHONE_PROFILE, runPhoneHomeBench } from './phone-home';

/**
 * `npm run bench`: every benchmark of the project, never part of `npm test`. Prints one table and
 * writes bench/results.json. PostgreSQL from BENCH_DATABASE_URL (default: the local server).
 */
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function main(): Promise<void> {
  const rows: [string, string, string, string][] = [];
  const results: Record<string, unknown> = {
    at: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
  };
  // Figures taken while other work shares the machine are noisy: the load average says how much.
  const loadBefore = os.loadavg()[0];

  execSync('npx vite build --logLevel error', { stdio: 'inherit' });
  const bundle = runBundleSizeBench();
  results.bundle = bundle;
  rows.push([
    'bundle /login initial JS+CSS',
    `${bundle.loginKiB} KiB gzip`,
    `<= ${BUDGET_KIB.login} KiB`,
    verdict(bundle.loginKiB <= BUDGET_KIB.login),
  ]);
  rows.push([
    'bundle dashboard initial JS+CSS',
    `${bundle.dashboardKiB} KiB gzip`,
    `<= ${BUDGET_KIB.dashboard} KiB`,
    verdict(bundle.dashboardKiB <= BUDGET_KIB.dashboard),
  ]);
  rows.push([
    'bundle member home (role 1) initial JS+CSS',
    `${bundle.memberHomeKiB} KiB gzip`,
    `<= ${BUDGET_KIB.memberHome} KiB`,
    verdict(bundle.memberHomeKiB <= BUDGET_KIB.memberHome),
  ]);
  console.log('member home on a phone (4x CPU, 1.6 Mbit/s, 150 ms RTT): measuring…');
  const phone = await runPhoneHomeBench();
  results.phoneHome = { ...phone, profile: PHONE_PROFILE };
  rows.push([
    'phone: sign-in click to member home to-dos (median of 5)',
    `${phone.medianMs} ms (load average ${phone.loadAverage} on ${os.cpus().length} CPUs)`,
    `<= ${PHONE_BUDGET_MS} ms`,
    verdict(phone.medianMs <= PHONE_BUDGET_MS),
  ]);
  rows.push(['phone: scripts and styles fetched until the to-dos (as sent)', `${phone.codeKiB} KiB`, '', '']);

  // The last run goes to the database on every call (APP_READ_CACHE=off): what a read costs when it
  // is not answered from memory, e.g. just after a write.
  const apiRuns: [string, () => ReturnType<typeof runApiThroughputBench>, boolean][] = [
    ['PGlite', () => runApiThroughputBench(), true],
    ['PostgreSQL', () => runApiThroughputBenchOnPostgres(databaseUrl), true],
    [
      'PostgreSQL, read cache off',
      () => runApiThroughputBenchOnPostgres(databaseUrl, { env: { APP_READ_CACHE: 'off' } }),
      false,
    ],
  ];
  results.apiThroughput = [];
  for (const [where, run, targeted] of apiRuns) {
    console.log(`API throughput at 50 connections on ${where}: measuring…`);
    const api = await run();
    (results.apiThroughput as unknown[]).push({ ...api, readCache: targeted });
    const [bare, ...encrypted] = api.routes;
    rows.push([
      `API on ${where}: ${bare.route}`,
      `${bare.perSecond} req/s, p50 ${bare.p50Ms} / p99 ${bare.p99Ms} ms`,
      '',
      '',
    ]);
    for (const r of encrypted) {
      rows.push([
        `API on ${where}: ${r.route}`,
        `${r.perSecond} req/s = ${r.ratio} of bare`,
        targeted ? '>= 0.5 of bare' : '',
        targeted ? verdict(r.ratio >= 0.5) : '',
      ]);
      rows.push([
        `API on ${where}: ${r.route} p50 / p99`,
        `${r.p50Ms} / ${r.p99Ms} ms`,
        targeted ? 'p99 < 50 ms' : '',
        targeted ? verdict(r.p99Ms < 50) : '',
      ]);
    }
  }

  // The read path against the least a server must do for the same answers (bench/floor-server.ts).
  console.log('the read path against its floor (a minimal handler) at 50 connections on PostgreSQL: measuring…');
  const floorRun = await runFloorBench(databaseUrl);
  results.floor = floorRun;
  for (const r of floorRun.rows) {
    rows.push([
      `floor: ${r.call}, app (read cache off) vs minimal handler`,
      `${r.appPerSecond} vs ${r.floorPerSecond} req/s = ${r.share} of the floor`,
      `>= ${FLOOR_TARGET} of the floor`,
      verdict(r.share >= FLOOR_TARGET),
    ]);
    rows.push([
      `floor: ${r.call}, CPU per request: app / minimal handler`,
      `server ${r.appCpuMs} / ${r.floorCpuMs} ms, database ${r.appDatabaseCpuMs} / ${r.floorDatabaseCpuMs} ms`,
      '',
      '',
    ]);
  }

  // PGlite runs on the server's own thread: its own cost of a write is a floor no server code goes below.
  console.log('the embedded database’s own cost of a write transaction: measuring…');
  const floor = await runEmbeddedFloorBench();
  results.embeddedFloor = floor;
  rows.push([
    'PGlite alone: a write transaction (create, read back, log, commit)',
    `${floor.writeMs} ms CPU of the thread it runs on`,
    '',
    '',
  ]);
  rows.push(['PGlite alone: a record read by id', `${floor.readMs} ms CPU`, '', '']);

  results.mixedLoad = [];
  for (const [where, run] of [
    ['PGlite', () => runMixedLoadBench()],
    ['PostgreSQL', () => runMixedLoadBenchOnPostgres(databaseUrl)],
  ] as const) {
    console.log(`a working day's mix (90% reads, 10% writes) at 50 connections on ${where}: measuring…`);
    const m = await run();
    (results.mixedLoad as unknown[]).push(m);
    rows.push([
      `mixed load on ${where}: ${m.reads} kinds of read, ${m.writes} of create, ${m.moves} drafts to move`,
      `${m.perSecond} req/s = ${m.ratio} of bare (${m.bareRoutePerSecond})`,
      '>= 0.3 of bare',
      verdict(m.ratio >= 0.3),
    ]);
    if (m.database === 'pglite') {
      // Were every read free and every write only the embedded database's own work, one thread still could not answer more.
      const ceiling = Math.round(1000 / (floor.writeMs / WRITE_EVERY));
      rows.push([
        `mixed load on PGlite: ceiling of its writes alone (1 in ${WRITE_EVERY} at ${floor.writeMs} ms of the one thread)`,
        `${ceiling} req/s = ${Math.round((ceiling / m.bareRoutePerSecond) * 100) / 100} of bare`,
        '',
        '',
      ]);
    }
    rows.push([
      `mixed load on ${where}: p50 / p99`,
      `${m.p50Ms} / ${m.p99Ms} ms`,
      'p99 < 50 ms',
      verdict(m.p99Ms < 50),
    ]);
    rows.push([
      `mixed load on ${where}: errors, cache hit rate`,
      `${m.errors}, ${(m.cacheHitRate * 100).toFixed(1)}%`,
      'no errors',
      verdict(m.errors === 0),
    ]);
    const dbCpu = m.databaseCpuMsPerRequest === null ? '' : `, database CPU ${m.databaseCpuMsPerRequest} ms`;
    rows.push([
      `mixed load on ${where}, paced: each connection waits ${m.paced.pauseMs} ms after an answer`,
      `${m.paced.perSecond} req/s, p50 ${m.paced.p50Ms} / p99 ${m.paced.p99Ms} ms, ${m.paced.errors} errors`,
      '',
      '',
    ]);
    rows.push([
      `mixed load on ${where}: cost of one request`,
      `${m.statementsPerRequest} statements, server CPU ${m.serverCpuMsPerRequest} ms${dbCpu}`,
      '',
      '',
    ]);
  }

  console.log('member list on PostgreSQL with 100,000 members: loading…');
  const list = await runMemberListBench(databaseUrl);
  results.memberList = list;
  rows.push(['member list p50 (server)', `${list.p50Ms} ms`, '', '']);
  rows.push(['member list p95 (server)', `${list.p95Ms} ms`, '<= 20 ms', verdict(list.p95Ms <= 20)]);
  rows.push([
    'member list query plan',
    list.usesIndex ? 'index scan' : 'no index',
    'uses an index',
    verdict(list.usesIndex),
  ]);
  for (const a of list.analysis)
    rows.push([
      `analysis ${a.call} (server, 100,000 members)`,
      `p50 ${a.p50Ms} / p95 ${a.p95Ms} ms`,
      'p95 <= 200 ms',
      verdict(a.p95Ms <= 200),
    ]);

  console.log('party statistics on PostgreSQL with 100,000 members and their history: loading…');
  const partyStats = await runPartyStatsBench(databaseUrl);
  results.partyStats = partyStats;
  rows.push([
    `party statistics, whole group (server, ${partyStats.members} members, ${partyStats.events} events)`,
    `p50 ${partyStats.statsP50Ms} / p95 ${partyStats.statsP95Ms} ms`,
    'p95 <= 2000 ms',
    verdict(partyStats.statsP95Ms <= 2000),
  ]);
  rows.push([
    'party statistics .xlsx, whole group (server)',
    `p50 ${partyStats.exportP50Ms} / p95 ${partyStats.exportP95Ms} ms`,
    'p95 <= 5000 ms',
    verdict(partyStats.exportP95Ms <= 5000),
  ]);

  console.log('personal data at rest (SM4, HMAC-SM3) and key rotation over 100,000 members: measuring…');
  const sensitive = await runSensitiveDataBench(databaseUrl);
  results.sensitiveData = sensitive;
  rows.push(['encryption added to a member list page of 20', `${sensitive.listPageMs} ms`, '', '']);
  rows.push(['encryption added to a member save', `${sensitive.saveMs} ms`, '', '']);
  rows.push([`rotate-data-key, ${sensitive.members} members`, `${sensitive.rotateSeconds} s`, '', '']);

  console.log('documents from templates on PostgreSQL: measuring…');
  const documents = await runDocumentsBench(databaseUrl);
  results.documents = documents;
  rows.push([
    `document .docx from a record (server, ${documents.kinds} kinds, ${documents.calls} calls)`,
    `p50 ${documents.p50Ms} / p95 ${documents.p95Ms} ms`,
    'p95 <= 500 ms',
    verdict(documents.p95Ms <= 500),
  ]);

  console.log('envelope cipher: measuring…');
  const cipher = runCipherBench();
  results.cipher = cipher;
  rows.push([
    `cipher server (node:crypto), ${cipher.envelopeBytes} B envelope`,
    `${cipher.nodeOpsPerSec} enc+dec/s`,
    '',
    '',
  ]);
  rows.push([`cipher crypto-js, ${cipher.envelopeBytes} B envelope`, `${cipher.cryptoJsOpsPerSec} enc+dec/s`, '', '']);
  rows.push(['cipher server vs crypto-js', `${cipher.ratio}x`, '', '']);

  console.log('server memory on PGlite and PostgreSQL: measuring…');
  const memory = await runMemoryBench(databaseUrl);
  results.memory = memory;
  for (const m of memory) {
    rows.push([
      `server RSS on ${m.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} after start`,
      `${m.afterStartMiB} MiB`,
      '',
      '',
    ]);
    rows.push([
      `server RSS on ${m.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} after ${m.burstRequests} requests`,
      `${m.afterBurstMiB} MiB`,
      '',
      '',
    ]);
  }

  // The long load run the test suite once made: sign-ins, user info, menu and member list, 20,000 of them.
  console.log('Sustained load, 20,000 requests at 50 connections on PostgreSQL: measuring…');
  const sustained = await runSustainedLoadBench(databaseUrl);
  results.sustainedLoad = sustained;
  rows.push([
    `sustained load: ${sustained.requests} requests, ${sustained.perSecond} req/s, p50 ${sustained.p50Ms} / p99 ${sustained.p99Ms} ms`,
    `${sustained.errors} errors, ${sustained.timeouts} time-outs`,
    '0 and 0',
    verdict(sustained.errors === 0 && sustained.timeouts === 0),
  ]);
  rows.push([
    'sustained load: RSS after warm-up / at the end / settled',
    `${sustained.rssWarmMiB} / ${sustained.rssPeakMiB} / ${sustained.rssSettledMiB} MiB`,
    `settled <= ${RSS_MARGIN} x warm`,
    verdict(sustained.rssSettledMiB <= sustained.rssWarmMiB * RSS_MARGIN),
  ]);

  console.log('deadline day on PostgreSQL (100,000 members, 500 paced sessions, the five heavy jobs): measuring…');
  const deadline = await runDeadlineDayBench(databaseUrl);
  results.deadlineDay = deadline;
  rows.push(...deadlineRows(deadline));

  results.loadAverage = { before: loadBefore, after: os.loadavg()[0] };
  console.log('\nQuery plan of the member list (company committee, filter and sort):\n' + list.plan + '\n');
  printTable(['measure', 'value', 'target', ''], rows);
  console.log(
    `\n${os.cpus().length} CPUs; 1-minute load average ${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end`,
  );
  writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');
  console.log('\nwritten: bench/results.json');
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

function printTable(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

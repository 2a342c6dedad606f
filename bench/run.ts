import { writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { runBundleSizeBench } from './bundle-size';
import { runMemberListBench } from './member-list';

/**
 * `npm run bench`: every benchmark of the project, never part of `npm test`. Prints one table and
 * writes bench/results.json. PostgreSQL from BENCH_DATABASE_URL (default: the local server).
 */
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function main(): Promise<void> {
  const rows: [string, string, string, string][] = [];
  const results: Record<string, unknown> = { at: new Date().toISOString(), node: process.version };

  execSync('npx vite build --logLevel error', { stdio: 'inherit' });
  const bundle = runBundleSizeBench();
  results.bundle = bundle;
  rows.push(['bundle /login initial JS+CSS', `${bundle.loginKiB} KiB gzip`, '<= 150 KiB', verdict(bundle.loginKiB <= 150)]);
  rows.push(['bundle dashboard initial JS+CSS', `${bundle.dashboardKiB} KiB gzip`, '<= 300 KiB', verdict(bundle.dashboardKiB <= 300)]);

  console.log('member list on PostgreSQL with 100,000 members: loading…');
  const list = await runMemberListBench(databaseUrl);
  results.memberList = list;
  rows.push(['member list p50 (server)', `${list.p50Ms} ms`, '', '']);
  rows.push(['member list p95 (server)', `${list.p95Ms} ms`, '<= 20 ms', verdict(list.p95Ms <= 20)]);
  rows.push(['member list query plan', list.usesIndex ? 'index scan' : 'no index', 'uses an index', verdict(list.usesIndex)]);

  console.log('\nQuery plan of the member list (company committee, filter and sort):\n' + list.plan + '\n');
  printTable(['measure', 'value', 'target', ''], rows);
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

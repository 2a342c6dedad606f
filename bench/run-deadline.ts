import os from 'node:os';
import { runDeadlineDayBench } from './deadline-day';
import { deadlineRows } from './deadline-rows';

/**
 * `npm run bench:deadline`: only the deadline day of `npm run bench`. DEADLINE_MEMBERS sets the group's size
 * (default 100,000), DEADLINE_EXAM_TAKERS the exam's takers (default 2,000): smaller while developing. DEADLINE_SERVER_ARGS
 * passes Node options to the server (`--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const load = os.loadavg()[0];
const f = await runDeadlineDayBench(databaseUrl, {
  members: process.env.DEADLINE_MEMBERS ? Number(process.env.DEADLINE_MEMBERS) : undefined,
  examTakers: process.env.DEADLINE_EXAM_TAKERS ? Number(process.env.DEADLINE_EXAM_TAKERS) : undefined,
  execArgv: process.env.DEADLINE_SERVER_ARGS?.split(' ').filter(Boolean),
});
for (const [measure, value, target, verdict] of deadlineRows(f))
  console.log(`${measure}: ${value}${target ? ` (target ${target}: ${verdict})` : ''}`);
console.log(
  `interactive p99 by call, slowest first:\n  ${f.byCall.map((c) => `${c.call}: ${c.p99Ms} ms (${c.requests})`).join('\n  ')}`,
);
if (f.slowSeconds.length) console.log(`seconds the loop was held past the target:\n  ${f.slowSeconds.join('\n  ')}`);
if (f.errorsSeen.length) console.log(`first errors:\n  ${f.errorsSeen.join('\n  ')}`);
console.log(`load average ${load.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end`);

import os from 'node:os';
import { FLOOR_TARGET, runFloorBench } from './floor';

/**
 * `npm run bench:floor`: only the floor rows of `npm run bench` (the read path against a minimal handler),
 * for measuring a change to the read path. BENCH_FLOOR_ROUNDS sets the rounds (default 5).
 */
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const load = os.loadavg()[0];
const f = await runFloorBench(databaseUrl, { rounds: Number(process.env.BENCH_FLOOR_ROUNDS ?? 5) });
for (const r of f.rows) {
  console.log(
    `${r.call}: app ${r.appPerSecond} vs floor ${r.floorPerSecond} req/s = ${r.share} of the floor ` +
      `(target >= ${FLOOR_TARGET}: ${r.share >= FLOOR_TARGET ? 'ok' : 'MISSED'}); app p50 ${r.appP50Ms} / p99 ${r.appP99Ms} ms; ` +
      `CPU per request app / floor: server ${r.appCpuMs} / ${r.floorCpuMs} ms, database ${r.appDatabaseCpuMs} / ${r.floorDatabaseCpuMs} ms`,
  );
}
console.log(
  `${f.rounds} rounds of ${f.secondsPerRound} s at ${f.connections} connections; load average ${load.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end`,
);

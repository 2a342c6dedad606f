import { DEADLINE_TARGETS as T, type DeadlineFigures } from './deadline-day';

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/** The deadline day's figures as rows of the bench table: measure, value, target, verdict. */
export function deadlineRows(f: DeadlineFigures): [string, string, string, string][] {
  const i = f.interactive;
  return [
    [
      `deadline day: interactive calls of ${f.sessions.members} members + ${f.sessions.clerks} clerks (${i.requests} requests)`,
      `p50 ${i.p50Ms} / p99 ${i.p99Ms} / max ${i.maxMs} ms`,
      `p99 < ${T.interactiveP99Ms} ms`,
      verdict(i.p99Ms < T.interactiveP99Ms),
    ],
    ['deadline day: interactive errors', `${i.errors}`, '0', verdict(i.errors === 0)],
    [
      'deadline day: event loop held (max of the window)',
      `${f.loopMaxMs} ms`,
      `<= ${T.loopMaxMs} ms`,
      verdict(f.loopMaxMs <= T.loopMaxMs),
    ],
    [
      `deadline day: export job of ${f.export.rows} members, RSS growth`,
      `${f.export.rssGrowthMiB} MiB (${f.export.seconds} s, ${Math.round(f.export.bytes / 1024)} KiB file)`,
      `<= ${T.exportRssMiB} MiB`,
      verdict(f.export.rssGrowthMiB <= T.exportRssMiB),
    ],
    [
      `deadline day: import job of 10,000 rows (${f.import.state}, ${f.import.rows} imported)`,
      `${f.import.seconds} s`,
      `<= ${T.importSeconds} s`,
      verdict(f.import.state === 'done' && f.import.rows === 10_000 && f.import.seconds <= T.importSeconds),
    ],
    [
      `deadline day: dues of the whole group (${f.dues.created} rows)`,
      `${f.dues.seconds} s`,
      `<= ${T.duesSeconds} s`,
      verdict(f.dues.seconds <= T.duesSeconds),
    ],
    [`deadline day: year's statistics of the group (${f.members} members)`, `${f.statistics.seconds} s`, '', ''],
    [
      `deadline day: exam closing, ${f.exam.submitted} submits in its last minute (${f.exam.errors} errors)`,
      `submit p99 ${f.exam.p99Ms} ms; last answered ${f.exam.seconds} s into the load`,
      '0 errors',
      verdict(f.exam.errors === 0),
    ],
  ];
}

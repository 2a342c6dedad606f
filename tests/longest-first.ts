import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, with their seconds on a two-core machine. A project's files run two at a
 * time and the next project waits for its last one: a long file started last runs alone at the end while
 * the other worker has nothing left (the route-table suite that reads every write back ran so for a minute
 * and a half). Without the record of an earlier run the pool starts the largest files first, and a file
 * that only calls a suite written elsewhere is among the smallest.
 */
const SECONDS: Record<string, number> = {
  'tests/reliability/concurrency-pglite.test.ts': 140,
  'tests/reliability/authorization-matrix.test.ts': 90,
  'tests/reliability/concurrency-postgres.test.ts': 65,
  'tests/reliability/hostile-input.test.ts': 37,
  'tests/reliability/backup-restore.test.ts': 26,
  'tests/e2e/layout-and-menu.test.ts': 84,
  'tests/e2e/member-phone.test.ts': 53,
  'tests/e2e/sys-security.test.ts': 47,
  'tests/e2e/meetings.test.ts': 43,
  'tests/e2e/appraisal.test.ts': 40,
  'tests/api/security.test.ts': 25,
  'tests/api/reads-by-shape.test.ts': 20,
  'tests/api/read-cache.test.ts': 20,
  'tests/api/migration-upgrade.test.ts': 19,
  'tests/api/resources.test.ts': 18,
  'tests/api/jobs.test.ts': 15,
  'tests/components/resource-list.test.tsx': 22,
  'tests/components/resource-detail.test.tsx': 20,
};

/**
 * Each project's files longest first: the ones named above by their seconds, then the rest in the order
 * the runner would take them (an earlier run's durations where it kept them, else the largest first).
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const usual = await super.sort(files);
    const root = this.ctx.config.root;
    const seconds = (f: TestSpecification) => SECONDS[relative(root, f.moduleId).split('\\').join('/')] ?? 0;
    const place = new Map(usual.map((f, i) => [f, i]));
    // The runner's order keeps each project's files together: only inside a project does the order change.
    return [...usual].sort((a, b) =>
      a.project === b.project
        ? seconds(b) - seconds(a) || place.get(a)! - place.get(b)!
        : place.get(a)! - place.get(b)!,
    );
  }
}

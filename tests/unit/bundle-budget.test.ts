import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGET_KIB, measureBundleSize } from '../../bench/bundle-size';

// `npm test` builds the SPA before any test runs. Without a build, or with one older than the sources,
// there is nothing true to weigh: the test says so instead of passing on nothing or on a stale `dist/`.
const MANIFEST = 'dist/.vite/manifest.json';
const INPUTS = ['src', 'index.html', 'vite.config.ts', 'package-lock.json', 'public'];

const newestInput = (entry: string): number => {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestInput(path.join(entry, name))));
};

describe('what the first screens load (gzip, from the production build)', () => {
  it('weighs a build made from the current sources', () => {
    const built = statSync(MANIFEST, { throwIfNoEntry: false });
    expect(built, `no ${MANIFEST}: build the SPA first (npx vite build)`).toBeDefined();
    const newest = Math.max(...INPUTS.map(newestInput));
    expect(built!.mtimeMs, 'dist/ is older than the sources: build the SPA again').toBeGreaterThanOrEqual(newest);
  });

  it(`the sign-in page loads at most ${BUDGET_KIB.login} KiB: no antd before sign-in`, () => {
    const figures = measureBundleSize();
    expect(figures.loginKiB).toBeGreaterThan(0);
    expect(figures.loginKiB).toBeLessThanOrEqual(BUDGET_KIB.login);
  });

  it(`the home screen after sign-in loads at most ${BUDGET_KIB.dashboard} KiB`, () => {
    const figures = measureBundleSize();
    expect(figures.dashboardKiB).toBeGreaterThan(0);
    expect(figures.dashboardKiB).toBeLessThanOrEqual(BUDGET_KIB.dashboard);
  });

  it(`a member's home loads at most ${BUDGET_KIB.memberHome} KiB: their light frame, no antd before the to-dos`, () => {
    const figures = measureBundleSize();
    expect(figures.memberHomeKiB).toBeGreaterThan(0);
    expect(figures.memberHomeKiB).toBeLessThanOrEqual(BUDGET_KIB.memberHome);
  });
});

import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUDGET_KIB, measureBundleSize } from '../../bench/bundle-size';

// `npm test` builds the SPA before any test runs; a test run without a build has nothing to weigh.
const built = existsSync('dist/.vite/manifest.json');

describe.skipIf(!built)('what the first screens load (gzip, from the production build)', () => {
  const figures = built ? measureBundleSize() : { loginKiB: 0, dashboardKiB: 0 };

  it(`the sign-in page loads at most ${BUDGET_KIB.login} KiB: no antd before sign-in`, () => {
    expect(figures.loginKiB).toBeGreaterThan(0);
    expect(figures.loginKiB).toBeLessThanOrEqual(BUDGET_KIB.login);
  });

  it(`the home screen after sign-in loads at most ${BUDGET_KIB.dashboard} KiB`, () => {
    expect(figures.dashboardKiB).toBeLessThanOrEqual(BUDGET_KIB.dashboard);
  });
});

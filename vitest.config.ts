import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { LongestFirst } from './tests/longest-first';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
// Every test process, and every server a test starts, encrypts personal data under one test key file:
// the seeded template is made in one process and read in others.
process.env.APP_DATA_KEY_FILE ??= fileURLToPath(new URL('./tests/api/support/test-data-keys.json', import.meta.url));

/**
 * API files that run on both databases: what they pin depends on which one answers. The drivers decode
 * rows (shaped reads and writes, dates in the group's zone), the change feed announces (kept reads,
 * stamps of sessions, matters), the pool runs transactions side by side (jobs, statements), and each
 * database is prepared, migrated, dumped and started in its own way. Every other API file pins the
 * server's own rules, the same over either, and runs once, on the embedded database every machine has.
 */
const BOTH_DATABASES = [
  'appraisal',
  'group-zone',
  'jobs',
  'migration-upgrade',
  'process',
  'read-cache',
  'reads-by-shape',
  'sensitive-data',
  'session',
  'statements-and-statistics',
  'statements-per-page',
  'writes-by-shape',
].map((name) => `tests/api/${name}.test.ts`);
const POSTGRES_ONLY = ['tests/api/change-feed.test.ts'];
const CRASH_SUITE = 'tests/reliability/crash.test.ts';

/**
 * Files of the light projects run two at a time: each is bound by one process (an in-process server on
 * PGlite, or jsdom), and on two cores one at a time leaves a core idle. The default is one fewer than the cores.
 */
const LIGHT_WORKERS = 2;

// One place for tests, split by what they need: plain Node, a DOM, the API server
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and headless Chromium.
export default defineConfig({
  resolve: { alias },
  test: {
    // A test passes the first time or fails: no project retries.
    retry: 0,
    // Each project's longest files first, so that none runs alone at its end (tests/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', maxWorkers: LIGHT_WORKERS },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
          testTimeout: 20000,
          maxWorkers: LIGHT_WORKERS,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          // The server's modules are loaded once per worker, not once per file: every file starts its own server anyway.
          isolate: false,
          globalSetup: ['tests/api/support/seeded-template.ts'],
          include: ['tests/api/**/*.test.ts'],
          exclude: POSTGRES_ONLY,
          environment: 'node',
          testTimeout: 60000,
          hookTimeout: 120000,
          env: { TEST_DB: 'pglite' },
          maxWorkers: LIGHT_WORKERS,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pg',
          // The server's modules are loaded once per worker, not once per file: every file starts its own server anyway.
          isolate: false,
          globalSetup: ['tests/api/support/seeded-template.ts'],
          include: [...BOTH_DATABASES, ...POSTGRES_ONLY],
          environment: 'node',
          testTimeout: 60000,
          hookTimeout: 120000,
          env: { TEST_DB: 'postgres' },
          maxWorkers: LIGHT_WORKERS,
        },
      },
      {
        extends: true,
        test: {
          name: 'reliability',
          globalSetup: ['tests/api/support/seeded-template.ts'],
          include: ['tests/reliability/**/*.test.ts'],
          exclude: [CRASH_SUITE],
          // After the light projects: each file loops over the whole route table. Two at a time, as most
          // of them drive one server in their own process and leave the other core to the second file.
          sequence: { groupOrder: 1 },
          environment: 'node',
          testTimeout: 300000,
          hookTimeout: 300000,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'reliability-crash',
          globalSetup: ['tests/api/support/seeded-template.ts'],
          include: [CRASH_SUITE],
          // Alone: it kills and restarts servers on both databases at once, which takes both cores, and a
          // restart's wait for the server to listen is what a busy machine stretches.
          sequence: { groupOrder: 2 },
          environment: 'node',
          testTimeout: 300000,
          hookTimeout: 300000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // The browser driver and the support modules are loaded once per worker, not once per file: each
          // file starts its own server and browser anyway, and what the support keeps is by server.
          isolate: false,
          sequence: { groupOrder: 3 },
          // A screen that settles (a title, a list after a save) may take seconds on a busy two-core machine;
          // a poll still ends the moment it holds, so only a failure waits the whole time.
          expect: { poll: { timeout: 10_000 } },
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 120000,
          hookTimeout: 300000,
          // Two files side by side, each with its own server and browser: much of a browser step is waiting.
          maxWorkers: 2,
        },
      },
    ],
  },
});

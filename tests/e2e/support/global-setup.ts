import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client';
import { seedIfEmpty } from '../../../server/db/seed/index';
import { DEMO_PASSWORD } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory migrated and seeded once, which each test server starts from a copy of. */
    seededDataDir: string;
  }
}

/**
 * The browser tests run against the SPA as built now, served by the real server; each file's server
 * starts from a copy of one demo database seeded here, not from migrations and the whole seed.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // The runner sets NODE_ENV=test, which would give antd's test-mode ids (every field 'test-id') to the bundle.
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
      cwd: join(import.meta.dirname, '..', '..', '..'),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const dir = mkdtempSync(join(tmpdir(), 'spa-e2e-seeded-'));
  const database = await openDatabase({ dataDir: dir, listen: false });
  await seedIfEmpty(database.db, { password: DEMO_PASSWORD });
  await database.close();
  project.provide('seededDataDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

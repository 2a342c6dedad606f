import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client';
import { holdTemplates, seededTemplates } from '../../api/support/seeded-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory migrated and seeded once, which each test server starts from a copy of. */
    seededDataDir: string;
    /** The server as one file, built from its sources for this run: what each file's server process runs. */
    serverEntry: string;
  }
}

const ROOT = join(import.meta.dirname, '..', '..', '..');

/**
 * The server's modules bundled into one file inside the project (the packages stay where they are): a
 * process then starts without compiling and resolving some hundreds of TypeScript modules one by one,
 * seconds of each browser test file's start on a busy machine.
 */
async function bundleServer(): Promise<{ entry: string; remove: () => void }> {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, '.tmp', 'e2e-server-'));
  const entry = join(dir, 'main.mjs');
  await build({
    entryPoints: [join(ROOT, 'server', 'main.ts')],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return { entry, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The browser tests run against the SPA as built now, served by the real server; each file's server
 * starts from a copy of one demo data directory, unpacked here from the run's seeded demo database
 * (the one the API suites copy), not from migrations and the whole seed.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // The runner sets NODE_ENV=test, which would give antd's test-mode ids (every field 'test-id') to the bundle.
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const release = holdTemplates();
  const dir = mkdtempSync(join(tmpdir(), 'spa-e2e-seeded-'));
  let server: Awaited<ReturnType<typeof bundleServer>> | undefined;
  const done = async () => {
    rmSync(dir, { recursive: true, force: true });
    server?.remove();
    await release();
  };
  try {
    server = await bundleServer();
    const { pglite } = await seededTemplates(project, ['pglite']);
    const archive = new Blob([readFileSync(pglite!)]);
    const database = await openDatabase({ dataDir: dir, listen: false, loadDataDir: archive });
    await database.close();
  } catch (err) {
    await done();
    throw err;
  }
  project.provide('seededDataDir', dir);
  project.provide('serverEntry', server.entry);
  return done;
}

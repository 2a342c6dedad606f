import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { SEED_PASSWORD } from '../../api/support/seed-password';

/** The real API server on a free port and a scratch data directory, serving the built SPA. */
export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
  /** Kept answers the database contradicted with no change announced (APP_READ_CACHE=verify), once pending checks settled. */
  staleReads: () => Promise<{ count: number; recent: string[] }>;
  /** The end of what the server wrote to stderr (warnings and errors). */
  stderrTail: () => string;
}

export const CAPTCHA_CODE = 'e2e42';
/** The password of every seeded account: the run's demo database is the API suites' one. */
export const DEMO_PASSWORD = SEED_PASSWORD;
const ROOT = join(import.meta.dirname, '..', '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready');
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) throw new Error('dist/ missing: run npm run build first');
  const dataDir = mkdtempSync(join(tmpdir(), 'spa-e2e-'));
  // The demo database the run seeded once (global-setup.ts); the server migrates nothing and seeds nothing.
  const seeded = inject('seededDataDir');
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  const port = await freePort();
  // The server as the run bundled it from its sources (global-setup.ts).
  const child = spawn(process.execPath, [inject('serverEntry')], {
    cwd: ROOT,
    // Every answer the read cache would keep is asked of the database too: the suite ends by finding none stale.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_CAPTCHA_TEST_CODE: CAPTCHA_CODE,
      LOG_LEVEL: 'warn',
      APP_READ_CACHE: 'verify',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitReady(baseUrl, child, 180_000);
  } catch (e) {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
    throw new Error(`${(e as Error).message}\n${stderr}`, { cause: e });
  }
  return {
    baseUrl,
    stderrTail: () => stderr,
    staleReads: async () => {
      // A difference counts only if no announcement explains it within a second (server/lib/stale-reads.ts).
      await new Promise((r) => setTimeout(r, 1_500));
      return ((await (await fetch(`${baseUrl}/metrics`)).json()) as { staleReads: { count: number; recent: string[] } })
        .staleReads;
    },
    stop: async () => {
      if (child.pid && child.exitCode === null) {
        process.kill(-child.pid, 'SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '../../..');
const LAUNCHER = path.join(HERE, 'server-launcher.ts');
/** The answer of every captcha of a server started here. */
export const CAPTCHA_CODE = '7788';

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  base: string;
  /** Everything the process printed so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resident set size of the server process in KiB (/proc/<pid>/status VmRSS). */
  rssKiB(): number;
  /** SIGKILL: no shutdown code runs. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown; answers the exit code. */
  stop(): Promise<number | null>;
}

export interface StartOptions {
  /** Scratch data directory: PGlite, RSA key, uploads. */
  dataDir: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Node options of the server process, e.g. --cpu-prof when profiling a benchmark. */
  execArgv?: string[];
  readyTimeoutMs?: number;
}

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of running) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

/** A server process that has loaded its modules and waits to be started. */
export interface PreparedServer {
  /** Runs server/main.ts in the prepared process; resolves once it listens (after the database is open). */
  launch(): Promise<ServerProcess>;
  /** Ends a process that was never launched. */
  dispose(): void;
}

/**
 * Spawns a server process (node with the tsx loader: the child IS the server, so a signal sent to it
 * reaches the server and nothing is orphaned) that loads the server's modules and waits for
 * `launch()`; see server-launcher.ts. It listens on a random loopback port.
 */
export function prepareServer(opts: StartOptions): PreparedServer {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: opts.dataDir,
    LOG_LEVEL: 'warn',
    APP_CAPTCHA_TEST_CODE: CAPTCHA_CODE,
    APP_DIST_DIR: '/nonexistent',
    ...opts.env,
  };
  delete env.DATABASE_URL;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  const child = spawn(process.execPath, [...(opts.execArgv ?? []), '--import', 'tsx/esm', LAUNCHER], {
    cwd: ROOT,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const listening = new Promise<number>((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d;
      const m = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (m) {
        child.stdout!.off('data', onData);
        child.stderr!.off('data', onData);
        child.stdout!.on('data', (more: Buffer) => (out += more));
        child.stderr!.on('data', (more: Buffer) => (out += more));
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code, signal }) =>
      reject(new Error(`server exited (code ${code}, signal ${signal}) before it listened:\n${out}`)),
    );
  });
  listening.catch(() => {});
  return {
    dispose: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
    launch: async () => {
      child.stdin!.write('start\n');
      const limit = opts.readyTimeoutMs ?? 60_000;
      let timer: NodeJS.Timeout | undefined;
      const port = await Promise.race([
        listening,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            child.kill('SIGKILL');
            reject(new Error(`server did not listen within ${limit} ms:\n${out}`));
          }, limit);
        }),
      ]).finally(() => clearTimeout(timer));
      return {
        child,
        pid: child.pid!,
        port,
        base: `http://127.0.0.1:${port}`,
        output: () => out,
        exited,
        rssKiB: () => readRssKiB(child.pid!),
        kill: async () => {
          child.kill('SIGKILL');
          await exited;
        },
        stop: async () => {
          child.kill('SIGTERM');
          return (await exited).code;
        },
      };
    },
  };
}

/** Spawns and launches a server process. */
export function startServer(opts: StartOptions): Promise<ServerProcess> {
  return prepareServer(opts).launch();
}

export function readRssKiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  if (!m) throw new Error(`no VmRSS for process ${pid}`);
  return Number(m[1]);
}

export function scratchDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function removeScratch(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server of `serverUrl`, dropped by `drop()`. */
export async function freshPostgresDatabase(serverUrl: string, prefix = 'rel'): Promise<ScratchDatabase> {
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

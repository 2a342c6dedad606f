import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { decryptText, encryptText, DEFAULT_AES_IV, DEFAULT_AES_KEY } from '../../../src/contract/cipher';

const root = path.resolve(__dirname, '../../..');
export const KEYS = { key: DEFAULT_AES_KEY, iv: DEFAULT_AES_IV };

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** The real server as its own process, on a loopback port, ready when /readyz answers. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // The server itself, not a wrapper that would outlive a kill.
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), APP_CAPTCHA_TEST_CODE: '5566', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (c) => r(c)));
  const base = `http://127.0.0.1:${port}`;
  const end = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > end) throw new Error(`server did not come up: ${out}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    child,
    base,
    output: () => out,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One encrypted call over HTTP; answers the status, the headers and the envelope (null for a file). */
export async function httpCall(base: string, url: string, payload: unknown = {}, opts: { token?: string; cookie?: string } = {}) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json;charset=UTF-8',
      ...(opts.token ? { authorization: opts.token } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    body: encryptText(JSON.stringify(payload), KEYS),
  });
  const text = await res.text();
  const isEnvelope = (res.headers.get('content-type') ?? '').startsWith('text/plain');
  return { status: res.status, headers: res.headers, envelope: isEnvelope ? JSON.parse(decryptText(text, KEYS)) : null, setCookie: res.headers.get('set-cookie') };
}

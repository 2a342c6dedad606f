import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One request a wrk connection sends; the connections cycle through the list. */
export interface WrkRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface WrkFigures {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connect, read, write and time-out errors plus answers outside 2xx/3xx. */
  errors: number;
  timeouts: number;
}

/**
 * wrk (Debian's package, C, one thread) as the load generator: it costs the shared cores far less
 * than a Node client, so the figures are the server's. Installed with apt when it is missing.
 */
export function ensureWrk(): string {
  const found = which('wrk');
  if (found) return found;
  console.log('wrk is not installed: installing it from Debian’s packages…');
  const asRoot = process.getuid?.() === 0;
  const apt = (...args: string[]) => execFileSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], { stdio: 'inherit' });
  try {
    apt('install', '-y', 'wrk');
  } catch {
    apt('update');
    apt('install', '-y', 'wrk');
  }
  const installed = which('wrk');
  if (!installed) throw new Error('wrk could not be installed (apt-get install wrk)');
  return installed;
}

function which(cmd: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const p = path.join(dir, cmd);
    if (fs.existsSync(p)) return p;
  }
  return null;
}

/** A Lua string literal; the texts here (paths, tokens, Base64) are ASCII, where JSON's escapes are Lua's. */
function lua(s: string): string {
  if (!/^[\x20-\x7e]*$/.test(s)) throw new Error(`wrk request text must be printable ASCII: ${s.slice(0, 40)}`);
  return JSON.stringify(s);
}

/** The Lua script: the requests pre-formatted, taken in turn; `done` prints the figures as JSON. */
function script(requests: WrkRequest[]): string {
  const formatted = requests
    .map((r) => {
      const headers = Object.entries(r.headers ?? {})
        .map(([k, v]) => `[${lua(k)}] = ${lua(v)}`)
        .join(', ');
      return `wrk.format(${lua(r.method)}, ${lua(r.path)}, { ${headers} }, ${r.body === undefined ? 'nil' : lua(r.body)})`;
    })
    .join(',\n  ');
  return `
local reqs = nil
local i = 0
function init(args)
  reqs = {
  ${formatted}
  }
end
function request()
  i = i % #reqs + 1
  return reqs[i]
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.connect, e.read, e.write, e.status, e.timeout))
end
`;
}

/** Runs wrk against `base` for `seconds` at `connections`, one thread. */
export async function runWrk(base: string, requests: WrkRequest[], opts: { connections: number; seconds: number; timeoutSeconds?: number }): Promise<WrkFigures> {
  const bin = ensureWrk();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'party-wrk-'));
  const file = path.join(dir, 'requests.lua');
  fs.writeFileSync(file, script(requests));
  try {
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(bin, ['-t1', `-c${opts.connections}`, `-d${opts.seconds}s`, `--timeout`, `${opts.timeoutSeconds ?? 10}s`, '-s', file, base], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (c: Buffer) => (text += c.toString()));
      child.stderr.on('data', (c: Buffer) => (text += c.toString()));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text}`))));
    });
    const line = out.split('\n').find((l) => l.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk printed no figures: ${out}`);
    const f = JSON.parse(line) as Record<string, number>;
    const seconds = f.durationUs / 1e6;
    return {
      requests: f.requests,
      perSecond: f.requests / seconds,
      p50Ms: Math.round(f.p50Us / 10) / 100,
      p99Ms: Math.round(f.p99Us / 10) / 100,
      errors: f.connect + f.read + f.write + f.status + f.timeout,
      timeouts: f.timeout,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

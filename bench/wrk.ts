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
  const apt = (...args: string[]) =>
    execFileSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], { stdio: 'inherit' });
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

/**
 * A working day's mix: reads taken in turn; every `writeEvery`th request a write instead, alternating
 * between repeatable writes (creates) and writes that may be sent only once each (moves of records
 * made for the run, at their first version); once those run out, creates take their turn.
 */
export interface WrkMix {
  reads: WrkRequest[];
  writes: WrkRequest[];
  once: WrkRequest[];
  writeEvery: number;
}

const formatAll = (requests: WrkRequest[]) =>
  requests
    .map((r) => {
      const headers = Object.entries(r.headers ?? {})
        .map(([k, v]) => `[${lua(k)}] = ${lua(v)}`)
        .join(', ');
      return `wrk.format(${lua(r.method)}, ${lua(r.path)}, { ${headers} }, ${r.body === undefined ? 'nil' : lua(r.body)})`;
    })
    .join(',\n  ');

/** The Lua script: the requests pre-formatted, taken in turn (or mixed); `done` prints the figures as JSON. */
function script(requests: WrkRequest[] | WrkMix, pauseMs = 0): string {
  const mix: WrkMix = Array.isArray(requests) ? { reads: requests, writes: [], once: [], writeEvery: 0 } : requests;
  return `
local reads, writes, once = nil, nil, nil
local i, n, w, o = 0, 0, 0, 0
local every = ${mix.writeEvery}
function init(args)
  reads = {
  ${formatAll(mix.reads)}
  }
  writes = {
  ${formatAll(mix.writes)}
  }
  once = {
  ${formatAll(mix.once)}
  }
end
function request()
  n = n + 1
  if every > 0 and n % every == 0 and #writes > 0 then
    if (n / every) % 2 == 0 and o < #once then
      o = o + 1
      return once[o]
    end
    w = w % #writes + 1
    return writes[w]
  end
  i = i % #reads + 1
  return reads[i]
end
${
  pauseMs > 0
    ? `function delay()
  return ${Math.round(pauseMs)}
end`
    : ''
}
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.connect, e.read, e.write, e.status, e.timeout))
end
`;
}

/**
 * Runs wrk against `base` for `seconds` at `connections`, one thread. With `pauseMs`, each connection
 * waits that long after an answer before it sends again: a paced load, whose latencies leave the pause out.
 */
export async function runWrk(
  base: string,
  requests: WrkRequest[] | WrkMix,
  opts: { connections: number; seconds: number; timeoutSeconds?: number; pauseMs?: number },
): Promise<WrkFigures> {
  const bin = ensureWrk();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'party-wrk-'));
  const file = path.join(dir, 'requests.lua');
  fs.writeFileSync(file, script(requests, opts.pauseMs));
  try {
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        bin,
        [
          '-t1',
          `-c${opts.connections}`,
          `-d${opts.seconds}s`,
          `--timeout`,
          `${opts.timeoutSeconds ?? 10}s`,
          '-s',
          file,
          base,
        ],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
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

import type { FastifyInstance } from 'fastify';
import type { RegisteredCall } from '../../../server/lib/call';
import type { ApiClient } from './http-client';

/** How a call is named in a coverage finding: `POST /api/member/save`. */
export const callKey = (c: { method: string; url: string }): string => `${c.method.toUpperCase()} ${c.url}`;

/** One request of a call as a suite sent it: its answer, who sent it (when the suite named the token) and when. */
export interface Attempt {
  status: number;
  as?: string;
  began: number;
  ended: number;
  /** The answer was a file (an export), not an envelope. */
  file?: boolean;
}

/** A class of calls a suite need not send, and why: written as a property of the call, never as a list of URLs. */
export interface CoverageRule {
  name: string;
  reason: string;
  applies(call: RegisteredCall): boolean;
}

/** What a suite asks of the attempts of one call; answers what is missing, or null when the call is covered. */
export type Coverage = (call: RegisteredCall, attempts: Attempt[]) => string | null;

/**
 * Every request a suite sent, by call, with its answer. Filled by wrapping the client the suite already
 * uses (recordInjects, recordRequests), so that nothing in the suites lists calls by hand.
 */
export class SentCalls {
  private readonly byCall = new Map<string, Attempt[]>();
  private readonly names = new Map<string, string>();

  /** Requests with this token are attributed to `name` (an account, a persona). */
  name(token: string, name: string): void {
    this.names.set(token, name);
  }

  note(method: string, url: string, attempt: Omit<Attempt, 'as'>, token?: string): void {
    const key = callKey({ method, url: url.split('?')[0] });
    const list = this.byCall.get(key) ?? [];
    list.push({ ...attempt, as: token ? this.names.get(token) : 'anonymous' });
    this.byCall.set(key, list);
  }

  attempts(call: { method: string; url: string }): Attempt[] {
    return this.byCall.get(callKey(call)) ?? [];
  }

  /** The calls of `table` that escaped: not covered by what was sent, and excluded by no rule. */
  escaped(table: RegisteredCall[], coverage: Coverage, rules: CoverageRule[] = []): string[] {
    const out: string[] = [];
    for (const call of table) {
      if (rules.some((r) => r.applies(call))) continue;
      const missing = coverage(call, this.attempts(call));
      if (missing) out.push(`${callKey(call)}: ${missing}`);
    }
    return out;
  }
}

const isFile = (contentType: unknown) => contentType !== undefined && !String(contentType).startsWith('text/plain');

/** Records every request made through `app.inject` (the in-process test server's calls, uploads and raw sends). */
export function recordInjects(app: FastifyInstance, sent: SentCalls): void {
  const inject = app.inject.bind(app) as (
    opts: unknown,
  ) => Promise<{ statusCode: number; headers: Record<string, unknown> }>;
  const recording = async (opts: { method?: string; url?: string; headers?: Record<string, string> }) => {
    const began = performance.now();
    const res = await inject(opts);
    const file = isFile(res.headers['content-type']);
    sent.note(
      opts.method ?? 'GET',
      opts.url ?? '',
      { status: res.statusCode, began, ended: performance.now(), file },
      opts.headers?.authorization,
    );
    return res;
  };
  (app as unknown as { inject: typeof recording }).inject = recording;
}

/** Records every request of a client of a server process (a request cut by a kill has status 0). */
export function recordRequests(client: ApiClient, sent: SentCalls): void {
  const request = client.request.bind(client);
  client.request = async (method, path, body, headers = {}) => {
    const began = performance.now();
    const token = typeof headers.authorization === 'string' ? headers.authorization : undefined;
    try {
      const answer = await request(method, path, body, headers);
      sent.note(
        method,
        path,
        { status: answer.status, began, ended: performance.now(), file: isFile(answer.headers['content-type']) },
        token,
      );
      return answer;
    } catch (err) {
      sent.note(method, path, { status: 0, began, ended: performance.now() }, token);
      throw err;
    }
  };
}

/** Whether two requests of the call were in flight at the same moment, and one of them was answered done (a race of two refusals wrote nothing). */
export function raced(attempts: Attempt[]): boolean {
  const sorted = [...attempts].sort((a, b) => a.began - b.began);
  return sorted.some((a, i) =>
    sorted.slice(0, i).some((b) => b.ended > a.began && (a.status === 200 || b.status === 200)),
  );
}

export const REFUSALS = [401, 403];
export const refused = (a: Attempt): boolean => REFUSALS.includes(a.status);

/** Reads only: the suites that prove writes (races, crashes) need send no read. */
export const READS: CoverageRule = {
  name: 'reads',
  reason: 'the call writes nothing (no `write` in its declaration): there is nothing to race or to lose in a crash',
  applies: (call) => !call.write,
};

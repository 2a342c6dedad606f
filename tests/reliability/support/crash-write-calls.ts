import type { RegisteredCall } from '../../../server/lib/call';
import { callKey, type SentCalls } from './call-coverage';
import type { Caller } from './callers';
import { readyCalls, scenarioFor, type ReadyCall } from './write-calls';
import { send as sendRequest, type ScenarioContext } from './write-scenarios';

/**
 * A file (an export) is sent to the client from inside its call's transaction, before the commit (the
 * RAW_REPLY path of server/lib/call.ts): a kill after the answer may still take the log entry, so an
 * acknowledged file proves nothing about it. Such answers count as acknowledged, not as found again;
 * false once the server sends a file only after its commit.
 */
export const FILES_ANSWER_BEFORE_COMMIT = true;

/**
 * Makes ready the next `count` write calls of `calls` that nothing has had acknowledged yet, before the
 * writers start: what a call needs (records, a published exam) is made outside the kill's window, so
 * that the round pays only for the calls themselves. Answers the calls and what failed to be made.
 */
export async function prepareShare(
  caller: Caller,
  context: ScenarioContext,
  calls: RegisteredCall[],
  sent: SentCalls,
  count: number,
): Promise<{ ready: ReadyCall[]; failed: string[] }> {
  const ready: ReadyCall[] = [];
  const failed: string[] = [];
  const pending = calls
    .filter((c) => scenarioFor(c.url) && !sent.attempts(c).some((a) => a.status === 200))
    .slice(0, count);
  for await (const made of readyCalls(caller, context, pending, failed)) ready.push(made);
  return { ready, failed };
}

/** Sends the calls made ready one after another, until the kill; resolves once all are answered. */
export async function sendShare(o: {
  caller: Caller;
  ready: ReadyCall[];
  /** Sends a request; null when it failed (expected once the kill is under way, a finding before). */
  send: <T>(what: string, request: () => Promise<T>) => Promise<T | null>;
  unexpected: (what: string) => void;
}): Promise<void> {
  for (const { call, request } of o.ready) {
    const answer = await o.send(call.url, () => sendRequest(o.caller, call.url, request));
    if (!answer) return;
    if (answer.status !== 200) o.unexpected(`${call.url}: ${answer.status} ${answer.envelope?.error_msg}`);
  }
}

/**
 * Write calls with more acknowledged answers than entries in the operation log (written in the same
 * transaction as the write): acknowledged writes that a kill took away. Files are left out while they
 * are answered before their commit (FILES_ANSWER_BEFORE_COMMIT).
 */
export function lostWrites(table: RegisteredCall[], sent: SentCalls, logged: Map<string, number>): string[] {
  const lost: string[] = [];
  for (const call of table.filter((c) => c.write)) {
    const acked = sent.attempts(call).filter((a) => a.status === 200 && !(a.file && FILES_ANSWER_BEFORE_COMMIT));
    const entries = logged.get(call.url) ?? 0;
    if (entries < acked.length)
      lost.push(`${callKey(call)}: ${acked.length} acknowledged, ${entries} in the operation log`);
  }
  return lost;
}

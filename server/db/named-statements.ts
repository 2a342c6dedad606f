import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

/**
 * How many statements one connection prepares by name. PostgreSQL keeps each one's parse tree and
 * plan for the connection's life, so this bounds the database's memory per connection; texts beyond
 * it run unnamed there, as before. The pool closes idle connections, which lets their statements go.
 */
export const PER_CONNECTION = 500;
/** Texts remembered (named, or seen once and waiting for a second sending): bounds this process's memory. */
const MAX_TEXTS = 20_000;

/**
 * A statement that runs this long is planned afresh each time it runs. Planning costs it little beside its
 * running, and a plan kept by name may be PostgreSQL's generic plan (chosen from the sixth run on), made
 * without the values: for an analysis over a subtree that plan can be five times slower than one made
 * for the subtree at hand.
 */
export const LONG_RUN_MS = 20;
/**
 * A text counts as long once this many of its runs by name were, and they are most of its runs: a
 * statement's time also holds the wait for the process to take its answer, which a busy moment
 * stretches for every statement alike.
 */
const LONG_RUNS = 3;
/**
 * A run while this process's event loop was this busy does not count: the answer waited for the process
 * as much as for the database, and under load every statement looks long. Counted, such runs would send the
 * cheapest statements unnamed, to be parsed and planned again on every call, just when the database is busiest.
 */
export const BUSY_LOOP = 0.5;

const names = new Map<string, string>();
const seenOnce = new Set<string>();
/** Per text sent by name: its runs and how many of them ran long. */
const runsOf = new Map<string, { runs: number; long: number }>();
/** Texts that mostly run long: sent unnamed. */
const longTexts = new Set<string>();

/**
 * Records how long a statement sent by name ran, and how busy this process's event loop was meanwhile (its
 * utilisation, 0 to 1); a text that mostly runs long is sent unnamed from then on.
 */
export function noteRunTime(text: string, ms: number, busy = 0): void {
  if (!names.has(text) || busy > BUSY_LOOP) return;
  let r = runsOf.get(text);
  if (!r) {
    if (runsOf.size >= MAX_TEXTS) return;
    runsOf.set(text, (r = { runs: 0, long: 0 }));
  }
  r.runs++;
  if (ms >= LONG_RUN_MS) r.long++;
  if (r.long >= LONG_RUNS && r.long * 4 >= r.runs * 3) {
    names.delete(text);
    runsOf.delete(text);
    if (longTexts.size < MAX_TEXTS) longTexts.add(text);
  }
}

/** The name a statement text is prepared under; none the first time it is seen (one-off texts never get one), nor for a long one. */
export function statementName(text: string): string | undefined {
  if (longTexts.has(text)) return undefined;
  const known = names.get(text);
  if (known) return known;
  if (!seenOnce.has(text)) {
    if (seenOnce.size >= MAX_TEXTS) seenOnce.clear();
    seenOnce.add(text);
    return undefined;
  }
  seenOnce.delete(text);
  const name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  if (names.size < MAX_TEXTS) names.set(text, name);
  return name;
}

/** Whether a connection that has prepared `prepared` may run `name` by name: one it has, or a new one while under its bound. */
export function mayPrepare(prepared: Set<string>, name: string, max = PER_CONNECTION): boolean {
  if (prepared.has(name)) return true;
  if (prepared.size >= max) return false;
  prepared.add(name);
  return true;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * A pool connection that prepares the statements it sends by name (extended protocol, with
 * parameters), so that PostgreSQL parses each text once per connection and can keep its plan. Most
 * of what a request cost the database was parsing and planning, not running, the statement.
 */
export class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();

  // pg's overloads are many; the one this adds a name to is query(config, values?, callback?).
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const c = config as QueryConfigLike | null;
    if (c && typeof c === 'object' && typeof c.text === 'string' && c.name === undefined && c.submit === undefined) {
      const params = Array.isArray(values) ? values : c.values;
      if (Array.isArray(params) && params.length) {
        const name = statementName(c.text);
        if (name && mayPrepare(this.prepared, name)) {
          // The client is this request's alone (checked out of the pool): the time is the statement's.
          const started = performance.now();
          const loop = performance.eventLoopUtilization();
          const ran = () =>
            noteRunTime(
              c.text as string,
              performance.now() - started,
              performance.eventLoopUtilization(loop).utilization,
            );
          config = { ...c, name };
          // The pool passes a callback (callback or values may come second); a caller of the client may take the promise.
          if (typeof callback === 'function' || typeof values === 'function') {
            const done = (typeof callback === 'function' ? callback : values) as (...args: unknown[]) => void;
            const timed = (...args: unknown[]) => {
              if (!args[0]) ran();
              done(...args);
            };
            return (super.query as (...args: unknown[]) => never)(
              config,
              typeof values === 'function' ? timed : values,
              typeof values === 'function' ? undefined : timed,
            );
          }
          const answer = (super.query as (...args: unknown[]) => Promise<unknown>)(config, values);
          answer.then(ran, () => {});
          return answer as never;
        }
      }
    }
    return (super.query as (...args: unknown[]) => never)(config, values, callback);
  }
}

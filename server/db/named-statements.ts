import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * How many statements one connection prepares by name. PostgreSQL keeps each one's parse tree and
 * plan for the connection's life, so this bounds the database's memory per connection; texts beyond
 * it run unnamed there, as before. The pool closes idle connections, which lets their statements go.
 */
export const PER_CONNECTION = 500;
/** Texts remembered (named, or seen once and waiting for a second sending): bounds this process's memory. */
const MAX_TEXTS = 20_000;

const names = new Map<string, string>();
const seenOnce = new Set<string>();

/** The name a statement text is prepared under; none the first time it is seen (one-off texts never get one). */
export function statementName(text: string): string | undefined {
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
        if (name && mayPrepare(this.prepared, name)) config = { ...c, name };
      }
    }
    return (super.query as (...args: unknown[]) => never)(config, values, callback);
  }
}

import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * How many statement texts are prepared by name. Each connection keeps the plan of every one it has
 * run, so the cap bounds the database's memory per connection; texts beyond it run unnamed as before.
 */
const MAX_NAMED = 600;
/** Texts seen once, waiting for a second sending before they get a name (one-off texts never do). */
const MAX_SEEN = 10_000;

const names = new Map<string, string>();
const seenOnce = new Set<string>();

/** The name a statement text is prepared under on every connection; none the first time it is seen, or past the cap. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known) return known;
  if (names.size >= MAX_NAMED) return undefined;
  if (!seenOnce.has(text)) {
    if (seenOnce.size >= MAX_SEEN) seenOnce.clear();
    seenOnce.add(text);
    return undefined;
  }
  seenOnce.delete(text);
  const name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  names.set(text, name);
  return name;
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
 * of what a request costs the database is otherwise parsing and planning, not running, the statement.
 */
export class PreparingClient extends pg.Client {
  // pg's overloads are many; the one this adds a name to is query(config, values?, callback?).
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const c = config as QueryConfigLike | null;
    if (c && typeof c === 'object' && typeof c.text === 'string' && c.name === undefined && c.submit === undefined) {
      const params = Array.isArray(values) ? values : c.values;
      if (Array.isArray(params) && params.length) {
        const name = statementName(c.text);
        if (name) config = { ...c, name };
      }
    }
    return (super.query as (...args: unknown[]) => never)(config, values, callback);
  }
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { partOf } from './change-feed';

/** The tables the statements of one piece of work read and wrote, as the query log saw them. */
export interface TableUse {
  read: Set<string>;
  written: Set<string>;
  /** Something was read whose tables are not known (a cached value kept without them). */
  readUnknown?: boolean;
}

const current = new AsyncLocalStorage<TableUse>();
let tablePattern: RegExp | null = null;

/** The names of every table of the schema: what a statement's text is searched for. */
export function knowTables(names: string[]): void {
  const sorted = [...new Set(names)].sort((a, b) => b.length - a.length);
  tablePattern = new RegExp(`\\b(${sorted.map((n) => n.replace(/[^\w]/g, '')).join('|')})\\b`, 'g');
}

let statements = 0;
/** How many statements this process has sent so far (tests count what a call costs). */
export const statementCount = (): number => statements;

const WRITE = /^\s*(insert|update|delete|truncate)\b/i;

/**
 * Called by the database's query log for every statement. Inside `captureTables` it notes which
 * tables the statement names; a name that also appears as a column only makes the note wider (a read
 * then depends on one table more), never narrower.
 */
export function noteStatement(text: string): void {
  statements++;
  const use = current.getStore();
  if (!use || !tablePattern) return;
  const { write, tables } = namedBy(text);
  const into = write ? use.written : use.read;
  for (const t of tables) into.add(t);
}

/** Statements seen and the tables each names; built once per shape, they come back the same. */
const named = new Map<string, { write: boolean; tables: readonly string[] }>();
const MAX_NAMED = 2_000;

function namedBy(text: string): { write: boolean; tables: readonly string[] } {
  let found = named.get(text);
  if (!found) {
    found = { write: WRITE.test(text), tables: [...new Set([...text.matchAll(tablePattern!)].map((m) => m[1]))] };
    // Texts that hold their values (built as they come) may each be new: the oldest make room.
    if (named.size >= MAX_NAMED) named.delete(named.keys().next().value!);
    named.set(text, found);
  }
  return found;
}

/**
 * A value served from a cache inside a capture rests on the tables its own read used: they count as
 * read here too (null: not known, so the capture's reads cannot be kept per table).
 */
export function noteCachedRead(tables: ReadonlySet<string> | null): void {
  const use = current.getStore();
  if (!use) return;
  if (!tables) use.readUnknown = true;
  else for (const t of tables) use.read.add(t);
}

/** The tables a capture read, or null when some of them are not known. */
export const readTablesOf = (use: TableUse): ReadonlySet<string> | null => (use.readUnknown ? null : use.read);

/** The tables the work under way has written so far (undefined outside a capture). */
export const writtenSoFar = (): ReadonlySet<string> | undefined => current.getStore()?.written;

/**
 * Runs the work and answers what it returned with the tables its statements read and wrote. A capture
 * inside another is part of the outer work: what it saw counts there too.
 */
export async function captureTables<T>(work: () => Promise<T>): Promise<{ value: T; use: TableUse }> {
  const outer = current.getStore();
  const use: TableUse = { read: new Set(), written: new Set() };
  try {
    const value = await current.run(use, async () => await work());
    return { value, use };
  } finally {
    if (outer) {
      for (const t of use.read) outer.read.add(t);
      for (const t of use.written) outer.written.add(t);
      if (use.readUnknown) outer.readUnknown = true;
    }
  }
}

/**
 * Runs statements that read or write only some parts of a table (the rows of some organisations, the
 * history of one kind of record), as the database announces that table's changes by part: they count
 * as reads or writes of those parts, not of the whole table. Without parts (null) they count whole.
 */
export async function inParts<T>(
  table: string,
  parts: readonly (string | number)[] | null,
  work: () => Promise<T>,
  /**
   * The parts the answer turned out to rest on or write, when narrower than those searched: one record
   * read by its id rests on its own part only (a change elsewhere cannot alter it, and one that moves
   * it away is announced for the organisation it leaves), a new row on the record made. Null: the
   * parts searched.
   */
  found?: (value: T) => readonly (string | number)[] | null,
): Promise<T> {
  const outer = current.getStore();
  if (!outer || !parts) return work();
  const use: TableUse = { read: new Set(), written: new Set() };
  let names = [...new Set(parts)].map((p) => partOf(table, p));
  const merge = (from: Set<string>, into: Set<string>) => {
    for (const t of from) {
      if (t === table) for (const n of names) into.add(n);
      else into.add(t);
    }
  };
  try {
    // Awaited inside: a query builder runs its statement only when awaited, which must happen in the capture.
    const value = await current.run(use, async () => await work());
    const narrower = found?.(value);
    if (narrower) names = [...new Set(narrower)].map((p) => partOf(table, p));
    return value;
  } finally {
    merge(use.read, outer.read);
    merge(use.written, outer.written);
    if (use.readUnknown) outer.readUnknown = true;
  }
}

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
  const { written, read } = namedBy(text);
  for (const t of written) use.written.add(t);
  for (const t of read) use.read.add(t);
}

/** Statements seen and the tables each writes and reads; built once per shape, they come back the same. */
const named = new Map<string, { written: readonly string[]; read: readonly string[] }>();
const MAX_NAMED = 2_000;

/** The table a write statement writes: the one after insert into, update or delete from. */
const TARGET = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/i;

/**
 * The tables a statement writes and reads. A name right after a dot is a column of a table or alias
 * ('"exams"."questions"'), not the table of that name. A write statement writes the table it names
 * first and reads the others it names; one whose table cannot be told writes every table it names.
 */
function namedBy(text: string): { written: readonly string[]; read: readonly string[] } {
  let found = named.get(text);
  if (!found) {
    const tables = new Set<string>();
    for (const m of text.matchAll(tablePattern!)) {
      const before = text[m.index - 1] === '"' ? text[m.index - 2] : text[m.index - 1];
      if (before !== '.') tables.add(m[1]);
    }
    const target = WRITE.test(text) ? (TARGET.exec(text)?.[1] ?? null) : undefined;
    if (target === undefined) found = { written: [], read: [...tables] };
    else if (target === null || !tables.has(target)) found = { written: [...tables], read: [] };
    else found = { written: [target], read: [...tables].filter((t) => t !== target) };
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
 * as reads or writes of those parts, not of the whole table. Without parts (null) they count whole,
 * unless what they found says narrower.
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
  /**
   * Other tables the statements name only to join the records their rows refer to, each with the
   * parts of the records joined: a read rests on those records, not on the whole of their tables.
   * A table left out counts whole.
   */
  joined?: (value: T) => ReadonlyMap<string, readonly string[]>,
): Promise<T> {
  const outer = current.getStore();
  if (!outer || (!parts && !found && !joined)) return work();
  const use: TableUse = { read: new Set(), written: new Set() };
  let names = parts ? [...new Set(parts)].map((p) => partOf(table, p)) : [table];
  let others: ReadonlyMap<string, readonly string[]> | undefined;
  const merge = (from: Set<string>, into: Set<string>, reads = false) => {
    for (const t of from) {
      const joinedParts = reads ? others?.get(t) : undefined;
      if (t === table) for (const n of names) into.add(n);
      else if (joinedParts) for (const p of joinedParts) into.add(partOf(t, p));
      else into.add(t);
    }
  };
  try {
    // Awaited inside: a query builder runs its statement only when awaited, which must happen in the capture.
    const value = await current.run(use, async () => await work());
    const narrower = found?.(value);
    if (narrower) names = [...new Set(narrower)].map((p) => partOf(table, p));
    others = joined?.(value);
    return value;
  } finally {
    merge(use.read, outer.read, true);
    merge(use.written, outer.written);
    if (use.readUnknown) outer.readUnknown = true;
  }
}

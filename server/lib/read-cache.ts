import { parentOfPart, type ChangeFeed } from '../db/change-feed';
import { noteCachedRead } from '../db/table-capture';

interface Entry<V> {
  at: number;
  size: number;
  value: V;
  /** The generation the read started at, and the tables it read (null: unknown, any change ends it). */
  since: number;
  tables: ReadonlySet<string> | null;
}

export interface ReadCacheOptions {
  maxEntries: number;
  /** Sum of the entries' sizes (as `sizeOf` counts them). */
  maxSize?: number;
  /** The longest an entry is served, whatever the feed says. */
  ttlMs: number;
  sizeOf?: (value: unknown) => number;
}

/**
 * Reads kept by key for as long as nothing they rest on has changed in the database since they were
 * taken: an entry records the feed's generation from before the read started and the tables the read
 * used, and is served only while the feed is live and none of those tables changed after it (a
 * change to one table leaves reads of other tables alone). An announced change lets go at once of
 * every entry resting on what it touched, asked for again or not, so that memory holds only what can
 * still be served. The oldest entries make room; every entry ends by its time limit anyway.
 */
export class ReadCache<V> {
  private readonly map = new Map<string, Entry<V>>();
  private size = 0;
  /** The keys of the entries that read each table, and of those whose tables are unknown. */
  private readonly byTable = new Map<string, Set<string>>();
  private readonly untabled = new Set<string>();
  /** The names one level down that entries read, at any depth below ('meetings' → 'meetings:12' → 'meetings:12/345'). */
  private readonly partsOf = new Map<string, Set<string>>();
  /** Lookups answered from memory and lookups that went to the database, since the start. */
  hits = 0;
  misses = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly opts: ReadCacheOptions,
  ) {
    feed.onChange((tables) => this.letGo(tables));
  }

  /** Drops the entries a change made stale: those on its tables and those of unknown tables (null: all). */
  private letGo(tables: readonly string[] | null): void {
    if (!this.map.size) return;
    if (!tables) {
      this.map.clear();
      this.byTable.clear();
      this.untabled.clear();
      this.partsOf.clear();
      this.size = 0;
      return;
    }
    for (const key of [...this.untabled]) this.removeKey(key);
    for (const t of tables) {
      // A change ends the reads of what it names, of everything above it (the table, the organisation's
      // part) and of everything below it (the records of an organisation's part, the parts of a table).
      const names: string[] = [];
      for (let n = parentOfPart(t); n; n = parentOfPart(n)) names.push(n);
      for (const stack = [t]; stack.length;) {
        const n = stack.pop()!;
        names.push(n);
        for (const child of this.partsOf.get(n) ?? []) stack.push(child);
      }
      for (const name of names) for (const key of [...(this.byTable.get(name) ?? [])]) this.removeKey(key);
    }
  }

  private removeKey(key: string): void {
    const e = this.map.get(key);
    if (e) this.remove(key, e);
  }

  /** The generation to hand to `set` for a read that starts now, or null when nothing may be cached. */
  begin(): number | null {
    return this.feed.live ? this.feed.generation : null;
  }

  /** The kept value, if current; `usable` may turn down an entry by the tables it rests on (it stays kept). */
  get(key: string, now = Date.now(), usable?: (tables: ReadonlySet<string> | null) => boolean): V | undefined {
    const e = this.map.get(key);
    if (!e) {
      this.misses++;
      return undefined;
    }
    // An entry still held rests on nothing that changed after it was kept: each announced change let go
    // of the entries on what it touched as it came (and `set` refused one a change overtook). What is
    // left to ask is whether everything went stale since, the feed having gone deaf or said so.
    if (now - e.at > this.opts.ttlMs || !this.feed.liveSince(e.since)) {
      this.remove(key, e);
      this.misses++;
      return undefined;
    }
    if (usable && !usable(e.tables)) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    noteCachedRead(e.tables);
    return e.value;
  }

  /** What is kept under the key, as it stands, for checking it against the database (APP_READ_CACHE=verify). */
  entryOf(key: string): Readonly<Pick<Entry<V>, 'value' | 'since' | 'tables'>> | undefined {
    return this.map.get(key);
  }

  /** Keeps a read that started at `generation` and read `tables` (omitted: unknown), if it is still current. */
  set(
    key: string,
    generation: number | null,
    value: V,
    now = Date.now(),
    tables: ReadonlySet<string> | null = null,
  ): void {
    if (generation === null || !this.feed.fresh(generation, tables)) return;
    const size = this.opts.sizeOf ? this.opts.sizeOf(value) : 1;
    if (this.opts.maxSize !== undefined && size > this.opts.maxSize / 4) return;
    const old = this.map.get(key);
    if (old) this.remove(key, old);
    this.map.set(key, { at: now, size, value, since: generation, tables });
    this.size += size;
    if (!tables) this.untabled.add(key);
    else
      for (const t of tables) {
        let keys = this.byTable.get(t);
        if (!keys) {
          this.byTable.set(t, (keys = new Set()));
          // Known from each name above it, so that a change there finds it.
          for (let child = t, up = parentOfPart(t); up; child = up, up = parentOfPart(up)) {
            let parts = this.partsOf.get(up);
            if (!parts) this.partsOf.set(up, (parts = new Set()));
            if (parts.has(child)) break;
            parts.add(child);
          }
        }
        keys.add(key);
      }
    for (const [k, e] of this.map) {
      if (this.map.size <= this.opts.maxEntries && (this.opts.maxSize === undefined || this.size <= this.opts.maxSize))
        break;
      this.remove(k, e);
    }
  }

  get entries(): number {
    return this.map.size;
  }

  private remove(key: string, e: Entry<V>): void {
    this.map.delete(key);
    this.size -= e.size;
    if (!e.tables) this.untabled.delete(key);
    else
      for (const t of e.tables) {
        const keys = this.byTable.get(t);
        keys?.delete(key);
        if (keys && !keys.size) {
          this.byTable.delete(t);
          this.unlink(t);
        }
      }
  }

  /** Forgets a name no entry reads, nor anything below it, in the names above it (as far up as that holds). */
  private unlink(name: string): void {
    for (
      let n = name, up = parentOfPart(n);
      up && !this.byTable.has(n) && !this.partsOf.has(n);
      n = up, up = parentOfPart(up)
    ) {
      const parts = this.partsOf.get(up);
      parts?.delete(n);
      if (parts?.size) break;
      this.partsOf.delete(up);
    }
  }
}

/** A kind of cache (sessions, answers…): one of each is made per database, on first use. */
export interface CacheKind<V> {
  readonly name: string;
  readonly options: ReadCacheOptions;
  /** Only a type marker. */
  readonly _value?: V;
}

export function cacheKind<V>(name: string, options: ReadCacheOptions): CacheKind<V> {
  return { name, options };
}

const byFeed = new WeakMap<ChangeFeed, Map<CacheKind<unknown>, ReadCache<unknown>>>();

/** The cache of this kind that belongs to the feed's database; none where the feed keeps no reads. */
export function cacheOn<V>(feed: ChangeFeed, kind: CacheKind<V>): ReadCache<V> | undefined {
  if (!feed.keepsReads) return undefined;
  let kinds = byFeed.get(feed);
  if (!kinds) byFeed.set(feed, (kinds = new Map()));
  let cache = kinds.get(kind as CacheKind<unknown>);
  if (!cache) kinds.set(kind as CacheKind<unknown>, (cache = new ReadCache<unknown>(feed, kind.options)));
  return cache as ReadCache<V>;
}

/** Hits, misses and entries of every cache of a database, by kind: what the benchmark reports. */
export function cacheStats(feed: ChangeFeed): Record<string, { hits: number; misses: number; entries: number }> {
  const out: Record<string, { hits: number; misses: number; entries: number }> = {};
  for (const [kind, cache] of byFeed.get(feed) ?? [])
    out[kind.name] = { hits: cache.hits, misses: cache.misses, entries: cache.entries };
  return out;
}

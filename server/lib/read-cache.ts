import type { ChangeFeed } from '../db/change-feed';

interface Entry<V> {
  at: number;
  size: number;
  value: V;
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
 * Reads kept by key for as long as nothing has changed in the database since they were taken: a read
 * is kept only if the feed's generation is still the one from before it started, and all entries go
 * at once when the generation moves on (which it also does when the feed stops or starts being
 * live). The oldest entries make room (every entry ends by
 * its time limit anyway, so a hit need not reorder anything).
 */
export class ReadCache<V> {
  private readonly map = new Map<string, Entry<V>>();
  private size = 0;
  /** The generation the entries were taken at or after: once it moves on, all of them are stale. */
  private seen = -1;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly opts: ReadCacheOptions,
  ) {}

  /** The generation to hand to `set` for a read that starts now, or null when nothing may be cached. */
  begin(): number | null {
    return this.feed.live ? this.feed.generation : null;
  }

  get(key: string, now = Date.now()): V | undefined {
    this.sync();
    const e = this.map.get(key);
    if (!e) return undefined;
    if (now - e.at > this.opts.ttlMs) {
      this.remove(key, e);
      return undefined;
    }
    return e.value;
  }

  set(key: string, generation: number | null, value: V, now = Date.now()): void {
    if (generation === null || generation !== this.feed.generation || !this.feed.live) return;
    this.sync();
    const size = this.opts.sizeOf ? this.opts.sizeOf(value) : 1;
    if (this.opts.maxSize !== undefined && size > this.opts.maxSize / 4) return;
    const old = this.map.get(key);
    if (old) this.remove(key, old);
    this.map.set(key, { at: now, size, value });
    this.size += size;
    for (const [k, e] of this.map) {
      if (this.map.size <= this.opts.maxEntries && (this.opts.maxSize === undefined || this.size <= this.opts.maxSize)) break;
      this.remove(k, e);
    }
  }

  get entries(): number {
    return this.map.size;
  }

  /** Lets go of everything at once when a change has been announced since the last look. */
  private sync(): void {
    if (this.seen === this.feed.generation) return;
    this.seen = this.feed.generation;
    this.map.clear();
    this.size = 0;
  }

  private remove(key: string, e: Entry<V>): void {
    this.map.delete(key);
    this.size -= e.size;
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

/** The cache of this kind that belongs to the feed's database. */
export function cacheOn<V>(feed: ChangeFeed, kind: CacheKind<V>): ReadCache<V> {
  let kinds = byFeed.get(feed);
  if (!kinds) byFeed.set(feed, (kinds = new Map()));
  let cache = kinds.get(kind as CacheKind<unknown>);
  if (!cache) kinds.set(kind as CacheKind<unknown>, (cache = new ReadCache<unknown>(feed, kind.options)));
  return cache as ReadCache<V>;
}

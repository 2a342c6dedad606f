import type { ChangeFeed } from '../db/change-feed';

/** How long an announcement may take to arrive before a difference counts as a stale read. */
const SETTLE_MS = 1_000;
const RECENT = 20;

export interface StaleReads {
  /** Kept answers that differed from the database while nothing announced explained it. */
  count: number;
  /** The last few, by call and the tables the kept answer rested on (never the data). */
  recent: string[];
}

const byFeed = new WeakMap<ChangeFeed, StaleReads>();

export function staleReadsOf(feed: ChangeFeed): StaleReads {
  let s = byFeed.get(feed);
  if (!s) byFeed.set(feed, (s = { count: 0, recent: [] }));
  return s;
}

/** What memory would have served for a read: its text and what the cache knew of it. */
export interface KeptAnswer {
  value: Buffer;
  since: number;
  tables: ReadonlySet<string> | null;
}

/**
 * Compares a kept answer with the one the database just gave (APP_READ_CACHE=verify). The same text is
 * fine. A different one is fine too if a change the kept answer rests on was committed meanwhile: that
 * change is announced (by this process at once, by the database within milliseconds), after which the
 * kept answer no longer counts as fresh. Still fresh after that: memory would have served a stale read.
 */
export function verifyKept(
  feed: ChangeFeed,
  call: string,
  kept: KeptAnswer,
  fromDatabase: Buffer,
  report: (what: string) => void,
): void {
  if (kept.value.equals(fromDatabase)) return;
  const timer = setTimeout(() => {
    if (!feed.live || !feed.fresh(kept.since, kept.tables)) return;
    const s = staleReadsOf(feed);
    const what = `${call} resting on ${kept.tables ? [...kept.tables].sort().join(',') : 'unknown tables'}`;
    s.count++;
    s.recent.push(what);
    if (s.recent.length > RECENT) s.recent.shift();
    report(what);
  }, SETTLE_MS);
  timer.unref();
}

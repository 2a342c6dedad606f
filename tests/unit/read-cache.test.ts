import { describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../server/db/change-feed';
import { ReadCache } from '../../server/lib/read-cache';

function liveFeed(): ChangeFeed {
  const feed = new ChangeFeed();
  feed.setLive(true);
  return feed;
}

describe('ReadCache', () => {
  it('serves an entry while nothing has changed since its read began', () => {
    const feed = liveFeed();
    const cache = new ReadCache<string>(feed, { maxEntries: 10, ttlMs: 60_000 });
    const g = cache.begin();
    cache.set('k', g, 'v');
    expect(cache.get('k')).toBe('v');
    feed.changed();
    expect(cache.get('k')).toBeUndefined();
    expect(cache.entries).toBe(0);
  });

  it('does not keep a read that a change overtook while it ran', () => {
    const feed = liveFeed();
    const cache = new ReadCache<string>(feed, { maxEntries: 10, ttlMs: 60_000 });
    const g = cache.begin();
    feed.changed(); // committed while the read was in the database
    cache.set('k', g, 'stale');
    expect(cache.get('k')).toBeUndefined();
  });

  it('neither keeps nor serves anything while the feed is not live, nor what it kept before', () => {
    const feed = new ChangeFeed();
    const cache = new ReadCache<string>(feed, { maxEntries: 10, ttlMs: 60_000 });
    expect(cache.begin()).toBeNull();
    cache.set('k', cache.begin(), 'v');
    expect(cache.get('k')).toBeUndefined();
    feed.setLive(true);
    cache.set('k', cache.begin(), 'v');
    expect(cache.get('k')).toBe('v');
    feed.setLive(false);
    expect(cache.get('k')).toBeUndefined();
    // Listening again: announcements may have been missed meanwhile.
    feed.setLive(true);
    expect(cache.get('k')).toBeUndefined();
  });

  it('ends an entry after its time limit', () => {
    const feed = liveFeed();
    const cache = new ReadCache<string>(feed, { maxEntries: 10, ttlMs: 1000 });
    cache.set('k', cache.begin(), 'v', 10_000);
    expect(cache.get('k', 10_999)).toBe('v');
    expect(cache.get('k', 11_001)).toBeUndefined();
  });

  it('makes room by count and by size, oldest first, and refuses an entry too large to keep', () => {
    const feed = liveFeed();
    const cache = new ReadCache<string>(feed, {
      maxEntries: 3,
      maxSize: 100,
      ttlMs: 60_000,
      sizeOf: (v) => (v as string).length,
    });
    for (const k of ['a', 'b', 'c', 'd']) cache.set(k, cache.begin(), 'x');
    expect(cache.get('a')).toBeUndefined();
    expect(['b', 'c', 'd'].map((k) => cache.get(k))).toEqual(['x', 'x', 'x']);
    const sized = new ReadCache<string>(feed, {
      maxEntries: 100,
      maxSize: 100,
      ttlMs: 60_000,
      sizeOf: (v) => (v as string).length,
    });
    for (const k of ['p', 'q', 'r', 's', 't']) sized.set(k, sized.begin(), 'y'.repeat(24));
    expect(sized.get('p')).toBeUndefined();
    expect(['q', 'r', 's', 't'].every((k) => sized.get(k) !== undefined)).toBe(true);
    sized.set('huge', sized.begin(), 'z'.repeat(26)); // over a quarter of the whole
    expect(sized.get('huge')).toBeUndefined();
    expect(sized.entries).toBe(4);
  });
});

describe('ReadCache memory', () => {
  it('lets go of every entry once a change is announced, not only of those asked for again', () => {
    const feed = liveFeed();
    const cache = new ReadCache<string>(feed, { maxEntries: 10, ttlMs: 60_000 });
    for (const k of ['a', 'b', 'c']) cache.set(k, cache.begin(), 'v');
    expect(cache.entries).toBe(3);
    feed.changed();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.entries).toBe(0);
  });

  it('lets go at once of the entries on the tables a change touched, and keeps the others', () => {
    const feed = liveFeed();
    const cache = new ReadCache<string>(feed, { maxEntries: 10, ttlMs: 60_000 });
    cache.set('members', cache.begin(), 'v', Date.now(), new Set(['members', 'orgs']));
    cache.set('terms', cache.begin(), 'v', Date.now(), new Set(['org_terms', 'orgs']));
    cache.set('unknown', cache.begin(), 'v');
    feed.changed(['members']);
    expect(cache.entries).toBe(1);
    expect(cache.get('terms')).toBe('v');
    feed.changed(['orgs']);
    expect(cache.entries).toBe(0);
  });
});

describe('Parts of tables, nested', () => {
  const names = ['meetings:12/1', 'meetings:12/2', 'meetings:12', 'meetings:13', 'meetings:13/5', 'meetings'];

  it('counts a record’s change as its organisation’s and its table’s, and leaves the record beside it current', () => {
    const feed = liveFeed();
    const g = feed.generation;
    feed.changed(['meetings:12/1']);
    const current = names.filter((n) => feed.fresh(g, new Set([n])));
    expect(current).toEqual(['meetings:12/2', 'meetings:13', 'meetings:13/5']);
  });

  it('counts an organisation’s change as a change to each of its records, and a table’s to every part', () => {
    const feed = liveFeed();
    const g = feed.generation;
    feed.changed(['meetings:13']);
    expect(names.filter((n) => feed.fresh(g, new Set([n])))).toEqual(['meetings:12/1', 'meetings:12/2', 'meetings:12']);
    const h = feed.generation;
    feed.changed(['meetings']);
    expect(names.filter((n) => feed.fresh(h, new Set([n])))).toEqual([]);
  });

  it('lets go at once of the entries above and below a change, and keeps those beside it', () => {
    const feed = liveFeed();
    const cache = new ReadCache<string>(feed, { maxEntries: 20, ttlMs: 60_000 });
    const fill = () => {
      for (const n of names) cache.set(n, cache.begin(), 'v', Date.now(), new Set([n, 'orgs']));
    };
    fill();
    feed.changed(['meetings:12/1']);
    // Gone from memory at once, before anyone asks for them again.
    expect(cache.entries).toBe(3);
    expect(names.filter((n) => cache.get(n) !== undefined)).toEqual(['meetings:12/2', 'meetings:13', 'meetings:13/5']);
    feed.changed(['meetings:13']);
    expect(cache.entries).toBe(1);
    expect(names.filter((n) => cache.get(n) !== undefined)).toEqual(['meetings:12/2']);
    fill();
    feed.changed(['meetings']);
    expect(cache.entries).toBe(0);
    // Nothing is left of the names once their entries are gone.
    expect((cache as unknown as { partsOf: Map<string, Set<string>> }).partsOf.size).toBe(0);
  });

  it('forgets records past its limit by counting every earlier read of a record as stale, and no other read', () => {
    const feed = liveFeed();
    const g = feed.generation;
    for (let id = 1; id <= 50_001; id++) feed.changed([`tasks:1/${id}`]);
    expect(feed.fresh(g, new Set(['meetings:12/1'])), 'a record’s read from before the records were forgotten').toBe(
      false,
    );
    expect(feed.fresh(g, new Set(['meetings:12'])), 'an organisation’s read').toBe(true);
    expect(feed.fresh(feed.generation, new Set(['meetings:12/1'])), 'a record’s read since').toBe(true);
  });
});

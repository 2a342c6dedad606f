import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel migration 0006 announces every committed change on. */
export const CHANGE_CHANNEL = 'party_changes';
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'party-change-feed';
const RECONNECT_MS = 1_000;
/** A connection that died without a word (a network cut) is found by a query every few seconds. */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 2_000;

/**
 * What a process knows of changes to the database: a generation that moves on with every committed
 * change (announced by the database, or made by this process), which tables each change touched, and
 * whether announcements arrive.
 *
 * A cached read records the generation it started at and the tables it read; it is served only while
 * none of those tables has changed since and the feed is live. A change whose tables are not known,
 * and losing or regaining the listening connection (changes may have been missed), make every read
 * stale at once.
 *
 * A table may be announced in parts (`partOf`): 'meetings:12' is a change to the meetings of
 * organisation 12, 'meetings:12/345' to meeting 345 of organisation 12, 'workflow_history:meeting/345'
 * to the history of meeting 345. The names nest: a record's part lies within its organisation's, which
 * lies within the table. A change to a name is a change to every name above it (a list of the
 * organisation's meetings goes stale when one of them changes) and to every name below it (a change
 * announced for the organisation as a whole reaches each of its records); names side by side leave
 * each other alone (a record's read stays current while another record of its organisation changes).
 */
export class ChangeFeed {
  /**
   * @param keepsReads whether reads may be kept on this feed at all: false when its database is opened
   *   without listening (APP_READ_CACHE=off), where the feed can never be live and a cache would only
   *   miss, at the cost of noting what every read rested on. A test that makes such a feed live by hand
   *   turns it on.
   */
  constructor(public keepsReads = true) {}

  private gen = 0;
  private up = false;
  /** The last generation at which everything went stale. */
  private allAt = 0;
  /** When each name last changed, itself or anything below it. */
  private touchedAt = new Map<string, number>();
  /** When each table or organisation's part last changed as a whole (announced by that name itself). */
  private wholeAt = new Map<string, number>();
  /** Records' names are many: past this count they are forgotten, and a record not remembered counts as changed at `recordsFloor`. */
  private records = 0;
  private recordsFloor = 0;
  private readonly listeners: ((tables: readonly string[] | null) => void)[] = [];

  get generation(): number {
    return this.gen;
  }

  get live(): boolean {
    return this.up;
  }

  /** Hears every change as it is known: the tables it touched, or null when every read went stale. */
  onChange(listener: (tables: readonly string[] | null) => void): void {
    this.listeners.push(listener);
  }

  /** A change committed to these tables or parts (unknown: to any table). */
  changed(tables?: Iterable<string>): void {
    this.gen++;
    if (!tables) {
      this.allAt = this.gen;
      return this.tell(null);
    }
    const list = [...tables];
    for (const t of list) {
      if (isRecordPart(t)) {
        if (!this.touchedAt.has(t) && ++this.records > MAX_RECORDS) this.forgetRecords();
      } else this.wholeAt.set(t, this.gen);
      for (let n: string | null = t; n; n = parentOfPart(n)) this.touchedAt.set(n, this.gen);
    }
    this.tell(list);
  }

  /** Records' stamps give way to one floor: every read of a record from before now counts as stale. */
  private forgetRecords(): void {
    for (const name of this.touchedAt.keys()) if (isRecordPart(name)) this.touchedAt.delete(name);
    this.records = 1;
    this.recordsFloor = this.gen;
  }

  setLive(live: boolean): void {
    this.gen++;
    this.allAt = this.gen;
    this.up = live;
    this.tell(null);
  }

  private tell(tables: readonly string[] | null): void {
    for (const l of this.listeners) l(tables);
  }

  /** Whether the feed has been live, with nothing announced as changing everything, since generation `since`. */
  liveSince(since: number): boolean {
    return this.up && this.allAt <= since;
  }

  /**
   * Whether a read that started at generation `since` and read these tables (null: tables unknown) is
   * still current: the feed is live and nothing it rests on changed after it started.
   */
  fresh(since: number, tables: ReadonlySet<string> | null): boolean {
    if (!this.up || this.allAt > since) return false;
    if (!tables) return this.gen === since;
    for (const t of tables) {
      const touched = this.touchedAt.get(t) ?? (isRecordPart(t) ? this.recordsFloor : 0);
      if (touched > since) return false;
      for (let n = parentOfPart(t); n; n = parentOfPart(n)) if ((this.wholeAt.get(n) ?? 0) > since) return false;
    }
    return true;
  }
}

/** How many records' names the feed remembers before it lets them go. */
const MAX_RECORDS = 50_000;

/** The name under which a change to one part of a table is announced and a read of it recorded. */
export const partOf = (table: string, part: string | number): string => `${table}:${part}`;

/** A record's part within a part of its table: '12/345' (the part of `partOf`). */
export const recordPart = (part: string | number, id: string | number): string => `${part}/${id}`;

/** The table of a part ('meetings' of 'meetings:12' and of 'meetings:12/345'); a table's own name answers itself. */
export function tableOfPart(name: string): string {
  const at = name.indexOf(':');
  return at < 0 ? name : name.slice(0, at);
}

/** The name one level up: 'meetings:12' of 'meetings:12/345', 'meetings' of 'meetings:12'; null for a table. */
export function parentOfPart(name: string): string | null {
  const at = name.indexOf(':');
  if (at < 0) return null;
  const slash = name.indexOf('/', at);
  return slash < 0 ? name.slice(0, at) : name.slice(0, slash);
}

function isRecordPart(name: string): boolean {
  const at = name.indexOf(':');
  return at >= 0 && name.indexOf('/', at) > 0;
}

const feeds = new WeakMap<object, ChangeFeed>();

/** The feed of a database handle (the root handle, not a transaction's). */
export function feedOf(db: object): ChangeFeed | undefined {
  return feeds.get(db);
}

export function attachFeed(db: object, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

/** PGlite: one session in this process, so announcements come back on it. */
export async function listenPglite(client: PGlite, feed: ChangeFeed): Promise<() => Promise<void>> {
  const unlisten = await client.listen(CHANGE_CHANNEL, (table) => feed.changed(table ? [table] : undefined));
  feed.setLive(true);
  return async () => {
    feed.setLive(false);
    await unlisten().catch(() => {});
  };
}

/**
 * PostgreSQL: a connection of its own that LISTENs, reconnecting after a second when it is lost (a
 * restart, a failover, a terminated backend) until stopped. A heartbeat query finds a connection
 * that died silently, so the feed stops being live within seconds of missing announcements.
 */
export function listenPostgres(
  connectionString: string,
  feed: ChangeFeed,
  onError?: (err: Error) => void,
): { ready: Promise<void>; stop(): Promise<void> } {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const heartbeat = setInterval(() => {
    const c = client;
    if (!c || !feed.live) return;
    c.query({ text: 'SELECT 1', query_timeout: HEARTBEAT_TIMEOUT_MS } as pg.QueryConfig).catch((err: Error) =>
      lost(c, err),
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const lost = (c: pg.Client, err?: Error) => {
    if (client !== c) return;
    client = null;
    feed.setLive(false);
    if (err && !stopped) onError?.(err);
    c.end().catch(() => {});
    if (!stopped && !timer) {
      timer = setTimeout(() => {
        timer = null;
        void connect();
      }, RECONNECT_MS);
      timer.unref();
    }
  };

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const c = new pg.Client({ connectionString, keepAlive: true, application_name: LISTENER_NAME });
    client = c;
    c.on('notification', (msg) => feed.changed(msg.payload ? [msg.payload] : undefined));
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (client === c && !stopped) feed.setLive(true);
    } catch (err) {
      lost(c, err as Error);
    }
  };

  return {
    ready: connect(),
    stop: async () => {
      stopped = true;
      clearInterval(heartbeat);
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      feed.setLive(false);
      if (c) await c.end().catch(() => {});
    },
  };
}

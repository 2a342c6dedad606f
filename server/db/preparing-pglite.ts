import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { mayPrepare, noteRunTime, statementName } from './named-statements';

type Serializers = Record<number, (value: unknown) => string>;

/** What the query builder asks of a PGlite connection: queries, and transactions that run queries. */
export interface QueryClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
}

const { serialize } = protocol;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * PGlite, preparing the statements it runs by name (as PreparingClient does on PostgreSQL). PGlite's
 * own `query` parses and plans every statement anew and sends its six protocol messages one call into
 * the database at a time. A text sent a second time is here parsed once, under a name, and from then
 * on runs as one call (bind, describe, execute, sync) against the kept statement and its plan. Texts
 * sent once, long-running ones (see LONG_RUN_MS), statements without parameters and anything with a
 * blob go through PGlite's `query`.
 */
export class PreparingPglite implements QueryClient {
  private readonly prepared = new Set<string>();
  /** The parameter types of each prepared statement, for turning values into text as PGlite does. */
  private readonly paramTypes = new Map<string, number[]>();

  constructor(private readonly pg: PGlite) {}

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const name = this.nameFor(text, params, options);
    if (!name) return this.pg.query<T>(text, params, options);
    // PGlite's own query takes both locks: no transaction runs meanwhile, no other query interleaves.
    return this.pg._runExclusiveTransaction(() =>
      this.pg._runExclusiveQuery(() => this.run<T>(name, text, params!, options, false)),
    );
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.pg.transaction((tx) =>
      callback({
        ...tx,
        get closed() {
          return tx.closed;
        },
        query: <R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
          const name = this.nameFor(text, params, options);
          if (!name || tx.closed) return tx.query<R>(text, params, options);
          return this.pg._runExclusiveQuery(() => this.run<R>(name, text, params!, options, true));
        },
      }),
    );
  }

  private nameFor(text: string, params: unknown[] | undefined, options: QueryOptions | undefined): string | undefined {
    if (!params?.length || options?.blob || options?.paramTypes) return undefined;
    const name = statementName(text);
    return name && mayPrepare(this.prepared, name) ? name : undefined;
  }

  private async run<T>(
    name: string,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    // Under PGlite's lock: the time is the statement's own, not its wait for the lock.
    const started = performance.now();
    try {
      let types = this.paramTypes.get(name);
      if (!types) {
        const described = await this.pg.execProtocol(
          joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
          { syncToFs: false },
        );
        const found = described.messages.find((m) => m.name === 'parameterDescription') as
          { dataTypeIDs?: number[] } | undefined;
        types = found?.dataTypeIDs ?? [];
        this.paramTypes.set(name, types);
      }
      const own = options?.serializers as Serializers | undefined;
      const shared = this.pg.serializers as Serializers;
      const values = params.map((v, i) =>
        v === null || v === undefined ? null : ((own?.[types![i]] ?? shared[types![i]])?.(v) ?? String(v)),
      );
      const { messages } = await this.pg.execProtocol(
        joined([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      // Outside a transaction the statement committed on its own: its changes reach the disk now, as PGlite's query does.
      if (!inTransaction) await this.pg.syncToFs();
      noteRunTime(text, performance.now() - started);
      return parse.parseResults(messages, this.pg.parsers, options)[0] as Results<T>;
    } catch (err) {
      // Where PGlite's query puts them, for whoever reports the error.
      if (err && typeof err === 'object') Object.assign(err, { query: text, params, queryOptions: options });
      throw err;
    }
  }
}

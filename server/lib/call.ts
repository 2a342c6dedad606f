import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { badRequest, forbidden, unauthorized, AppError } from './errors';
import { writeOplog } from './oplog';
import { sealLogs } from './log-chain';
import { hitRateLimit } from './rate-limit';
import { openSealed, SealedBody } from './sealed-body';
import { envelopeText, sendEnvelopeText } from './envelope-reply';
import { responseCacheOf, responseKey } from './response-cache';
import type { Services } from './services';
import type { SessionUser } from './session-user';
import { captureTables, readTablesOf } from '../db/table-capture';
import { attachFeed } from '../db/change-feed';
import { joinFlight, leadFlight } from './read-flights';
import { verifyKept, type KeptAnswer } from './stale-reads';
import { requestLanguage } from './language';
import { constraintError } from './constraint-errors';
import { zodMessage } from './zod-message';
import { wordFor } from './worded';
import type { Said } from './errors';
import type { Access } from '../../src/contract/calls/access';
import type { AnswerOf, AnyCall, BodyOf, Serialised } from '../../src/contract/calls/declare';

/** What a session's scope, privileges and menu are read from: every cached answer rests on them too. */
const SESSION_TABLES = [
  'sessions',
  'accounts',
  'account_roles',
  'account_orgs',
  'roles',
  'role_privileges',
  'role_menus',
  'menus',
  'orgs',
];

export { PUBLIC, SIGNED_IN, needs, screen, type Access } from '../../src/contract/calls/access';

export interface AuditDetail {
  recordId?: string | number | null;
  resource?: string;
  before?: unknown;
  after?: unknown;
}

export interface CallContext<B> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: B;
  /** Present on every call but public ones (where it is present only if a valid token came). */
  user: SessionUser | null;
  /** The transaction on write calls, the database otherwise. */
  db: Db;
  services: Services;
  /** Details for the operation log of a write call. */
  audit(detail: AuditDetail): void;
}

/** A handler may answer more than data: extra top-level envelope fields, or a raw (binary) reply. */
export class CallResult<T = unknown> {
  constructor(
    public readonly data: T,
    public readonly extra?: Record<string, unknown>,
    public readonly msg: Said = 'success',
  ) {}
}
export const RAW_REPLY = Symbol('raw reply');

export interface CallDef<S extends z.ZodType> {
  method?: 'POST' | 'GET';
  url: string;
  access: Access;
  body?: S;
  /** Marks a write: it runs in a transaction and goes to the operation log. */
  write?: { action: string; resource?: string };
  /**
   * Requests per window: by address (`ip`, the default), by account where a session came (`user`), or
   * only for callers without a session, by address (`anonymous`: a public page that staff read too).
   */
  rateLimit?: { limit: number; windowSeconds: number; by?: 'ip' | 'user' | 'anonymous' };
  /** The payload comes in the encrypted `data` query parameter even on POST (file uploads). */
  payloadInQuery?: boolean;
  /**
   * A read whose answer follows from the payload, the caller's account and role, the day and the
   * data only: answers are kept until a change is committed (lib/response-cache.ts). Only for calls
   * that read tables migration 0006 announces changes of; a public call's, for signed-in callers only.
   */
  cached?: boolean;
  handler(ctx: CallContext<z.infer<S>>): Promise<unknown>;
}

export interface RegisteredCall {
  method: 'POST' | 'GET';
  url: string;
  access: Access;
  write: boolean;
  /** A read whose answers are kept until what it read changes. */
  cached: boolean;
}

export function tokenOf(req: FastifyRequest): string {
  const h = req.headers.authorization;
  if (!h) return '';
  return h.startsWith('Bearer ') ? h.slice(7).trim() : h.trim();
}

/** Registers one call: decode, authenticate, authorise, validate, run, log, encrypt. */
export function defineCall<S extends z.ZodType>(app: FastifyInstance, services: Services, def: CallDef<S>): void {
  const method = def.method ?? 'POST';
  // A public call's answers are kept for signed-in callers only, whom its rate limit (if any) leaves alone.
  if (def.cached && (def.write || (def.rateLimit && def.rateLimit.by !== 'anonymous'))) {
    throw new Error(`${def.url}: only reads whose signed-in callers have no rate limit can be cached`);
  }
  const calls = app.callTable;
  calls.push({ method, url: def.url, access: def.access, write: Boolean(def.write), cached: Boolean(def.cached) });
  app.route({
    method,
    url: def.url,
    handler: async (req, reply) => {
      const { database, config, cipher } = services;
      const token = tokenOf(req);
      const user = token ? await services.resolveSession(token) : null;
      if (def.access.kind !== 'public' && !user) throw unauthorized();
      if (def.access.kind === 'privilege' && !user!.privileges.has(def.access.privilege)) throw forbidden();
      if (def.access.kind === 'menu') {
        if (def.access.privilege && !user!.privileges.has(def.access.privilege)) throw forbidden();
        if (!user!.menuPaths.has(def.access.path)) throw forbidden();
      }
      if (def.access.kind === 'entity') {
        if (def.access.privilege && !user!.privileges.has(def.access.privilege)) throw forbidden();
        if (!def.access.menus.some((m) => user!.menuPaths.has(m))) throw forbidden();
      }
      if (def.rateLimit && !(def.rateLimit.by === 'anonymous' && user)) {
        const who = def.rateLimit.by === 'user' && user ? `u${user.accountId}` : `ip${req.ip}`;
        await hitRateLimit(database.db, `${def.url}|${who}`, def.rateLimit.limit, def.rateLimit.windowSeconds);
      }
      let sealed = '';
      if (method === 'GET' || def.payloadInQuery) {
        const q = (req.query as Record<string, unknown>)?.data;
        sealed = typeof q === 'string' ? q.trim() : '';
      } else if (req.body instanceof SealedBody) {
        sealed = req.body.text;
      }
      // A read kept from before answers the same ciphertext from the same user (the cipher is deterministic).
      const cache = def.cached && user ? responseCacheOf(database) : undefined;
      const cacheKey = cache ? responseKey(def.url, user!, sealed, Date.now(), requestLanguage(req)) : '';
      let generation: number | null = null;
      let flight: ReturnType<typeof leadFlight> | undefined;
      let kept: KeptAnswer | undefined;
      if (cache) {
        const hit = cache.get(cacheKey);
        if (hit !== undefined) {
          if (!config.verifyReadCache) return sendEnvelopeText(reply, 200, hit);
          // Asked of the database all the same, and compared below.
          kept = cache.entryOf(cacheKey);
        } else {
          // The same read already on its way to the database, begun after the last change: share its answer.
          const shared = await joinFlight(database, cacheKey);
          if (shared) return sendEnvelopeText(reply, 200, shared);
        }
        generation = cache.begin();
      }
      const payload = openSealed(cipher, sealed);
      let body: unknown = payload;
      if (def.body) {
        const parsed = def.body.safeParse(payload);
        if (!parsed.success) {
          const { msg, field } = zodMessage(parsed.error);
          throw badRequest(msg, field);
        }
        body = parsed.data;
      }
      let detail: AuditDetail = {};
      const run = (db: Db) =>
        def.handler({
          req,
          reply,
          body: body as z.infer<S>,
          user,
          db,
          services,
          audit: (d) => (detail = { ...detail, ...d }),
        });
      let result: unknown;
      let readTables: ReadonlySet<string> | null = null;
      if (cache && generation !== null) flight = leadFlight(database, cacheKey, generation);
      if (!def.write) {
        try {
          if (cache) {
            const { value, use } = await captureTables(() => run(database.db));
            result = value;
            // An answer also rests on who asks: the scope, privileges and menu the session resolved.
            const read = readTablesOf(use);
            readTables = read && new Set([...read, ...SESSION_TABLES]);
          } else {
            result = await run(database.db);
          }
        } catch (err) {
          flight?.fail();
          throw err;
        }
      } else {
        const entry = () => ({
          accountId: user?.accountId,
          account: user?.account,
          orgId: user?.orgId,
          ip: req.ip,
          call: def.url,
          action: def.write!.action,
          resource: detail.resource ?? def.write!.resource,
          recordId: detail.recordId,
          before: detail.before,
          after: detail.after,
        });
        try {
          const { value, use } = await captureTables(() =>
            database.db.transaction(async (tx) => {
              // What is kept in memory serves the transaction too, until it writes what that rests on.
              attachFeed(tx, database.changes);
              const r = await run(tx as unknown as Db);
              await writeOplog(tx as unknown as Db, { ...entry(), outcome: 200 });
              return r;
            }),
          );
          result = value;
          // Committed: this process's cached reads of the tables written go before the answer does
          // (others hear from the database).
          database.changes.changed(use.written.size ? use.written : undefined);
          await sealAfterWrite(database.db, req);
        } catch (thrown) {
          // A rule of the schema the write broke is the caller's error, said plainly, not the server's.
          const err = thrown instanceof AppError ? thrown : (constraintError(thrown) ?? thrown);
          const code = err instanceof AppError ? err.code : 500;
          await writeOplog(database.db, { ...entry(), outcome: code, after: undefined }).catch(() => {});
          await sealAfterWrite(database.db, req);
          throw err;
        }
      }
      if (result === RAW_REPLY) {
        flight?.fail();
        return reply;
      }
      const sealedAnswer =
        result instanceof CallResult
          ? envelopeText(cipher, 200, wordFor(req, result.msg), result.data, result.extra)
          : envelopeText(cipher, 200, 'success', result);
      // Kept answers are held as bytes; one that is not kept goes out as the text it is.
      if (!cache) return sendEnvelopeText(reply, 200, sealedAnswer);
      const text = Buffer.from(sealedAnswer);
      if (kept)
        verifyKept(database.changes, def.url, kept, text, (what) =>
          req.log.error({ staleRead: what }, 'a kept answer differs from the database'),
        );
      cache.set(cacheKey, generation, text, undefined, readTables);
      flight?.done(text);
      return sendEnvelopeText(reply, 200, text);
    },
  });
}

/**
 * The log rows a write added (and sign-ins since the last write) join the hash chain before the answer
 * goes: a row is open to change unseen only for as long as its write takes. A failure to seal leaves the
 * rows for the next write or the housekeeping, and never fails a write that is committed.
 */
async function sealAfterWrite(db: Db, req: FastifyRequest): Promise<void> {
  await sealLogs(db).catch((err) => req.log.error({ err }, 'sealing the logs into their hash chains failed'));
}

/** What a bound handler may answer: the declared data, the data with envelope extras, or a raw reply it sent itself. */
export type HandlerAnswer<A> = Serialised<A> | CallResult<Serialised<A>> | typeof RAW_REPLY;

/** What the server adds to a declaration: the handler and how its answers are kept and limited. */
export interface CallBinding<D extends AnyCall> extends Pick<CallDef<z.ZodType>, 'rateLimit' | 'cached'> {
  handler(ctx: CallContext<BodyOf<D>>): Promise<HandlerAnswer<AnswerOf<D>>>;
}

/**
 * Binds a handler to a call declared in src/contract/calls: the address, payload schema, access and
 * write come from the declaration, so the body is typed by its schema and the answer checked against
 * its answer type.
 */
export function bindCall<D extends AnyCall>(
  app: FastifyInstance,
  services: Services,
  decl: D,
  binding: CallBinding<D>,
): void {
  defineCall(app, services, {
    method: decl.method,
    url: decl.url,
    access: decl.access,
    body: decl.payload as z.ZodType | undefined,
    write: decl.write,
    payloadInQuery: decl.payloadInQuery,
    rateLimit: binding.rateLimit,
    cached: binding.cached,
    handler: binding.handler as CallDef<z.ZodType>['handler'],
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    callTable: RegisteredCall[];
    allRoutes: { method: string; url: string }[];
  }
}

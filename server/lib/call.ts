import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { badRequest, forbidden, unauthorized, AppError } from './errors';
import { writeOplog } from './oplog';
import { hitRateLimit } from './rate-limit';
import { parseRequestJson } from './safe-json';
import { sendEnvelope } from './envelope-reply';
import type { Services } from './services';
import type { SessionUser } from './session-user';
import { resolveSession } from '../modules/auth/session-store';
import { roleMenuPaths } from './menu-access';

/** Who may make a call. Every call states one; the reliability suite checks that. */
export type Access =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'privilege'; privilege: string }
  /** The role must hold the menu entry of a screen (and the privilege, when one is named). */
  | { kind: 'menu'; path: string; privilege?: string };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'session' };
export const needs = (privilege: string): Access => ({ kind: 'privilege', privilege });
export const screen = (path: string, privilege?: string): Access => ({ kind: 'menu', path, privilege });

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
export class CallResult {
  constructor(
    public readonly data: unknown,
    public readonly extra?: Record<string, unknown>,
    public readonly msg = 'success',
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
  rateLimit?: { limit: number; windowSeconds: number; by?: 'ip' | 'user' };
  /** The payload comes in the encrypted `data` query parameter even on POST (file uploads). */
  payloadInQuery?: boolean;
  handler(ctx: CallContext<z.infer<S>>): Promise<unknown>;
}

export interface RegisteredCall {
  method: 'POST' | 'GET';
  url: string;
  access: Access;
  write: boolean;
}

function zodMessage(err: z.ZodError): { msg: string; field?: string } {
  const issue = err.issues[0];
  const field = issue.path.join('.');
  return { msg: field ? `字段 ${field} 无效：${issue.message}` : `请求内容无效：${issue.message}`, field };
}

export function tokenOf(req: FastifyRequest): string {
  const h = req.headers.authorization;
  if (!h) return '';
  return h.startsWith('Bearer ') ? h.slice(7).trim() : h.trim();
}

/** Registers one call: decode, authenticate, authorise, validate, run, log, encrypt. */
export function defineCall<S extends z.ZodType>(app: FastifyInstance, services: Services, def: CallDef<S>): void {
  const method = def.method ?? 'POST';
  const calls = app.callTable;
  calls.push({ method, url: def.url, access: def.access, write: Boolean(def.write) });
  app.route({
    method,
    url: def.url,
    handler: async (req, reply) => {
      const { database, config, cipher } = services;
      const token = tokenOf(req);
      const user = token ? await resolveSession(database.db, config, token) : null;
      if (def.access.kind !== 'public' && !user) throw unauthorized();
      if (def.access.kind === 'privilege' && !user!.privileges.has(def.access.privilege)) throw forbidden();
      if (def.access.kind === 'menu') {
        if (def.access.privilege && !user!.privileges.has(def.access.privilege)) throw forbidden();
        if (!(await roleMenuPaths(database.db, user!.roleId)).has(def.access.path)) throw forbidden();
      }
      if (def.rateLimit) {
        const who = def.rateLimit.by === 'user' && user ? `u${user.accountId}` : `ip${req.ip}`;
        await hitRateLimit(database.db, `${def.url}|${who}`, def.rateLimit.limit, def.rateLimit.windowSeconds);
      }
      let payload: unknown = req.body ?? {};
      if (method === 'GET' || def.payloadInQuery) {
        const q = (req.query as Record<string, unknown>)?.data;
        payload = typeof q === 'string' && q ? parseRequestJson(decryptOr400(cipher, q)) : {};
      }
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
        def.handler({ req, reply, body: body as z.infer<S>, user, db, services, audit: (d) => (detail = { ...detail, ...d }) });
      let result: unknown;
      if (!def.write) {
        result = await run(database.db);
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
          result = await database.db.transaction(async (tx) => {
            const r = await run(tx as unknown as Db);
            await writeOplog(tx as unknown as Db, { ...entry(), outcome: 200 });
            return r;
          });
        } catch (err) {
          const code = err instanceof AppError ? err.code : 500;
          await writeOplog(database.db, { ...entry(), outcome: code, after: undefined }).catch(() => {});
          throw err;
        }
      }
      if (result === RAW_REPLY) return reply;
      if (result instanceof CallResult) return sendEnvelope(reply, cipher, 200, result.msg, result.data, result.extra);
      return sendEnvelope(reply, cipher, 200, 'success', result);
    },
  });
}

export function decryptOr400(cipher: Services['cipher'], text: string): string {
  try {
    return cipher.decrypt(text);
  } catch {
    throw badRequest('请求内容无法解密');
  }
}


declare module 'fastify' {
  interface FastifyInstance {
    callTable: RegisteredCall[];
    allRoutes: { method: string; url: string }[];
  }
}

import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createCipher } from './lib/aes';
import type { RsaKeys } from './lib/rsa';
import type { Services } from './lib/services';
import { registerEnvelope, RAW_BODY_LIMIT } from './plugins/envelope';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticSpa } from './plugins/static-spa';
import { registerModules } from './modules/index';
import { resolveSession } from './modules/auth/session-store';
import { statementCount } from './db/table-capture';
import { cacheStats } from './lib/read-cache';
import { staleReadsOf } from './lib/stale-reads';
import { setGroupZone } from './lib/group-zone';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  rsa: RsaKeys;
  logger?: boolean;
}

/** Builds the whole server without listening: tests call it with inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  // Days, months and years are the group's: reckoned in its zone, whatever the machine's.
  setGroupZone(config.timeZone);
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    bodyLimit: RAW_BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  const services: Services = {
    config,
    database: deps.database,
    cipher: createCipher({ key: config.aesKey, iv: config.aesIv }),
    rsa: deps.rsa,
    log: app.log,
    resolveSession: (token) => resolveSession(deps.database.db, config, token),
  };
  app.decorate('callTable', []);
  // Every route, however registered: the reliability suite checks that each is a declared call or a known exception.
  app.decorate('allRoutes', []);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) app.allRoutes.push({ method: String(method), url: route.url });
  });
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, config.production, Boolean(config.mapKey));
  // The envelope replaces every body parser; multipart (file uploads) is added back after it.
  registerEnvelope(app, services);
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fileSize: 20 * 1024 * 1024 } });

  app.get('/healthz', async (_req, reply) => reply.type('application/json').send({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await deps.database.db.execute(sql`select 1`);
      return reply.type('application/json').send({ status: 'ready', database: deps.database.kind });
    } catch {
      return reply.code(503).type('application/json').send({ status: 'unavailable' });
    }
  });

  // How the read caches fare, for operators and the benchmark: only to a caller on this machine.
  app.get('/metrics', async (req, reply) => {
    const local = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(req.socket.remoteAddress ?? '');
    if (!local) return reply.code(404).type('application/json').send({ status: 'not found' });
    return reply
      .type('application/json')
      .header('cache-control', 'no-store')
      .send({
        caches: cacheStats(deps.database.changes),
        // APP_READ_CACHE=verify: kept answers the database contradicted with no change announced.
        staleReads: staleReadsOf(deps.database.changes),
        live: deps.database.changes.live,
        // What the requests so far have cost: statements sent to the database, and this process's CPU.
        statements: statementCount(),
        cpuMicros: process.cpuUsage(),
      });
  });

  registerModules(app, services);
  await registerStaticSpa(app, services);
  return app;
}

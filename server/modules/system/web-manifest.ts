import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysCodes } from '../../db/schema/index';
import type { Services } from '../../lib/services';
import { webManifest } from '../../../src/contract/web-manifest';

/**
 * GET /manifest.webmanifest: the installable app's manifest, named as the sysConfig dictionary names the
 * system (staff may rename it), so it is served rather than built into the SPA.
 */
export function registerWebManifest(app: FastifyInstance, services: Services): void {
  app.get('/manifest.webmanifest', async (_req, reply) => {
    const codes = sysCodes as unknown as typeof sysCodes & Record<string, never>;
    const [row] = (await services.database.db
      .select({ label: codes.label })
      .from(codes)
      .where(and(eq(codes.dictName, 'sysConfig'), eq(codes.value, 'systemName')))
      .limit(1)) as { label: string }[];
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(webManifest(row?.label)));
  });
}

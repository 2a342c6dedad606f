import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysCodes } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import { querySysCodes } from '../../../src/contract/calls/system';
import type { Services } from '../../lib/services';

/** The whole dictionary as { dictName: [{ value, label }] }, sysConfig included: the enabled items, the ones a user may pick. */
export function registerDictionary(app: FastifyInstance, services: Services): void {
  bindCall(app, services, querySysCodes, {
    cached: true,
    handler: async ({ db }) => {
      const rows = await db
        .select({ dict: sysCodes.dictName, value: sysCodes.value, label: sysCodes.label })
        .from(sysCodes)
        .where(eq(sysCodes.enabled, true))
        .orderBy(asc(sysCodes.dictName), asc(sysCodes.sort), asc(sysCodes.id));
      const out: Record<string, { value: string; label: string }[]> = {};
      for (const r of rows) (out[r.dict] ??= []).push({ value: r.value, label: r.label });
      return out;
    },
  });
}

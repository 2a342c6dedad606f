import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { analysisMeasures, warningsUnder } from '../../lib/analysis-registry';
import { CallResult, defineCall, RAW_REPLY, screen } from '../../lib/call';
import type { Services } from '../../lib/services';
import { rowId } from '../../lib/zod-types';
import { attachmentHeader } from '../resources/export-xlsx';
import { figuresFor, periodOf, trendsFor } from './figures';
import { overviewOf } from './overview';
import { riskOf } from './risk';
import { childrenOf, rootOf } from './root';
import { statsToXlsx } from './stats-xlsx';
import { registerAreaFigures } from './area-figures';

const OVERVIEW = '/Intelligentanalysis/overviewporg';
const STATS = '/Intelligentanalysis/integrastats';
const WORK = '/Intelligentanalysis/work_analysis';

const year = z.coerce.number().int().min(2000).max(2100);
const orgId = rowId.optional().nullable();
const statsSchema = z.object({
  orgId,
  year,
  period: z.enum(['year', 'quarter', 'month']).default('year'),
  index: z.coerce.number().int().min(1).max(12).default(1),
});

/** The analysis calls: every figure for the caller's subtree (or an organisation in it), computed in SQL. */
export function registerAnalysisCalls(app: FastifyInstance, services: Services): void {
  registerAreaFigures();
  defineCall(app, services, {
    url: '/api/analysis/overview',
    access: screen(OVERVIEW),
    cached: true,
    body: z.object({ orgId, year: year.optional() }),
    handler: async ({ db, user, body }) => {
      const root = await rootOf(db, user!, body.orgId);
      return { org: root, ...(await overviewOf(db, root.path, body.year ?? new Date().getFullYear())) };
    },
  });

  /** Integrated statistics: the root itself, then each organisation directly under it (the drill-down). */
  const statsOf = async (
    db: Parameters<typeof rootOf>[0],
    user: Parameters<typeof rootOf>[1],
    body: z.infer<typeof statsSchema>,
  ) => {
    const root = await rootOf(db, user, body.orgId);
    const period = periodOf(body.year, body.period, body.index);
    const rows = await figuresFor(db, [root, ...(await childrenOf(db, root))], period);
    const measures = analysisMeasures().map(({ key, label, unit }) => ({ key, label, unit }));
    return { org: root, period, measures, total: rows[0], rows: rows.slice(1) };
  };

  defineCall(app, services, {
    url: '/api/analysis/stats',
    access: screen(STATS),
    cached: true,
    body: statsSchema,
    handler: async ({ db, user, body }) => statsOf(db, user!, body),
  });

  defineCall(app, services, {
    url: '/api/analysis/export',
    access: screen(STATS),
    body: statsSchema,
    rateLimit: { limit: 30, windowSeconds: 60, by: 'user' },
    handler: async ({ db, user, body, reply }) => {
      const stats = await statsOf(db, user!, body);
      const xlsx = await statsToXlsx(stats);
      reply
        .code(200)
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentHeader(`综合统计-${stats.org.name}-${stats.period.from}.xlsx`))
        .header('cache-control', 'no-store')
        .send(xlsx);
      return RAW_REPLY;
    },
  });

  defineCall(app, services, {
    url: '/api/analysis/trends',
    access: screen(WORK),
    cached: true,
    body: z.object({ orgId, year }),
    handler: async ({ db, user, body }) => {
      const root = await rootOf(db, user!, body.orgId);
      const measures = analysisMeasures().map(({ key, label, unit }) => ({ key, label, unit }));
      return { org: root, measures, months: await trendsFor(db, root, body.year) };
    },
  });

  defineCall(app, services, {
    url: '/api/analysis/warnings',
    access: screen(WORK),
    cached: true,
    body: z.object({ orgId }),
    handler: async ({ db, user, body }) => {
      const root = await rootOf(db, user!, body.orgId);
      return new CallResult({ org: root, warnings: await warningsUnder(db, root.path) });
    },
  });

  defineCall(app, services, {
    url: '/api/analysis/risk',
    access: screen(WORK),
    cached: true,
    body: z.object({ orgId }),
    handler: async ({ db, user, body }) => {
      const root = await rootOf(db, user!, body.orgId);
      return { org: root, ...(await riskOf(db, root.path)) };
    },
  });
}

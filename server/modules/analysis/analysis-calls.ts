import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { analysisMeasures, warningsUnder } from '../../lib/analysis-registry';
import { CallResult, bindCall, RAW_REPLY } from '../../lib/call';
import { groupYear } from '../../lib/group-zone';
import * as calls from '../../../src/contract/calls/analysis';
import { statsSchema } from '../../../src/contract/calls/analysis';
import type { Services } from '../../lib/services';
import { attachmentHeader } from '../resources/export-xlsx';
import { figuresFor, periodOf, trendsFor } from './figures';
import { overviewOf } from './overview';
import { riskOf } from './risk';
import { childrenOf, rootOf } from './root';
import { statsFileName, statsToXlsx } from './stats-xlsx';
import { requestLanguage } from '../../lib/language';
import { registerAreaFigures } from './area-figures';

/** The analysis calls: every figure for the caller's subtree (or an organisation in it), computed in SQL. */
export function registerAnalysisCalls(app: FastifyInstance, services: Services): void {
  registerAreaFigures();
  bindCall(app, services, calls.analysisOverview, {
    cached: true,
    handler: async ({ db, user, body }) => {
      const root = await rootOf(db, user!, body.orgId);
      return { org: root, ...(await overviewOf(db, root.path, body.year ?? groupYear())) };
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

  bindCall(app, services, calls.analysisStats, {
    cached: true,
    handler: async ({ db, user, body }) => statsOf(db, user!, body),
  });

  bindCall(app, services, calls.analysisExport, {
    rateLimit: { limit: 30, windowSeconds: 60, by: 'user' },
    handler: async ({ req, db, user, body, reply }) => {
      const language = requestLanguage(req);
      const stats = await statsOf(db, user!, body);
      const xlsx = await statsToXlsx(stats, language);
      reply
        .code(200)
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentHeader(statsFileName(stats, language)))
        .header('cache-control', 'no-store')
        .send(xlsx);
      return RAW_REPLY;
    },
  });

  bindCall(app, services, calls.analysisTrends, {
    cached: true,
    handler: async ({ db, user, body }) => {
      const root = await rootOf(db, user!, body.orgId);
      const measures = analysisMeasures().map(({ key, label, unit }) => ({ key, label, unit }));
      return { org: root, measures, months: await trendsFor(db, root, body.year) };
    },
  });

  bindCall(app, services, calls.analysisWarnings, {
    cached: true,
    handler: async ({ db, user, body }) => {
      const root = await rootOf(db, user!, body.orgId);
      return new CallResult({ org: root, warnings: await warningsUnder(db, root.path) });
    },
  });

  bindCall(app, services, calls.analysisRisk, {
    cached: true,
    handler: async ({ db, user, body }) => {
      const root = await rootOf(db, user!, body.orgId);
      return { org: root, ...(await riskOf(db, root.path)) };
    },
  });
}

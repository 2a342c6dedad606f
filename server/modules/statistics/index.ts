import type { FastifyInstance } from 'fastify';
import { bindCall, RAW_REPLY } from '../../lib/call';
import { badRequest } from '../../lib/errors';
import type { Services } from '../../lib/services';
import * as calls from '../../../src/contract/calls/party-stats';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { rootOf } from '../analysis/root';
import { sendXlsx } from '../resources/export-xlsx';
import { cellRecords } from './cell-records';
import { partyStatsOf } from './party-stats';
import { frameOf, lastYearEnd } from './stats-frame';
import { statsSettings } from './stats-settings';
import { partyStatsToXlsx } from './stats-xlsx';
import { requestLanguage } from '../../lib/language';
import { wordingIn } from '../../../src/contract/messages/message';

async function frameFor(db: Db, user: SessionUser, body: { orgId?: number | null; asOf?: string }) {
  const root = await rootOf(db, user, body.orgId);
  return { root, frame: frameOf(root.path, body.asOf ?? lastYearEnd(), await statsSettings(db)) };
}

/** The annual party statistics: the tables as of a day, the records behind a cell, the printable workbook. */
export function registerStatistics(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.partyStats, {
    cached: true,
    handler: async ({ db, user, body }) => {
      const { root, frame } = await frameFor(db, user!, body);
      return partyStatsOf(db, root, frame);
    },
  });

  bindCall(app, services, calls.partyStatsRecords, {
    cached: true,
    handler: async ({ db, user, body }) => {
      const { frame } = await frameFor(db, user!, body);
      return cellRecords(db, frame, body);
    },
  });

  bindCall(app, services, calls.partyStatsExport, {
    rateLimit: { limit: 30, windowSeconds: 60, by: 'user' },
    handler: async ({ db, user, body, reply, req }) => {
      const { root, frame } = await frameFor(db, user!, body);
      const stats = await partyStatsOf(db, root, frame);
      // No workbook of zeros for a day the history does not reach: the caller reads why.
      if (stats.beforeHistory) throw badRequest(stats.warnings[0], 'asOf');
      const language = requestLanguage(req);
      const file = wordingIn(language)('stats.sheet.file', { org: root.name, asOf: frame.asOf });
      sendXlsx(reply, `${file}.xlsx`, await partyStatsToXlsx(stats, language));
      return RAW_REPLY;
    },
  });
}

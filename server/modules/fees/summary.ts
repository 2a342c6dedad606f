import type { FastifyInstance } from 'fastify';
import { RAW_REPLY, bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/fees';
import type { Services } from '../../lib/services';
import { attachmentHeader, tableToXlsx } from '../resources/export-xlsx';
import { feeSummary } from './summary-query';
import { scopedOrg } from './scope';
import { requestLanguage } from '../../lib/language';
import { wordIn, wordingIn, type MessageCode } from '../../../src/contract/messages/message';

const COLUMNS: { key: string; header: MessageCode; money?: boolean }[] = [
  { key: 'orgName', header: 'sheet.org' },
  { key: 'members', header: 'sheet.members' },
  { key: 'rows', header: 'sheet.fees.rows' },
  { key: 'unpaidRows', header: 'sheet.fees.unpaidRows' },
  { key: 'due', header: 'sheet.fees.due', money: true },
  { key: 'paid', header: 'sheet.fees.paid', money: true },
  { key: 'ratePercent', header: 'sheet.fees.rate' },
];

/** The summary per organisation and period across the subtree, one level at a time (drill down by orgId), and its export. */
export function registerSummary(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.feeSummary, {
    cached: true,
    handler: async ({ db, user, body }) => {
      const org = await scopedOrg(db, user!, body.orgId);
      return { org: { id: org.id, name: org.name }, rows: await feeSummary(db, org, body) };
    },
  });

  bindCall(app, services, calls.feeSummaryExport, {
    handler: async ({ req, db, user, body, reply, audit }) => {
      const language = requestLanguage(req);
      const w = wordingIn(language);
      const org = await scopedOrg(db, user!, body.orgId);
      const rows = (await feeSummary(db, org, body)).map((r) => ({
        ...r,
        orgName: r.self ? w('sheet.total', { org: r.orgName }) : r.orgName,
        ratePercent: r.rate === null ? '' : (r.rate * 100).toFixed(2),
      }));
      const columns = COLUMNS.map((c) => ({ ...c, header: wordIn({ code: c.header }, language) }));
      const xlsx = await tableToXlsx(w('sheet.fees.title'), columns, rows);
      audit({ after: { orgId: org.id, year: body.year, month: body.month ?? null } });
      const name = `${w('sheet.fees.file', { org: org.name, period: String(body.month ?? body.year) })}.xlsx`;
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentHeader(name))
        .header('cache-control', 'no-store')
        .send(xlsx);
      return RAW_REPLY;
    },
  });
}

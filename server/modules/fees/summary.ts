import type { FastifyInstance } from 'fastify';
import { RAW_REPLY, bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/fees';
import type { Services } from '../../lib/services';
import { attachmentHeader, tableToXlsx } from '../resources/export-xlsx';
import { feeSummary } from './summary-query';
import { scopedOrg } from './scope';

const COLUMNS = [
  { key: 'orgName', header: '组织' },
  { key: 'members', header: '党员数' },
  { key: 'rows', header: '应缴笔数' },
  { key: 'unpaidRows', header: '未缴笔数' },
  { key: 'due', header: '应缴金额（元）', money: true },
  { key: 'paid', header: '实缴金额（元）', money: true },
  { key: 'ratePercent', header: '收缴率（%）' },
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
    handler: async ({ db, user, body, reply, audit }) => {
      const org = await scopedOrg(db, user!, body.orgId);
      const rows = (await feeSummary(db, org, body)).map((r) => ({
        ...r,
        orgName: r.self ? `${r.orgName}（合计）` : r.orgName,
        ratePercent: r.rate === null ? '' : (r.rate * 100).toFixed(2),
      }));
      const xlsx = await tableToXlsx('党费收缴汇总', COLUMNS, rows);
      audit({ after: { orgId: org.id, year: body.year, month: body.month ?? null } });
      const name = `党费收缴汇总-${org.name}-${body.month ?? body.year}.xlsx`;
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentHeader(name))
        .header('cache-control', 'no-store')
        .send(xlsx);
      return RAW_REPLY;
    },
  });
}

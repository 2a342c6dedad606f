import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FEE_STATUS } from '../../../src/contract/resource/fee-income';
import { feeIncome, members } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/fees';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import { STALE } from '../resources/row-writes';
import { backPayWarning, feeSettings, monthsLate } from './settings';
import type { Message } from '../../../src/contract/messages/message';
import { say } from '../../../src/contract/messages/message';

interface Unpaid {
  id: number;
  version: number;
  month: string;
  due: string;
  status: string;
  memberId: number;
}

/**
 * POST /api/feeIncome/pay {rows: [{id, version}], paidOn, proxyMemberId?}: marks the chosen rows paid in
 * full on one date. Every row must be the caller's to change and unchanged since it was shown; rows
 * already settled are left as they are. A payment past the back-payment limit is made, with a warning.
 */
export function registerPay(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.feePay, {
    handler: async ({ db, user, body, audit }) => {
      const ids = body.rows.map((r) => r.id);
      const found = (await db
        .select()
        .from(feeIncome)
        .where(and(inArray(feeIncome.id, ids), inArray(feeIncome.orgId, user!.scopeOrgIds)))
        .for('update')) as unknown as Unpaid[];
      if (found.length !== new Set(ids).size) throw notFound(say('record.someOutOfScope'));
      const versions = new Map(body.rows.map((r) => [r.id, r.version]));
      if (found.some((r) => r.version !== versions.get(r.id))) throw conflict(STALE);
      if (body.proxyMemberId) {
        const [proxy] = await db
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.id, body.proxyMemberId), inArray(members.orgId, user!.scopeOrgIds)));
        if (!proxy) throw badRequest(say('fees.proxyOutOfScope'), 'proxyMemberId');
      }
      const unpaid = found.filter((r) => r.status === FEE_STATUS.unpaid);
      const early = unpaid.find((r) => body.paidOn < `${r.month}-01`);
      if (early) throw badRequest(say('fees.paidBeforeMonthOf', { month: early.month }), 'paidOn');
      const { backPayMonths } = await feeSettings(db);
      const warnings: Message[] = [];
      for (const r of unpaid) {
        const late = monthsLate(r.month, body.paidOn);
        if (late > backPayMonths) warnings.push(backPayWarning(late, backPayMonths));
        await db
          .update(feeIncome)
          .set({
            paid: r.due,
            paidOn: body.paidOn,
            proxyMemberId: body.proxyMemberId ?? null,
            status: late > 0 ? FEE_STATUS.backPaid : FEE_STATUS.paid,
            version: sql`${feeIncome.version} + 1`,
            updatedAt: new Date(),
            updatedBy: user!.accountId,
          } as never)
          .where(eq(feeIncome.id, r.id));
      }
      audit({ after: { paidOn: body.paidOn, ids: unpaid.map((r) => r.id) } });
      return { paid: unpaid.length, skipped: found.length - unpaid.length, warnings: [...new Set(warnings)] };
    },
  });
}

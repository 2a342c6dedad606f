import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fenOf, moneyOfFen, moneyText } from '../../../src/contract/resource/check';
import { FEE_STATUS } from '../../../src/contract/resource/fee-income';
import { feeIncome } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/fees';
import type { Services } from '../../lib/services';

interface OwnRow {
  id: number;
  month: string;
  salaryBase: string;
  ratio: string | null;
  due: string;
  paid: string | null;
  paidOn: string | null;
  status: string;
}

/**
 * POST /api/feeIncome/mine {year?}: the caller's own dues rows, found by the member record bound to their
 * account and nothing else, for the member's home. An account without a member record has none.
 */
export function registerMine(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.feeMine, {
    cached: true,
    handler: async ({ db, user, body }) => {
      if (!user!.memberId) return { records: [], due: '0.00', paid: '0.00', unpaidMonths: 0 };
      const where = and(
        eq(feeIncome.memberId, user!.memberId),
        body.year ? like(feeIncome.month, `${body.year}-%`) : undefined,
      );
      const rows = (await db
        .select({
          id: feeIncome.id,
          month: feeIncome.month,
          salaryBase: feeIncome.salaryBase,
          ratio: feeIncome.ratio,
          due: feeIncome.due,
          paid: feeIncome.paid,
          paidOn: feeIncome.paidOn,
          status: feeIncome.status,
        })
        .from(feeIncome)
        .where(where)
        .orderBy(desc(feeIncome.month))
        .limit(120)) as unknown as OwnRow[];
      const records = rows.map((r) => ({
        ...r,
        salaryBase: moneyText(r.salaryBase),
        ratio: r.ratio === null ? null : Number(r.ratio),
        due: moneyText(r.due),
        paid: r.paid === null ? null : moneyText(r.paid),
      }));
      return {
        records,
        due: moneyOfFen(records.reduce((s, r) => s + fenOf(r.due ?? '0'), 0)),
        paid: moneyOfFen(records.reduce((s, r) => s + (r.paid ? fenOf(r.paid) : 0), 0)),
        unpaidMonths: records.filter((r) => r.status === FEE_STATUS.unpaid).length,
      };
    },
  });
}

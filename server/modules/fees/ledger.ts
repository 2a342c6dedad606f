import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fenOf, moneyOfFen } from '../../../src/contract/resource/check';
import { bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/fees';
import { resultRows } from '../../lib/sql-rows';
import type { Services } from '../../lib/services';
import { feeSettings } from './settings';
import { scopedOrg } from './scope';

/** fen x share, rounded half up to the fen, exactly ('0.2' -> 2/10). */
export function shareOf(fen: number, share: string): number {
  const [, frac = ''] = share.split('.');
  const den = 10n ** BigInt(frac.length);
  const num = BigInt(share.replace('.', ''));
  return Number((BigInt(fen) * num * 2n + den) / (den * 2n));
}

/**
 * POST /api/feeExpense/ledger {orgId?, year}: per organisation of the subtree with any dues or entries
 * that year: dues collected (paid that year), remittances received from the organisations directly
 * below, spending, remittances up, allocations down, the balance, and the remittance due (the
 * configured share of the dues collected) with what is still to remit.
 */
export function registerLedger(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.feeLedger, {
    cached: true,
    handler: async ({ db, user, body }) => {
      const org = await scopedOrg(db, user!, body.orgId);
      const { remitShare } = await feeSettings(db);
      const from = `${body.year}-01-01`;
      const to = `${body.year}-12-31`;
      const rows = resultRows<Record<string, string | number>>(
        await db.execute(sql`
          SELECT o.id, o.name,
            coalesce((SELECT sum(f.paid) FROM fee_income f WHERE f.org_id = o.id AND f.paid_on BETWEEN ${from} AND ${to}), 0)::text AS collected,
            coalesce((SELECT sum(e.amount) FROM fee_expenses e JOIN orgs c ON c.id = e.org_id WHERE c.parent_id = o.id AND e.kind = '2' AND e.spent_on BETWEEN ${from} AND ${to}), 0)::text AS received,
            coalesce((SELECT sum(e.amount) FROM fee_expenses e WHERE e.org_id = o.id AND e.kind = '1' AND e.spent_on BETWEEN ${from} AND ${to}), 0)::text AS spent,
            coalesce((SELECT sum(e.amount) FROM fee_expenses e WHERE e.org_id = o.id AND e.kind = '2' AND e.spent_on BETWEEN ${from} AND ${to}), 0)::text AS remitted,
            coalesce((SELECT sum(e.amount) FROM fee_expenses e WHERE e.org_id = o.id AND e.kind = '3' AND e.spent_on BETWEEN ${from} AND ${to}), 0)::text AS allocated
          FROM orgs o
          WHERE o.path LIKE ${`${org.path}%`}
          ORDER BY o.path`),
      );
      const records = rows
        .map((r) => {
          const [collected, received, spent, remitted, allocated] = [
            r.collected,
            r.received,
            r.spent,
            r.remitted,
            r.allocated,
          ].map((v) => fenOf(String(v)));
          const remitDue = shareOf(collected, remitShare);
          return {
            orgId: Number(r.id),
            orgName: String(r.name),
            collected: moneyOfFen(collected),
            received: moneyOfFen(received),
            spent: moneyOfFen(spent),
            remitted: moneyOfFen(remitted),
            allocated: moneyOfFen(allocated),
            balance: moneyOfFen(collected + received - spent - remitted - allocated),
            remitDue: moneyOfFen(remitDue),
            remitOutstanding: moneyOfFen(Math.max(0, remitDue - remitted)),
          };
        })
        .filter(
          (r) =>
            r.collected !== '0.00' ||
            r.received !== '0.00' ||
            r.spent !== '0.00' ||
            r.remitted !== '0.00' ||
            r.allocated !== '0.00',
        );
      return { year: body.year, remitShare, records };
    },
  });
}

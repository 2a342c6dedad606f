import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { moneyText } from '../../../src/contract/resource/check';
import { bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/fees';
import { resultRows } from '../../lib/sql-rows';
import type { Services } from '../../lib/services';
import { feeSettings } from './settings';
import { scopedOrg } from './scope';

/** Six months in a row unpaid without good reason: the charter treats it as leaving the party (自行脱党). */
export const LAPSE_MONTHS = 6;

const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;

/** The longest run of consecutive months in a sorted list. */
export function longestRun(months: string[]): number {
  let best = 0;
  let run = 0;
  let prev = -2;
  for (const m of months) {
    const i = monthIndex(m);
    run = i === prev + 1 ? run + 1 : 1;
    prev = i;
    best = Math.max(best, run);
  }
  return best;
}

/**
 * POST /api/feeIncome/warnings {orgId?, month}: members of the subtree with the configured number of
 * unpaid months or more up to that month, the longest unpaid run, and the red flag at six in a row.
 */
export function registerWarnings(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.feeWarnings, {
    cached: true,
    handler: async ({ db, user, body }) => {
      const org = await scopedOrg(db, user!, body.orgId);
      const { warnUnpaidMonths } = await feeSettings(db);
      const rows = resultRows<{
        member_id: number;
        name: string;
        org_id: number;
        org_name: string;
        months: string[];
        owed: string;
      }>(
        await db.execute(sql`
          SELECT f.member_id, m.name, f.org_id, o.name AS org_name, array_agg(f.month ORDER BY f.month) AS months, sum(f.due)::text AS owed
          FROM fee_income f JOIN members m ON m.id = f.member_id JOIN orgs o ON o.id = f.org_id
          WHERE f.status = '1' AND f.month <= ${body.month} AND o.path LIKE ${`${org.path}%`}
          GROUP BY f.member_id, m.name, f.org_id, o.name
          HAVING count(*) >= ${warnUnpaidMonths}`),
      );
      const records = rows
        .map((r) => {
          const months = Array.isArray(r.months) ? r.months : String(r.months).replace(/[{}]/g, '').split(',');
          const consecutive = longestRun(months);
          return {
            memberId: Number(r.member_id),
            memberName: r.name,
            orgId: Number(r.org_id),
            orgName: r.org_name,
            unpaidMonths: months.length,
            months,
            consecutive,
            lapse: consecutive >= LAPSE_MONTHS,
            owed: moneyText(r.owed) ?? '0.00',
          };
        })
        .sort(
          (a, b) => Number(b.lapse) - Number(a.lapse) || b.unpaidMonths - a.unpaidMonths || a.memberId - b.memberId,
        );
      return { month: body.month, threshold: warnUnpaidMonths, lapseMonths: LAPSE_MONTHS, records };
    },
  });
}

import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { monthlyDues } from '../../../src/contract/resource/fee-dues';
import { feeBases, feeIncome, members, orgs } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/fees';
import type { Services } from '../../lib/services';
import { duesRules } from './settings';
import { scopedOrg } from './scope';

/** memberStatus '1' (正常): members whose membership is suspended or ended owe no dues. */
const ACTIVE = '1';
/** post '6' (离退休): the retired bracket, unless a base says otherwise. */
const RETIRED_POST = '6';

interface Base {
  memberId: number;
  salaryBase: string;
  retired: boolean;
  fixedDues: boolean;
}

/**
 * POST /api/feeIncome/generate {orgId, month}: the month's dues rows of every active member of the
 * subtree who has none yet, each from the member's latest base. The unique (member, month) key makes a
 * second run, or two at once, create nothing twice.
 */
export function registerGenerate(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.feeGenerate, {
    handler: async ({ db, user, body, audit }) => {
      const org = await scopedOrg(db, user!, body.orgId);
      // The subtree's active members, as a condition joined into each read: a list of their ids would pass
      // PostgreSQL's 65,535 parameters in a group of 100,000 members.
      const active = and(like(orgs.path, `${org.path}%`), eq(members.status, ACTIVE));
      const people = await db
        .select({ id: members.id, orgId: members.orgId, post: members.post })
        .from(members)
        .innerJoin(orgs, eq(orgs.id, members.orgId))
        .where(active);
      if (!people.length) return { created: 0 };
      // Each kept base of an active member of the subtree: the latest dues row's, then the stored one over it
      // (an import or a later edit).
      const baseOf = (t: typeof feeIncome | typeof feeBases) => ({
        memberId: t.memberId,
        salaryBase: t.salaryBase,
        retired: t.retired,
        fixedDues: t.fixedDues,
      });
      const latestRows = (await db
        .selectDistinctOn([feeIncome.memberId], baseOf(feeIncome))
        .from(feeIncome)
        .innerJoin(members, eq(members.id, feeIncome.memberId))
        .innerJoin(orgs, eq(orgs.id, members.orgId))
        .where(active)
        .orderBy(feeIncome.memberId, desc(feeIncome.month))) as Base[];
      const stored = (await db
        .select(baseOf(feeBases))
        .from(feeBases)
        .innerJoin(members, eq(members.id, feeBases.memberId))
        .innerJoin(orgs, eq(orgs.id, members.orgId))
        .where(active)) as Base[];
      const bases = new Map<number, Base>([...latestRows, ...stored].map((b) => [b.memberId, b]));
      const rules = await duesRules(db);
      const rows = people.map((p) => {
        const base = bases.get(p.id) ?? {
          memberId: p.id,
          salaryBase: '0.00',
          retired: p.post === RETIRED_POST,
          fixedDues: false,
        };
        // A member on fixed dues (定额党费) pays the fixed amount, whatever the base.
        const dues = monthlyDues(String(base.salaryBase), { retired: base.retired, fixed: base.fixedDues }, rules);
        return {
          memberId: p.id,
          orgId: p.orgId,
          month: body.month,
          salaryBase: String(base.salaryBase),
          retired: base.retired,
          fixedDues: base.fixedDues,
          ratio: dues.ratio,
          due: dues.due,
          status: '1',
          createdBy: user!.accountId,
          updatedBy: user!.accountId,
        };
      });
      let created = 0;
      for (let i = 0; i < rows.length; i += 500) {
        const made = await db
          .insert(feeIncome)
          .values(rows.slice(i, i + 500) as never)
          .onConflictDoNothing()
          .returning({ id: feeIncome.id as never });
        created += made.length;
      }
      audit({ recordId: org.id, after: { orgId: org.id, month: body.month, created } });
      return { created };
    },
  });
}

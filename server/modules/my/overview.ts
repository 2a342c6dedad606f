import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkIns, feeIncome, members, orgs } from '../../db/schema/index';
import type { ExpectedGathering, MyProfile } from '../../../src/contract/calls/my';
import { FEE_SETTLED } from '../../../src/contract/resource/fee-income';
import type { GatheringKind } from '../../../src/contract/check-in';
import { tableOf } from './gatherings';

const fees = feeIncome as unknown as typeof feeIncome & Record<string, never>;

/** The member's name, branch, standing and the month their dues are paid up to. */
export async function profileOf(db: Db, memberId: number): Promise<MyProfile | null> {
  const [m] = await db
    .select({ id: members.id, name: members.name, memberType: members.memberType, orgName: orgs.name })
    .from(members)
    .innerJoin(orgs, eq(orgs.id, members.orgId))
    .where(eq(members.id, memberId));
  if (!m) return null;
  const months = await db
    .select({ month: fees.month, status: fees.status })
    .from(fees)
    .where(eq(fees.memberId, memberId))
    .orderBy(asc(fees.month));
  let paidUpTo: string | null = null;
  for (const r of months) {
    if (!FEE_SETTLED.includes(r.status as string)) break;
    paidUpTo = r.month as string;
  }
  return { memberId: m.id, name: m.name, orgName: m.orgName, memberType: m.memberType ?? null, paidUpTo };
}

/** Gatherings the member is expected at from the start of today on, nearest first (the home's to-dos). */
export async function expectedAhead(db: Db, memberId: number, since: Date): Promise<ExpectedGathering[]> {
  const out: ExpectedGathering[] = [];
  for (const kind of ['meeting', 'activity'] as GatheringKind[]) {
    const t = tableOf(kind);
    const at = sql<string>`coalesce(${t.heldAt}, ${t.plannedAt})`;
    const rows = await db
      .select({ id: t.id, topic: t.topic, at, place: t.place })
      .from(t)
      .where(and(sql`${memberId} = ANY(${t.expected})`, gte(at, since.toISOString())))
      .orderBy(at, asc(t.id))
      .limit(5);
    const done = rows.length
      ? await db
          .select({ id: checkIns.gatheringId })
          .from(checkIns)
          .where(
            and(
              eq(checkIns.kind, kind),
              eq(checkIns.memberId, memberId),
              inArray(
                checkIns.gatheringId,
                rows.map((r) => r.id),
              ),
            ),
          )
      : [];
    const checked = new Set(done.map((d) => d.id));
    for (const r of rows)
      out.push({
        kind,
        id: r.id,
        topic: r.topic,
        at: new Date(r.at).toISOString(),
        place: (r.place as string | null) ?? null,
        checkedIn: checked.has(r.id),
      });
  }
  return out.sort((a, b) => a.at.localeCompare(b.at)).slice(0, 5);
}

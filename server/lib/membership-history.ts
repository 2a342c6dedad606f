import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { membershipEvents } from '../db/schema/index';

/** One change of a member's standing that a workflow caused: written approved, since the workflow was its review. */
export interface CausedEvent {
  memberId: number;
  memberName: string;
  kind: string;
  effectiveOn: string;
  orgId: number;
  toOrgId?: number | null;
  outsideOrgName?: string | null;
  documentNo?: string | null;
  reason?: string | null;
  source: string;
  sourceId: number;
}

/**
 * Writes the event a record caused, once: a record saved again (a development case whose vote date is
 * corrected) moves its event rather than adding a second one. Runs in the caller's transaction.
 */
export async function recordCausedEvent(db: Db, accountId: number, e: CausedEvent): Promise<void> {
  const values = {
    memberId: e.memberId,
    memberName: e.memberName,
    kind: e.kind,
    effectiveOn: e.effectiveOn,
    orgId: e.orgId,
    toOrgId: e.toOrgId ?? null,
    outsideOrgName: e.outsideOrgName ?? null,
    documentNo: e.documentNo ?? null,
    reason: e.reason ?? null,
    source: e.source,
    sourceId: e.sourceId,
    state: 'approved',
    updatedBy: accountId,
    updatedAt: new Date(),
  };
  const [earlier] = await db
    .select({ id: membershipEvents.id })
    .from(membershipEvents)
    .where(
      and(
        eq(membershipEvents.source, e.source),
        eq(membershipEvents.sourceId, e.sourceId),
        eq(membershipEvents.kind, e.kind),
      ),
    );
  if (earlier)
    await db
      .update(membershipEvents)
      .set({ ...values, version: sql`${membershipEvents.version} + 1` })
      .where(eq(membershipEvents.id, earlier.id));
  else await db.insert(membershipEvents).values({ ...values, createdBy: accountId });
}

/** Removes the event a record no longer causes (a case moved back before the vote). */
export async function dropCausedEvent(db: Db, source: string, sourceId: number, kind: string): Promise<void> {
  await db
    .delete(membershipEvents)
    .where(
      and(
        eq(membershipEvents.source, source),
        eq(membershipEvents.sourceId, sourceId),
        eq(membershipEvents.kind, kind),
      ),
    );
}

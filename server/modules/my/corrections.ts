import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordCorrections, workflowHistory } from '../../db/schema/index';
import type { MyCorrection } from '../../../src/contract/calls/my';
import { recordCorrectionEntity } from '../../../src/contract/resource/record-correction';
import { masked, openValue } from '../../lib/sensitive';

const PROPOSED = recordCorrectionEntity.fields.find((f) => f.name === 'proposed')!;

const rc = recordCorrections as unknown as typeof recordCorrections & Record<string, never>;

/** The member's correction requests, newest first, each with the note of its answer (the workflow's opinion). */
export async function correctionsOf(db: Db, memberId: number, limit = 20): Promise<MyCorrection[]> {
  const rows = await db
    .select({
      id: rc.id,
      field: rc.field,
      proposed: rc.proposed,
      reason: rc.reason,
      state: rc.state,
      askedAt: rc.createdAt,
    })
    .from(rc)
    .where(eq(rc.memberId, memberId))
    .orderBy(desc(rc.id))
    .limit(limit);
  const answers = rows.length
    ? await db
        .select({ recordId: workflowHistory.recordId, opinion: workflowHistory.opinion, at: workflowHistory.at })
        .from(workflowHistory)
        .where(
          and(
            eq(workflowHistory.entity, 'recordCorrection'),
            eq(workflowHistory.action, 'answer'),
            inArray(
              workflowHistory.recordId,
              rows.map((r) => r.id),
            ),
          ),
        )
    : [];
  const byRecord = new Map(answers.map((a) => [a.recordId, a]));
  return rows.map((r) => {
    const a = byRecord.get(r.id);
    return {
      id: r.id,
      field: r.field as string,
      // Masked on the phone too, as on the secretary's list: a phone is read over the shoulder.
      proposed: masked(PROPOSED, openValue(r.proposed as string)),
      reason: (r.reason as string | null) ?? null,
      state: r.state as string,
      note: a?.opinion ?? null,
      answeredAt: a?.at.toISOString() ?? null,
      askedAt: (r.askedAt as Date).toISOString(),
    };
  });
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, meetings, orgs } from '../../db/schema/index';
import { CHECK_IN_WINDOW, type GatheringKind } from '../../../src/contract/check-in';
import { matterNumber } from '../../lib/matters';

/** A meeting or activity as check-in reads it. */
export interface Gathering {
  id: number;
  orgId: number;
  orgPath: string;
  topic: string;
  at: Date | null;
  expected: number[];
  present: number[];
  absent: { memberId: number; reason: string }[] | null;
  version: number;
}

/** The derived tables' columns are unknown to the compiler: the two share the gathering fields. */
export const tableOf = (kind: GatheringKind) =>
  (kind === 'meeting' ? meetings : activities) as unknown as typeof meetings & Record<string, never>;

export async function loadGathering(db: Db, kind: GatheringKind, id: number, lock = false): Promise<Gathering | null> {
  const t = tableOf(kind);
  const query = db
    .select({
      id: t.id,
      orgId: t.orgId,
      orgPath: orgs.path,
      topic: t.topic,
      heldAt: t.heldAt,
      plannedAt: t.plannedAt,
      expected: t.expected,
      present: t.present,
      absent: t.absent,
      version: t.version,
    })
    .from(t)
    .innerJoin(orgs, eq(orgs.id, t.orgId))
    .where(eq(t.id, id));
  const [row] = lock ? await query.for('update', { of: t }) : await query;
  if (!row) return null;
  const when = (row.heldAt ?? row.plannedAt) as string | null;
  return {
    id: row.id,
    orgId: row.orgId,
    orgPath: row.orgPath,
    topic: row.topic,
    at: when ? new Date(when) : null,
    expected: (row.expected as number[]) ?? [],
    present: (row.present as number[]) ?? [],
    absent: row.absent as Gathering['absent'],
    version: row.version,
  };
}

/** The check-in window around a gathering's time, in minutes (standard matters, editable without a restart). */
export async function checkInWindow(db: Db): Promise<{ before: number; after: number }> {
  const [before, after] = await Promise.all([
    matterNumber(db, 'checkIn.minutesBefore', CHECK_IN_WINDOW.before),
    matterNumber(db, 'checkIn.minutesAfter', CHECK_IN_WINDOW.after),
  ]);
  return { before, after };
}

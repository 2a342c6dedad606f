import { inArray } from 'drizzle-orm';
import { absencesOf } from '../../../../src/contract/resource/attendance';
import { THEMED_DAY_TYPE } from '../../../../src/contract/resource/meeting';
import type { Db } from '../../../db/client';
import { meetingMakeUps, meetings, members } from '../../../db/schema/index';
import type { Behaviour } from '../binding';
import { gatheringBehaviour } from './gathering';
import { say } from '../../../../src/contract/messages/message';

const ids = (v: unknown): number[] => (Array.isArray(v) ? (v as number[]) : []);

/** The names of everyone a record expects, for the attendance table: `people` maps id to name. */
export async function attachPeople(db: Db, records: Record<string, unknown>[]) {
  const all = [...new Set(records.flatMap((r) => ids(r.expected)))];
  const rows = all.length
    ? await db.select({ id: members.id, name: members.name }).from(members).where(inArray(members.id, all))
    : [];
  const names = new Map(rows.map((r) => [r.id, r.name]));
  for (const r of records) r.people = Object.fromEntries(ids(r.expected).map((id) => [id, names.get(id) ?? '']));
}

/** Every make-up study of the records: `makeUps` lists {memberId, studiedAt} of those absent. */
async function attachMakeUps(db: Db, records: Record<string, unknown>[]) {
  const meetingIds = records.map((r) => r.id as number);
  if (!meetingIds.length) return;
  const rows = await db
    .select({
      meetingId: meetingMakeUps.meetingId,
      memberId: meetingMakeUps.memberId,
      studiedAt: meetingMakeUps.studiedAt,
    })
    .from(meetingMakeUps)
    .where(inArray(meetingMakeUps.meetingId, meetingIds));
  for (const r of records)
    r.makeUps = rows
      .filter((m) => m.meetingId === r.id)
      .map((m) => ({ memberId: m.memberId, studiedAt: m.studiedAt?.toISOString() ?? null }));
}

/**
 * A meeting: the gathering's rules, never of the type kept for themed days (counted from activities);
 * once approved, every member recorded absent gets a make-up study.
 */
export const meetingBehaviour: Behaviour = gatheringBehaviour(meetings, {
  beforeSave({ errors }, v) {
    if (v.type === THEMED_DAY_TYPE) errors.type ??= say('meeting.themedDayElsewhere');
  },
  async afterTransition({ db }, { move, row }) {
    if (move.to !== 'approved') return;
    const absent = absencesOf(row.absent) ?? [];
    if (!absent.length) return;
    await db
      .insert(meetingMakeUps)
      .values(
        absent.map((a) => ({
          meetingId: row.id,
          memberId: a.memberId,
          orgId: row.orgId as number,
          reason: a.reason || null,
        })),
      )
      .onConflictDoNothing();
  },
  async decorateDetail(db, records) {
    await attachPeople(db, records);
    await attachMakeUps(db, records);
  },
});

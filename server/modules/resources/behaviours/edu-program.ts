import { sql } from 'drizzle-orm';
import { eduContents, eduPrograms, studyRecords } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import type { Behaviour } from '../binding';
import { say } from '../../../../src/contract/messages/message';

/** A programme belongs to the organisation of whoever created it; its window must run forwards. */
export const eduProgramBehaviour: Behaviour = {
  computed: () => ({
    contentCount: sql<number>`(SELECT count(*)::int FROM ${eduContents} c WHERE c.program_id = ${eduPrograms.id})`,
  }),
  beforeSave({ errors }, v) {
    if (typeof v.openFrom === 'string' && typeof v.openTo === 'string' && v.openTo < v.openFrom)
      errors.openTo = say('study.closesBeforeOpens');
  },
  async beforeDelete({ db }, row) {
    const [studied] = await db
      .select({ id: studyRecords.id })
      .from(studyRecords)
      .where(sql`${studyRecords.programId} = ${row.id}`)
      .limit(1);
    if (studied) throw conflict(say('study.programStudied'));
    await db.delete(eduContents).where(sql`${eduContents.programId} = ${row.id}`);
  },
};

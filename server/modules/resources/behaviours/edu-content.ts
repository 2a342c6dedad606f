import { eq, sql } from 'drizzle-orm';
import { eduContents, eduPrograms, studyRecords } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import type { Behaviour } from '../binding';
import { say } from '../../../../src/contract/messages/message';

/** An item belongs to its programme's organisation; an article needs its text. */
export const eduContentBehaviour: Behaviour = {
  computed: () => ({
    channel: sql<string>`(SELECT p.channel FROM ${eduPrograms} p WHERE p.id = ${eduContents.programId})`,
  }),
  async beforeSave({ db, errors }, v) {
    if (typeof v.programId === 'number' && !errors.programId) {
      const [p] = (await db
        .select({ orgId: eduPrograms.orgId })
        .from(eduPrograms)
        .where(eq(eduPrograms.id, v.programId))) as { orgId: number }[];
      v.orgId = p?.orgId;
    }
    if (v.kind === 'article' && !v.body) errors.body = say('study.bodyRequired');
  },
  async beforeDelete({ db }, row) {
    const [studied] = await db
      .select({ id: studyRecords.id })
      .from(studyRecords)
      .where(eq(studyRecords.contentId, row.id))
      .limit(1);
    if (studied) throw conflict(say('study.contentStudied'));
  },
};

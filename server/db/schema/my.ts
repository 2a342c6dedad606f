import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { recordCorrectionEntity } from '../../../src/contract/resource/record-correction';
import { derivedTable } from './derived';

/** Corrections members ask of their branch's record about them. */
export const recordCorrections = derivedTable(recordCorrectionEntity);

/**
 * A member's own check-in at a meeting or activity through its QR code: at most one per gathering and
 * member, so that the attendance editor can tell who came by themselves from who was ticked by staff.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    gatheringId: integer('gathering_id').notNull(),
    memberId: integer('member_id').notNull(),
    orgId: integer('org_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('check_ins_gathering_member_uq').on(t.kind, t.gatheringId, t.memberId),
    index('check_ins_member_idx').on(t.memberId),
  ],
);

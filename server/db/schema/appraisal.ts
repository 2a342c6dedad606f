import { date, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { appraisalEntity } from '../../../src/contract/resource/appraisal';
import { derivedTable } from './derived';

/** The branches' rounds of democratic appraisal (民主评议党员). */
export const appraisals = derivedTable(appraisalEntity);

/**
 * One member of a round: their self-assessment, the grade the branch committee proposes (with the reason
 * and follow-up a 不合格 needs) and the grade the level above approved. Never a ballot: those are only tallied.
 */
export const appraisalMembers = pgTable(
  'appraisal_members',
  {
    appraisalId: integer('appraisal_id').notNull(),
    memberId: integer('member_id').notNull(),
    orgId: integer('org_id').notNull(),
    memberName: varchar('member_name', { length: 50 }).notNull(),
    selfAssessment: text('self_assessment'),
    proposedGrade: varchar('proposed_grade', { length: 2 }),
    reason: varchar('reason', { length: 500 }),
    followUp: varchar('follow_up', { length: 2 }),
    finalGrade: varchar('final_grade', { length: 2 }),
    /** The day the follow-up of a 不合格 is due (a to-do of the branch until it is done). */
    followUpDue: date('follow_up_due', { mode: 'string' }),
    followUpDoneOn: date('follow_up_done_on', { mode: 'string' }),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.appraisalId, t.memberId] }),
    index('appraisal_members_member_idx').on(t.memberId),
    index('appraisal_members_org_idx').on(t.orgId, t.followUpDue),
  ],
);

/**
 * Who has cast their ballot: the key that makes a second ballot impossible, and nothing else. No id
 * sequence, no time and no grades: the roll says nothing about order nor about what anyone gave.
 */
export const appraisalVoters = pgTable(
  'appraisal_voters',
  {
    appraisalId: integer('appraisal_id').notNull(),
    memberId: integer('member_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appraisalId, t.memberId] })],
);

/**
 * What the ballots gave: one running count per round, member appraised and grade, added to by every
 * ballot. No ballot rows exist, so nothing can be joined to the roll of voters.
 */
export const appraisalTallies = pgTable(
  'appraisal_tallies',
  {
    appraisalId: integer('appraisal_id').notNull(),
    memberId: integer('member_id').notNull(),
    grade: varchar('grade', { length: 2 }).notNull(),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.appraisalId, t.memberId, t.grade] })],
);

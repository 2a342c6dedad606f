import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activityEntity } from '../../../src/contract/resource/activity';
import { highlightEntity } from '../../../src/contract/resource/highlight';
import { meetingEntity } from '../../../src/contract/resource/meeting';
import { summaryReportEntity } from '../../../src/contract/resource/summary-report';
import { derivedTable } from './derived';

/** Organisational life: tables derived from their entity definitions. */
export const meetings = derivedTable(meetingEntity);
export const activities = derivedTable(activityEntity);
export const summaryReports = derivedTable(summaryReportEntity);
export const highlights = derivedTable(highlightEntity);

/**
 * One make-up study per member recorded absent from an approved meeting: made when the meeting is
 * approved, confirmed by the member on their own home screen.
 */
export const meetingMakeUps = pgTable(
  'meeting_make_ups',
  {
    id: serial('id').primaryKey(),
    meetingId: integer('meeting_id').notNull(),
    memberId: integer('member_id').notNull(),
    orgId: integer('org_id').notNull(),
    reason: text('reason'),
    studiedAt: timestamp('studied_at', { withTimezone: true }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meeting_make_ups_meeting_member_uq').on(t.meetingId, t.memberId),
    index('meeting_make_ups_member_idx').on(t.memberId),
  ],
);

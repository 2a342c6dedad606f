import { date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { rowStamps } from './common';

export const orgCommittee = pgTable(
  'org_committee',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    memberId: integer('member_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    post: varchar('post', { length: 50 }).notNull(),
    appointedOn: date('appointed_on').notNull(),
    leftOn: date('left_on'),
    remark: text('remark'),
    ...rowStamps,
  },
  (t) => [index('org_committee_org_idx').on(t.orgId, t.post)],
);

export const orgTerms = pgTable(
  'org_terms',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    termNo: integer('term_no').notNull(),
    startOn: date('start_on').notNull(),
    dueOn: date('due_on').notNull(),
    actualEndOn: date('actual_end_on'),
    electionMode: varchar('election_mode', { length: 50 }),
    adjustApprovalNo: varchar('adjust_approval_no', { length: 100 }),
    adjustReason: text('adjust_reason'),
    committee: text('committee'),
    ...rowStamps,
  },
  (t) => [index('org_terms_org_idx').on(t.orgId, t.termNo), index('org_terms_due_idx').on(t.dueOn)],
);

import { date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { rowStamps } from './common';

export const memberDevelopment = pgTable(
  'member_development',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    idNumber: varchar('id_number', { length: 18 }).notNull(),
    phone: varchar('phone', { length: 11 }),
    post: varchar('post', { length: 50 }),
    stage: varchar('stage', { length: 50 }).notNull(),
    appliedOn: date('applied_on').notNull(),
    talkedOn: date('talked_on'),
    activistOn: date('activist_on'),
    contacts: varchar('contacts', { length: 100 }),
    targetOn: date('target_on'),
    politicalReviewOn: date('political_review_on'),
    trainingHours: integer('training_hours'),
    introducers: varchar('introducers', { length: 100 }),
    probationOn: date('probation_on'),
    approvedOn: date('approved_on'),
    extendedMonths: integer('extended_months'),
    fullOn: date('full_on'),
    memberId: integer('member_id'),
    nextDueOn: date('next_due_on'),
    remark: text('remark'),
    ...rowStamps,
  },
  (t) => [
    index('member_development_org_idx').on(t.orgId, t.stage),
    index('member_development_applied_idx').on(t.appliedOn),
  ],
);

export const memberTransfers = pgTable(
  'member_transfers',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    memberName: varchar('member_name', { length: 50 }).notNull(),
    direction: varchar('direction', { length: 50 }).notNull(),
    scope: varchar('scope', { length: 50 }).notNull(),
    orgId: integer('org_id').notNull(),
    toOrgId: integer('to_org_id'),
    outsideOrgName: varchar('outside_org_name', { length: 200 }),
    reason: text('reason').notNull(),
    feesPaidUntil: varchar('fees_paid_until', { length: 7 }),
    letterNo: varchar('letter_no', { length: 50 }),
    validDays: integer('valid_days'),
    issuedOn: date('issued_on'),
    status: varchar('status', { length: 50 }).notNull().default('1'),
    receivedOn: date('received_on'),
    remark: text('remark'),
    ...rowStamps,
  },
  (t) => [
    index('member_transfers_org_idx').on(t.orgId, t.status),
    index('member_transfers_to_org_idx').on(t.toOrgId),
    index('member_transfers_member_idx').on(t.memberId),
  ],
);

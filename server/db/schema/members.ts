import { boolean, date, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { rowStamps } from './common';

/** A party member. Birth date and sex are derived from the ID number when it is saved. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    empNo: varchar('emp_no', { length: 32 }),
    name: varchar('name', { length: 50 }).notNull(),
    idNumber: varchar('id_number', { length: 18 }).notNull(),
    sex: varchar('sex', { length: 50 }),
    birthDate: date('birth_date'),
    ethnicity: varchar('ethnicity', { length: 50 }),
    nativePlace: varchar('native_place', { length: 100 }),
    education: varchar('education', { length: 50 }),
    phone: varchar('phone', { length: 11 }),
    workUnit: varchar('work_unit', { length: 100 }),
    post: varchar('post', { length: 50 }),
    routeOrDepot: varchar('route_or_depot', { length: 100 }),
    memberType: varchar('member_type', { length: 50 }).notNull(),
    joinedOn: date('joined_on'),
    fullOn: date('full_on'),
    status: varchar('status', { length: 50 }).notNull().default('1'),
    lostContact: boolean('lost_contact').notNull().default(false),
    flowing: boolean('flowing').notNull().default(false),
    ...rowStamps,
  },
  (t) => [
    uniqueIndex('members_id_number_uq').on(t.idNumber),
    index('members_org_idx').on(t.orgId, t.id),
    // Counts of a list page: scope and the common filters, answered from the index alone.
    index('members_count_idx').on(t.orgId, t.memberType, t.status, t.post),
    index('members_name_idx').on(t.name),
    index('members_type_idx').on(t.memberType, t.orgId),
    index('members_status_idx').on(t.status, t.orgId),
    index('members_joined_idx').on(t.joinedOn),
  ],
);

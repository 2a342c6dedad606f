import { z } from 'zod';
import type { Message } from '../messages/say';
import type { Labels } from '../resource/types';
import { screen } from './access';
import type { OrgRef } from './analysis';
import { answer, declareCall, type FileAnswer } from './declare';
import { rowId } from './ids';
import { PRIVILEGES } from '../privileges';

export const PARTY_STATS = '/Intelligentanalysis/partystats';

/** One cell: a category and how many members (or organisations) fall in it. */
export interface StatItem {
  key: string;
  label: Labels;
  n: number;
}

/** A breakdown of one total; what falls in none of its categories is named, never silently dropped. */
export interface StatGroup {
  key: string;
  label: Labels;
  total: number;
  items: StatItem[];
  /** The records counted in the total but in no category (a sex not recorded), when there are any. */
  unexplained: { n: number; names: string[] } | null;
}

export interface StatTable {
  key: string;
  label: Labels;
  /** What a cell counts: members, or organisations. */
  unit: 'members' | 'organisations';
  groups: StatGroup[];
}

export interface PartyStats {
  org: OrgRef;
  asOf: string;
  /** The first day of the year the figures cover, and the day before it (the opening count's date). */
  yearStart: string;
  openingOn: string;
  /** The first effective date the membership history holds; null when it holds none. */
  historyFrom: string | null;
  /** The date asked for is before the history begins: nothing is counted. */
  beforeHistory: boolean;
  tables: StatTable[];
  /** Checks that failed: a breakdown that does not add up, a balance that does not close, records that disagree. */
  warnings: Message[];
}

/** A member (or an organisation) behind a cell. */
export interface StatRecord {
  id: number;
  name: string;
  orgName: string;
  link: string;
}

const asOf = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => !Number.isNaN(Date.parse(d)));
export const partyStatsSchema = z.object({ orgId: rowId.optional().nullable(), asOf: asOf.optional() });

/** The annual party statistics of a subtree as of a date (default: 31 December of last year). */
export const partyStats = declareCall({
  url: '/api/partyStats/get',
  payload: partyStatsSchema,
  answer: answer<PartyStats>(),
  access: screen(PARTY_STATS),
});

/** The members (or organisations) behind one cell; '' as the item names those in no category of the group. */
export const partyStatsRecords = declareCall({
  url: '/api/partyStats/records',
  payload: partyStatsSchema.extend({
    table: z.string().max(40),
    group: z.string().max(40),
    item: z.string().max(40),
  }),
  answer: answer<{ records: StatRecord[]; total: number }>(),
  access: screen(PARTY_STATS),
});

/** One workbook, a sheet per table, laid out to print as the reporting form. */
export const partyStatsExport = declareCall({
  url: '/api/partyStats/export',
  payload: partyStatsSchema,
  answer: answer<FileAnswer>(),
  access: screen(PARTY_STATS, PRIVILEGES.export),
});

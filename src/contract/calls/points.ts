import { z } from 'zod';
import type { PointsRuleKey, PointsSource } from '../points-rules';
import { screen, SIGNED_IN } from './access';
import { answer, declareCall } from './declare';
import { rowId } from './ids';

/** A points rule as the year was counted with it: the matter's points and yearly cap. */
export interface PointsRuleInfo {
  key: PointsRuleKey;
  points: number;
  cap: number | null;
}

/** One member's line of a ranking: the year's total, the rank in their branch and in the whole ranking. */
export interface PointsRankRow {
  memberId: number;
  name: string;
  orgId: number;
  orgName: string;
  total: number;
  /** Rank among the members of their own branch (equal totals share a rank). */
  branchRank: number;
  /** Rank among every member of the ranking's organisation subtree. */
  rank: number;
  /** Points by source, after each rule's cap; sources that gave nothing are left out. */
  bySource: Partial<Record<PointsSource, number>>;
}

export interface PointsRanking {
  org: { id: number; name: string };
  year: number;
  rules: PointsRuleInfo[];
  /** How many members the ranking holds (its pages together). */
  total: number;
  records: PointsRankRow[];
}

/** One thing that earned or cost points: a meeting, a study record, a month's dues, an approved entry. */
export interface PointsItem {
  source: PointsSource;
  /** The day it counts on (YYYY-MM-DD, in the group's zone). */
  on: string;
  title: string;
  /** Minutes, for study; null for what counts once. */
  minutes: number | null;
  /** What it gave after the rule's cap: 0 once the cap is reached. */
  points: number;
  /** It came after the rule's yearly cap was reached. */
  capped: boolean;
}

/** One source's part of the year: how often it counted, what it gave after the cap. */
export interface PointsLine {
  source: PointsSource;
  count: number;
  points: number;
  cap: number | null;
}

export interface MemberPoints {
  memberId: number;
  name: string;
  orgName: string;
  year: number;
  total: number;
  branchRank: number;
  branchSize: number;
  lines: PointsLine[];
  items: PointsItem[];
}

const POINTS_SCREEN = '/memberManagement/memberPoints';
const year = z.coerce.number().int().min(2000).max(2100);
/** What the points rest on: the records the rules count, the rules themselves and the branch's entries. */
const POINTS_SOURCES = [
  'pointsEntry',
  'matter',
  'meeting',
  'activity',
  'feeIncome',
  'taskSubmission',
  'vote',
  'exam',
  'study',
];

/** The year's ranking of the members of an organisation's subtree (the caller's own by default), a page of it. */
export const pointsRanking = declareCall({
  url: '/api/points/ranking',
  payload: z.object({
    orgId: rowId.nullish(),
    year: year.nullish(),
    name: z.string().trim().max(50).nullish(),
    pageCurrent: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(20),
  }),
  answer: answer<PointsRanking>(),
  access: screen(POINTS_SCREEN),
  provides: POINTS_SOURCES,
});

/** One member's year: every item that made their points, for the staff who see their branch. */
export const memberPoints = declareCall({
  url: '/api/points/member',
  payload: z.object({ memberId: rowId, year: year.nullish() }),
  answer: answer<MemberPoints>(),
  access: screen(POINTS_SCREEN),
  provides: POINTS_SOURCES,
});

/** The signed-in member's own year of points, with their rank in the branch. */
export const myPoints = declareCall({
  url: '/api/my/points',
  payload: z.object({ year: year.nullish() }),
  answer: answer<MemberPoints | null>(),
  access: SIGNED_IN,
  provides: POINTS_SOURCES,
});

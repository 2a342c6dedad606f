/**
 * Member points (党员积分): what each rule counts over what the system already records. The points a rule
 * gives and its yearly cap are data, a standard matter each (category `pointsRule`, code `points.<key>`,
 * value `points,cap`: '2,60'; '-5,30'; '1' without a cap), edited on the matters screen and read at every
 * computation; what a rule counts is this code.
 */
export const POINTS_RULE_KEYS = [
  'meetingAttended',
  'meetingMissed',
  'studyHours',
  'examPassed',
  'ballotCast',
  'duesOnTime',
  'emergencyResponse',
  'volunteerService',
] as const;
export type PointsRuleKey = (typeof POINTS_RULE_KEYS)[number];
/** A source of points: a rule, or an entry the branch made and the level above approved. */
export type PointsSource = PointsRuleKey | 'manual';

export const POINTS_MATTER_CATEGORY = 'pointsRule';
export const pointsMatterCode = (key: PointsRuleKey): string => `points.${key}`;

/** Seconds of study that make one unit of the study rule (a full hour). */
export const STUDY_SECONDS_PER_UNIT = 3600;

/** The rules as a new group starts with them: [key, matter name, points, yearly cap]. */
export const DEFAULT_POINTS_RULES: readonly (readonly [PointsRuleKey, string, number, number | null])[] = [
  ['meetingAttended', '参加组织生活（每次）', 2, 60],
  ['meetingMissed', '无故缺席组织生活（每次）', -5, 30],
  ['studyHours', '学习时长（每满1小时）', 1, 40],
  ['examPassed', '考试合格（每次）', 3, 15],
  ['ballotCast', '参加投票（每次）', 1, 10],
  ['duesOnTime', '按月按时交纳党费（每月）', 1, 12],
  ['emergencyResponse', '响应应急任务（每次）', 5, 20],
  ['volunteerService', '参加志愿服务（每次）', 3, 30],
];

/**
 * What a count of a rule gives: count times the points, held within the yearly cap (a cap bounds what a
 * rule takes away as much as what it gives). No cap: as counted.
 */
export function cappedPoints(count: number, points: number, cap: number | null): number {
  const raw = count * points;
  if (cap === null) return raw;
  return raw >= 0 ? Math.min(raw, cap) : Math.max(raw, -cap);
}

/** A points rule's value, `points` or `points,cap` (points may be negative, one decimal; cap not), or null. */
export function parsePointsRule(value: string): { points: number; cap: number | null } | null {
  const m = /^\s*(-?\d{1,3}(?:\.\d)?)\s*(?:,\s*(\d{1,4}(?:\.\d)?)\s*)?$/.exec(value);
  if (!m) return null;
  const points = Number(m[1]);
  return points === 0 ? null : { points, cap: m[2] === undefined ? null : Number(m[2]) };
}

/**
 * What each configured value of a standard matter must look like: the areas read these values on every
 * call, so a value they cannot use is refused when it is saved, not found out later.
 */
import { say, type Message, type MessageCode } from '../messages/say';
import { parsePointsRule } from '../points-rules';

export const OPLOG_MIN_RETENTION_DAYS = 180;

const number = (v: string) => (/^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN);
const integer = (v: string) => (/^\s*\d+\s*$/.test(v) ? Number(v) : NaN);

/** What a value names, as a message of its own so that each language words the whole sentence. */
type What = Extract<
  MessageCode,
  | 'rule.matter.termYears'
  | 'rule.matter.reminderMonths'
  | 'rule.matter.months'
  | 'rule.matter.minutes'
  | 'rule.matter.ratio'
  | 'rule.matter.remitShare'
  | 'rule.matter.starThresholds'
  | 'rule.matter.excellentPercent'
>;

function wholeIn(v: string, min: number, max: number, what: What): Message | null {
  const n = integer(v);
  return Number.isInteger(n) && n >= min && n <= max ? null : say('rule.matter.wholeIn', { what: say(what), min, max });
}

function share(v: string, what: What): Message | null {
  const n = number(v);
  return Number.isFinite(n) && n >= 0 && n <= 1 ? null : say('rule.matter.share', { what: say(what) });
}

/** 'limit:ratio,...,:ratio': limits rising, every ratio a share, the last bracket open. */
function brackets(v: string): Message | null {
  const parts = v.split(',').map((p) => p.trim().split(':'));
  if (parts.some((p) => p.length !== 2)) return say('rule.matter.bracketsFormat');
  let last = -1;
  for (const [i, [limit, ratio]] of parts.entries()) {
    {
      const problem = share(ratio, 'rule.matter.ratio');
      if (problem) return problem;
    }
    const open = limit.trim() === '';
    if (open !== (i === parts.length - 1)) return say('rule.matter.lastOpen');
    if (!open) {
      const n = number(limit);
      if (!(n > last)) return say('rule.matter.rising');
      last = n;
    }
  }
  return null;
}

/** Numbers falling from the first to the last (reminder months, star thresholds). */
function falling(v: string, count: number | null, min: number, max: number, what: What): Message | null {
  const parts = v.split(',').map((p) => number(p));
  const ok =
    (count === null || parts.length === count) &&
    parts.every((n) => Number.isFinite(n) && n >= min && n <= max) &&
    parts.every((n, i) => i === 0 || n < parts[i - 1]);
  return ok
    ? null
    : say('rule.matter.falling', { what: say(what), count: count ?? say('rule.matter.several'), min, max });
}

/** Band bounds rising from the first to the last, whole numbers (statistics' age bands and branch sizes). */
function rising(v: string): Message | null {
  const parts = v.split(',').map((p) => integer(p));
  const ok =
    parts.length > 0 && parts.every((n, i) => Number.isInteger(n) && n <= 1000 && (i === 0 || n > parts[i - 1]));
  return ok ? null : say('rule.matter.bandsRising');
}

/** The occupations a post may map to in the annual statistics. */
export const STAT_OCCUPATIONS = ['workers', 'professionals', 'managers', 'retired', 'others'] as const;

/** 'post:occupation,...': each post once, each occupation one of the statistics' own. */
function occupations(v: string): Message | null {
  const pairs = v.split(',').map((p) => p.trim().split(':'));
  const posts = pairs.map((p) => p[0]?.trim());
  const ok =
    pairs.every(
      (p) => p.length === 2 && p[0].trim() !== '' && (STAT_OCCUPATIONS as readonly string[]).includes(p[1].trim()),
    ) && new Set(posts).size === posts.length;
  return ok ? null : say('rule.matter.occupations', { kinds: STAT_OCCUPATIONS.join(', ') });
}

/** The problem with a configured value of a known matter code, or null (unknown codes: any text). */
export function matterValueProblem(code: string, value: string): Message | null {
  if (/^term\.years\.\d+$/.test(code)) return wholeIn(value, 1, 10, 'rule.matter.termYears');
  if (code.startsWith('points.')) return parsePointsRule(value) ? null : say('rule.matter.pointsRule');
  switch (code) {
    case 'term.reminderMonths':
      return falling(value, null, 1, 24, 'rule.matter.reminderMonths');
    case 'checkIn.minutesBefore':
    case 'checkIn.minutesAfter':
      return wholeIn(value, 0, 1440, 'rule.matter.minutes');
    case 'fee.backPayMonths':
    case 'fee.warnUnpaidMonths':
      return wholeIn(value, 1, 60, 'rule.matter.months');
    case 'fee.remitShare':
      return share(value, 'rule.matter.remitShare');
    case 'fee.fixedAmount': {
      const n = number(value);
      return Number.isFinite(n) && n >= 0 && n <= 10000 ? null : say('rule.matter.fixedAmount');
    }
    case 'fee.brackets.inService':
    case 'fee.brackets.retired':
      return brackets(value);
    case 'stats.ageBands':
    case 'stats.branchSizes':
      return rising(value);
    case 'stats.occupationByPost':
      return occupations(value);
    case 'appraisal.excellentPercent':
      return wholeIn(value, 0, 100, 'rule.matter.excellentPercent');
    case 'star.thresholds':
      return falling(value, 4, 0, 100, 'rule.matter.starThresholds');
    case 'oplog.retentionDays': {
      const n = integer(value);
      return Number.isInteger(n) && n >= OPLOG_MIN_RETENTION_DAYS && n <= 36500
        ? null
        : say('rule.matter.retention', { days: OPLOG_MIN_RETENTION_DAYS });
    }
    default:
      return null;
  }
}

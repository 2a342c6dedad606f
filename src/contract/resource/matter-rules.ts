/**
 * What each configured value of a standard matter must look like: the areas read these values on every
 * call, so a value they cannot use is refused when it is saved, not found out later.
 */
export const OPLOG_MIN_RETENTION_DAYS = 180;

const number = (v: string) => (/^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN);
const integer = (v: string) => (/^\s*\d+\s*$/.test(v) ? Number(v) : NaN);

function wholeIn(v: string, min: number, max: number, what: string): string | null {
  const n = integer(v);
  return Number.isInteger(n) && n >= min && n <= max ? null : `${what}应为${min}到${max}之间的整数`;
}

function share(v: string, what: string): string | null {
  const n = number(v);
  return Number.isFinite(n) && n >= 0 && n <= 1 ? null : `${what}应为0到1之间的小数`;
}

/** 'limit:ratio,...,:ratio': limits rising, every ratio a share, the last bracket open. */
function brackets(v: string): string | null {
  const parts = v.split(',').map((p) => p.trim().split(':'));
  if (parts.some((p) => p.length !== 2)) return '党费比例应写作“上限:比例”，以逗号分隔，如 3000:0.005,:0.01';
  let last = -1;
  for (const [i, [limit, ratio]] of parts.entries()) {
    if (share(ratio, '比例')) return '党费比例应为0到1之间的小数';
    const open = limit.trim() === '';
    if (open !== (i === parts.length - 1)) return '只有最后一档不设上限';
    if (!open) {
      const n = number(limit);
      if (!(n > last)) return '各档上限应由低到高';
      last = n;
    }
  }
  return null;
}

/** Numbers falling from the first to the last (reminder months, star thresholds). */
function falling(v: string, count: number | null, min: number, max: number, what: string): string | null {
  const parts = v.split(',').map((p) => number(p));
  const ok =
    (count === null || parts.length === count) &&
    parts.every((n) => Number.isFinite(n) && n >= min && n <= max) &&
    parts.every((n, i) => i === 0 || n < parts[i - 1]);
  return ok ? null : `${what}应为${count ?? '若干'}个${min}到${max}之间、由大到小、以逗号分隔的数`;
}

/** Band bounds rising from the first to the last, whole numbers (statistics' age bands and branch sizes). */
function rising(v: string, what: string): string | null {
  const parts = v.split(',').map((p) => integer(p));
  const ok =
    parts.length > 0 && parts.every((n, i) => Number.isInteger(n) && n <= 1000 && (i === 0 || n > parts[i - 1]));
  return ok ? null : `${what}应为由小到大、以逗号分隔的整数`;
}

/** The occupations a post may map to in the annual statistics. */
export const STAT_OCCUPATIONS = ['workers', 'professionals', 'managers', 'retired', 'others'] as const;

/** 'post:occupation,...': each post once, each occupation one of the statistics' own. */
function occupations(v: string): string | null {
  const pairs = v.split(',').map((p) => p.trim().split(':'));
  const posts = pairs.map((p) => p[0]?.trim());
  const ok =
    pairs.every(
      (p) => p.length === 2 && p[0].trim() !== '' && (STAT_OCCUPATIONS as readonly string[]).includes(p[1].trim()),
    ) && new Set(posts).size === posts.length;
  return ok ? null : `岗位对应职业应写作“岗位值:职业”，以逗号分隔，职业为 ${STAT_OCCUPATIONS.join('、')} 之一`;
}

/** The problem with a configured value of a known matter code, or null (unknown codes: any text). */
export function matterValueProblem(code: string, value: string): string | null {
  if (/^term\.years\.\d+$/.test(code)) return wholeIn(value, 1, 10, '任期年数');
  switch (code) {
    case 'term.reminderMonths':
      return falling(value, null, 1, 24, '换届提醒月数');
    case 'fee.backPayMonths':
    case 'fee.warnUnpaidMonths':
      return wholeIn(value, 1, 60, '月数');
    case 'fee.remitShare':
      return share(value, '上缴比例');
    case 'fee.fixedAmount': {
      const n = number(value);
      return Number.isFinite(n) && n >= 0 && n <= 10000 ? null : '定额党费应为不小于0的金额';
    }
    case 'fee.brackets.inService':
    case 'fee.brackets.retired':
      return brackets(value);
    case 'stats.ageBands':
    case 'stats.branchSizes':
      return rising(value, '统计分段上限');
    case 'stats.occupationByPost':
      return occupations(value);
    case 'star.thresholds':
      return falling(value, 4, 0, 100, '星级分数线');
    case 'oplog.retentionDays': {
      const n = integer(value);
      return Number.isInteger(n) && n >= OPLOG_MIN_RETENTION_DAYS && n <= 36500
        ? null
        : `日志保存期限不能少于${OPLOG_MIN_RETENTION_DAYS}天`;
    }
    default:
      return null;
  }
}

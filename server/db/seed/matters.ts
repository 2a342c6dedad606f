import { isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { matters, orgs } from '../schema/index';
import { DEFAULT_POINTS_RULES, POINTS_MATTER_CATEGORY, pointsMatterCode } from '../../../src/contract/points-rules';

type Rule = [code: string, name: string, meetingType: string, period: string, times: number];
type Setting = [code: string, name: string, value: string, remark: string];

const BRANCHES = ['3', '4'];

/** The meeting frequencies of the branch work regulation (DOMAIN.md); localities change them in bs_matter. */
const RULES: Rule[] = [
  ['meeting.congress', '支部党员大会每季度至少1次', '1', '2', 1],
  ['meeting.committee', '支部委员会每月至少1次', '2', '1', 1],
  ['meeting.group', '党小组会每月至少1次', '3', '1', 1],
  ['meeting.lecture', '党课每季度至少1次', '4', '2', 1],
  ['meeting.themedDay', '主题党日每月至少1次', '7', '1', 1],
  ['meeting.orgLife', '组织生活会每年至少1次', '5', '4', 1],
  ['meeting.appraisal', '民主评议党员每年1次', '6', '4', 1],
];

/** Values other areas read; every one has the default its area falls back to. */
const SETTINGS: Setting[] = [
  ['term.years.1', '党委任期（年）', '5', '党委每届任期'],
  ['term.years.2', '党总支任期（年）', '3', '党总支每届任期'],
  ['term.years.3', '党支部任期（年）', '3', '党支部每届任期'],
  ['term.years.4', '联合党支部任期（年）', '3', '联合党支部每届任期'],
  ['term.reminderMonths', '换届提醒（提前月数）', '6,3', '届满前多少个月提醒，逗号分隔'],
  ['fee.backPayMonths', '党费补缴期限（月）', '6', '超过该月数的补缴需说明原因'],
  ['fee.remitShare', '党费上缴比例', '0.2', '年度党费上缴上级党委的比例'],
  [
    'fee.brackets.inService',
    '在职党员党费比例',
    '3000:0.005,5000:0.01,10000:0.015,:0.02',
    '月工资基数上限:比例，最后一档不设上限',
  ],
  ['fee.brackets.retired', '离退休党员党费比例', '5000:0.005,:0.01', '月离退休费上限:比例'],
  ['fee.fixedAmount', '定额党费（元/月）', '0.2', '学生、下岗失业、依靠救济的党员'],
  ['fee.warnUnpaidMonths', '党费欠缴预警（月）', '3', '连续或累计欠缴达到该月数预警'],
  ['star.thresholds', '星级评定分数线', '90,80,70,60', '五星至二星的最低得分，五星另需工作亮点'],
  ['oplog.retentionDays', '日志保存期限（天）', '180', '不少于180天'],
  ['password.maxAgeDays', '密码有效期（天）', '90', '超过该天数，下次登录须先修改密码；0为不过期'],
  ['session.maxPerAccount', '每个账号同时在线会话数', '3', '新的登录结束最早的会话'],
  ['appraisal.excellentPercent', '民主评议优秀比例上限（%）', '30', '评定为优秀的党员不超过参评党员的该百分比'],
  ['commendation.noticeDays', '评优表彰公示期（工作日）', '5', '拟表彰对象公示的工作日数，不少于5个工作日'],
  ['checkIn.minutesBefore', '扫码签到开始（会前分钟）', '60', '会议或活动开始前多少分钟起可扫码签到'],
  ['checkIn.minutesAfter', '扫码签到截止（会后分钟）', '120', '会议或活动开始后多少分钟内可扫码签到'],
  [
    'stats.ageBands',
    '党内统计年龄段（岁）',
    '30,35,40,45,50,55,60',
    '各年龄段的上限，由小到大，逗号分隔；最后一段不设上限',
  ],
  [
    'stats.branchSizes',
    '党内统计支部规模（人）',
    '2,6,49,99',
    '各规模段的党员数上限，由小到大，逗号分隔；最后一段不设上限',
  ],
  [
    'stats.occupationByPost',
    '党内统计岗位对应职业',
    '1:workers,2:workers,3:professionals,4:workers,5:managers,6:retired',
    '岗位字典值:职业，逗号分隔；职业为 workers 工人、professionals 专业技术人员、managers 管理人员、retired 离退休人员、others 其他',
  ],
];

/** The codes the system reads: they may be disabled, not deleted. */
export const KNOWN_MATTER_CODES = new Set([
  ...RULES.map((r) => r[0]),
  ...SETTINGS.map((s) => s[0]),
  ...DEFAULT_POINTS_RULES.map(([key]) => pointsMatterCode(key)),
]);

/**
 * Adds the rules and settings this version knows and the database lacks; never changes what staff
 * edited. Runs on every start, like the dictionary.
 */
export async function ensureMatters(db: Db): Promise<void> {
  const [root] = await db.select({ id: orgs.id }).from(orgs).where(isNull(orgs.parentId)).limit(1);
  if (!root) return;
  let sort = 0;
  const rows = [
    ...RULES.map(([code, name, meetingType, period, times]) => ({
      code,
      name,
      category: 'meetingRule',
      meetingType,
      period,
      times,
      orgTypes: BRANCHES,
      value: null,
      remark: null,
    })),
    ...SETTINGS.map(([code, name, value, remark]) => ({
      code,
      name,
      category: 'config',
      meetingType: null,
      period: null,
      times: null,
      orgTypes: [],
      value,
      remark,
    })),
    ...DEFAULT_POINTS_RULES.map(([key, name, points, cap]) => ({
      code: pointsMatterCode(key),
      name,
      category: POINTS_MATTER_CATEGORY,
      meetingType: null,
      period: null,
      times: null,
      orgTypes: [],
      value: cap === null ? String(points) : `${points},${cap}`,
      remark: '党员积分规则：每次（每单位）分值,年度上限；不设上限时只填分值',
    })),
  ].map((r) => ({ ...r, sort: sort++, enabled: true, orgId: root.id }));
  await db
    .insert(matters)
    .values(rows)
    .onConflictDoNothing({ target: [matters.code] });
}

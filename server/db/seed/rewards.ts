import { count } from 'drizzle-orm';
import { memberRewards, orgRewards } from '../schema/index';
import type { AreaSeed } from './area-seed';
import { between, pick, prng } from './people';

type Reward = [title: string, level: string, grantedBy: string, deeds: string];

const MEMBER_REWARDS: Reward[] = [
  ['优秀共产党员', '1', '公交客运集团党委', '扎根一线驾驶岗位，全年安全行车无事故，主动承担早晚高峰加班任务。'],
  ['党员先锋驾驶员', '1', '公交客运集团党委', '所驾车组连续三年获评“文明车组”，乘客表扬信十余封。'],
  ['市级劳动模范', '2', '市人民政府', '带领“先锋车组”创新节油驾驶法，年节约燃油逾万元。'],
  ['优秀党务工作者', '1', '公交客运集团党委', '规范支部“三会一课”台账，支部获评五星级党支部。'],
  ['省五一劳动奖章', '3', '省总工会', '在抗击暴雨灾害中连续奋战72小时，转移滞留乘客300余人。'],
  ['拾金不昧好乘务员', '1', '公交客运集团党委', '先后归还乘客遗失钱包、手机等物品二十余件。'],
  ['全国交通运输行业文明职工', '4', '交通运输部', '三十年如一日服务乘客，创立“暖心服务八法”。'],
];

/** [penaltyKind, title, reason, years to the end or 0]. */
const PENALTIES: [string, string, string, number][] = [
  ['1', '党内警告', '违反工作纪律，多次无故缺席组织生活。', 0],
  ['2', '党内严重警告', '违规收受乘客财物，造成不良影响。', 0],
  ['4', '留党察看一年', '酒后驾驶私家车被公安机关查处。', 1],
];

const ORG_REWARDS: Reward[] = [
  ['先进基层党组织', '1', '公交客运集团党委', '支部建在车队上，党员示范线路准点率达99%。'],
  ['五星级党支部', '1', '公交客运集团党委', '星级评定得分96分，组织生活规范，特色鲜明。'],
  ['市级先进基层党组织', '2', '中共市委', '开展“红色车厢”宣讲，覆盖乘客逾十万人次。'],
  ['“党员先锋岗”示范点', '1', '公交客运集团党委组织部', '场站党员先锋岗24小时为驾驶员提供维修保障。'],
];

/** Rewards and penalties of members and branches across the group, a few in every company. */
export const rewardSeed: AreaSeed = {
  name: 'rewards',
  isEmpty: async (db) => Number((await db.select({ n: count() }).from(memberRewards))[0].n) === 0,
  async run(ctx) {
    const rand = prng(20260701);
    const by = ctx.accounts.get('admin')?.id ?? 1;
    const members: Record<string, unknown>[] = [];
    const orgsOut: Record<string, unknown>[] = [];
    ctx.branches.forEach((branch, bi) => {
      const people = ctx.membersOf(branch.id);
      if (!people.length) return;
      for (let k = 0; k < 2; k++) {
        const m = people[(bi + k * 5) % people.length];
        const [title, level, grantedBy, deeds] = pick(rand, MEMBER_REWARDS);
        const year = 2024 + between(rand, 0, 2);
        members.push({
          memberId: m.id,
          orgId: branch.id,
          kind: '1',
          title,
          level,
          grantedBy,
          grantedOn: `${year}-0${between(rand, 1, 7)}-${10 + between(rand, 0, 18)}`,
          docNo: `公交党〔${year}〕${between(rand, 3, 60)}号`,
          reason: '表彰先进',
          deeds,
          createdBy: by,
          updatedBy: by,
        });
      }
      if (bi % 2 === 0 || branch.code === 'C1-F1-1') {
        const [title, level, grantedBy, deeds] = ORG_REWARDS[bi % ORG_REWARDS.length];
        orgsOut.push({
          orgId: branch.id,
          kind: '1',
          title,
          level,
          grantedBy,
          grantedOn: `2025-0${between(rand, 6, 7)}-01`,
          docNo: `公交党〔2025〕${between(rand, 10, 40)}号`,
          reason: '庆祝建党104周年表彰',
          deeds,
          createdBy: by,
          updatedBy: by,
        });
      }
    });
    const punished = [ctx.branches[3], ctx.branches[8], ctx.branches[13]].filter(Boolean);
    punished.forEach((branch, i) => {
      const people = ctx.membersOf(branch.id);
      const [penaltyKind, title, reason, years] = PENALTIES[i % PENALTIES.length];
      if (!people.length) return;
      members.push({
        memberId: people[people.length - 1].id,
        orgId: branch.id,
        kind: '2',
        penaltyKind,
        title,
        level: '1',
        grantedBy: '公交客运集团纪委',
        grantedOn: '2026-03-18',
        endsOn: years ? `${2026 + years}-03-17` : null,
        docNo: `公交纪〔2026〕${5 + i}号`,
        reason,
        createdBy: by,
        updatedBy: by,
      });
    });
    const slack = ctx.branches[ctx.branches.length - 1];
    if (slack)
      orgsOut.push({
        orgId: slack.id,
        kind: '2',
        title: '通报批评',
        level: '1',
        grantedBy: '公交客运集团党委',
        grantedOn: '2026-04-10',
        docNo: '公交党〔2026〕18号',
        reason: '连续两个季度未按规定召开支部党员大会，责令限期整改。',
        createdBy: by,
        updatedBy: by,
      });
    await ctx.db.insert(memberRewards).values(members as never);
    await ctx.db.insert(orgRewards).values(orgsOut as never);
  },
};

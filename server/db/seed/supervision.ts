import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { supervisions, workflowHistory } from '../schema/index';
import type { AreaSeed } from './area-seed';

interface SeedInspection {
  by: string;
  org: string;
  on: string;
  inspectors: string;
  subject: string;
  findings: string;
  deadline: string | null;
  /** 1 待整改, 2 整改中 (returned), 3 已整改 (reported), 4 已销号. */
  state: '1' | '2' | '3' | '4';
  report?: string;
  returned?: string;
}

const INSPECTIONS: SeedInspection[] = [
  {
    by: 'C1',
    org: 'C1-F1-1',
    on: '2026-11-06',
    inspectors: '王建国、刘敏',
    state: '1',
    deadline: '2026-12-20',
    subject: '2026年第三季度“三会一课”落实情况检查',
    findings: '1. 9月支部委员会会议记录缺少参会人员签字；2. 党小组会倒班党员参会率偏低（62%）。',
  },
  {
    by: 'C1',
    org: 'C1-F1-2',
    on: '2026-10-09',
    inspectors: '王建国、陈静',
    state: '1',
    deadline: '2026-10-31',
    subject: '党费收缴与台账管理专项检查',
    findings: '3名党员连续两个月未交纳党费，党费台账未按月登记。',
  },
  {
    by: 'C1',
    org: 'C1-D',
    on: '2026-09-18',
    inspectors: '陈静',
    state: '4',
    deadline: null,
    subject: '北郊场站党员先锋岗挂牌情况抽查',
    findings: '先锋岗挂牌规范，党员承诺公开上墙，未发现问题。',
  },
  {
    by: 'C1',
    org: 'C1-F2-1',
    on: '2026-10-15',
    inspectors: '王建国、李娜',
    state: '3',
    deadline: '2026-11-30',
    subject: '发展党员工作程序检查',
    findings: '1名发展对象政治审查材料不全。',
    report: '已补齐政治审查函调材料并经支委会复核，相关材料已上传。',
  },
  {
    by: 'G',
    org: 'C1',
    on: '2026-09-25',
    inspectors: '集团组织部 张卫东、赵丽',
    subject: '基层党建工作责任制落实情况督查',
    state: '3',
    deadline: '2026-11-15',
    findings: '分公司党委对二车队党总支的指导记录不完整；党建述职评议材料未归档。',
    report: '已建立党委委员联系党总支工作台账，述职评议材料已补充归档。',
  },
  {
    by: 'G',
    org: 'C2',
    on: '2026-09-12',
    inspectors: '集团组织部 张卫东',
    state: '2',
    deadline: '2026-12-15',
    subject: '主题党日活动开展情况督查',
    findings: '三车队第二党支部连续两个月主题党日内容与生产经营结合不紧。',
    report: '已要求支部重新制定活动计划。',
    returned: '整改报告未附活动计划和照片，请补充后重新报送。',
  },
  {
    by: 'G',
    org: 'C3',
    on: '2026-08-20',
    inspectors: '集团组织部 赵丽、纪委 孙强',
    state: '4',
    deadline: '2026-09-30',
    subject: '党风廉政建设责任制检查',
    findings: '车辆维修配件采购廉洁风险点排查不全面。',
    report: '已完成风险点再排查，新增3项防控措施。',
  },
  {
    by: 'G',
    org: 'C4',
    on: '2026-11-03',
    inspectors: '集团组织部 张卫东',
    state: '1',
    deadline: '2026-12-31',
    subject: '党员教育培训学时落实情况检查',
    findings: '一保修车间党员年度集中培训学时普遍不足24学时。',
  },
];

/** Inspections at every state, overdue and not, with the moves that brought them there. */
export const supervisionSeed: AreaSeed = {
  name: 'supervision',
  isEmpty: async (db: Db) => Number((await db.select({ n: count() }).from(supervisions))[0].n) === 0,
  run: async (ctx) => {
    const { db } = ctx;
    const org = (code: string) => ctx.orgs.get(code)!;
    for (const s of INSPECTIONS) {
      const rectify = s.deadline !== null;
      const [row] = (await db
        .insert(supervisions)
        .values({
          subject: s.subject,
          orgId: org(s.org).id,
          inspectedOn: s.on,
          inspectors: s.inspectors,
          inspectorOrgId: org(s.by).id,
          findings: s.findings,
          rectifyRequired: rectify,
          deadline: s.deadline,
          state: s.state,
          rectifyReport: s.report ?? null,
          reportedOn: s.report ? s.deadline : null,
        } as never)
        .returning()) as { id: number }[];
      const inspector = {
        accountName: s.by === 'G' ? '组织部干事' : '第一客运分公司组织委员',
        orgId: org(s.by).id,
        orgName: org(s.by).name,
      };
      const branch = {
        accountName: `${org(s.org).name.replace(/党委|党支部|党总支$/, '')}书记`,
        orgId: org(s.org).id,
        orgName: org(s.org).name,
      };
      const moves: { action: string; from: string; to: string; who: typeof inspector; opinion?: string; at: string }[] =
        [];
      if (!rectify && s.state === '4')
        moves.push({ action: 'close', from: '1', to: '4', who: inspector, opinion: '无需整改，予以销号', at: s.on });
      if (s.report) moves.push({ action: 'report', from: '1', to: '3', who: branch, at: s.deadline ?? s.on });
      if (s.returned)
        moves.push({
          action: 'return',
          from: '3',
          to: '2',
          who: inspector,
          opinion: s.returned,
          at: s.deadline ?? s.on,
        });
      if (rectify && s.state === '4')
        moves.push({
          action: 'accept',
          from: '3',
          to: '4',
          who: inspector,
          opinion: '整改到位，同意销号',
          at: s.deadline ?? s.on,
        });
      for (const m of moves) {
        await db.insert(workflowHistory).values({
          entity: 'supervision',
          recordId: row.id,
          action: m.action,
          fromState: m.from,
          toState: m.to,
          opinion: m.opinion ?? null,
          accountName: m.who.accountName,
          orgId: m.who.orgId,
          orgName: m.who.orgName,
          at: new Date(`${m.at}T10:00:00+08:00`),
        });
      }
    }
  },
};

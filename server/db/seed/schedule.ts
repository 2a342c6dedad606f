import { count, sql } from 'drizzle-orm';
import { resultRows } from '../../lib/sql-rows';
import { agendaItems } from '../schema/index';
import type { AreaSeed } from './area-seed';

type Entry = [account: string, dayOffset: number, hour: number, hours: number, title: string, place: string];

/** Each demo clerk's week around the day the demo starts: meetings, inspections, talks with members. */
const ENTRIES: Entry[] = [
  ['secretary1', 0, 9, 1, '支部委员会：研究本月党费收缴', '一车队党员活动室'],
  ['secretary1', 1, 14, 2, '与预备党员谈心谈话', '一车队调度室'],
  ['secretary1', 3, 8, 1, '1路线路党员先锋岗检查', '1路首末站'],
  ['secretary1', -2, 15, 1, '整理三会一课台账', '一车队办公室'],
  ['secretary1', 6, 9, 3, '主题党日：安全行车承诺', '一车队党员活动室'],
  ['secretary2', 0, 10, 1, '党小组长例会', '一车队会议室'],
  ['secretary2', 2, 14, 2, '走访困难党员', '东郊小区'],
  ['company1', 0, 14, 2, '分公司党委会', '第一客运分公司三楼会议室'],
  ['company1', 4, 9, 4, '基层支部标准化检查', '二车队'],
  ['orgdept1', 1, 9, 2, '全集团组织工作例会', '集团本部五楼会议室'],
  ['orgdept1', 5, 14, 2, '星级评定复核', '集团本部组织部'],
  ['member1', 2, 19, 1, '在线学习：党章第二章', '家中'],
  ['admin', 0, 16, 1, '系统运行周检：备份与日志核查', '集团信息中心机房'],
  ['admin', 2, 10, 2, '党建信息系统权限年度复核', '集团本部组织部'],
  ['admin', 4, 15, 1, '与安全管理员核对账号锁定情况', '集团信息中心'],
  ['member1', 6, 9, 3, '参加主题党日活动', '一车队党员活动室'],
];

export const scheduleSeed: AreaSeed = {
  name: 'schedule',
  isEmpty: async (db) => Number((await db.select({ n: count() }).from(agendaItems))[0].n) === 0,
  run: async ({ db, accounts }) => {
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    const rows = ENTRIES.flatMap(([account, offset, hour, hours, title, place]) => {
      const a = accounts.get(account);
      if (!a) return [];
      const start = new Date(today.getTime() + offset * 86_400_000 + hour * 3_600_000);
      const end = new Date(start.getTime() + hours * 3_600_000);
      return [
        {
          title,
          place,
          startAt: start.toISOString(),
          endAt: end.toISOString(),
          allDay: false,
          reminderMinutes: 30,
          accountId: a.id,
          orgId: a.orgId,
          createdBy: a.id,
          updatedBy: a.id,
        },
      ];
    });
    // The leaders' agendas, kept by the clerks their grants name.
    const leaders = resultRows<{ id: number; name: string; keeper: number | null; org_id: number }>(
      await db.execute(
        sql`SELECT l.id, l.name, l.org_id, coalesce((SELECT g.account_id FROM leader_grants g WHERE g.leader_id = l.id AND g.can_keep_agenda ORDER BY g.id LIMIT 1), l.account_id) AS keeper FROM leaders l ORDER BY l.id`,
      ),
    );
    const LEADER_ITEMS: [number, number, number, string, string][] = [
      [0, 9, 2, '党委理论学习中心组学习', '集团本部五楼会议室'],
      [1, 14, 2, '到联系点支部调研', '联系点党员活动室'],
      [3, 10, 1, '听取组织部工作汇报', '书记办公室'],
      [5, 15, 3, '讲专题党课', '集团党校'],
    ];
    const leaderRows = leaders.flatMap((l, li) =>
      LEADER_ITEMS.filter((_, i) => (i + li) % 2 === 0 || li < 2).map(([offset, hour, hours, title, place]) => {
        const start = new Date(today.getTime() + (offset + li) * 86_400_000 + hour * 3_600_000);
        const keeper = Number(l.keeper ?? 0) || null;
        return {
          title,
          place,
          startAt: start.toISOString(),
          endAt: new Date(start.getTime() + hours * 3_600_000).toISOString(),
          allDay: false,
          reminderMinutes: 60,
          leaderId: Number(l.id),
          accountId: keeper,
          orgId: Number(l.org_id),
          createdBy: keeper,
          updatedBy: keeper,
        };
      }),
    );
    if (rows.length || leaderRows.length) await db.insert(agendaItems).values([...rows, ...leaderRows] as never);
  },
};

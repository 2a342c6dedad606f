import type { PartyStats } from '../../../src/contract/calls/party-stats';
import { formsToXlsx, type PrintableForm } from '../resources/export-xlsx';

/**
 * The annual party statistics as the printed forms: a sheet per table, each group a bold line with its
 * total and its categories under it, in Chinese as the forms are filed.
 */
export async function partyStatsToXlsx(stats: PartyStats): Promise<Buffer> {
  const forms: PrintableForm[] = stats.tables.map((t) => ({
    name: t.label.zh,
    title: `党内统计年报：${t.label.zh}`,
    heading: [
      `统计范围：${stats.org.name}（含下级党组织）`,
      `统计时点：${stats.asOf}（本年度自 ${stats.yearStart} 起）`,
      `计量单位：${t.unit === 'members' ? '人' : '个'}`,
    ],
    columns: [
      { header: '项目', width: 48 },
      { header: '数量', width: 14 },
    ],
    rows: t.groups.flatMap((g) => [
      { cells: [g.label.zh, g.total], heading: true },
      ...g.items.map((i) => ({ cells: [`\u3000${i.label.zh}`, i.n] })),
      ...(g.unexplained ? [{ cells: [`\u3000未归入以上各项`, g.unexplained.n] }] : []),
    ]),
    footer: [
      '填报单位（盖章）：',
      '单位负责人：',
      '填表人：',
      '填报日期：\u3000\u3000\u3000\u3000年\u3000\u3000月\u3000\u3000日',
    ],
  }));
  return formsToXlsx(forms);
}

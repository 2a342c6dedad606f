import type { Period } from '../../lib/analysis-registry';
import type { FigureRow } from './figures';

interface Stats {
  org: { name: string };
  period: Period;
  measures: { key: string; label: { zh: string }; unit: string }[];
  total: FigureRow;
  rows: FigureRow[];
}

/** Integrated statistics as a sheet: the organisation's own row first, then its children; rates as percentages. */
export async function statsToXlsx(stats: Stats): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('综合统计');
  ws.addRow([`${stats.org.name} 综合统计 ${stats.period.from} 至 ${stats.period.to}`]);
  ws.addRow(['组织', '党员数', ...stats.measures.map((m) => m.label.zh)]);
  for (const r of [stats.total, ...stats.rows]) {
    ws.addRow([
      r.orgName,
      r.members,
      ...stats.measures.map((m) => {
        const v = r.figures[m.key];
        if (v === null || v === undefined) return '';
        return m.unit === 'rate' ? `${(v * 100).toFixed(1)}%` : Number(v.toFixed(1));
      }),
    ]);
  }
  ws.getRow(2).font = { bold: true };
  ws.columns.forEach((c, i) => (c.width = i === 0 ? 28 : 14));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

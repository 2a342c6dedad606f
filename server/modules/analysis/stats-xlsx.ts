import type { Language } from '../../../src/contract/constants';
import { wordingIn } from '../../../src/contract/messages/message';
import type { Labels } from '../../../src/contract/resource/types';
import type { Period } from '../../lib/analysis-registry';
import type { FigureRow } from './figures';

interface Stats {
  org: { name: string };
  period: Period;
  measures: { key: string; label: Labels; unit: string }[];
  total: FigureRow;
  rows: FigureRow[];
}

/** The file name of the sheet, in the reader's language. */
export const statsFileName = (stats: Stats, language: Language): string =>
  `${wordingIn(language)('sheet.stats.file', { org: stats.org.name, from: stats.period.from })}.xlsx`;

/** Integrated statistics as a sheet in the reader's language: the organisation's own row first, then its children; rates as percentages. */
export async function statsToXlsx(stats: Stats, language: Language): Promise<Buffer> {
  const w = wordingIn(language);
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(w('sheet.stats.title'));
  ws.addRow([w('sheet.stats.heading', { org: stats.org.name, from: stats.period.from, to: stats.period.to })]);
  ws.addRow([w('sheet.org'), w('sheet.members'), ...stats.measures.map((m) => m.label[language])]);
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

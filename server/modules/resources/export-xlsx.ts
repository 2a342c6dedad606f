import type { EntityDef } from '../../../src/contract/resource/types';

export type DictLookup = (dict: string, value: string) => string;

/** The records as a sheet: one column per non-hidden field, dictionary labels and organisation names in place of codes. */
export async function recordsToXlsx(def: EntityDef, records: Record<string, unknown>[], label: DictLookup): Promise<Buffer> {
  // Loaded on first use: exceljs is large, and most server starts never export.
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'party-affairs';
  const ws = wb.addWorksheet(def.label.zh);
  const fields = def.fields.filter((f) => !f.hiddenInForm);
  ws.columns = fields.map((f) => ({ header: f.label.zh, key: f.name, width: Math.max(10, f.label.zh.length * 2 + 4) }));
  for (const r of records) {
    const row: Record<string, unknown> = {};
    for (const f of fields) {
      const v = r[f.name];
      if (v === null || v === undefined) row[f.name] = '';
      else if (f.kind === 'dict') row[f.name] = label(f.dict!, String(v));
      else if (f.kind === 'org' || f.kind === 'ref') row[f.name] = r[`${f.name}Name`] ?? v;
      else if (f.kind === 'bool') row[f.name] = v ? '是' : '否';
      else row[f.name] = v;
    }
    ws.addRow(row);
  }
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** RFC 6266 header for a UTF-8 file name, with an ASCII fallback. */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

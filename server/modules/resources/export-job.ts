import fs from 'node:fs';
import type { Language } from '../../../src/contract/constants';
import type { Db } from '../../db/client';
import type { JobTracker } from '../../lib/job-files';
import type { SessionUser } from '../../lib/session-user';
import type { Binding } from './binding';
import { exportColumns, exportFields, sheetRow, type DictLookup } from './export-xlsx';
import { exportBatch, type ListArgs } from './query';

/** Rows read per statement: small enough that converting and writing one batch stays far under the loop's bound. */
export const EXPORT_BATCH = 200;

/** Lets waiting requests run between two batches. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface ExportJobArgs {
  db: Db;
  b: Binding;
  resolve: (e: string) => Binding;
  user: SessionUser;
  query: Omit<ListArgs, 'pageCurrent' | 'pageSize' | 'sort'>;
  label: DictLookup;
  language: Language;
  job: JobTracker;
  fileName: string;
}

/**
 * Writes every matching record to the job's file as a streamed workbook: rows are read by id in batches,
 * turned into sheet rows and committed to the zip stream at once, so the process holds one batch at a
 * time however long the list, and the event loop serves other requests between batches.
 */
export async function writeExport(a: ExportJobArgs): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const partial = `${a.job.file}.part`;
  const out = fs.createWriteStream(partial);
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = 'party-affairs';
  const ws = wb.addWorksheet(a.b.def.label[a.language], { views: [{ state: 'frozen', ySplit: 1 }] });
  const fields = exportFields(a.b.def);
  ws.columns = exportColumns(fields, a.language);
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  let afterId = 0;
  let done = 0;
  for (;;) {
    const rows = await exportBatch(a.db, a.b, a.resolve, a.user, a.query, afterId, EXPORT_BATCH);
    if (!rows.length) break;
    for (const r of rows) ws.addRow(sheetRow(fields, r, a.label, a.language)).commit();
    afterId = Number(rows[rows.length - 1].id);
    done += rows.length;
    await a.job.progress(done, Math.max(done, a.job.job.total));
    await yieldToLoop();
  }
  ws.commit();
  await wb.commit();
  await fs.promises.rename(partial, a.job.file);
  await a.job.finish({ rows: done }, a.fileName);
}

import fs from 'node:fs';
import type { Cell, Style } from 'exceljs';
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

/**
 * The one style of every plain cell, and of every number: the workbook works a cell's style out once per
 * style object, and each cell of a new row comes with one of its own (about a third of an export's time
 * went to working out the same empty style again). A date keeps its own: its format depends on the value.
 */
const PLAIN_STYLE: Partial<Style> = {};
const NUMBER_STYLE: Partial<Style> = {};
function shareStyle(cell: Cell): void {
  if (typeof cell.value === 'number') cell.style = NUMBER_STYLE;
  else if (!(cell.value instanceof Date)) cell.style = PLAIN_STYLE;
}

/** The most of the sheet's text that may wait for the zip to take it. */
export const SHEET_BACKLOG_BYTES = 1 << 20;

/** Where the sheet's text waits for the zip: the stream the worksheet pipes into, as far as its buffer shows. */
interface SheetOutlet {
  _writableState?: { length: number };
  once(event: 'drain', listener: () => void): unknown;
  removeListener(event: 'drain', listener: () => void): unknown;
}

/**
 * Waits while more of the sheet's text than SHEET_BACKLOG_BYTES waits for the zip. The streamed workbook
 * hands each committed row on without waiting for the zip to compress what came before, so a fast
 * reader would pile the whole sheet up in memory (on a 110,000-member export the process grew by 250
 * MiB); waiting here holds it to the backlog.
 */
export async function zipCaughtUp(worksheet: unknown): Promise<void> {
  const outlet = sheetOutlet(worksheet);
  while (outlet && sheetBacklog(worksheet) > SHEET_BACKLOG_BYTES)
    // A drain that came between the check and the wait is caught by the check a second later.
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        outlet.removeListener('drain', done);
        resolve();
      };
      const timer = setTimeout(done, 1_000);
      outlet.once('drain', done);
    });
}

const sheetOutlet = (worksheet: unknown) => (worksheet as { stream?: { pipes?: SheetOutlet[] } }).stream?.pipes?.[0];

/** The bytes of the sheet's text waiting for the zip. */
export const sheetBacklog = (worksheet: unknown): number => sheetOutlet(worksheet)?._writableState?.length ?? 0;

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
    for (const r of rows) {
      const row = ws.addRow(sheetRow(fields, r, a.label, a.language));
      row.eachCell(shareStyle);
      row.commit();
    }
    afterId = Number(rows[rows.length - 1].id);
    done += rows.length;
    await a.job.progress(done, Math.max(done, a.job.job.total));
    await zipCaughtUp(ws);
    await yieldToLoop();
  }
  ws.commit();
  await wb.commit();
  await fs.promises.rename(partial, a.job.file);
  await a.job.finish({ rows: done }, a.fileName);
}

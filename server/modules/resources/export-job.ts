import fs from 'node:fs';
import type { Language } from '../../../src/contract/constants';
import type { Db } from '../../db/client';
import type { JobTracker } from '../../lib/job-files';
import type { SessionUser } from '../../lib/session-user';
import { SheetWriter } from '../../lib/sheet-writer';
import type { Binding } from './binding';
import { exportColumns, exportFields, sheetRow, type DictLookup } from './export-xlsx';
import { exportBatch, type ListArgs } from './query';
import { giveWay } from '../../lib/give-way';

/** Rows read per statement: small enough that converting one batch stays far under the loop's bound. */
export const EXPORT_BATCH = 200;

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
 * Writes every matching record to the job's file as a streamed workbook: rows are read by id in batches
 * and turned into sheet rows here, and a worker thread writes them into the zipped sheet while the next
 * batch is read (lib/sheet-writer.ts), so the process holds a batch or two at a time however long the
 * list, and the event loop serves other requests between batches.
 */
export async function writeExport(a: ExportJobArgs): Promise<void> {
  const partial = `${a.job.file}.part`;
  const fields = exportFields(a.b.def);
  const sheet = new SheetWriter(partial, a.b.def.label[a.language], exportColumns(fields, a.language));
  try {
    let afterId = 0;
    let done = 0;
    for (;;) {
      const rows = await exportBatch(a.db, a.b, a.resolve, a.user, a.query, afterId, EXPORT_BATCH);
      if (!rows.length) break;
      await sheet.write(
        rows.map((r) => {
          const row = sheetRow(fields, r, a.label, a.language);
          return fields.map((f) => row[f.name]);
        }),
      );
      afterId = Number(rows[rows.length - 1].id);
      done += rows.length;
      await a.job.progress(done, Math.max(done, a.job.job.total));
      await giveWay();
    }
    await sheet.close();
    await fs.promises.rename(partial, a.job.file);
    await a.job.finish({ rows: done }, a.fileName);
  } catch (err) {
    await sheet.abort();
    await fs.promises.rm(partial, { force: true });
    throw err;
  }
}

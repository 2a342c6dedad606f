import { Worker } from 'node:worker_threads';

/** A sheet's row as exceljs reads it: `values[c]` is the cell of column c (1-based). */
export interface SheetRow {
  rowNo: number;
  values: unknown[];
}

export type SheetRows =
  { rows: SheetRow[]; problem?: undefined } | { problem: 'unreadable' | 'noRows' | 'tooManyRows' };

/**
 * The first sheet of an .xlsx file, every row with its number, parsed on a worker thread so that the
 * request thread stays free; its header row is row 1.
 */
export function readSheetRows(data: Buffer, maxRows: number): Promise<SheetRows> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sheet-rows-worker.mjs', import.meta.url), {
      workerData: { data, maxRows },
    });
    let answered = false;
    worker.once('message', (m: SheetRows) => {
      answered = true;
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the sheet reader stopped (${code})`));
    });
  });
}

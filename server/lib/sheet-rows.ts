import { Worker } from 'node:worker_threads';
import { serverFile } from './server-files';

/** A sheet's row as exceljs reads it: `values[c]` is the cell of column c (1-based). */
export interface SheetRow {
  rowNo: number;
  values: unknown[];
}

export type SheetRows =
  { rows: SheetRow[]; problem?: undefined } | { problem: 'unreadable' | 'noRows' | 'tooManyRows' };

type Message = { rows?: SheetRow[]; done?: true; problem?: 'unreadable' | 'noRows' | 'tooManyRows' };

/**
 * The first sheet of an .xlsx file, every row with its number (the header is row 1), read on a worker
 * thread that hands the rows over in chunks, each when the request thread asks for the next, so that the
 * request thread stays free.
 */
export function readSheetRows(data: Buffer, maxRows: number): Promise<SheetRows> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(serverFile('lib', 'sheet-rows-worker.mjs'), {
      workerData: { data, maxRows },
    });
    const rows: SheetRow[] = [];
    let answered = false;
    worker.on('message', (m: Message) => {
      if (m.rows) for (const r of m.rows) rows.push(r);
      if (!m.problem && !m.done) {
        // The next chunk in a later turn: other requests run in between.
        setImmediate(() => worker.postMessage('next'));
        return;
      }
      answered = true;
      resolve(m.problem ? { problem: m.problem } : { rows });
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the sheet reader stopped (${code})`));
    });
  });
}

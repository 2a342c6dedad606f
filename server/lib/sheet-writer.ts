import { Worker } from 'node:worker_threads';
import { serverFile } from './server-files';

/** A column of the sheet: its heading and width. */
export interface SheetColumn {
  header: string;
  width: number;
}

/** The most of the sheet's text that may wait for the zip to take it. */
export const SHEET_BACKLOG_BYTES = 1 << 20;

/** What the writer tells of a finished sheet: the most text that waited for the zip after a batch, and before it was waited for. */
export interface SheetWritten {
  worstBacklog: number;
  piledUp: number;
}

type Message = { written?: number; done?: true; worstBacklog?: number; piledUp?: number; problem?: string };

/**
 * One streamed .xlsx sheet written on a worker thread (sheet-writer-worker.mjs): the request thread hands
 * it rows, a batch at a time, and the worker turns them into the sheet's XML and zips them into `file`.
 * `write` answers once the batch before this one is written, so that the caller reads its next batch while
 * the worker writes, and never more than one batch waits in between. The first row is the bold heading.
 */
export class SheetWriter {
  private readonly worker: Worker;
  private pending: { resolve: (m: Message) => void; reject: (e: Error) => void }[] = [];
  private inFlight: Promise<Message> | null = null;
  private failed: Error | null = null;

  constructor(file: string, sheet: string, columns: SheetColumn[], backlogBytes = SHEET_BACKLOG_BYTES) {
    this.worker = new Worker(serverFile('lib', 'sheet-writer-worker.mjs'), {
      workerData: { file, sheet, columns, creator: 'party-affairs', backlogBytes },
    });
    this.worker.on('message', (m: Message) => {
      const waiting = this.pending.shift();
      if (m.problem) this.fail(new Error(`the sheet writer failed: ${m.problem}`), waiting);
      else waiting?.resolve(m);
    });
    this.worker.once('error', (err) => this.fail(err));
    this.worker.once('exit', (code) => this.fail(new Error(`the sheet writer stopped (${code})`)));
  }

  private fail(err: Error, first?: { reject: (e: Error) => void }): void {
    this.failed ??= err;
    first?.reject(err);
    for (const p of this.pending.splice(0)) p.reject(err);
  }

  private send(message: unknown): Promise<Message> {
    if (this.failed) return Promise.reject(this.failed);
    const answer = new Promise<Message>((resolve, reject) => this.pending.push({ resolve, reject }));
    this.worker.postMessage(message);
    return answer;
  }

  /** Hands over a batch of rows (each a value per column, in the columns' order). */
  async write(rows: unknown[][]): Promise<void> {
    await this.inFlight;
    const sent = this.send({ rows });
    // Awaited by the next write or the close; a failure meanwhile is not an unhandled one.
    sent.catch(() => {});
    this.inFlight = sent;
  }

  /** Writes the rest and closes the file; the worker ends. */
  async close(): Promise<SheetWritten> {
    try {
      await this.inFlight;
      const m = await this.send({ end: true });
      return { worstBacklog: m.worstBacklog ?? 0, piledUp: m.piledUp ?? 0 };
    } finally {
      await this.worker.terminate();
    }
  }

  /** Stops writing; what was written stays as it is, unfinished. */
  async abort(): Promise<void> {
    this.inFlight?.catch(() => {});
    await this.worker.terminate();
  }
}

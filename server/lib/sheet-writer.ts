import { Worker } from 'node:worker_threads';
import { serverFile } from './server-files';

/** A column of the sheet: its heading and width. */
export interface SheetColumn {
  header: string;
  width: number;
}

/** The most of the sheet's text that may wait for the zip to take it. */
export const SHEET_BACKLOG_BYTES = 1 << 20;
/** How long a writer thread waits for its next sheet before it ends. */
const IDLE_MS = 30_000;

/** What the writer tells of a finished sheet: the most text that waited for the zip after a batch, and before it was waited for. */
export interface SheetWritten {
  worstBacklog: number;
  piledUp: number;
}

type Message = {
  opened?: true;
  written?: number;
  done?: true;
  worstBacklog?: number;
  piledUp?: number;
  problem?: string;
};

/** Writer threads waiting for a sheet, each with the timer that ends it. */
const idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
let started = 0;
/** How many writer threads this process has started (tests count them). */
export const writerThreadsStarted = (): number => started;

/** A writer thread: one that waits, else a new one. */
function takeWorker(): Worker {
  const kept = idle.pop();
  if (kept) {
    clearTimeout(kept.timer);
    kept.worker.ref();
    return kept.worker;
  }
  const worker = new Worker(serverFile('lib', 'sheet-writer-worker.mjs'));
  started++;
  // What a writer does wrong is told to the sheet it writes; one that fails while it waits is only let go.
  worker.on('error', () => {});
  worker.once('exit', () => {
    const i = idle.findIndex((w) => w.worker === worker);
    if (i >= 0) idle.splice(i, 1);
  });
  return worker;
}

/** A writer thread that finished its sheet waits for the next; unused, it ends, and it never keeps the process alive. */
function giveBack(worker: Worker): void {
  worker.unref();
  const timer = setTimeout(() => {
    const i = idle.findIndex((w) => w.worker === worker);
    if (i >= 0) idle.splice(i, 1);
    void worker.terminate();
  }, IDLE_MS);
  timer.unref();
  idle.push({ worker, timer });
}

/**
 * One streamed .xlsx sheet written on a worker thread (sheet-writer-worker.mjs): the request thread hands
 * it rows, a batch at a time, and the worker turns them into the sheet's XML and zips them into `file`.
 * `write` answers once the batch before this one is written, so that the caller reads its next batch while
 * the worker writes, and never more than one batch waits in between. The first row is the bold heading.
 * The thread is kept for the next sheet: starting one (and its workbook library) costs more than a small
 * export.
 */
export class SheetWriter {
  private readonly worker = takeWorker();
  private pending: { resolve: (m: Message) => void; reject: (e: Error) => void }[] = [];
  private inFlight: Promise<unknown>;
  private failed: Error | null = null;
  private readonly onMessage = (m: Message) => {
    const waiting = this.pending.shift();
    if (m.problem) this.fail(new Error(`the sheet writer failed: ${m.problem}`), waiting);
    else waiting?.resolve(m);
  };
  private readonly onError = (err: Error) => this.fail(err);
  private readonly onExit = (code: number) => this.fail(new Error(`the sheet writer stopped (${code})`));

  constructor(file: string, sheet: string, columns: SheetColumn[], backlogBytes = SHEET_BACKLOG_BYTES) {
    this.worker.on('message', this.onMessage);
    this.worker.on('error', this.onError);
    this.worker.on('exit', this.onExit);
    this.inFlight = this.send({ open: { file, sheet, columns, creator: 'party-affairs', backlogBytes } });
    this.inFlight.catch(() => {});
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

  private detach(): void {
    this.worker.off('message', this.onMessage);
    this.worker.off('error', this.onError);
    this.worker.off('exit', this.onExit);
  }

  /** Hands over a batch of rows (each a value per column, in the columns' order). */
  async write(rows: unknown[][]): Promise<void> {
    await this.inFlight;
    const sent = this.send({ rows });
    // Awaited by the next write or the close; a failure meanwhile is not an unhandled one.
    sent.catch(() => {});
    this.inFlight = sent;
  }

  /** Writes the rest and closes the file; the thread waits for the next sheet. */
  async close(): Promise<SheetWritten> {
    try {
      await this.inFlight;
      const m = await this.send({ end: true });
      this.detach();
      giveBack(this.worker);
      return { worstBacklog: m.worstBacklog ?? 0, piledUp: m.piledUp ?? 0 };
    } catch (err) {
      await this.abort();
      throw err;
    }
  }

  /** Stops writing; what was written stays as it is, unfinished, and the thread ends. */
  async abort(): Promise<void> {
    this.detach();
    await this.worker.terminate();
  }
}

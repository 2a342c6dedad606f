import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { JobProgress, JobState } from '../../src/contract/calls/jobs';
import type { Message } from '../../src/contract/messages/message';

/**
 * Long work started by a call (an export, an import) and read back by its starter: each job is a small
 * JSON file under `DATA_DIR/jobs` beside the file it makes, so that any process on the shared volume
 * answers its progress and its file, as with uploads. Ids are 128 random bits: nobody guesses one.
 */
export interface JobRecord {
  id: string;
  accountId: number;
  kind: string;
  state: JobState;
  done: number;
  total: number;
  /** The name the file downloads under, once there is one. */
  fileName: string | null;
  /** What the finished work answers (an import's count), or why it stopped. */
  result?: unknown;
  problem?: Message;
  refusals?: unknown[];
  startedAt: number;
  finishedAt?: number;
}

/** A finished job's file is kept this long for its starter to fetch. */
export const JOB_KEPT_MS = 60 * 60 * 1000;
/** A running job writes its progress at least this often; one silent longer died with its process. */
const HEARTBEAT_MS = 2_000;
const STALE_MS = 60_000;

export class JobFiles {
  constructor(readonly dir: string) {}

  private meta = (id: string) => path.join(this.dir, `${id}.json`);
  /** Where the job's file is written, and kept once done. */
  file = (id: string) => path.join(this.dir, `${id}.out`);

  async start(accountId: number, kind: string, total = 0): Promise<JobTracker> {
    await fs.promises.mkdir(this.dir, { recursive: true });
    const job: JobRecord = {
      id: crypto.randomBytes(16).toString('hex'),
      accountId,
      kind,
      state: 'running',
      done: 0,
      total,
      fileName: null,
      startedAt: Date.now(),
    };
    const tracker = new JobTracker(this, job);
    await tracker.flush();
    return tracker;
  }

  async write(job: JobRecord): Promise<void> {
    const tmp = `${this.meta(job.id)}.${process.pid}.tmp`;
    await fs.promises.writeFile(tmp, JSON.stringify(job));
    await fs.promises.rename(tmp, this.meta(job.id));
  }

  /** The job as its starter sees it; undefined for an unknown id or another account's job (the same 404). */
  async read(id: string, accountId: number): Promise<JobRecord | undefined> {
    if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
    let job: JobRecord;
    let touched: number;
    try {
      const [text, stat] = await Promise.all([
        fs.promises.readFile(this.meta(id), 'utf8'),
        fs.promises.stat(this.meta(id)),
      ]);
      job = JSON.parse(text) as JobRecord;
      touched = stat.mtimeMs;
    } catch {
      return undefined;
    }
    if (job.accountId !== accountId) return undefined;
    // Its process ended under it (a restart, a crash): it will never finish.
    if (job.state === 'running' && Date.now() - touched > STALE_MS) return { ...job, state: 'failed' };
    return job;
  }

  /**
   * Removes finished jobs older than JOB_KEPT_MS and jobs nobody has written to for that long; at start
   * (`all`), every job not written within the last minute, since no process of this one's runs it.
   */
  async sweep(all = false): Promise<number> {
    let names: string[];
    try {
      names = await fs.promises.readdir(this.dir);
    } catch {
      return 0;
    }
    const limit = Date.now() - (all ? STALE_MS : JOB_KEPT_MS);
    let removed = 0;
    for (const name of names) {
      const full = path.join(this.dir, name);
      const stat = await fs.promises.stat(full).catch(() => undefined);
      if (!stat || stat.mtimeMs > limit) continue;
      await fs.promises.rm(full, { force: true });
      removed++;
    }
    return removed;
  }
}

/** One running job: counts its progress and records how it ends. */
export class JobTracker {
  private lastFlush = 0;
  private writing: Promise<void> = Promise.resolve();
  /** Keeps the job's file fresh while a long step reports nothing (a parse, a commit): a silent job counts as dead. */
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly files: JobFiles,
    readonly job: JobRecord,
  ) {
    this.heartbeat = setInterval(() => void this.flush().catch(() => {}), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get id(): string {
    return this.job.id;
  }

  get file(): string {
    return this.files.file(this.job.id);
  }

  /** Writes the progress out, at most every few hundred milliseconds. */
  async progress(done: number, total = this.job.total): Promise<void> {
    this.job.done = done;
    this.job.total = total;
    if (Date.now() - this.lastFlush >= 250) await this.flush();
  }

  async finish(result: unknown, fileName: string | null = null): Promise<void> {
    clearInterval(this.heartbeat);
    Object.assign(this.job, { state: 'done', result, fileName, done: this.job.total, finishedAt: Date.now() });
    await this.flush();
  }

  async fail(problem: Message, refusals?: unknown[]): Promise<void> {
    clearInterval(this.heartbeat);
    Object.assign(this.job, {
      state: refusals?.length ? 'refused' : 'failed',
      problem,
      refusals,
      finishedAt: Date.now(),
    });
    await this.flush();
  }

  flush(): Promise<void> {
    this.lastFlush = Date.now();
    const snapshot = { ...this.job };
    this.writing = this.writing.then(() => this.files.write(snapshot));
    return this.writing;
  }
}

/** What the progress call answers of a job. */
export function progressOf(job: JobRecord, word: (m: Message) => string): JobProgress {
  return {
    state: job.state,
    done: job.done,
    total: job.total,
    fileName: job.state === 'done' ? job.fileName : null,
    result: job.state === 'done' ? (job.result ?? null) : null,
    problem: job.problem ? word(job.problem) : null,
    refusals: (job.refusals ?? null) as JobProgress['refusals'],
  };
}

const stores = new Map<string, JobFiles>();

/**
 * The jobs of a data directory: on first use, what no running process writes any more is removed, and
 * every hour after, the finished files nobody fetched.
 */
export function jobFilesIn(dataDir: string): JobFiles {
  let store = stores.get(dataDir);
  if (!store) {
    const made = (store = new JobFiles(path.join(dataDir, 'jobs')));
    stores.set(dataDir, made);
    void made.sweep(true).catch(() => {});
    setInterval(() => void made.sweep().catch(() => {}), JOB_KEPT_MS / 4).unref();
  }
  return store;
}

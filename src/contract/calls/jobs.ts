import { z } from 'zod';
import { SIGNED_IN } from './access';
import { answer, declareCall, type FileAnswer } from './declare';
import type { ImportRefusal } from './fees';

/** How a job stands: running, done (its file or result ready), refused (an import's rows) or failed. */
export type JobState = 'running' | 'done' | 'refused' | 'failed';

/** What a started job answers at once: the id its starter reads its progress and fetches its file by. */
export interface JobStarted {
  id: string;
}

export interface JobProgress {
  state: JobState;
  done: number;
  total: number;
  /** The file's name once it is ready (an export); null otherwise. */
  fileName: string | null;
  /** What the finished work answers (an import's `{imported}`), null for a file. */
  result: unknown;
  /** Why it stopped, worded for the caller. */
  problem: string | null;
  /** Every refused row of an import, as the import call answers them. */
  refusals: ImportRefusal[] | null;
}

const jobId = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, 'request.problem.jobId') });

/** How far a job the caller started has come. Another account's job is not found, as an unknown one. */
export const jobProgress = declareCall({
  url: '/api/job/progress',
  payload: jobId,
  answer: answer<JobProgress>(),
  access: SIGNED_IN,
  silent: true,
});

/** The file a finished job made, for the account that started it. */
export const jobDownload = declareCall({
  url: '/api/job/download',
  payload: jobId,
  answer: answer<FileAnswer>(),
  access: SIGNED_IN,
});

import { performance } from 'node:perf_hooks';

/** How busy the loop may have been of late for background work to take its next step at once. */
export const BUSY_SHARE = 0.6;
/** How often the loop's recent busyness is taken. */
const SAMPLE_MS = 100;
/** How long one step waits at most for the loop to calm down: background work slows, it never stops. */
export const MAX_WAIT_MS = 100;
const PAUSE_MS = 20;

let recent = 0;
let sampler: NodeJS.Timeout | undefined;
let since = performance.eventLoopUtilization();

/** Samples the loop's share of busy time, from the first time background work asks on; the timer never keeps the process alive. */
function watch(): void {
  if (sampler) return;
  since = performance.eventLoopUtilization();
  sampler = setInterval(() => {
    const now = performance.eventLoopUtilization();
    recent = performance.eventLoopUtilization(now, since).utilization;
    since = now;
  }, SAMPLE_MS);
  sampler.unref();
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Between two steps of background work (a batch of an export, a chunk of an import's checks): lets every
 * waiting request run, then, while the loop has been busier than BUSY_SHARE over the last tenth of a
 * second, waits a little more, up to MAX_WAIT_MS. People calling the server go first; a job started on a
 * quiet server runs at full speed.
 */
export async function giveWay(): Promise<void> {
  watch();
  await nextTurn();
  const until = performance.now() + MAX_WAIT_MS;
  while (recent > BUSY_SHARE && performance.now() < until) await sleep(PAUSE_MS);
}

/** Lets every waiting request run, and no more: for a step inside a transaction, which should not stay open longer. */
export const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));

import fs from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

/** How finely the loop is sampled: a delay shows as at least this much even on an idle loop. */
export const LOOP_RESOLUTION_MS = 10;

/**
 * For benchmarks only (APP_LOOP_DELAY_FILE): appends, each second, `<epoch ms> <worst delay of that second
 * in ms> <share of the second the loop was busy>` to the file, the delay as perf_hooks measures it (one
 * sampling interval included), so that a bench reads how long the loop was held during exactly the window
 * it measured, and whether it was held by its own work (busy near 1) or waited for a processor.
 * Answers the stop.
 */
export function watchLoopDelay(file: string | undefined): () => void {
  if (!file) return () => {};
  const histogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  histogram.enable();
  let since = performance.eventLoopUtilization();
  const write = () => {
    const busy = performance.eventLoopUtilization(since).utilization;
    since = performance.eventLoopUtilization();
    const line = `${Date.now()} ${(histogram.max / 1e6).toFixed(1)} ${busy.toFixed(2)}\n`;
    histogram.reset();
    fs.appendFileSync(file, line);
  };
  const timer = setInterval(write, 1000);
  timer.unref();
  return () => {
    clearInterval(timer);
    write();
    histogram.disable();
  };
}

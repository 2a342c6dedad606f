import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** How finely the loop is sampled: a delay shows as at least this much even on an idle loop. */
export const LOOP_RESOLUTION_MS = 10;

/**
 * For benchmarks only (APP_LOOP_DELAY_FILE): appends, each second, `<epoch ms> <worst delay of that second
 * in ms>` to the file, the delay as perf_hooks measures it (one sampling interval included), so that a
 * bench reads how long the loop was held during exactly the window it measured. Answers the stop.
 */
export function watchLoopDelay(file: string | undefined): () => void {
  if (!file) return () => {};
  const histogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  histogram.enable();
  const write = () => {
    const line = `${Date.now()} ${(histogram.max / 1e6).toFixed(1)}\n`;
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

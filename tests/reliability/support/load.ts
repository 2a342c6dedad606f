import { RequestTimeout } from './http-client';

/** One request of a load run: resolves to an error text, or null when the answer was right. */
export type LoadStep = () => Promise<string | null>;

export interface LoadFigures {
  requests: number;
  ok: number;
  errors: string[];
  timeouts: number;
  elapsedMs: number;
  perSecond: number;
  /** Client-side time of every step (one request, or the requests of a weighted step), in ms. */
  latencies: number[];
}

/**
 * Runs `total` steps over `connections` concurrent workers (one request in flight each: with a
 * keep-alive agent of as many sockets, one connection each). `step(i)` makes the i-th request; a
 * step that makes two requests (captcha + sign-in) says so by its weight.
 */
export async function runLoad(opts: {
  total: number;
  connections: number;
  step: (i: number) => { weight: number; run: LoadStep };
}): Promise<LoadFigures> {
  let issued = 0;
  let requests = 0;
  let ok = 0;
  let timeouts = 0;
  const errors: string[] = [];
  const latencies: number[] = [];
  const began = performance.now();
  const worker = async () => {
    while (issued < opts.total) {
      const i = issued;
      const { weight, run } = opts.step(i);
      issued += weight;
      requests += weight;
      const t0 = performance.now();
      try {
        const problem = await run();
        if (problem) errors.push(problem);
        else ok += weight;
      } catch (err) {
        if (err instanceof RequestTimeout) timeouts++;
        else errors.push(`network: ${(err as Error).message}`);
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, worker));
  const elapsedMs = performance.now() - began;
  return { requests, ok, errors, timeouts, elapsedMs, perSecond: (requests / elapsedMs) * 1000, latencies };
}

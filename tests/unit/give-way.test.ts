import { describe, expect, it } from 'vitest';
import { giveWay, MAX_WAIT_MS } from '../../server/lib/give-way';

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('background work giving way', () => {
  it('takes its next step at once on a quiet loop', async () => {
    await giveWay();
    await new Promise((r) => setTimeout(r, 250));
    const began = performance.now();
    await giveWay();
    expect(performance.now() - began).toBeLessThan(MAX_WAIT_MS / 2);
  });

  it('waits while the loop has been busy, but never longer than its bound', async () => {
    await giveWay();
    // Busy turns of the loop, as callers' requests would keep it, for longer than one sample.
    for (let i = 0; i < 12; i++) {
      busyFor(20);
      await new Promise((r) => setImmediate(r));
    }
    const began = performance.now();
    await giveWay();
    const waited = performance.now() - began;
    expect(waited).toBeGreaterThanOrEqual(15);
    expect(waited).toBeLessThan(MAX_WAIT_MS + 100);
  });
});

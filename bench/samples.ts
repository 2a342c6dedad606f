import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sampleRecord } from '../tests/api/support/fixtures';
import type { Sample, SampleContext } from '../tests/api/support/samples/index';

const DIR = path.join(import.meta.dirname, '..', 'tests', 'api', 'support', 'samples');

/** A valid new record of every entity: the suites' samples, read from their folder (no glob under tsx). */
export async function loadSamples(): Promise<
  (entity: string, ctx: SampleContext, serial: number) => Record<string, unknown> | null
> {
  const area: Record<string, Sample> = {};
  for (const file of fs.readdirSync(DIR).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
    Object.assign(
      area,
      ((await import(pathToFileURL(path.join(DIR, file)).href)) as { SAMPLES: Record<string, Sample> }).SAMPLES,
    );
  }
  return (entity, ctx, serial) => {
    if (area[entity]) return area[entity].make(ctx, serial);
    try {
      return sampleRecord(entity, ctx);
    } catch {
      return null;
    }
  };
}

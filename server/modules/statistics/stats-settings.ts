import type { Db } from '../../db/client';
import { matterValue } from '../../lib/matters';
import { matterValueProblem } from '../../../src/contract/resource/matter-rules';

/** What the annual statistics band by, from the standard matters (they change between years). */
export interface StatsSettings {
  /** Upper bounds of the age bands: 30 means "30 and under", the last band open. */
  ageBands: number[];
  /** Upper bounds of the branch sizes, in members. */
  branchSizes: number[];
  /** Post (dictionary value) -> occupation key; a post not listed counts as 'others'. */
  occupationByPost: Record<string, string>;
}

const DEFAULTS = {
  ageBands: '30,35,40,45,50,55,60',
  branchSizes: '2,6,49,99',
  occupationByPost: '1:workers,2:workers,3:professionals,4:workers,5:managers,6:retired',
};

/** A value the matter holds, or the default when it is missing or not usable (saving refuses such values). */
async function usable(db: Db, code: string, fallback: string): Promise<string> {
  const v = await matterValue(db, code, fallback);
  return matterValueProblem(code, v) ? fallback : v;
}

const numbers = (v: string) => v.split(',').map((p) => Number(p.trim()));

export async function statsSettings(db: Db): Promise<StatsSettings> {
  const ages = await usable(db, 'stats.ageBands', DEFAULTS.ageBands);
  const sizes = await usable(db, 'stats.branchSizes', DEFAULTS.branchSizes);
  const posts = await usable(db, 'stats.occupationByPost', DEFAULTS.occupationByPost);
  return {
    ageBands: numbers(ages),
    branchSizes: numbers(sizes),
    occupationByPost: Object.fromEntries(posts.split(',').map((p) => p.split(':').map((s) => s.trim()))),
  };
}

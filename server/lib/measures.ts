import type { Db } from '../db/client';

/**
 * Figures the system can measure for one organisation's subtree and year, as a rate from 0 to 1 (or
 * null when there is nothing to measure): what the star rating starts from for indicators that name a
 * measure (dictionary indicatorMeasure), and what analysis reads. Each area registers its own.
 */
export type Measure = (db: Db, orgId: number, year: number) => Promise<number | null>;

const measures = new Map<string, Measure>();

export function registerMeasure(key: string, measure: Measure): void {
  measures.set(key, measure);
}

export async function measure(db: Db, key: string, orgId: number, year: number): Promise<number | null> {
  const m = measures.get(key);
  return m ? m(db, orgId, year) : null;
}

export const measureKeys = (): string[] => [...measures.keys()];

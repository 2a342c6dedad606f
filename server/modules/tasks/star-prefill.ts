import { eq } from 'drizzle-orm';
import { sumScores } from '../../../src/contract/resource/task-rules';
import type { IndicatorScore } from '../../../src/contract/resource/task';
import type { Db } from '../../db/client';
import { taskSubmissions } from '../../db/schema/index';
import { measure } from '../../lib/measures';
import type { Row } from '../resources/binding';
import { columnsOf } from '../resources/scope-joins';
import { indicatorRows } from './task-lookup';

/** What the system measured for one indicator of one branch: the rate and the points it suggests. */
export interface MeasuredScore {
  indicatorId: number;
  measure: string;
  rate: number;
  suggested: number;
}

/**
 * A star rating starts from facts: for every indicator that names a measure, each target's submission
 * gets the measured rate of its subtree for the task's year and the points it earns, as its first self
 * assessment. The branch and the reviewer then judge only what data cannot.
 */
export async function prefillMeasured(db: Db, task: Row): Promise<void> {
  const rows = (await indicatorRows(db, task.indicators as never)).filter((r) => r.measure);
  if (!rows.length) return;
  const year = Number(String(task.deadline).slice(0, 4));
  const cols = columnsOf(taskSubmissions);
  const receipts = (await db
    .select({ id: cols.id, orgId: cols.orgId })
    .from(taskSubmissions)
    .where(eq(cols.taskId, task.id))) as { id: number; orgId: number }[];
  for (const r of receipts) {
    const measured: MeasuredScore[] = [];
    for (const ind of rows) {
      const rate = await measure(db, ind.measure!, r.orgId, year);
      if (rate === null) continue;
      const bounded = Math.min(1, Math.max(0, rate));
      measured.push({
        indicatorId: ind.indicatorId,
        measure: ind.measure!,
        rate: Math.round(bounded * 1000) / 1000,
        suggested: Math.round(ind.points * bounded * 10) / 10,
      });
    }
    if (!measured.length) continue;
    const selfScores: IndicatorScore[] = measured.map((m) => ({ indicatorId: m.indicatorId, score: m.suggested }));
    await db
      .update(taskSubmissions)
      .set({ measured, selfScores, selfScore: String(sumScores(selfScores)) } as never)
      .where(eq(cols.id, r.id));
  }
}

import { eq, inArray } from 'drizzle-orm';
import type { TaskIndicator } from '../../../src/contract/resource/task';
import type { Db } from '../../db/client';
import { indicators, orgs, tasks } from '../../db/schema/index';
import { columnsOf } from '../resources/scope-joins';
import { readByIds } from '../../db/record-reads';

/** What the rules of a submission read of its task (a derived table's row type is unknown to the compiler). */
export interface TaskRow {
  id: number;
  taskType: string;
  title: string;
  orgId: number;
  state: string;
  deadline: string;
  indicators: TaskIndicator[] | null;
}

export async function taskById(db: Db, id: number): Promise<TaskRow | null> {
  const [row] = (await readByIds(tasks, 'orgId', [id], () =>
    db
      .select()
      .from(tasks)
      .where(eq(columnsOf(tasks).id, id)),
  )) as unknown as TaskRow[];
  return row ?? null;
}

/** The tasks of these ids, in one query (a page of submissions names a few). */
export async function tasksByIds(db: Db, ids: readonly number[]): Promise<TaskRow[]> {
  if (!ids.length) return [];
  return (await readByIds(tasks, 'orgId', ids, () =>
    db
      .select()
      .from(tasks)
      .where(inArray(columnsOf(tasks).id, [...ids])),
  )) as unknown as TaskRow[];
}

/** One indicator with what a screen shows of it. */
export interface IndicatorRow {
  indicatorId: number;
  code: string;
  name: string;
  points: number;
  guide: string | null;
  measure: string | null;
}

interface IndicatorRecord {
  id: number;
  code: string;
  name: string;
  guide: string | null;
  measure: string | null;
}

/** The indicators of the given ids, by id. */
export async function indicatorsById(db: Db, ids: number[]): Promise<Map<number, IndicatorRecord>> {
  if (!ids.length) return new Map();
  const rows = (await readByIds(indicators, 'orgId', ids, () =>
    db
      .select()
      .from(indicators)
      .where(inArray(columnsOf(indicators).id, ids)),
  )) as unknown as IndicatorRecord[];
  return new Map(rows.map((r) => [r.id, r]));
}

/** A task's indicators with their names, in the task's order, at the points the task gave them. */
export async function indicatorRows(db: Db, list: TaskIndicator[] | null): Promise<IndicatorRow[]> {
  const items = list ?? [];
  const byId = await indicatorsById(
    db,
    items.map((i) => i.indicatorId),
  );
  return items.map((i) => {
    const ind = byId.get(i.indicatorId);
    return {
      indicatorId: i.indicatorId,
      code: ind?.code ?? '',
      name: ind?.name ?? String(i.indicatorId),
      points: Number(i.points),
      guide: ind?.guide ?? null,
      measure: ind?.measure ?? null,
    };
  });
}

/** Whether an organisation lies in the subtree of another (itself included). */
export async function isWithin(db: Db, orgId: number, rootId: number): Promise<boolean> {
  const rows = await db
    .select({ id: orgs.id, path: orgs.path })
    .from(orgs)
    .where(inArray(orgs.id, [orgId, rootId]));
  const path = (id: number) => rows.find((r) => r.id === id)?.path;
  const [p, r] = [path(orgId), path(rootId)];
  return !!p && !!r && p.startsWith(r);
}

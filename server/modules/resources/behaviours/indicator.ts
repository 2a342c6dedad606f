import { and, eq, inArray, sql } from 'drizzle-orm';
import { indicators } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import { resultRows } from '../../../lib/sql-rows';
import type { Behaviour } from '../binding';
import { groupOwned } from './group-owned';
import { ruleWarning } from '../../../../src/contract/rule-warnings';
import type { Message } from '../../../../src/contract/messages/message';
import { say } from '../../../../src/contract/messages/message';

interface IndicatorRow {
  id: number;
  parentId: number | null;
  appliesTo: string;
  points: string | number;
}

/** '3' (通用) serves annual tasks and star ratings alike. */
const BOTH = '3';
const pointsText = (n: number) => String(Math.round(n * 10) / 10);

/**
 * The indicator tree: a child never weighs more than its parent, never applies where its parent does not,
 * and never hangs under itself. Where the children's points do not add up to the parent's, the parent
 * carries a warning (not a refusal: staff build a tree a row at a time).
 */
export const indicatorBehaviour: Behaviour = {
  async beforeSave(ctx, v) {
    await groupOwned.beforeSave!(ctx, v);
    const { db, before, errors } = ctx;
    const points = typeof v.points === 'number' ? v.points : null;
    if (typeof v.parentId === 'number' && !errors.parentId) {
      const chain = resultRows<{ id: number }>(
        await db.execute(sql`WITH RECURSIVE up(id, parent_id) AS (
          SELECT id, parent_id FROM indicators WHERE id = ${v.parentId}
          UNION SELECT i.id, i.parent_id FROM indicators i JOIN up ON i.id = up.parent_id)
        SELECT id FROM up`),
      );
      const ids = chain.map((r) => Number(r.id));
      if (before && ids.includes(before.id)) errors.parentId = say('indicator.parentInSubtree');
      const [parent] = (await db
        .select()
        .from(indicators)
        .where(eq(indicators.id, v.parentId))) as unknown as IndicatorRow[];
      if (parent && points !== null && !errors.points && points > Number(parent.points)) {
        errors.points = say('indicator.aboveParent', { points: pointsText(Number(parent.points)) });
      }
      if (parent && parent.appliesTo !== BOTH && v.appliesTo !== parent.appliesTo && !errors.appliesTo) {
        errors.appliesTo = say('indicator.sameScope');
      }
    }
    if (before && points !== null && !errors.points) {
      const [top] = (await db
        .select({ max: sql<string | null>`max(${indicators.points})` })
        .from(indicators)
        .where(eq(indicators.parentId, before.id))) as { max: string | null }[];
      if (top?.max !== null && top?.max !== undefined && points < Number(top.max))
        errors.points = say('indicator.belowChild', { points: pointsText(Number(top.max)) });
    }
  },

  async beforeDelete({ db }, row) {
    const [child] = await db
      .select({ id: indicators.id })
      .from(indicators)
      .where(eq(indicators.parentId, row.id))
      .limit(1);
    if (child) throw conflict(say('indicator.hasChildren'));
  },

  /** The children's sum beside each parent; a gap is a warning on the parent. */
  async decorate(db, records) {
    const ids = records.map((r) => r.id as number);
    if (!ids.length) return;
    const sums = (await db
      .select({
        parentId: indicators.parentId,
        sum: sql<string>`sum(${indicators.points})`,
        n: sql<number>`count(*)::int`,
      })
      .from(indicators)
      .where(and(inArray(indicators.parentId, ids), eq(indicators.enabled, true)))
      .groupBy(indicators.parentId)) as { parentId: number; sum: string; n: number }[];
    for (const r of records) {
      const s = sums.find((x) => x.parentId === r.id);
      r.childPoints = s ? Number(s.sum) : null;
      const warnings = (r.warnings as Message[] | undefined) ?? [];
      if (s && Math.abs(Number(s.sum) - Number(r.points)) > 0.001) {
        warnings.push(
          ruleWarning('indicatorPoints', { sum: pointsText(Number(s.sum)), points: pointsText(Number(r.points)) }),
        );
      }
      r.warnings = warnings;
    }
  },
};

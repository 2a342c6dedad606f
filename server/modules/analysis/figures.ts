import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analysisMeasures, type Period } from '../../lib/analysis-registry';
import { groupDay } from '../../lib/group-zone';
import { resultRows } from '../../lib/sql-rows';
import { anyOf, textArray } from '../../lib/scope';
import { underRoots, type Root } from './root';
import type { FigureRow } from '../../../src/contract/calls/analysis';

export type PeriodKind = 'year' | 'quarter' | 'month';

/** The dates of a period: a year, one of its quarters or one of its months. */
export function periodOf(year: number, kind: PeriodKind, index = 1): Period {
  const pad = (n: number) => String(n).padStart(2, '0');
  const last = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (kind === 'year') return { from: `${year}-01-01`, to: `${year}-12-31` };
  const [first, end] = kind === 'quarter' ? [(index - 1) * 3 + 1, index * 3] : [index, index];
  return { from: `${year}-${pad(first)}-01`, to: `${year}-${pad(end)}-${pad(last(year, end))}` };
}

/**
 * Members in good standing under each root, in one grouped query: counted per organisation first
 * (only those under some root, so that a branch's call reads its own members by index), then summed
 * up each root's subtree.
 */
export async function memberCounts(db: Db, roots: Root[]): Promise<Map<number, number>> {
  if (!roots.length) return new Map();
  const paths = textArray(roots.map((r) => r.path));
  const rows = resultRows<{ id: number; n: number }>(
    await db.execute(sql`SELECT r.id, coalesce(sum(c.n), 0)::int AS n
      FROM ${underRoots(roots)}
      JOIN (SELECT org_id, count(*) AS n FROM members WHERE status = '1'
        AND org_id IN (SELECT id FROM orgs WHERE path LIKE ANY (SELECT p || '%' FROM unnest(${paths}) AS p)) GROUP BY org_id) c ON c.org_id = o.id
      GROUP BY r.id`),
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

/** Every registered figure for the roots over one period, by measure key then root. */
async function measured(db: Db, roots: Root[], period: Period, members: ReadonlyMap<number, number>) {
  const measures = analysisMeasures();
  const values = await Promise.all(measures.map((m) => m.measure(db, roots, period, members)));
  return (root: Root) => Object.fromEntries(measures.map((m, i) => [m.key, values[i].get(root.id) ?? null]));
}

export type { FigureRow };

/** Every registered figure for each root over one period: the rows of integrated statistics. */
export async function figuresFor(db: Db, roots: Root[], period: Period): Promise<FigureRow[]> {
  const members = await memberCounts(db, roots);
  const [figuresOf, parentRows] = await Promise.all([
    measured(db, roots, period, members),
    roots.length
      ? db.execute(
          sql`SELECT DISTINCT parent_id FROM orgs WHERE ${anyOf(
            sql`parent_id`,
            roots.map((r) => r.id),
          )}`,
        )
      : Promise.resolve(null),
  ]);
  const parents = new Set(
    parentRows ? resultRows<{ parent_id: number }>(parentRows).map((r) => Number(r.parent_id)) : [],
  );
  return roots.map((r) => ({
    orgId: r.id,
    orgName: r.name,
    orgType: r.type,
    hasChildren: parents.has(r.id),
    members: members.get(r.id) ?? 0,
    figures: figuresOf(r),
  }));
}

/** The same figures month by month over a year for one organisation: the trends of work analysis. */
export async function trendsFor(db: Db, root: Root, year: number) {
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  // A month still to come (in the group's zone) has no figures yet (not a rate of zero).
  const [thisYear, thisMonth] = groupDay().split('-').map(Number);
  const begun = (m: number) => year < thisYear || (year === thisYear && m <= thisMonth);
  // Today's members are the denominator of every month: counted once, not twelve times.
  const members = await memberCounts(db, [root]);
  const figures = await Promise.all(
    months.map(async (m) => (begun(m) ? (await measured(db, [root], periodOf(year, 'month', m), members))(root) : {})),
  );
  return months.map((m, i) => ({ month: m, figures: figures[i] }));
}

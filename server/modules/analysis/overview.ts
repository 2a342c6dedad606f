import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupDay } from '../../lib/group-zone';
import { resultRows } from '../../lib/sql-rows';

/** A row as the database answers it; the answer says '' where the value is not recorded. */
type CountRow = { key: string | null; n: number };
type Count = { key: string; n: number };

const counts = async (db: Db, query: ReturnType<typeof sql>) =>
  resultRows<CountRow>(await db.execute(query)).map((r) => ({ key: r.key ?? '', n: Number(r.n) }));

/** The day `years` years before today in the group's time zone (29 February falls back to the 28th). */
export function yearsAgo(years: number, now = new Date()): string {
  const [y, m, d] = groupDay(now).split('-');
  const day = m === '02' && d === '29' ? '28' : d;
  return `${String(Number(y) - years).padStart(4, '0')}-${m}-${day}`;
}

/** The member breakdowns of the overview, each a column of one scan. */
const DIMENSIONS = ['sex', 'ageBand', 'education', 'post', 'memberType', 'ethnicity', 'years'] as const;
type Dimension = (typeof DIMENSIONS)[number];

/**
 * Members of the subtree in good standing by every breakdown at once: one scan groups them into the
 * cells of all seven columns (a few hundred), and the cells are summed per column. Age and years of
 * membership are banded against dates reckoned once, not per row.
 */
export async function memberBreakdowns(db: Db, path: string): Promise<Record<Dimension, Count[]>> {
  // Literal dates, not expressions of current_date: the planner then compares, rather than reckons, per row.
  const band = (column: string, edges: [string, number][], last: string) =>
    sql.join(
      [
        sql.raw(`CASE WHEN m.${column} IS NULL THEN 'unknown'`),
        ...edges.map(([label, years]) => sql`WHEN m.${sql.raw(column)} > ${yearsAgo(years)}::date THEN ${label}::text`),
        sql.raw(`ELSE '${last}' END`),
      ],
      sql` `,
    );
  const ageBand = band(
    'birth_date',
    [
      ['<30', 30],
      ['30-39', 40],
      ['40-49', 50],
      ['50-59', 60],
    ],
    '60+',
  );
  const years = band(
    'joined_on',
    [
      ['<5', 5],
      ['5-9', 10],
      ['10-19', 20],
      ['20-29', 30],
    ],
    '30+',
  );
  const rows = resultRows<Record<Dimension, string | null> & { n: number }>(
    await db.execute(sql`SELECT m.sex AS "sex", ${ageBand} AS "ageBand", m.education AS "education", m.post AS "post",
        m.member_type AS "memberType", m.ethnicity AS "ethnicity", ${years} AS "years", count(*)::int AS n
      FROM members m
      WHERE m.status = '1' AND m.org_id IN (SELECT id FROM orgs WHERE path LIKE ${path} || '%')
      GROUP BY 1, 2, 3, 4, 5, 6, 7`),
  );
  const out = {} as Record<Dimension, Count[]>;
  for (const dim of DIMENSIONS) {
    const sums = new Map<string, number>();
    for (const r of rows) sums.set(r[dim] ?? '', (sums.get(r[dim] ?? '') ?? 0) + Number(r.n));
    out[dim] = [...sums]
      .map(([key, n]) => ({ key, n }))
      .sort((a, b) => (a.key === b.key ? 0 : a.key === '' ? 1 : b.key === '' ? -1 : a.key < b.key ? -1 : 1));
  }
  return out;
}

/**
 * The organisation overview of a subtree, every figure grouped in SQL: organisations by type and level;
 * members by sex, age band, education, post, type, ethnicity and years of membership; this year's
 * development funnel.
 */
export async function overviewOf(db: Db, path: string, year: number) {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const [orgTypes, orgLevels, members, funnel] = await Promise.all([
    counts(
      db,
      sql`SELECT type AS key, count(*)::int AS n FROM orgs WHERE path LIKE ${path} || '%' AND abolished_on IS NULL GROUP BY 1 ORDER BY 1`,
    ),
    counts(
      db,
      sql`SELECT level::text AS key, count(*)::int AS n FROM orgs WHERE path LIKE ${path} || '%' AND abolished_on IS NULL GROUP BY 1 ORDER BY 1`,
    ),
    memberBreakdowns(db, path),
    resultRows<Record<string, number>>(
      await db.execute(sql`SELECT
        count(*) FILTER (WHERE applied_on BETWEEN ${from} AND ${to})::int AS applicants,
        count(*) FILTER (WHERE activist_on BETWEEN ${from} AND ${to})::int AS activists,
        count(*) FILTER (WHERE target_on BETWEEN ${from} AND ${to})::int AS targets,
        count(*) FILTER (WHERE probation_on BETWEEN ${from} AND ${to})::int AS probationary,
        count(*) FILTER (WHERE full_on BETWEEN ${from} AND ${to})::int AS "full"
        FROM member_development WHERE org_id IN (SELECT id FROM orgs WHERE path LIKE ${path} || '%')`),
    ),
  ]);
  const f = funnel[0] ?? {};
  return {
    year,
    orgTypes,
    orgLevels,
    members,
    total: members.memberType.reduce((n, r) => n + r.n, 0),
    funnel: ['applicants', 'activists', 'targets', 'probationary', 'full'].map((key) => ({
      key,
      n: Number(f[key] ?? 0),
    })),
  };
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resultRows } from '../../lib/sql-rows';

type Count = { key: string | null; n: number };

const counts = async (db: Db, query: ReturnType<typeof sql>) =>
  resultRows<Count>(await db.execute(query)).map((r) => ({ key: r.key ?? '', n: Number(r.n) }));

/** Members of the subtree in good standing, as one scoped set every breakdown groups. */
const scoped = (path: string) => sql`members m WHERE m.status = '1' AND m.org_id IN (SELECT id FROM orgs WHERE path LIKE ${path} || '%')`;

/**
 * The organisation overview of a subtree, every figure grouped in SQL: organisations by type and level;
 * members by sex, age band, education, post, type, ethnicity and years of membership; this year's
 * development funnel.
 */
export async function overviewOf(db: Db, path: string, year: number) {
  const by = (expr: ReturnType<typeof sql>) => counts(db, sql`SELECT ${expr} AS key, count(*)::int AS n FROM ${scoped(path)} GROUP BY 1 ORDER BY 1`);
  const age = sql`CASE WHEN m.birth_date IS NULL THEN 'unknown'
    WHEN age(m.birth_date) < interval '30 years' THEN '<30' WHEN age(m.birth_date) < interval '40 years' THEN '30-39'
    WHEN age(m.birth_date) < interval '50 years' THEN '40-49' WHEN age(m.birth_date) < interval '60 years' THEN '50-59' ELSE '60+' END`;
  const tenure = sql`CASE WHEN m.joined_on IS NULL THEN 'unknown'
    WHEN age(m.joined_on) < interval '5 years' THEN '<5' WHEN age(m.joined_on) < interval '10 years' THEN '5-9'
    WHEN age(m.joined_on) < interval '20 years' THEN '10-19' WHEN age(m.joined_on) < interval '30 years' THEN '20-29' ELSE '30+' END`;
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const [orgTypes, orgLevels, sex, ageBand, education, post, memberType, ethnicity, years, funnel] = await Promise.all([
    counts(db, sql`SELECT type AS key, count(*)::int AS n FROM orgs WHERE path LIKE ${path} || '%' AND abolished_on IS NULL GROUP BY 1 ORDER BY 1`),
    counts(db, sql`SELECT level::text AS key, count(*)::int AS n FROM orgs WHERE path LIKE ${path} || '%' AND abolished_on IS NULL GROUP BY 1 ORDER BY 1`),
    by(sql`m.sex`),
    by(age),
    by(sql`m.education`),
    by(sql`m.post`),
    by(sql`m.member_type`),
    by(sql`m.ethnicity`),
    by(tenure),
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
    members: { sex, ageBand, education, post, memberType, ethnicity, years },
    total: memberType.reduce((n, r) => n + r.n, 0),
    funnel: ['applicants', 'activists', 'targets', 'probationary', 'full'].map((key) => ({ key, n: Number(f[key] ?? 0) })),
  };
}

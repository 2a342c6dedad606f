import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, members, orgs } from '../../db/schema/index';

/** The organisation line ('/1/5/9/' as ids) of a member, or null when there is no such member. */
export async function memberLine(db: Db, memberId: number): Promise<{ orgId: number; line: number[] } | null> {
  const [m] = await db
    .select({ orgId: members.orgId, path: orgs.path })
    .from(members)
    .innerJoin(orgs, eq(orgs.id, members.orgId))
    .where(eq(members.id, memberId));
  return m ? { orgId: m.orgId, line: m.path.split('/').filter(Boolean).map(Number) } : null;
}

/** A published announcement sent to one of these organisations (a member's line: their branch and the levels above). */
export function sentToLine(line: number[]): SQL {
  return and(
    eq(articles.channel, 'announcement'),
    eq(articles.state, 'published'),
    sql`${articles.targetOrgIds} && ${sql.raw(`ARRAY[${line.map(Number).join(',') || '0'}]::integer[]`)}`,
  )!;
}

/** Members an announcement reaches: members in good standing of the target organisations' subtrees. */
export function reachedBy(targetOrgIds: number[]): SQL {
  const ids = targetOrgIds.map(Number).join(',') || '0';
  return sql`${members.status} = '1' AND ${orgs.path} LIKE ANY (SELECT t.path || '%' FROM orgs t WHERE t.id = ANY(${sql.raw(`ARRAY[${ids}]::integer[]`)}))`;
}

import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resultRows } from '../../lib/sql-rows';

/** What decides who may vote: the vote's kind and its voters (organisations' subtrees, named members). */
export interface Voters {
  kind: string;
  voterOrgIds: number[];
  voterMemberIds: number[];
}

/**
 * Members entitled to vote, as SQL over `members m` joined to their organisation `mo`: in good standing,
 * listed by name or in a voting organisation's subtree; in an election only full members, since a
 * probationary member has no vote there (Party Constitution, article 7). Takes the vote's kind and voter
 * lists as SQL, so that it serves one vote's values and a query over many votes' columns alike.
 */
export function entitledSql(kind: SQL, voterOrgIds: SQL, voterMemberIds: SQL): SQL {
  return sql`m.status = '1'
    AND (${kind} <> 'election' OR m.member_type = '2')
    AND (m.id = ANY(${voterMemberIds})
      OR EXISTS (SELECT 1 FROM orgs vo WHERE vo.id = ANY(${voterOrgIds}) AND mo.path LIKE vo.path || '%'))`;
}

const ids = (list: number[]) => sql`${`{${list.filter(Number.isInteger).join(',')}}`}::integer[]`;
const entitled = (v: Voters) => entitledSql(sql`${v.kind}`, ids(v.voterOrgIds ?? []), ids(v.voterMemberIds ?? []));

/** How many members may vote. */
export async function electorateOf(db: Db, v: Voters): Promise<number> {
  const r = await db.execute(
    sql`SELECT count(*)::int AS n FROM members m JOIN orgs mo ON mo.id = m.org_id WHERE ${entitled(v)}`,
  );
  return Number(resultRows<{ n: number }>(r)[0]?.n ?? 0);
}

/** Whether one member may vote. */
export async function isVoter(db: Db, v: Voters, memberId: number): Promise<boolean> {
  const r = await db.execute(
    sql`SELECT 1 FROM members m JOIN orgs mo ON mo.id = m.org_id WHERE m.id = ${memberId} AND ${entitled(v)}`,
  );
  return resultRows(r).length > 0;
}

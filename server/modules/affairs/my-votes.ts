import type { MyVote } from '../../../src/contract/calls/affairs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resultRows } from '../../lib/sql-rows';
import { entitledSql } from './electorate';

export type { MyVote } from '../../../src/contract/calls/affairs';

const V = (column: string) => sql.raw(`v.${column}`);

/** The published votes a member may vote in, open ones first, with whether they have voted (from the roll). */
export async function myVotes(db: Db, memberId: number, range?: { from: string; to: string }): Promise<MyVote[]> {
  const window = range ? sql`AND v.opens_at < (${range.to}::date + 1) AND v.closes_at >= ${range.from}::date` : sql``;
  const r = await db.execute(sql`
    SELECT v.id, v.title, v.kind, v.description, v.options, v.min_choices AS "minChoices", v.max_choices AS "maxChoices",
      v.anonymous, v.opens_at AS "opensAt", v.closes_at AS "closesAt", v.state, o.name AS "orgName",
      EXISTS (SELECT 1 FROM vote_voters vv WHERE vv.vote_id = v.id AND vv.member_id = m.id) AS voted
    FROM votes v
    JOIN orgs o ON o.id = v.org_id
    JOIN members m ON m.id = ${memberId}
    JOIN orgs mo ON mo.id = m.org_id
    WHERE v.state <> 'draft' AND ${entitledSql(V('kind'), V('voter_org_ids'), V('voter_member_ids'))} ${window}
    ORDER BY (v.state = 'published' AND v.closes_at > now()) DESC, v.closes_at DESC
    LIMIT 100`);
  return resultRows<MyVote>(r).map((x) => ({
    ...x,
    opensAt: new Date(x.opensAt).toISOString(),
    closesAt: new Date(x.closesAt).toISOString(),
  }));
}

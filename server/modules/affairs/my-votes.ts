import type { MyVote } from '../../../src/contract/calls/affairs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instantsOfDays } from '../../lib/group-zone';
import { resultRows } from '../../lib/sql-rows';
import { voteEntity } from '../../../src/contract/resource/vote';
import { votes } from '../../db/schema/index';
import { answeredSql } from '../resources/audience-receipts';
import { columnTerms, reachSql } from '../resources/audience';

export type { MyVote } from '../../../src/contract/calls/affairs';

/**
 * The published votes a member may vote in, open ones first, with whether they have voted (from the roll);
 * with a range of the group's days, those open at some time of them.
 */
export async function myVotes(db: Db, memberId: number, range?: { from: string; to: string }): Promise<MyVote[]> {
  const days = range && instantsOfDays(range);
  const window = days
    ? sql`AND v.opens_at < ${days.until}::timestamptz AND v.closes_at >= ${days.from}::timestamptz`
    : sql``;
  const r = await db.execute(sql`
    SELECT v.id, v.title, v.kind, v.description, v.options, v.min_choices AS "minChoices", v.max_choices AS "maxChoices",
      v.anonymous, v.opens_at AS "opensAt", v.closes_at AS "closesAt", v.state, o.name AS "orgName",
      ${answeredSql(voteEntity, sql.raw('v.id'), sql.raw('m.id'))} AS voted
    FROM votes v
    JOIN orgs o ON o.id = v.org_id
    JOIN members m ON m.id = ${memberId}
    JOIN orgs mo ON mo.id = m.org_id
    WHERE v.state <> 'draft' AND ${reachSql(voteEntity, columnTerms(voteEntity, votes, 'v'))} ${window}
    ORDER BY (v.state = 'published' AND v.closes_at > now()) DESC, v.closes_at DESC, v.id DESC
    LIMIT 100`);
  return resultRows<MyVote>(r).map((x) => ({
    ...x,
    opensAt: new Date(x.opensAt).toISOString(),
    closesAt: new Date(x.closesAt).toISOString(),
  }));
}

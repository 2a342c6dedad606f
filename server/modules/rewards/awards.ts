import { sql } from 'drizzle-orm';
import { COMMENDATION_KIND } from '../../../src/contract/resource/commendation-call';
import { REWARD_KIND } from '../../../src/contract/resource/reward-fields';
import { DICTIONARY_WORDS } from '../../../src/contract/dictionary-words';
import { memberRewards, orgRewards } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { resultRows } from '../../lib/sql-rows';
import type { SessionUser } from '../../lib/session-user';
import { recordMove } from '../resources/workflow-history';
import type { CallRow } from './call-reads';
import { awardReason } from '../../documents/commendation-notice';

/** rewardLevel code of a reward the group's own committee grants (集团级). */
const GROUP_LEVEL = '1';
const titleOf = (kind: string) => DICTIONARY_WORDS.commendationKind.find(([v]) => v === kind)?.[1] ?? '';

interface Awarded {
  id: number;
  kind: string;
  memberId: number | null;
  nomineeOrgId: number | null;
  memberOrgId: number | null;
  deeds: string;
}

/**
 * The award of a call: each nomination still under notice becomes one reward record on the member or
 * organisation rewards screens, the single record of it. The reward's unique nomination keeps a retry
 * from making a second.
 */
export async function awardNominations(db: Db, user: SessionUser, call: CallRow, on: string) {
  const r = await db.execute(sql`SELECT n.id, n.kind, n.member_id AS "memberId", n.nominee_org_id AS "nomineeOrgId",
      m.org_id AS "memberOrgId", n.deeds
    FROM commendation_nominations n LEFT JOIN members m ON m.id = n.member_id
    WHERE n.call_id = ${call.id} AND n.state = 'publicised' ORDER BY n.id`);
  const rows = resultRows<Awarded>(r);
  const [issuer] = resultRows<{ name: string }>(await db.execute(sql`SELECT name FROM orgs WHERE id = ${call.orgId}`));
  for (const x of rows) {
    const common = {
      kind: REWARD_KIND.reward,
      title: titleOf(x.kind),
      level: GROUP_LEVEL,
      grantedBy: issuer?.name ?? '',
      grantedOn: on,
      docNo: call.docNo,
      reason: awardReason(call.year),
      deeds: x.deeds,
      nominationId: x.id,
      createdBy: user.accountId,
      updatedBy: user.accountId,
    };
    if (x.kind === COMMENDATION_KIND.org)
      await db
        .insert(orgRewards)
        .values({ ...common, orgId: x.nomineeOrgId } as never)
        .onConflictDoNothing();
    else
      await db
        .insert(memberRewards)
        .values({ ...common, memberId: x.memberId, orgId: x.memberOrgId } as never)
        .onConflictDoNothing();
    await db.execute(sql`UPDATE commendation_nominations SET state = 'awarded', version = version + 1,
      updated_at = now(), updated_by = ${user.accountId} WHERE id = ${x.id}`);
    await recordMove(db, user, {
      entity: 'commendationNomination',
      recordId: x.id,
      action: 'award',
      fromState: 'publicised',
      toState: 'awarded',
    });
  }
  return rows.length;
}

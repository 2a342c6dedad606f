import { sql } from 'drizzle-orm';
import { articles } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { resultRows } from '../../lib/sql-rows';
import type { SessionUser } from '../../lib/session-user';
import type { CallRow } from './call-reads';
import { noticeContent, noticeTitle } from '../../documents/commendation-notice';
import { DICTIONARY_WORDS } from '../../../src/contract/dictionary-words';

/**
 * The public notice (公示) of a call's approved nominations, published as an announcement to the
 * organisations the call was sent to: a document of the issuing organisation, worded as the group words
 * its notices. Answers the announcement's id.
 */
export async function publishNotice(
  db: Db,
  user: SessionUser,
  call: CallRow,
  span: { from: string; until: string; days: number },
): Promise<number> {
  const r = await db.execute(sql`SELECT n.nominee_name AS name, n.kind, o.name AS "orgName"
    FROM commendation_nominations n JOIN orgs o ON o.id = n.org_id
    WHERE n.call_id = ${call.id} AND n.state = 'approved' ORDER BY n.kind, o.path, n.id`);
  const rows = resultRows<{ name: string; kind: string; orgName: string }>(r);
  const [issuer] = resultRows<{ name: string }>(await db.execute(sql`SELECT name FROM orgs WHERE id = ${call.orgId}`));
  // Headed by each kind's name as the group's documents write it, in the dictionary's order.
  const kinds = DICTIONARY_WORDS.commendationKind.map(([kind, heading]) => ({ kind, heading }));
  const content = noticeContent({ callTitle: call.title, issuerName: issuer?.name ?? '', kinds, nominees: rows, span });
  const [made] = await db
    .insert(articles)
    .values({
      title: noticeTitle(call.year),
      channel: 'announcement',
      orgId: call.orgId,
      author: issuer?.name ?? null,
      targetOrgIds: call.targetOrgIds,
      top: true,
      publishTime: new Date(),
      state: 'published',
      content,
      createdBy: user.accountId,
      updatedBy: user.accountId,
    } as never)
    .returning({ id: articles.id });
  return made.id;
}

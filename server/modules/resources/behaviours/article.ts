import { sql } from 'drizzle-orm';
import type { StatementSlots } from '../../../db/statement-slots';
import { intArrayText } from '../../../lib/scope';
import type { SessionUser } from '../../../lib/session-user';
import { badRequest } from '../../../lib/errors';
import type { Behaviour } from '../binding';
import { say } from '../../../../src/contract/messages/message';

/** The ids of an organisation path '/1/5/9/': the organisation and every level above it. */
export const lineOf = (path: string): number[] => path.split('/').filter(Boolean).map(Number);

/**
 * What a caller's organisations were sent: a published announcement aimed at their line (or at an
 * organisation in their subtree), and the published news, rules and reports of the levels above.
 */
function sentToCaller(user: SessionUser, cols: Record<string, unknown>, slots: StatementSlots) {
  const line = lineOf(user.orgPath);
  const reach = [...new Set([...line, ...user.scopeOrgIds])];
  return sql`(${cols.state} = 'published' AND (
    (${cols.channel} = 'announcement' AND ${cols.targetOrgIds} && ${slots.put(intArrayText(reach))}::integer[])
    OR (${cols.channel} <> 'announcement' AND ${cols.orgId} = ANY(${slots.put(intArrayText(line))}::integer[]))))`;
}

export const articleBehaviour: Behaviour = {
  // /api/article/get is public (server/modules/content/article.ts).
  ownGetCall: true,
  readAlso: (user, cols, slots) => sentToCaller(user, cols, slots),
  beforeSave(_ctx, values) {
    // Only announcements have recipients; the other channels are read by the levels below.
    if (values.channel !== 'announcement') values.targetOrgIds = [];
  },
  onTransition(ctx, { move, values }) {
    if (move.action !== 'publish') return;
    const row = ctx.before!;
    if (row.channel === 'announcement' && !(row.targetOrgIds as number[]).length)
      throw badRequest(say('article.targetsRequired'), 'targetOrgIds');
    values.publishTime = new Date();
  },
};

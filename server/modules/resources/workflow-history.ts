import { and, asc, eq, getTableName } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordPart } from '../../db/change-feed';
import { workflowHistory } from '../../db/schema/index';
import { runBySlots, StatementSlots } from '../../db/statement-slots';
import { inParts } from '../../db/table-capture';
import type { SessionUser } from '../../lib/session-user';

/** The history is announced by the record its rows belong to (migrations 0019, 0020): 'workflow_history:meeting/345'. */
const HISTORY = getTableName(workflowHistory);

export async function historyOf(db: Db, entity: string, recordId: number) {
  const slots = StatementSlots.slotted();
  const where = and(eq(workflowHistory.entity, slots.put(entity)), eq(workflowHistory.recordId, slots.put(recordId)));
  return inParts(HISTORY, [recordPart(entity, recordId)], () =>
    runBySlots(db, workflowHistory, 'history', slots, () =>
      db
        .select({
          id: workflowHistory.id,
          action: workflowHistory.action,
          fromState: workflowHistory.fromState,
          toState: workflowHistory.toState,
          opinion: workflowHistory.opinion,
          signature: workflowHistory.signature,
          detail: workflowHistory.detail,
          accountName: workflowHistory.accountName,
          orgName: workflowHistory.orgName,
          at: workflowHistory.at,
        })
        .from(workflowHistory)
        .where(where)
        .orderBy(asc(workflowHistory.id)),
    ),
  );
}

/** Writes one move into the history (the transition call, and issuing a distribution). */
export async function recordMove(
  db: Db,
  user: SessionUser,
  entry: {
    entity: string;
    recordId: number;
    action: string;
    fromState: string | null;
    toState: string;
    opinion?: string | null;
    signature?: string | null;
    detail?: unknown;
  },
) {
  const slots = StatementSlots.slotted();
  const values = slots.row({
    ...entry,
    accountId: user.accountId,
    accountName: user.name,
    orgId: user.orgId,
    orgName: user.orgName,
  });
  await inParts(HISTORY, [recordPart(entry.entity, entry.recordId)], () =>
    runBySlots(db, workflowHistory, 'insert', slots, () => db.insert(workflowHistory).values(values as never)),
  );
}

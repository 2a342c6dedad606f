import { eq, sql } from 'drizzle-orm';
import { cleanColumns, columnsProblem, type DataCallColumn } from '../../../../src/contract/resource/data-call-rules';
import { dataCallReplies, dataCalls, orgs } from '../../../db/schema/index';
import { badRequest } from '../../../lib/errors';
import { dictionaryItems, orgPaths } from '../../../lib/kept-tables';
import { columnsOf } from '../../resources/scope-joins';
import type { Behaviour } from '../../resources/binding';
import { say } from '../../../../src/contract/messages/message';

/** Counts of a data call's replies in SQL, so that the sender's list shows its progress. */
function replyCount(states?: string[]) {
  const t = columnsOf(dataCalls);
  const inState = states
    ? sql` AND r.state IN (${sql.join(
        states.map((x) => sql`${x}`),
        sql`, `,
      )})`
    : sql``;
  return sql<number>`(SELECT count(*)::int FROM data_call_replies r WHERE r.data_call_id = ${t.id}${inState})`.mapWith(
    Number,
  );
}

/**
 * The form: its sender is the caller's organisation, its targets lie below it, its columns are named and
 * of a known kind (a dictionary column's dictionary exists). Sending copies the form into every reply.
 */
export const dataCallBehaviour: Behaviour = {
  computed: () => ({
    receiptCount: replyCount(),
    submittedCount: replyCount(['submitted', 'accepted']),
    acceptedCount: replyCount(['accepted']),
  }),

  async beforeSave({ db, user, before, errors }, v) {
    if (!before) v.orgId = user.orgId;
    const sender = (before?.orgId as number | undefined) ?? user.orgId;
    if (!errors.columns && v.columns !== null && v.columns !== undefined) {
      const problem = columnsProblem(v.columns);
      if (problem) errors.columns = problem;
      else {
        const columns = cleanColumns(v.columns as DataCallColumn[]);
        const dictionary = await dictionaryItems(db);
        const known = new Set([...dictionary.all()].map((i) => i.dict));
        const unknown = columns.find((c) => c.kind === 'dict' && !known.has(String(c.dict)));
        if (unknown) errors.columns = say('dataCall.unknownDict', { column: unknown.label });
        else v.columns = columns;
      }
    }
    if (!errors.targetOrgIds) {
      const paths = await orgPaths(db);
      const root = paths.get(sender) ?? '\u0000';
      for (const target of (v.targetOrgIds ?? []) as number[]) {
        const path = paths.get(target);
        if (target === sender || !path || !path.startsWith(root)) errors.targetOrgIds = say('dataCall.targetsBelow');
      }
    }
  },

  async afterIssue({ db }, row) {
    // A form without columns has nothing to fill in: the send is refused and nothing is kept.
    if (columnsProblem(row.columns)) throw badRequest(columnsProblem(row.columns)!, 'columns');
    const [sender] = await db
      .select({ name: orgs.name })
      .from(orgs)
      .where(eq(orgs.id, row.orgId as number));
    await db
      .update(dataCallReplies)
      .set({
        title: row.title,
        instructions: row.instructions,
        deadline: row.deadline,
        rowMode: row.rowMode,
        columns: row.columns,
        rows: [],
        rowCount: 0,
        issuerName: sender?.name ?? null,
      } as never)
      .where(eq(dataCallReplies.dataCallId, row.id));
  },
};

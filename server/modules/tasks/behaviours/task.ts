import { sql } from 'drizzle-orm';
import type { TaskIndicator } from '../../../../src/contract/resource/task';
import { tasks } from '../../../db/schema/index';
import { columnsOf } from '../../resources/scope-joins';
import type { Behaviour } from '../../resources/binding';
import { recordMove } from '../../resources/workflow-history';
import { indicatorRows, indicatorsById, isWithin } from '../task-lookup';
import { prefillMeasured } from '../star-prefill';
import { say } from '../../../../src/contract/messages/message';

const MAX_INDICATORS = 50;

/** Counts of a task's receipts in SQL, so that the issuer's list shows its progress. */
function receiptCount(states?: string[]) {
  const t = columnsOf(tasks);
  const inState = states
    ? sql` AND s.state IN (${sql.join(
        states.map((x) => sql`${x}`),
        sql`, `,
      )})`
    : sql``;
  return sql<number>`(SELECT count(*)::int FROM task_submissions s WHERE s.task_id = ${t.id}${inState})`.mapWith(
    Number,
  );
}

/** The task: its issuer is the caller's organisation, its indicators exist, its targets lie below it; once issued, the deadline only moves later. */
export const taskBehaviour: Behaviour = {
  computed: () => ({
    receiptCount: receiptCount(),
    submittedCount: receiptCount(['submitted', 'approved']),
    approvedCount: receiptCount(['approved']),
  }),

  async beforeSave({ db, user, before, errors }, v) {
    if (!before) v.orgId = user.orgId;
    const issuer = (before?.orgId as number | undefined) ?? user.orgId;
    if (!errors.indicators) {
      const list = (v.indicators ?? []) as TaskIndicator[];
      if (!Array.isArray(list) || list.length > MAX_INDICATORS)
        errors.indicators = say('task.tooManyIndicators', { max: MAX_INDICATORS });
      else {
        const known = await indicatorsById(
          db,
          list.map((i) => i?.indicatorId).filter((x): x is number => Number.isInteger(x)),
        );
        const ids = new Set<number>();
        for (const i of list) {
          if (!i || !known.has(i.indicatorId)) errors.indicators = say('task.unknownIndicator');
          else if (ids.has(i.indicatorId)) errors.indicators = say('task.repeatedIndicator');
          else if (typeof i.points !== 'number' || !(i.points > 0) || i.points > 1000)
            errors.indicators = say('task.indicatorPoints');
          ids.add(i?.indicatorId);
        }
        if (!errors.indicators) v.indicators = list.map((i) => ({ indicatorId: i.indicatorId, points: i.points }));
      }
    }
    if (!errors.targetOrgIds) {
      for (const target of (v.targetOrgIds ?? []) as number[]) {
        if (target === issuer || !(await isWithin(db, target, issuer))) errors.targetOrgIds = say('task.targetsBelow');
      }
    }
    if (typeof v.startOn === 'string' && typeof v.deadline === 'string' && v.deadline < v.startOn && !errors.deadline)
      errors.deadline = say('time.deadlineBeforeStart');
    if (before && before.state !== 'draft' && typeof v.deadline === 'string' && v.deadline < String(before.deadline))
      errors.deadline = say('task.deadlineOnlyLater');
  },

  async afterSave({ db, user, before }, row) {
    // An extension is a move the targets see in the task's history.
    if (before && before.state !== 'draft' && String(before.deadline) !== String(row.deadline)) {
      await recordMove(db, user, {
        entity: 'task',
        recordId: row.id,
        action: 'extend',
        fromState: String(row.state),
        toState: String(row.state),
        detail: { from: before.deadline, to: row.deadline },
      });
    }
  },

  async afterIssue({ db }, row) {
    if (row.taskType === '2') await prefillMeasured(db, row);
  },

  async decorateDetail(db, records) {
    const rows = await indicatorRows(
      db,
      records.flatMap((r) => (r.indicators ?? []) as TaskIndicator[]),
    );
    for (const r of records)
      r.indicatorRows = ((r.indicators ?? []) as TaskIndicator[]).map((i) => ({
        ...rows.find((x) => x.indicatorId === i.indicatorId)!,
        points: Number(i.points),
      }));
  },
};

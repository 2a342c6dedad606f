import { sql } from 'drizzle-orm';
import { badRequest } from '../../../lib/errors';
import type { Behaviour } from '../binding';
import { todayIso } from '../../../../src/contract/iso-dates';
import { ruleWarning } from '../../../../src/contract/rule-warnings';
import { say } from '../../../../src/contract/messages/message';
import { groupDay } from '../../../lib/group-zone';

/** States in which a rectification is still owed. */
export const OPEN_STATES = ['1', '2'];

export const supervisionBehaviour: Behaviour = {
  computed: () => ({
    // Qualified: the list joins organisation tables beside this one.
    overdue: sql<boolean>`("supervisions"."rectify_required" AND "supervisions"."state" IN ('1', '2') AND "supervisions"."deadline" < ${groupDay()}::date)`,
  }),
  beforeSave(ctx, values) {
    const { user, before, errors } = ctx;
    // An organisation may record a self-check of its own: its report is still accepted by the level above.
    values.inspectorOrgId = before?.inspectorOrgId ?? user.orgId;
    if (values.rectifyRequired === true && !values.deadline) errors.deadline ??= say('supervision.deadlineRequired');
    if (
      typeof values.deadline === 'string' &&
      typeof values.inspectedOn === 'string' &&
      values.deadline < values.inspectedOn
    ) {
      errors.deadline ??= say('supervision.deadlineBeforeCheck');
    }
  },
  // Closing at once is for inspections that found nothing to rectify.
  offersMove: (move, row) => move.action !== 'close' || row.rectifyRequired !== true,
  onTransition(ctx, { move, input, values }) {
    const row = ctx.before!;
    if (move.action === 'close' && row.rectifyRequired === true)
      throw badRequest(say('supervision.needsRectification'), 'action');
    if (move.action !== 'report') return;
    const report = typeof input.rectifyReport === 'string' ? input.rectifyReport.trim() : '';
    if (!report) throw badRequest(say('supervision.reportRequired'), 'rectifyReport');
    if (report.length > 4000) throw badRequest(say('supervision.reportTooLong'), 'rectifyReport');
    values.rectifyReport = report;
    values.reportedOn = todayIso();
  },
  decorate(_db, records) {
    for (const r of records)
      r.warnings = r.overdue === true ? [ruleWarning('rectificationOverdue', { deadline: String(r.deadline) })] : [];
  },
};

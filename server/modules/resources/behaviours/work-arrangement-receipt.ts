import { badRequest, conflict } from '../../../lib/errors';
import type { Behaviour } from '../binding';
import { say } from '../../../../src/contract/messages/message';
import { groupDay } from '../../../lib/group-zone';

const COPIED = ['orgId', 'title', 'issuerName', 'content', 'deadline'] as const;

/**
 * A receipt made by issuing keeps the notice as it was sent; one registered by hand (a notice that came
 * on paper) carries its own title. Reporting done needs a word on what was done.
 */
export const workArrangementReceiptBehaviour: Behaviour = {
  beforeSave({ before, errors }, v) {
    if (before?.arrangementId) {
      for (const name of COPIED) {
        if (String(v[name] ?? '') !== String(before[name] ?? '')) errors[name] = say('arrangement.keepSentText');
      }
      return;
    }
    if (!v.title && !errors.title) errors.title = say('arrangement.titleRequired');
  },

  beforeDelete(_ctx, row) {
    // What was sent stays on record; only a notice registered by hand may be taken back.
    if (row.arrangementId) throw conflict(say('arrangement.keepReceipt'));
  },

  onTransition({ before }, { move, input, values }) {
    if (move.action !== 'complete') return;
    // The report comes with the move (as its own field or as the move's opinion), or was saved before.
    const given = [input.report, input.opinion].find((x): x is string => typeof x === 'string' && x.trim() !== '');
    const report = (given ?? String(before?.report ?? '')).trim();
    if (!report) throw badRequest(say('arrangement.reportRequired'), 'report');
    if (report.length > 2000) throw badRequest(say('arrangement.reportTooLong'), 'report');
    values.report = report;
    values.doneOn = groupDay();
  },
};

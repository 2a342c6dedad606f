import { PERIODS_PER_YEAR } from '../../../../src/contract/resource/summary-report';
import type { Behaviour } from '../binding';
import { say } from '../../../../src/contract/messages/message';

/** A summary's number in the year fits its period: months 1-12, quarters 1-4, halves 1-2, the year 1. */
export const summaryReportBehaviour: Behaviour = {
  beforeSave({ errors }, v) {
    const most = PERIODS_PER_YEAR[String(v.period)];
    if (most && typeof v.periodNo === 'number' && v.periodNo > most)
      errors.periodNo ??= say('report.periodNo', { most });
  },
};

import type { FastifyInstance } from 'fastify';
import type { Services } from '../../lib/services';
import type { AreaBehaviours } from '../resources/behaviour-registry';
import { appraisalBehaviour } from './behaviours/appraisal';
import { registerAppraisalCalendar } from './follow-ups';
import { registerAppraisalRisk } from './risk-mark';
import { registerMyAppraisalCalls } from './my-calls';
import { registerSheetCalls } from './sheet-calls';

/** What only the appraisal's entity does, handed to the generic calls (see modules/index.ts). */
export const APPRAISAL_BEHAVIOURS: AreaBehaviours = { appraisal: appraisalBehaviour };

/** Democratic appraisal: the committee's sheet and proposals, the member's self-assessment and ballot, the follow-ups. */
export function registerAppraisal(app: FastifyInstance, services: Services): void {
  registerSheetCalls(app, services);
  registerMyAppraisalCalls(app, services);
  registerAppraisalCalendar();
  registerAppraisalRisk();
}

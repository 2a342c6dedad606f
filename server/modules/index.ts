import type { FastifyInstance } from 'fastify';
import type { Services } from '../lib/services';
import { registerPasswordCalls } from './auth/passwords';
import { registerSessionCalls } from './auth/session-calls';
import { registerSignIn } from './auth/sign-in';
import { registerSignInSteps } from './auth/sign-in-steps';
import { registerFactorCalls } from './auth/factor-calls';
import { registerFees } from './fees/index';
import { registerEducation } from './education/index';
import { registerContent } from './content/index';
import { registerMemberImport } from './member/import';
import { registerHardshipCalendar } from './member/hardship-calendar';
import { registerMeetings } from './meetings/index';
import { registerMy } from './my/index';
import { POINTS_BEHAVIOURS, registerPoints } from './points/index';
import { APPRAISAL_BEHAVIOURS, registerAppraisal } from './appraisal/index';
import { registerOrgTree } from './organization/org-tree';
import { registerResources } from './resources/index';
import { registerBehaviours } from './resources/behaviour-registry';
import { registerAffairs } from './affairs/index';
import { registerDashboard } from './dashboard/summary';
import { registerDictionary } from './system/dictionary';
import { registerMenu } from './system/menu';
import { registerOrgUnits } from './system/org-units';
import { registerPartySite } from './system/party-site';
import { registerLogChainCalls } from './system/log-chain-calls';
import { registerWebManifest } from './system/web-manifest';
import { registerCalendarCalls } from './schedule/calendar-calls';
import { registerAnalysisCalls } from './analysis/analysis-calls';
import { registerStatistics } from './statistics/index';
import { registerTasks } from './tasks/index';
import { registerSecurity } from './security/index';
import { registerDocuments } from './documents/index';
import { registerDataCalls } from './data-calls/index';
import { DATA_CALL_BEHAVIOURS } from './data-calls/behaviours/index';
import { AFFAIRS_BEHAVIOURS } from './affairs/behaviours/index';
import { EDUCATION_BEHAVIOURS } from './education/behaviours/index';
import { FEE_BEHAVIOURS } from './fees/behaviours/index';
import { SCHEDULE_BEHAVIOURS } from './schedule/behaviours/index';
import { SECURITY_BEHAVIOURS } from './security/behaviours/index';
import { TASK_BEHAVIOURS } from './tasks/behaviours/index';
import { COMMENDATION_BEHAVIOURS } from './rewards/behaviours/index';

/** Every area's calls. A new area adds one line here. */
export function registerModules(app: FastifyInstance, services: Services): void {
  // First: the generic calls read what only an area's entity does, and some read it as they are made.
  registerBehaviours(
    AFFAIRS_BEHAVIOURS,
    DATA_CALL_BEHAVIOURS,
    EDUCATION_BEHAVIOURS,
    FEE_BEHAVIOURS,
    SCHEDULE_BEHAVIOURS,
    SECURITY_BEHAVIOURS,
    TASK_BEHAVIOURS,
    COMMENDATION_BEHAVIOURS,
    POINTS_BEHAVIOURS,
    APPRAISAL_BEHAVIOURS,
  );
  registerSignIn(app, services);
  registerSignInSteps(app, services);
  registerFactorCalls(app, services);
  registerSessionCalls(app, services);
  registerPasswordCalls(app, services);
  registerMenu(app, services);
  registerDictionary(app, services);
  registerOrgUnits(app, services);
  registerPartySite(app, services);
  registerLogChainCalls(app, services);
  registerWebManifest(app, services);
  registerDashboard(app, services);
  registerContent(app, services);
  registerResources(app, services);
  registerOrgTree(app, services);
  registerMemberImport(app, services);
  registerCalendarCalls(app, services);
  registerAnalysisCalls(app, services);
  registerStatistics(app, services);
  registerAffairs(app, services);
  registerTasks(app, services);
  registerMeetings(app, services);
  registerSecurity(app, services);
  registerDocuments(app, services);
  registerDataCalls(app, services);
  registerFees(app, services);
  registerEducation(app, services);
  registerMy(app, services);
  registerPoints(app, services);
  registerAppraisal(app, services);
  registerHardshipCalendar();
}

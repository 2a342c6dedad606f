import type { FastifyInstance } from 'fastify';
import type { Services } from '../lib/services';
import { registerPasswordCalls } from './auth/passwords';
import { registerSessionCalls } from './auth/session-calls';
import { registerSignIn } from './auth/sign-in';
import { registerFees } from './fees/index';
import { registerEducation } from './education/index';
import { registerContent } from './content/index';
import { registerMemberImport } from './member/import';
import { registerMeetings } from './meetings/index';
import { registerOrgTree } from './organization/org-tree';
import { registerResources } from './resources/index';
import { registerAffairs } from './affairs/index';
import { registerDashboard } from './dashboard/summary';
import { registerDictionary } from './system/dictionary';
import { registerMenu } from './system/menu';
import { registerOrgUnits } from './system/org-units';
import { registerPartySite } from './system/party-site';
import { registerCalendarCalls } from './schedule/calendar-calls';
import { registerAnalysisCalls } from './analysis/analysis-calls';
import { registerTasks } from './tasks/index';
import { registerSecurity } from './security/index';

/** Every area's calls. A new area adds one line here. */
export function registerModules(app: FastifyInstance, services: Services): void {
  registerSignIn(app, services);
  registerSessionCalls(app, services);
  registerPasswordCalls(app, services);
  registerMenu(app, services);
  registerDictionary(app, services);
  registerOrgUnits(app, services);
  registerPartySite(app, services);
  registerDashboard(app, services);
  registerContent(app, services);
  registerResources(app, services);
  registerOrgTree(app, services);
  registerMemberImport(app, services);
  registerCalendarCalls(app, services);
  registerAnalysisCalls(app, services);
  registerAffairs(app, services);
  registerTasks(app, services);
  registerMeetings(app, services);
  registerSecurity(app, services);
  registerFees(app, services);
  registerEducation(app, services);
}

import type { FastifyInstance } from 'fastify';
import type { Services } from '../lib/services';
import { registerPasswordCalls } from './auth/passwords';
import { registerSessionCalls } from './auth/session-calls';
import { registerSignIn } from './auth/sign-in';
import { registerPublicArticle } from './content/article';
import { registerMemberImport } from './member/import';
import { registerTransferTransition } from './member/transfer-transition';
import { registerOrgTree } from './organization/org-tree';
import { registerResources } from './resources/index';
import { registerDashboard } from './dashboard/summary';
import { registerDictionary } from './system/dictionary';
import { registerMenu } from './system/menu';
import { registerOrgUnits } from './system/org-units';
import { registerPartySite } from './system/party-site';

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
  registerPublicArticle(app, services);
  registerResources(app, services);
  registerOrgTree(app, services);
  registerMemberImport(app, services);
  registerTransferTransition(app, services);
}

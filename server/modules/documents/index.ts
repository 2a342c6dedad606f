import type { FastifyInstance } from 'fastify';
import type { Services } from '../../lib/services';
import { bindingOf } from '../resources/index';
import { registerDevelopmentRegister } from './development-register';
import { registerDocumentProduction } from './produce';
import { registerTemplateCalls } from './template-calls';

/** Documents made from editable templates (DESIGN section 8), their templates, and the registers printed from lists. */
export function registerDocuments(app: FastifyInstance, services: Services): void {
  registerTemplateCalls(app, services);
  registerDocumentProduction(app, services, bindingOf);
  registerDevelopmentRegister(app, services, bindingOf);
}

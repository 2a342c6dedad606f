import type { FastifyInstance } from 'fastify';
import type { Services } from '../../lib/services';
import { registerAccountActions } from './account-actions';
import { registerTransferLetter } from './transfer-letter';

/** Accounts' actions and grants, and the documents printed under a seal. */
export function registerSecurity(app: FastifyInstance, services: Services): void {
  registerAccountActions(app, services);
  registerTransferLetter(app, services);
}

import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../lib/call';
import { getPartySite } from '../../../src/contract/calls/system';
import type { Services } from '../../lib/services';

/** The base address of the group party-building site; the SPA adds the user's token. */
export function registerPartySite(app: FastifyInstance, services: Services): void {
  bindCall(app, services, getPartySite, {
    handler: async () => services.config.partySiteUrl,
  });
}

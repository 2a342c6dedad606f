import type { FastifyInstance } from 'fastify';
import { defineCall, SIGNED_IN } from '../../lib/call';
import type { Services } from '../../lib/services';

/** The base address of the group party-building site; the SPA adds the user's token. */
export function registerPartySite(app: FastifyInstance, services: Services): void {
  defineCall(app, services, {
    url: '/api/partyAffiars/getIp',
    access: SIGNED_IN,
    handler: async () => services.config.partySiteUrl,
  });
}

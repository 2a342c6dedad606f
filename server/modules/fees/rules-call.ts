import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/fees';
import type { Services } from '../../lib/services';
import { duesRules, feeSettings } from './settings';

/** The configured brackets and limits, so that the form computes the same amount due as the server. */
export function registerRules(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.feeRules, {
    cached: true,
    handler: async ({ db }) => ({ ...(await duesRules(db)), ...(await feeSettings(db)) }),
  });
}

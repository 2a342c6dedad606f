import type { FastifyInstance } from 'fastify';
import { defineCall, screen } from '../../lib/call';
import type { Services } from '../../lib/services';
import { duesRules, feeSettings } from './settings';
import { FEE_SCREEN } from './scope';

/** The configured brackets and limits, so that the form computes the same amount due as the server. */
export function registerRules(app: FastifyInstance, services: Services): void {
  defineCall(app, services, {
    url: '/api/feeIncome/rules',
    access: screen(FEE_SCREEN),
    cached: true,
    handler: async ({ db }) => ({ ...(await duesRules(db)), ...(await feeSettings(db)) }),
  });
}

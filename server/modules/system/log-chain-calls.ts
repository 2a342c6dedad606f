import type { FastifyInstance } from 'fastify';
import { verifyLogChain } from '../../../src/contract/calls/log-chain';
import { bindCall } from '../../lib/call';
import { badRequest } from '../../lib/errors';
import { CHAINED_LOGS, verifyLog } from '../../lib/log-chain';
import type { Services } from '../../lib/services';
import { say } from '../../../src/contract/messages/message';

const DAY_MS = 24 * 3600_000;

/** The auditor's check of the logs' hash chains over the days chosen (both included; either end open). */
export function registerLogChainCalls(app: FastifyInstance, services: Services): void {
  bindCall(app, services, verifyLogChain, {
    handler: async ({ db, body }) => {
      const from = body.from ? new Date(`${body.from}T00:00:00Z`) : undefined;
      const to = body.to ? new Date(Date.parse(`${body.to}T00:00:00Z`) + DAY_MS) : undefined;
      if (from && to && from >= to) throw badRequest(say('filter.dateRange', { field: 'from' }), 'from');
      const checks = [];
      for (const log of CHAINED_LOGS) checks.push(await verifyLog(db, log, { from, to }));
      return { checks };
    },
  });
}

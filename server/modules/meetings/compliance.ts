import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/meetings';
import { notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import { complianceOf } from './compliance-query';
import { say } from '../../../src/contract/messages/message';

/** `POST /api/meeting/compliance {orgId, year, quarter?}`: the grid of the toclass list, for a subtree the caller sees. */
export function registerCompliance(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.meetingCompliance, {
    cached: true,
    handler: async ({ db, user, body }) => {
      if (!user!.scopeOrgIds.includes(body.orgId)) throw notFound(say('org.outOfScope'));
      return complianceOf(db, body.orgId, body.year, body.quarter ?? null);
    },
  });
}

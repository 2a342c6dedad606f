import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, screen } from '../../lib/call';
import { notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import { rowId } from '../../lib/zod-types';
import { complianceOf } from './compliance-query';
import { say } from '../../../src/contract/messages/message';

const complianceSchema = z.object({
  orgId: rowId,
  year: z.coerce.number().int().min(2000).max(2100),
  quarter: z.coerce.number().int().min(1).max(4).optional().nullable(),
});

/** `POST /api/meeting/compliance {orgId, year, quarter?}`: the grid of the toclass list, for a subtree the caller sees. */
export function registerCompliance(app: FastifyInstance, services: Services): void {
  defineCall(app, services, {
    url: '/api/meeting/compliance',
    access: screen('/Partydevelopment/toclass'),
    cached: true,
    body: complianceSchema,
    handler: async ({ db, user, body }) => {
      if (!user!.scopeOrgIds.includes(body.orgId)) throw notFound(say('org.outOfScope'));
      return complianceOf(db, body.orgId, body.year, body.quarter ?? null);
    },
  });
}

import type { FastifyInstance } from 'fastify';
import type { Services } from '../../lib/services';
import { registerAffairsCalendar } from './calendar';
import { registerVoteCalls } from './vote-calls';

/** Party affairs: the member's calls of online votes, and what the calendar learns from the area. */
export function registerAffairs(app: FastifyInstance, services: Services): void {
  registerVoteCalls(app, services);
  registerAffairsCalendar();
}

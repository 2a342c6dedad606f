import type { FastifyInstance } from 'fastify';
import { registerCalendarSource } from '../../lib/calendar-feed';
import { registerMeasure } from '../../lib/measures';
import type { Services } from '../../lib/services';
import { plannedGatherings } from './calendar';
import { registerCompliance } from './compliance';
import { meetingRate } from './compliance-query';
import { registerMakeUp } from './make-up';
import { registerSharedFeed } from './shared-feed';

/** Organisational life beyond the generic calls: compliance, the shared feed, make-up study, the calendar and the measure. */
export function registerMeetings(app: FastifyInstance, services: Services): void {
  registerCompliance(app, services);
  registerSharedFeed(app, services);
  registerMakeUp(app, services);
  registerCalendarSource('meeting', plannedGatherings);
  registerMeasure('meetings', meetingRate);
}

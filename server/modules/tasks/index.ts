import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { taskIndicators, type IndicatorOption } from '../../../src/contract/calls/tasks';
import { indicators } from '../../db/schema/index';
import { reachFor, refuseUnreached } from '../resources/entity-access';
import { taskEntity } from '../../../src/contract/resource/task';
import { bindCall } from '../../lib/call';
import type { Services } from '../../lib/services';
import { columnsOf } from '../resources/scope-joins';
import { bindingOf } from '../resources/index';
import { setEvidenceResolver } from './evidence-resolver';
import { registerTaskMeasures } from './measures';
import { registerTaskDeadlines } from './calendar';

/** Indicators by task type: annual ('1') and star ('2') tasks take their own and the general ones ('3'). */
const SCOPES: Record<string, string[]> = { '1': ['1', '3'], '2': ['2', '3'], '3': ['3'] };

/** What tasks add to the generic calls: the indicators an issuer picks from, measures, deadlines in the calendar. */
export function registerTasks(app: FastifyInstance, services: Services): void {
  setEvidenceResolver((name) => {
    try {
      return bindingOf(name);
    } catch {
      return undefined;
    }
  });
  registerTaskMeasures();
  registerTaskDeadlines();

  // The issuer's screen needs the indicator tree without the system screens that maintain it.
  bindCall(app, services, taskIndicators, {
    cached: true,
    handler: async ({ db, body, user }) => {
      refuseUnreached(await reachFor(db, user!, taskEntity), body.taskType);
      const c = columnsOf(indicators);
      // The derived table's columns are untyped: the rows are the declared options.
      return (await db
        .select({
          id: c.id,
          parentId: c.parentId,
          code: c.code,
          name: c.name,
          points: c.points,
          measure: c.measure,
          guide: c.guide,
        })
        .from(indicators)
        .where(and(eq(c.enabled, true), inArray(c.appliesTo, SCOPES[body.taskType])))
        .orderBy(asc(c.sort), asc(c.id))) as IndicatorOption[];
    },
  });
}

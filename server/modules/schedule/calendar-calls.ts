import { and, eq, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FastifyInstance } from 'fastify';
import { agendaItems, orgTerms, orgs } from '../../db/schema/index';
import { calendarItems, registerCalendarSource, type CalendarItem } from '../../lib/calendar-feed';
import { foldAlike } from '../../lib/calendar-fold';
import { bindCall } from '../../lib/call';
import { groupClock, instantsOfDays } from '../../lib/group-zone';
import { agendaLeaders, calendarFeed, leaderFeed } from '../../../src/contract/calls/schedule';
import { badRequest, notFound } from '../../lib/errors';
import { resultRows } from '../../lib/sql-rows';
import { leaderAgendaScope } from './leader-access';
import { anyOf } from '../../lib/scope';
import type { Services } from '../../lib/services';
import { say } from '../../../src/contract/messages/message';

const MAX_DAYS = 400;

/** Date and time of an instant in the group's zone, as the calendar shows it. */
const dateOf = (d: Date | string) => {
  const clock = groupClock(d);
  return { date: clock.slice(0, 10), time: clock.slice(11, 16) };
};

interface AgendaRow {
  id: number;
  title: string;
  startAt: string;
  endAt: string | null;
  allDay: boolean;
}

/** An agenda entry as the calendar shows it. */
function itemOf(r: AgendaRow, kind: string): CalendarItem {
  const start = dateOf(r.startAt);
  const end = r.endAt ? dateOf(r.endAt).date : undefined;
  return {
    date: start.date,
    end: end && end !== start.date ? end : undefined,
    time: r.allDay ? undefined : start.time,
    title: r.title,
    kind,
    link: `/personschedule/PersonalAgendaIndex?id=${r.id}`,
  };
}

/** Agenda entries whose owner the condition names, starting within the days of the range. */
async function agendaIn(db: Db, owner: SQL | undefined, range: { from: string; to: string }): Promise<AgendaRow[]> {
  const days = instantsOfDays(range);
  return (await db
    .select({
      id: agendaItems.id,
      title: agendaItems.title,
      startAt: agendaItems.startAt,
      endAt: agendaItems.endAt,
      allDay: agendaItems.allDay,
    })
    .from(agendaItems)
    .where(and(owner, gte(agendaItems.startAt, days.from), lt(agendaItems.startAt, days.until)))) as AgendaRow[];
}

/** The caller's own agenda entries. */
registerCalendarSource('agenda', async (db, user, range) =>
  (await agendaIn(db, and(eq(agendaItems.accountId, user.accountId), isNull(agendaItems.leaderId)), range)).map((r) =>
    itemOf(r, 'agenda'),
  ),
);

/** Terms of the caller's organisations that fall due in the range. */
registerCalendarSource('termDue', async (db, user, range) => {
  const rows = await db
    .select({ id: orgTerms.id, dueOn: orgTerms.dueOn, orgId: orgTerms.orgId, name: orgs.name })
    .from(orgTerms)
    .innerJoin(orgs, eq(orgs.id, orgTerms.orgId))
    .where(
      and(
        anyOf(orgTerms.orgId, user.scopeOrgIds),
        isNull(orgTerms.actualEndOn),
        gte(orgTerms.dueOn, range.from),
        lte(orgTerms.dueOn, range.to),
      ),
    );
  return rows.map((r) => ({
    date: r.dueOn,
    title: r.name,
    kind: 'termDue',
    link: `/organizational/exchangeorg_info?id=${r.id}`,
    orgId: r.orgId,
  }));
});

const LEADERS_SCREEN = '/leaderschedule/ManagerAgendaIndex';

/** `POST /api/calendar/feed {from, to, kinds?}`: every dated obligation the system knows for the caller, by date. */
export function registerCalendarCalls(app: FastifyInstance, services: Services): void {
  /** The leaders whose agenda the caller may see, and whether they may keep it. */
  bindCall(app, services, agendaLeaders, {
    cached: true,
    handler: async ({ db, user }) => {
      const rows = resultRows<{ id: number; name: string; post: string | null; can_keep: boolean }>(
        await db.execute(sql`SELECT l.id, l.name, l.post, (l.account_id = ${user!.accountId} OR l.id IN (${leaderAgendaScope(user!, 'write')})) AS can_keep
          FROM leaders l WHERE l.id IN (${leaderAgendaScope(user!, 'read')}) ORDER BY l.sort, l.id`),
      );
      return rows.map((r) => ({ id: Number(r.id), name: r.name, post: r.post, canKeep: Boolean(r.can_keep) }));
    },
  });

  /** One leader's agenda in a range, for those a grant lets see it (404 for anyone else). */
  bindCall(app, services, leaderFeed, {
    cached: true,
    handler: async ({ db, user, body }) => {
      const allowed = resultRows(
        await db.execute(sql`SELECT 1 FROM (${leaderAgendaScope(user!, 'read')}) s(id) WHERE s.id = ${body.leaderId}`),
      );
      if (!allowed.length) throw notFound(say('agenda.leaderHidden'));
      const rows = await agendaIn(db, eq(agendaItems.leaderId, body.leaderId), body);
      return rows.map((r) => ({ ...itemOf(r, 'leaderAgenda'), link: `${LEADERS_SCREEN}?id=${r.id}` }));
    },
  });

  bindCall(app, services, calendarFeed, {
    cached: true,
    handler: async ({ db, user, body }) => {
      const days = (Date.parse(body.to) - Date.parse(body.from)) / 86_400_000;
      if (!(days >= 0)) throw badRequest(say('time.toBeforeFrom'), 'to');
      if (days > MAX_DAYS) throw badRequest(say('time.rangeTooLong', { days: MAX_DAYS }), 'to');
      // An arrangement ten branches received is one entry standing for ten, not ten alike.
      return foldAlike(await calendarItems(db, user!, { from: body.from, to: body.to }, body.kinds));
    },
  });
}

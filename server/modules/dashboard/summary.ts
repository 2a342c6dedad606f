import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appraisalMembers, articles, members, orgs, recordCorrections } from '../../db/schema/index';
import { PRIVILEGES } from '../../../src/contract/privileges';
import { CORRECTION_LIST } from '../../../src/contract/resource/record-correction';
import { bindCall } from '../../lib/call';
import { dashboardSummary } from '../../../src/contract/calls/dashboard';
import { resultRows } from '../../lib/sql-rows';
import { inScopeSql } from '../../lib/scope';
import type { Services } from '../../lib/services';
import type { SessionUser } from '../../lib/session-user';
import type { Db } from '../../db/client';
import { calendarItems } from '../../lib/calendar-feed';
import { foldAlike } from '../../lib/calendar-fold';
import { groupDay } from '../../lib/group-zone';
import { requestLanguage } from '../../lib/language';
import { wordingIn } from '../../../src/contract/messages/message';

/** Kinds of the calendar feed that are obligations with a deadline: the dashboard's to-dos. */
const OBLIGATIONS = [
  'taskDeadline',
  'exam',
  'vote',
  'rectification',
  'workArrangement',
  'dataCall',
  'appraisalFollowUp',
  'feeMonthEnd',
  'termDue',
  'makeUp',
  'meeting',
];
/** Today's schedule and the obligations of the next two weeks, from the one calendar feed, on the group's days. */
async function fromFeed(db: Db, user: SessionUser) {
  const now = new Date();
  const today = groupDay(now);
  const items = foldAlike(
    await calendarItems(db, user, { from: today, to: groupDay(new Date(now.getTime() + 14 * 86_400_000)) }),
  );
  return {
    schedule: items
      .filter((i) => i.date <= today && (i.end ?? i.date) >= today)
      .map((i) => ({
        title: i.title,
        kind: i.kind,
        time: i.time ?? null,
        path: i.link,
        count: i.count,
        figure: i.figure,
      })),
    upcoming: items
      .filter((i) => OBLIGATIONS.includes(i.kind))
      .slice(0, 12)
      .map((i) => ({ title: i.title, kind: i.kind, date: i.date, path: i.link, count: i.count, figure: i.figure })),
  };
}

const BRANCH_TYPES = ['3', '4'];
const MEMBERS_PATH = '/memberManagement/memberMaintenance';
const APPRAISAL_LIST = '/Partydevelopment/appraisal';

async function figures(db: Db, user: SessionUser) {
  const scope = inScopeSql(user, orgs.path);
  const [orgRow] = await db
    .select({
      orgCount: count(),
      branchCount: sql<number>`count(*) filter (where ${inArray(orgs.type, BRANCH_TYPES)})`,
    })
    .from(orgs)
    .where(scope);
  const [m] = await db
    .select({
      memberCount: count(),
      fullCount: sql<number>`count(*) filter (where ${members.memberType} = '2')`,
      probationaryCount: sql<number>`count(*) filter (where ${members.memberType} = '1')`,
      femaleCount: sql<number>`count(*) filter (where ${members.sex} = '2')`,
      lostContactCount: sql<number>`count(*) filter (where ${members.lostContact})`,
    })
    .from(members)
    .innerJoin(orgs, eq(orgs.id, members.orgId))
    .where(and(scope, eq(members.status, '1')));
  const n = (v: unknown) => Number(v ?? 0);
  return {
    orgCount: n(orgRow.orgCount),
    branchCount: n(orgRow.branchCount),
    memberCount: n(m.memberCount),
    fullMemberCount: n(m.fullCount),
    probationaryCount: n(m.probationaryCount),
    femaleCount: n(m.femaleCount),
    lostContactCount: n(m.lostContactCount),
  };
}

/** Branches under the statutory minimum of three full members. */
async function smallBranches(db: Db, user: SessionUser) {
  const rows = await db.execute<{ name: string; full: number }>(sql`
    SELECT orgs.name, count(m.id) FILTER (WHERE m.member_type = '2' AND m.status = '1') AS full
    FROM orgs LEFT JOIN members m ON m.org_id = orgs.id
    WHERE ${inScopeSql(user, orgs.path)} AND orgs.type IN ('3', '4') AND orgs.abolished_on IS NULL
    GROUP BY orgs.id, orgs.name HAVING count(m.id) FILTER (WHERE m.member_type = '2' AND m.status = '1') < 3
    ORDER BY orgs.name LIMIT 20`);
  return resultRows<{ name: string; full: number }>(rows);
}

/** Probationary members whose year since the branch vote has passed: their conversion is due. */
async function dueConversions(db: Db, user: SessionUser): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .innerJoin(orgs, eq(orgs.id, members.orgId))
    .where(
      and(
        inScopeSql(user, orgs.path),
        eq(members.memberType, '1'),
        eq(members.status, '1'),
        sql`${members.joinedOn} <= ${groupDay()}::date - interval '1 year'`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Record corrections members of the user's subtree asked for and nobody has answered yet. */
async function openCorrections(db: Db, user: SessionUser): Promise<number> {
  const rc = recordCorrections as unknown as typeof recordCorrections & Record<string, never>;
  const [row] = await db
    .select({ n: count() })
    .from(rc)
    .innerJoin(orgs, eq(orgs.id, rc.orgId))
    .where(and(inScopeSql(user, orgs.path), eq(rc.state, 'open')));
  return Number(row?.n ?? 0);
}

/** Follow-ups of a 不合格 in the democratic appraisal not yet carried out (限期改正, 劝其退党, 除名). */
async function openFollowUps(db: Db, user: SessionUser): Promise<number> {
  const l = appraisalMembers;
  const [row] = await db
    .select({ n: count() })
    .from(l)
    .innerJoin(orgs, eq(orgs.id, l.orgId))
    .where(and(inScopeSql(user, orgs.path), sql`${l.followUpDue} IS NOT NULL AND ${l.followUpDoneOn} IS NULL`));
  return Number(row?.n ?? 0);
}

/** Published announcements from the user's own line of organisations and their subtree. */
async function latestAnnouncements(db: Db, user: SessionUser) {
  return db
    .select({ id: articles.id, title: articles.title, publishTime: articles.publishTime })
    .from(articles)
    .innerJoin(orgs, eq(orgs.id, articles.orgId))
    .where(
      and(
        eq(articles.channel, 'announcement'),
        eq(articles.state, 'published'),
        sql`(${inScopeSql(user, orgs.path)} OR ${user.orgPath} LIKE ${orgs.path} || '%')`,
      ),
    )
    .orderBy(desc(articles.publishTime), desc(articles.id))
    .limit(8);
}

export function registerDashboard(app: FastifyInstance, services: Services): void {
  bindCall(app, services, dashboardSummary, {
    cached: true,
    handler: async ({ req, db, user }) => {
      const u = user!;
      const w = wordingIn(requestLanguage(req));
      const [fig, small, due, announcements, feed, corrections, followUps] = await Promise.all([
        figures(db, u),
        smallBranches(db, u),
        dueConversions(db, u),
        latestAnnouncements(db, u),
        fromFeed(db, u),
        u.privileges.has(PRIVILEGES.memberWrite) ? openCorrections(db, u) : Promise.resolve(0),
        u.privileges.has(PRIVILEGES.meetingWrite) ? openFollowUps(db, u) : Promise.resolve(0),
      ]);
      // Each entry names its kind and figures, so that the screen words it as it likes; the text is worded in the caller's language.
      const todos =
        due > 0
          ? [
              {
                kind: 'dueConversion',
                title: w('dashboard.dueConversion'),
                path: '/memberManagement/memberAcceptance',
                count: due,
              },
            ]
          : [];
      if (corrections > 0)
        todos.push({
          kind: 'recordCorrection',
          title: w('dashboard.recordCorrection'),
          path: CORRECTION_LIST,
          count: corrections,
        });
      if (followUps > 0)
        todos.push({
          kind: 'appraisalFollowUp',
          title: w('dashboard.appraisalFollowUp'),
          path: APPRAISAL_LIST,
          count: followUps,
        });
      const warnings = [
        ...small.map((b) => ({
          kind: 'smallBranch',
          level: 'warning' as const,
          org: b.name,
          count: Number(b.full),
          text: w('dashboard.smallBranch', { org: b.name, n: Number(b.full) }),
          path: '/organizational/managepartyorg',
        })),
        ...(fig.lostContactCount > 0
          ? [
              {
                kind: 'lostContact',
                level: 'error' as const,
                count: fig.lostContactCount,
                text: w('dashboard.lostContact', { n: fig.lostContactCount }),
                path: MEMBERS_PATH,
              },
            ]
          : []),
      ];
      return { figures: fig, todos, warnings, announcements, schedule: feed.schedule, upcoming: feed.upcoming };
    },
  });
}

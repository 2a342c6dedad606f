import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/meetings';
import type { Services } from '../../lib/services';
import { resultRows } from '../../lib/sql-rows';

/**
 * What every organisation of the group may read of another's approved, shared meetings and activities:
 * what was held and said, how many came; never who was expected, present or absent, nor who hosted.
 */
const FEED = sql`
  SELECT 'meeting' AS kind, m.id, m.org_id, o.name AS org_name, m.type, m.topic, NULL::varchar AS theme, m.held_at, m.place, m.content, m.decisions,
    NULL::varchar AS partner_units, NULL::numeric AS volunteer_hours, cardinality(m.expected) AS expected_count, cardinality(m.present) AS present_count
  FROM meetings m JOIN orgs o ON o.id = m.org_id WHERE m.state = 'approved' AND m.share
  UNION ALL
  SELECT 'activity', a.id, a.org_id, o.name, a.type, a.topic, a.theme, a.held_at, a.place, a.content, a.decisions,
    a.partner_units, a.volunteer_hours, cardinality(a.expected), cardinality(a.present)
  FROM activities a JOIN orgs o ON o.id = a.org_id WHERE a.state = 'approved' AND a.share`;

interface FeedRow {
  kind: string;
  id: number;
  org_id: number;
  org_name: string;
  type: string;
  topic: string;
  theme: string | null;
  held_at: string | Date | null;
  place: string | null;
  content: string | null;
  decisions: string | null;
  partner_units: string | null;
  volunteer_hours: string | null;
  expected_count: number;
  present_count: number;
}

/** `POST /api/meeting/shared`: the group-wide feed of PartMeetingShare, newest first. */
export function registerSharedFeed(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.sharedMeetings, {
    cached: true,
    handler: async ({ db, body }) => {
      const conds = [sql`TRUE`];
      if (body.kind) conds.push(sql`kind = ${body.kind}`);
      if (body.keyword)
        conds.push(
          sql`(topic ILIKE ${`%${body.keyword}%`} OR theme ILIKE ${`%${body.keyword}%`} OR org_name ILIKE ${`%${body.keyword}%`})`,
        );
      const where = sql.join(conds, sql` AND `);
      const offset = (body.pageCurrent - 1) * body.pageSize;
      const [page, counted] = await Promise.all([
        db.execute(
          sql`SELECT * FROM (${FEED}) f WHERE ${where} ORDER BY held_at DESC NULLS LAST, kind, id DESC LIMIT ${body.pageSize} OFFSET ${offset}`,
        ),
        db.execute(sql`SELECT count(*)::int AS n FROM (${FEED}) f WHERE ${where}`),
      ]);
      return {
        total: Number(resultRows<{ n: number }>(counted)[0]?.n ?? 0),
        records: resultRows<FeedRow>(page).map((r) => ({
          kind: r.kind,
          id: Number(r.id),
          orgId: Number(r.org_id),
          orgName: r.org_name,
          type: r.type,
          topic: r.topic,
          theme: r.theme,
          heldAt: r.held_at ? new Date(r.held_at).toISOString() : null,
          place: r.place,
          content: r.content,
          decisions: r.decisions,
          partnerUnits: r.partner_units,
          volunteerHours: r.volunteer_hours === null ? null : Number(r.volunteer_hours),
          expectedCount: Number(r.expected_count),
          presentCount: Number(r.present_count),
        })),
      };
    },
  });
}

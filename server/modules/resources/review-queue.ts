import { sql, type SQL } from 'drizzle-orm';
import { getTableName } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { orgs } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import { reviewQueue } from '../../../src/contract/calls/resource';
import type { Services } from '../../lib/services';
import { anyOf } from '../../lib/scope';
import type { SessionUser } from '../../lib/session-user';
import type { Binding } from './binding';
import { columnsOf } from './scope-joins';
import { reachOf } from '../../../src/contract/resource/entity-access';
import { mayMove, scopeRoots } from './workflow-rules';

/** Organisations a caller reviews: those of their subtrees but their own roots (never the owner itself). */
const reviewedOrgIds = (user: SessionUser) => {
  const roots = scopeRoots(user);
  return user.scopeOrgIds.filter((id) => !roots.includes(id));
};

/** Organisation names by id, for queue rows. */
export async function orgNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: orgs.id, name: orgs.name }).from(orgs).where(anyOf(orgs.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * `POST /api/workflow/queue`: the records waiting for the caller's review across every entity with a
 * queue (dwAudit), oldest first, filterable by kind, organisation (its subtree) and date of submission.
 */
export function registerReviewQueue(app: FastifyInstance, services: Services, bindings: Binding[]): void {
  const queued = bindings.filter((b) => b.def.workflow?.queue?.length);
  bindCall(app, services, reviewQueue, {
    cached: true,
    handler: async ({ db, user, body }) => {
      const u = user!;
      const menus = u.menuPaths;
      const orgIds = reviewedOrgIds(u);
      const parts: SQL[] = [];
      for (const b of queued) {
        const { def } = b;
        if (body.entity && body.entity !== def.name) continue;
        const reach = reachOf(def, menus);
        if (
          (!reach.all && !reach.values.length) ||
          !def.workflow!.moves.some((m) => m.by === 'above' && u.privileges.has(m.privilege ?? def.privileges.write))
        )
          continue;
        const cols = columnsOf(b.table);
        const owner = cols[def.owner[0]];
        const state = cols[def.workflow!.field];
        const conds: SQL[] = [
          sql`${state} IN (${sql.join(
            def.workflow!.queue!.map((s) => sql`${s}`),
            sql`, `,
          )})`,
          anyOf(owner, orgIds),
        ];
        // Of an entity split among menu entries, the records of the values the caller's entries open.
        if (!reach.all)
          conds.push(
            sql`${b.behaviour.computed?.()[reach.field] ?? cols[reach.field]}::text IN (${sql.join(
              reach.values.map((v) => sql`${v}`),
              sql`, `,
            )})`,
          );
        if (body.orgId)
          conds.push(
            sql`${owner} IN (SELECT id FROM orgs WHERE path LIKE (SELECT path FROM orgs WHERE id = ${body.orgId}) || '%')`,
          );
        if (body.from) conds.push(sql`${cols.updatedAt} >= ${body.from}::date`);
        if (body.to) conds.push(sql`${cols.updatedAt} < ${body.to}::date + 1`);
        parts.push(
          sql`SELECT ${def.name}::text AS entity, ${cols.id} AS id, ${cols[def.titleField]}::text AS title, ${owner} AS org_id, ${state}::text AS state, ${cols.updatedAt} AS submitted_at, ${cols.version} AS version FROM ${sql.raw(`"${getTableName(b.table)}"`)} WHERE ${sql.join(conds, sql` AND `)}`,
        );
      }
      if (!parts.length || !orgIds.length) return { records: [], total: 0 };
      const union = sql.join(parts, sql` UNION ALL `);
      const offset = (body.pageCurrent - 1) * body.pageSize;
      const [page, counted] = await Promise.all([
        db.execute(
          sql`SELECT * FROM (${union}) q ORDER BY submitted_at ASC, entity, id LIMIT ${body.pageSize} OFFSET ${offset}`,
        ),
        db.execute(sql`SELECT count(*)::int AS n FROM (${union}) q`),
      ]);
      const rows = ((page as { rows?: unknown[] }).rows ?? page) as {
        entity: string;
        id: number;
        title: string;
        org_id: number;
        state: string;
        submitted_at: string | Date;
        version: number;
      }[];
      const total = Number((((counted as { rows?: unknown[] }).rows ?? counted) as { n: number }[])[0]?.n ?? 0);
      const names = await orgNames(db, [...new Set(rows.map((r) => Number(r.org_id)))]);
      const defOf = new Map(queued.map((b) => [b.def.name, b.def]));
      // The moves the caller may make on each row, so that the queue approves and returns in place.
      const movesOf = (r: (typeof rows)[number]) => {
        const def = defOf.get(r.entity)!;
        const row = { id: Number(r.id), [def.owner[0]]: Number(r.org_id), [def.workflow!.field]: r.state };
        return def.workflow!.moves.filter((m) => mayMove(def, m, u, row)).map((m) => m.action);
      };
      return {
        total,
        records: rows.map((r) => ({
          entity: r.entity,
          id: Number(r.id),
          title: r.title,
          orgId: Number(r.org_id),
          orgIdName: names.get(Number(r.org_id)) ?? '',
          state: r.state,
          submittedAt: new Date(r.submitted_at).toISOString(),
          version: Number(r.version),
          moves: movesOf(r),
        })),
      };
    },
  });
}

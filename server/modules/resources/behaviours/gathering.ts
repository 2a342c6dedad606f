import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { absencesOf, attendanceProblems } from '../../../../src/contract/resource/attendance';
import type { Db } from '../../../db/client';
import { members, orgs } from '../../../db/schema/index';
import { badRequest, type FieldProblems } from '../../../lib/errors';
import { anyOf, resultRows } from '../../../lib/sql-rows';
import type { Behaviour, Row, SaveContext } from '../binding';
import { columnsOf } from '../scope-joins';
import { say } from '../../../../src/contract/messages/message';

const ids = (v: unknown): number[] => (Array.isArray(v) ? (v as number[]) : []);

/** Expected members outside the organisation (its party groups included): their ids. */
async function strangers(db: Db, orgId: number, expected: number[]): Promise<number[]> {
  if (!expected.length) return [];
  const rows = resultRows<{ id: number }>(
    await db.execute(sql`SELECT m.id FROM ${members} m JOIN ${orgs} o ON o.id = m.org_id JOIN ${orgs} p ON p.id = ${orgId}
        WHERE ${anyOf(sql`m.id`, expected)} AND o.path LIKE p.path || '%'`),
  );
  const inside = new Set(rows.map((r) => Number(r.id)));
  return expected.filter((id) => !inside.has(id));
}

/** Checks attendance as the rules say; `complete` once the record is held or submitted. */
async function checkAttendance(ctx: SaveContext, v: Record<string, unknown>, complete: boolean) {
  const absent = absencesOf(v.absent);
  if (!absent) {
    ctx.errors.absent = say('meeting.absentShape');
    return;
  }
  v.absent = absent;
  Object.assign(ctx.errors, {
    ...attendanceProblems({ expected: ids(v.expected), present: ids(v.present), absent }, complete),
    ...ctx.errors,
  });
  if (
    typeof v.orgId === 'number' &&
    !ctx.errors.expected &&
    (await strangers(ctx.db, v.orgId, ids(v.expected))).length
  ) {
    ctx.errors.expected = say('meeting.expectedOwnMembers');
  }
}

/**
 * What a meeting and an activity share: attendance counts in SQL, the attendance rules on save, and on
 * submit a record that says when it was held, who came and what was done.
 */
export function gatheringBehaviour(table: PgTable, extra: Behaviour = {}): Behaviour {
  return {
    computed: () => {
      const c = columnsOf(table);
      return {
        expectedCount: sql<number>`cardinality(${c.expected})`,
        presentCount: sql<number>`cardinality(${c.present})`,
      };
    },
    async beforeSave(ctx, v) {
      await checkAttendance(ctx, v, Boolean(v.heldAt));
      await extra.beforeSave?.(ctx, v);
    },
    async onTransition(ctx, m) {
      if (m.move.action === 'submit') {
        const row = ctx.before as Row;
        const errors: FieldProblems = {};
        if (!row.heldAt) errors.heldAt = say('meeting.heldAtRequired');
        if (!String(row.content ?? '').trim()) errors.content = say('meeting.contentRequired');
        await checkAttendance({ ...ctx, errors }, { ...row }, true);
        const [field, msg] = Object.entries(errors)[0] ?? [];
        if (field) throw badRequest(msg, field);
      }
      await extra.onTransition?.(ctx, m);
    },
    afterTransition: extra.afterTransition,
    decorateDetail: extra.decorateDetail,
  };
}

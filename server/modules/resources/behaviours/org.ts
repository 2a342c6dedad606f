import { and, count, eq, ne, sql } from 'drizzle-orm';
import { members, orgs } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import { resultRows } from '../../../lib/sql-rows';
import type { Behaviour } from '../binding';
import { ruleWarning } from '../../../../src/contract/rule-warnings';
import type { Message } from '../../../../src/contract/messages/message';
import { say } from '../../../../src/contract/messages/message';

const BRANCH = ['3', '4'];

/** Active members in the organisation's whole subtree. */
const subtreeCount = (memberType?: string) =>
  sql<number>`(SELECT count(*) FROM members m JOIN orgs mo ON mo.id = m.org_id
    WHERE mo.path LIKE "orgs"."path" || '%' AND m.status = '1' ${memberType ? sql`AND m.member_type = ${memberType}` : sql``})`;

/** The size rules of DOMAIN.md: warnings, not hard stops. */
export function sizeWarnings(type: string, members: number, full: number, hasCommittee: boolean): Message[] {
  const out: Message[] = [];
  if (BRANCH.includes(type) && full < 3) out.push(ruleWarning('branchTooSmall', { full }));
  if (BRANCH.includes(type) && full >= 7 && !hasCommittee) out.push(ruleWarning('branchNeedsCommittee', { full }));
  if (type === '2' && (members < 50 || members > 100)) out.push(ruleWarning('generalBranchSize', { members }));
  if (type === '1' && members < 100) out.push(ruleWarning('committeeTooSmall', { members }));
  return out;
}

export const orgBehaviour: Behaviour = {
  computed: () => ({ memberCount: subtreeCount(), fullMemberCount: subtreeCount('2') }),

  async beforeSave({ db, before, errors }, v) {
    if (before && before.parentId === null) {
      // The group committee is the root: it keeps no parent.
      delete errors.parentId;
      v.parentId = null;
    } else if (v.parentId === null && !errors.parentId) {
      errors.parentId = say('org.parentRequired');
    }
    if (typeof v.code === 'string') {
      const [dup] = await db
        .select({ id: orgs.id })
        .from(orgs)
        .where(and(eq(orgs.code, v.code), before ? ne(orgs.id, before.id) : undefined));
      if (dup) errors.code = say('org.codeTaken');
    }
    if (typeof v.parentId !== 'number' || errors.parentId) return;
    const [parent] = await db.select().from(orgs).where(eq(orgs.id, v.parentId));
    if (!parent) return;
    if (before && parent.path.startsWith(before.path as string)) {
      errors.parentId = say('org.parentInSubtree');
      return;
    }
    // A new organisation gets its place here and its path once it has an id; a moved one keeps path
    // and level until afterSave rewrites its whole subtree, itself included, in one statement.
    if (!before) {
      v.level = parent.level + 1;
      v.path = `${parent.path}pending/`;
    }
  },

  /** A new or moved organisation gets its path; a moved one carries its whole subtree along. */
  async afterSave({ db, before }, row) {
    if (row.parentId === null) return;
    const [parent] = await db
      .select({ path: orgs.path, level: orgs.level })
      .from(orgs)
      .where(eq(orgs.id, row.parentId as number));
    const newPath = `${parent.path}${row.id}/`;
    const oldPath = before?.path as string | undefined;
    if (oldPath === newPath) return;
    if (!oldPath) {
      await db.update(orgs).set({ path: newPath }).where(eq(orgs.id, row.id));
      return;
    }
    const shift = parent.level + 1 - (before!.level as number);
    await db.execute(sql`UPDATE orgs SET path = ${newPath} || substr(path, ${oldPath.length + 1}), level = level + ${shift}
      WHERE path LIKE ${oldPath + '%'}`);
  },

  async beforeDelete({ db }, row) {
    // One after the other: the transaction's connection runs one statement at a time.
    const [kids] = await db.select({ n: count() }).from(orgs).where(eq(orgs.parentId, row.id));
    const [people] = await db.select({ n: count() }).from(members).where(eq(members.orgId, row.id));
    if (Number(kids.n) > 0 || Number(people.n) > 0) throw conflict(say('org.notEmpty'));
  },

  async decorate(db, records) {
    if (!records.length) return;
    const ids = records.map((r) => r.id as number);
    const seats = resultRows<{ org_id: number }>(
      await db.execute(
        sql`SELECT DISTINCT org_id FROM org_committee WHERE left_on IS NULL AND org_id IN (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      ),
    );
    const withCommittee = new Set(seats.map((s) => Number(s.org_id)));
    for (const r of records) {
      r.warnings = sizeWarnings(
        String(r.type),
        Number(r.memberCount ?? 0),
        Number(r.fullMemberCount ?? 0),
        withCommittee.has(r.id as number),
      );
    }
  },
};

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, orgs } from '../../db/schema/index';
import type { SessionUser } from '../../lib/session-user';

export interface AudienceMember {
  id: number;
  name: string;
  orgId: number;
  orgName: string;
  orgPath: string;
}

/**
 * The members in good standing that a programme or an exam is meant for (its target organisations'
 * subtrees and the members it names), as far as the caller may see them.
 */
export async function audienceOf(
  db: Db,
  user: SessionUser,
  orgIds: number[],
  memberIds: number[] = [],
): Promise<AudienceMember[]> {
  if (!orgIds.length && !memberIds.length) return [];
  const byOrg = orgIds.length
    ? sql`EXISTS (SELECT 1 FROM orgs t WHERE t.id IN ${orgIds} AND ${orgs.path} LIKE t.path || '%')`
    : sql`false`;
  const named = memberIds.length ? inArray(members.id, memberIds) : sql`false`;
  return db
    .select({ id: members.id, name: members.name, orgId: members.orgId, orgName: orgs.name, orgPath: orgs.path })
    .from(members)
    .innerJoin(orgs, eq(orgs.id, members.orgId))
    .where(and(eq(members.status, '1'), inArray(members.orgId, user.scopeOrgIds), sql`(${byOrg} OR ${named})`))
    .orderBy(orgs.path, members.id);
}

/** Rows grouped by organisation, in tree order, with a count and what `extra` adds per group. */
export function byOrganisation<T extends { orgId: number; orgName: string; orgPath: string }, R>(
  rows: T[],
  extra: (group: T[]) => R,
) {
  const groups = new Map<number, T[]>();
  for (const r of rows) groups.set(r.orgId, [...(groups.get(r.orgId) ?? []), r]);
  return [...groups.values()].map((g) => ({
    orgId: g[0].orgId,
    orgName: g[0].orgName,
    members: g.length,
    ...extra(g),
  }));
}

export const rate = (part: number, whole: number): number | null =>
  whole ? Math.round((part / whole) * 1000) / 1000 : null;

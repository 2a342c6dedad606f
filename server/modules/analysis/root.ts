import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orgs } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { intArray, textArray } from '../../lib/scope';
import { inScope, type SessionUser } from '../../lib/session-user';
import { say } from '../../../src/contract/messages/message';

export interface Root {
  id: number;
  path: string;
  name: string;
  type: string;
}

/** The organisation an analysis looks at: the one asked for if the caller sees it, else the caller's own. */
export async function rootOf(db: Db, user: SessionUser, orgId?: number | null): Promise<Root> {
  const id = orgId ?? user.orgId;
  const [row] = await db
    .select({ id: orgs.id, path: orgs.path, name: orgs.name, type: orgs.type })
    .from(orgs)
    .where(eq(orgs.id, id));
  if (!row || !inScope(user, row.path)) throw notFound(say('org.outOfScope'));
  return row;
}

/** The organisations directly under a root: the rows of a drill-down table. */
export async function childrenOf(db: Db, root: Root): Promise<Root[]> {
  return db
    .select({ id: orgs.id, path: orgs.path, name: orgs.name, type: orgs.type })
    .from(orgs)
    .where(eq(orgs.parentId, root.id))
    .orderBy(orgs.sort, orgs.id);
}

/**
 * The roots of a drill-down as a relation `r(id, path)` joined to every organisation under each:
 * `o` is an organisation of root `r`. A figure then groups by r.id in one statement.
 */
export const underRoots = (roots: Pick<Root, 'id' | 'path'>[]) =>
  sql`(SELECT unnest(${intArray(roots.map((r) => r.id))}) AS id, unnest(${textArray(roots.map((r) => r.path))}) AS path) r JOIN orgs o ON o.path LIKE r.path || '%'`;

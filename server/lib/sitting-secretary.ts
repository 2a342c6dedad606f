import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { orgCommittee } from '../db/schema/index';

/** The committee post that names the organisation's secretary (committeePost 1: 书记). */
export const SECRETARY_POST = '1';

/**
 * The secretary an organisation's committee has: the latest appointed 书记 still in the seat (leaving
 * aside a seat about to go), or null. One scalar subquery, for one organisation or every one.
 */
export const sittingSecretary = (orgId: SQLWrapper | number, leaving?: number): SQL =>
  sql`(SELECT c.name FROM ${orgCommittee} c WHERE c.org_id = ${orgId} AND c.post = ${SECRETARY_POST} AND c.left_on IS NULL${leaving === undefined ? sql`` : sql` AND c.id <> ${leaving}`} ORDER BY c.appointed_on DESC, c.id DESC LIMIT 1)`;

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resultRows } from '../../lib/sql-rows';

export interface CallRow {
  id: number;
  orgId: number;
  title: string;
  year: number;
  state: string;
  docNo: string | null;
  targetOrgIds: number[];
  noticeUntil: string | null;
}

/** A call as its nominations and objections need it (its issuer, year and state). */
export async function callOf(db: Db, id: number): Promise<CallRow | undefined> {
  const r = await db.execute(sql`SELECT id, org_id AS "orgId", title, year, state, doc_no AS "docNo",
      target_org_ids AS "targetOrgIds", notice_until::text AS "noticeUntil"
    FROM commendation_calls WHERE id = ${id}`);
  return resultRows<CallRow>(r)[0];
}

export interface QuotaRow {
  id: number;
  orgId: number;
  orgName: string;
  memberQuota: number;
  workerQuota: number;
  orgQuota: number;
}

/**
 * The quota a nomination from `orgId` counts against: the receipt of the nearest organisation on its line
 * that received the call. Locked, so that two nominations at once cannot both take the last place.
 */
export async function quotaFor(db: Db, callId: number, orgId: number): Promise<QuotaRow | undefined> {
  const r = await db.execute(sql`SELECT q.id, q.org_id AS "orgId", t.name AS "orgName", q.member_quota AS "memberQuota",
      q.worker_quota AS "workerQuota", q.org_quota AS "orgQuota"
    FROM commendation_quotas q JOIN orgs t ON t.id = q.org_id JOIN orgs n ON n.id = ${orgId}
    WHERE q.call_id = ${callId} AND n.path LIKE t.path || '%'
    ORDER BY length(t.path) DESC LIMIT 1 FOR UPDATE OF q`);
  return resultRows<QuotaRow>(r)[0];
}

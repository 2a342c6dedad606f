import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resultRows } from '../../lib/sql-rows';
import { ON_ROLLS_AFTER, STANDING_ONLY, EVENT_KIND as K } from '../../../src/contract/resource/membership-event';
import type { StatsFrame } from './stats-frame';

const ROLLS = sql.raw(ON_ROLLS_AFTER.map((k) => `'${k}'`).join(', '));
const STANDING = sql.raw(STANDING_ONLY.map((k) => `'${k}'`).join(', '));

/**
 * Members whose record and history disagree today: active in the subtree on the register but not on the
 * history's rolls there, or the other way round (a record entered without its events, an event not applied).
 */
export async function registerDisagreement(db: Db, f: StatsFrame): Promise<{ n: number; names: string[] }> {
  const rows = resultRows<{ n: number; names: string[] | null }>(
    await db.execute(sql`WITH h AS (
      SELECT s.member_id, s.org_id FROM (
        SELECT DISTINCT ON (e.member_id) e.member_id, e.kind,
          CASE WHEN e.kind = ${K.transferWithin} THEN e.to_org_id ELSE e.org_id END AS org_id
        FROM membership_events e
        WHERE e.state = 'approved' AND e.kind NOT IN (${STANDING}) AND e.effective_on <= ${f.asOf}::date
        ORDER BY e.member_id, e.effective_on DESC, e.id DESC) s
      WHERE s.kind IN (${ROLLS})),
    reg AS (SELECT m.id, m.name, m.org_id FROM members m JOIN orgs o ON o.id = m.org_id
      WHERE m.status IN ('1', '2') AND o.path LIKE ${f.path} || '%'),
    hist AS (SELECT h.member_id AS id, h.org_id FROM h JOIN orgs o ON o.id = h.org_id WHERE o.path LIKE ${f.path} || '%'),
    odd AS (
      SELECT reg.id, reg.name FROM reg LEFT JOIN hist ON hist.id = reg.id WHERE hist.id IS NULL OR hist.org_id <> reg.org_id
      UNION SELECT m.id, m.name FROM hist JOIN members m ON m.id = hist.id LEFT JOIN reg ON reg.id = hist.id WHERE reg.id IS NULL)
    SELECT count(*)::int AS n, (array_agg(name ORDER BY id))[1:20] AS names FROM odd`),
  );
  return { n: Number(rows[0]?.n ?? 0), names: rows[0]?.names ?? [] };
}

/**
 * Builds the membership history that today's records imply, for members who have none yet: admitted on
 * the joining date in the branch they joined (the one an accepted transfer inside the group later took
 * them from), full on the full-member date, probation extended as the development case says, each
 * accepted transfer on its receipt date, and a status other than active on the day the record last
 * changed (the records keep no earlier date). Events of a development case or a transfer name it, so
 * that the workflow moves them rather than adding a second one when the record is saved again.
 *
 * Migration 0022 runs these statements after its hand-written line (a database upgraded with members);
 * the demo seed runs them on the members it has just made. A unit test holds the two texts equal.
 */
export const BUILD_HISTORY_STATEMENTS: readonly string[] = [
  `INSERT INTO membership_events (member_id, member_name, kind, effective_on, org_id, source, source_id, state)
SELECT m.id, m.name, '1', m.joined_on,
  COALESCE((SELECT t.org_id FROM member_transfers t WHERE t.member_id = m.id AND t.status = '4' AND t.to_org_id IS NOT NULL
    AND COALESCE(t.received_on, t.updated_at::date) >= m.joined_on ORDER BY COALESCE(t.received_on, t.updated_at::date), t.id LIMIT 1), m.org_id),
  CASE WHEN d.id IS NULL THEN 'built' ELSE 'development' END, d.id, 'approved'
FROM members m
LEFT JOIN LATERAL (SELECT c.id FROM member_development c WHERE c.member_id = m.id AND c.stage IN ('4', '5') ORDER BY c.id LIMIT 1) d ON true
WHERE m.joined_on IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM membership_events e WHERE e.member_id = m.id)
  AND NOT EXISTS (SELECT 1 FROM member_transfers t WHERE t.member_id = m.id AND t.status = '4' AND t.direction = 'in')`,
  `INSERT INTO membership_events (member_id, member_name, kind, effective_on, org_id, source, source_id, state)
SELECT m.id, m.name, '2', m.full_on,
  COALESCE((SELECT t.org_id FROM member_transfers t WHERE t.member_id = m.id AND t.status = '4' AND t.to_org_id IS NOT NULL
    AND COALESCE(t.received_on, t.updated_at::date) >= m.full_on ORDER BY COALESCE(t.received_on, t.updated_at::date), t.id LIMIT 1), m.org_id),
  e.source, e.source_id, 'approved'
FROM members m JOIN membership_events e ON e.member_id = m.id AND e.kind = '1'
WHERE m.full_on IS NOT NULL AND m.full_on >= m.joined_on
  AND NOT EXISTS (SELECT 1 FROM membership_events f WHERE f.member_id = m.id AND f.kind = '2')`,
  `INSERT INTO membership_events (member_id, member_name, kind, effective_on, org_id, source, source_id, state)
SELECT e.member_id, e.member_name, '3', (c.probation_on + interval '12 months')::date, e.org_id, 'development', c.id, 'approved'
FROM member_development c JOIN membership_events e ON e.source = 'development' AND e.source_id = c.id AND e.kind = '1'
WHERE c.extended_months > 0 AND c.probation_on IS NOT NULL`,
  `INSERT INTO membership_events (member_id, member_name, kind, effective_on, org_id, to_org_id, outside_org_name, document_no, reason, source, source_id, state)
SELECT t.member_id, t.member_name,
  CASE WHEN t.to_org_id IS NOT NULL THEN '6' WHEN t.direction = 'in' THEN '4' ELSE '5' END,
  COALESCE(t.received_on, t.updated_at::date), t.org_id, t.to_org_id, t.outside_org_name, t.letter_no, t.reason, 'transfer', t.id, 'approved'
FROM member_transfers t
WHERE t.status = '4'
  AND NOT EXISTS (SELECT 1 FROM membership_events e WHERE e.source = 'transfer' AND e.source_id = t.id)`,
  `INSERT INTO membership_events (member_id, member_name, kind, effective_on, org_id, source, state)
SELECT m.id, m.name, CASE m.status WHEN '3' THEN '7' WHEN '4' THEN '10' ELSE '12' END,
  GREATEST(m.updated_at::date, COALESCE(m.full_on, m.joined_on, m.updated_at::date)), m.org_id, 'built', 'approved'
FROM members m
WHERE m.status IN ('3', '4', '5')
  AND NOT EXISTS (SELECT 1 FROM membership_events e WHERE e.member_id = m.id AND e.kind IN ('7', '9', '10', '11', '12'))`,
];

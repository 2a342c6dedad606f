CREATE TABLE "membership_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"member_name" varchar(50) NOT NULL,
	"kind" varchar(50) NOT NULL,
	"effective_on" date NOT NULL,
	"org_id" integer NOT NULL,
	"to_org_id" integer,
	"outside_org_name" varchar(200),
	"document_no" varchar(100),
	"reason" text,
	"source" varchar(50) DEFAULT 'manual' NOT NULL,
	"source_id" integer,
	"state" varchar(50) DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE INDEX "membership_events_member_id_effective_on_idx" ON "membership_events" USING btree ("member_id","effective_on");--> statement-breakpoint
CREATE INDEX "membership_events_state_effective_on_idx" ON "membership_events" USING btree ("state","effective_on");--> statement-breakpoint
CREATE INDEX "membership_events_org_id_idx" ON "membership_events" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "membership_events_to_org_id_idx" ON "membership_events" USING btree ("to_org_id");--> statement-breakpoint
CREATE INDEX "membership_events_kind_idx" ON "membership_events" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "membership_events_effective_on_idx" ON "membership_events" USING btree ("effective_on");--> statement-breakpoint
CREATE INDEX "membership_events_document_no_idx" ON "membership_events" USING btree ("document_no");--> statement-breakpoint
CREATE INDEX "membership_events_source_idx" ON "membership_events" USING btree ("source");
--> statement-breakpoint
CREATE TRIGGER "membership_events_announce_change" AFTER TRUNCATE ON "membership_events" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "membership_events_announce_insert" AFTER INSERT ON "membership_events" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "membership_events_announce_update" AFTER UPDATE ON "membership_events" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "membership_events_announce_delete" AFTER DELETE ON "membership_events" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
-- hand-written:
INSERT INTO membership_events (member_id, member_name, kind, effective_on, org_id, source, source_id, state)
SELECT m.id, m.name, '1', m.joined_on,
  COALESCE((SELECT t.org_id FROM member_transfers t WHERE t.member_id = m.id AND t.status = '4' AND t.to_org_id IS NOT NULL
    AND COALESCE(t.received_on, t.updated_at::date) >= m.joined_on ORDER BY COALESCE(t.received_on, t.updated_at::date), t.id LIMIT 1), m.org_id),
  CASE WHEN d.id IS NULL THEN 'built' ELSE 'development' END, d.id, 'approved'
FROM members m
LEFT JOIN LATERAL (SELECT c.id FROM member_development c WHERE c.member_id = m.id AND c.stage IN ('4', '5') ORDER BY c.id LIMIT 1) d ON true
WHERE m.joined_on IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM membership_events e WHERE e.member_id = m.id)
  AND NOT EXISTS (SELECT 1 FROM member_transfers t WHERE t.member_id = m.id AND t.status = '4' AND t.direction = 'in');
--> statement-breakpoint
INSERT INTO membership_events (member_id, member_name, kind, effective_on, org_id, source, source_id, state)
SELECT m.id, m.name, '2', m.full_on,
  COALESCE((SELECT t.org_id FROM member_transfers t WHERE t.member_id = m.id AND t.status = '4' AND t.to_org_id IS NOT NULL
    AND COALESCE(t.received_on, t.updated_at::date) >= m.full_on ORDER BY COALESCE(t.received_on, t.updated_at::date), t.id LIMIT 1), m.org_id),
  e.source, e.source_id, 'approved'
FROM members m JOIN membership_events e ON e.member_id = m.id AND e.kind = '1'
WHERE m.full_on IS NOT NULL AND m.full_on >= m.joined_on
  AND NOT EXISTS (SELECT 1 FROM membership_events f WHERE f.member_id = m.id AND f.kind = '2');
--> statement-breakpoint
INSERT INTO membership_events (member_id, member_name, kind, effective_on, org_id, source, source_id, state)
SELECT e.member_id, e.member_name, '3', (c.probation_on + interval '12 months')::date, e.org_id, 'development', c.id, 'approved'
FROM member_development c JOIN membership_events e ON e.source = 'development' AND e.source_id = c.id AND e.kind = '1'
WHERE c.extended_months > 0 AND c.probation_on IS NOT NULL;
--> statement-breakpoint
INSERT INTO membership_events (member_id, member_name, kind, effective_on, org_id, to_org_id, outside_org_name, document_no, reason, source, source_id, state)
SELECT t.member_id, t.member_name,
  CASE WHEN t.to_org_id IS NOT NULL THEN '6' WHEN t.direction = 'in' THEN '4' ELSE '5' END,
  COALESCE(t.received_on, t.updated_at::date), t.org_id, t.to_org_id, t.outside_org_name, t.letter_no, t.reason, 'transfer', t.id, 'approved'
FROM member_transfers t
WHERE t.status = '4'
  AND NOT EXISTS (SELECT 1 FROM membership_events e WHERE e.source = 'transfer' AND e.source_id = t.id);
--> statement-breakpoint
INSERT INTO membership_events (member_id, member_name, kind, effective_on, org_id, source, state)
SELECT m.id, m.name, CASE m.status WHEN '3' THEN '7' WHEN '4' THEN '10' ELSE '12' END,
  GREATEST(m.updated_at::date, COALESCE(m.full_on, m.joined_on, m.updated_at::date)), m.org_id, 'built', 'approved'
FROM members m
WHERE m.status IN ('3', '4', '5')
  AND NOT EXISTS (SELECT 1 FROM membership_events e WHERE e.member_id = m.id AND e.kind IN ('7', '9', '10', '11', '12'));

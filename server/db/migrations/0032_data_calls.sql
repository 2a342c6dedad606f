CREATE TABLE "data_call_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"title" varchar(200),
	"issuer_name" varchar(100),
	"deadline" date,
	"row_mode" varchar(50),
	"instructions" text,
	"columns" jsonb,
	"rows" jsonb,
	"row_count" integer,
	"state" varchar(50) DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"review_opinion" text,
	"remark" text,
	"data_call_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "data_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"org_id" integer,
	"deadline" date NOT NULL,
	"row_mode" varchar(50) NOT NULL,
	"target_org_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"instructions" text,
	"columns" jsonb,
	"state" varchar(50) DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "data_call_replies_data_call_id_org_id_uq" ON "data_call_replies" USING btree ("data_call_id","org_id");--> statement-breakpoint
CREATE INDEX "data_call_replies_org_id_state_idx" ON "data_call_replies" USING btree ("org_id","state");--> statement-breakpoint
CREATE INDEX "data_call_replies_deadline_idx" ON "data_call_replies" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "data_call_replies_state_idx" ON "data_call_replies" USING btree ("state");--> statement-breakpoint
CREATE INDEX "data_call_replies_submitted_at_idx" ON "data_call_replies" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "data_calls_org_id_state_idx" ON "data_calls" USING btree ("org_id","state");--> statement-breakpoint
CREATE INDEX "data_calls_deadline_idx" ON "data_calls" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "data_calls_state_idx" ON "data_calls" USING btree ("state");
--> statement-breakpoint
CREATE TRIGGER "data_call_replies_announce_change" AFTER TRUNCATE ON "data_call_replies" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "data_call_replies_announce_insert" AFTER INSERT ON "data_call_replies" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "data_call_replies_announce_update" AFTER UPDATE ON "data_call_replies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "data_call_replies_announce_delete" AFTER DELETE ON "data_call_replies" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "data_calls_announce_change" AFTER TRUNCATE ON "data_calls" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "data_calls_announce_insert" AFTER INSERT ON "data_calls" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "data_calls_announce_update" AFTER UPDATE ON "data_calls" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "data_calls_announce_delete" AFTER DELETE ON "data_calls" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
-- hand-written:
-- The data calls screen (数据报送) under 智能分析, beside 党内统计: a group seeded before it gets its menu row,
-- held by every role that holds the integrated statistics screen (the organisation department, the
-- committees, the branch secretaries who fill in what they receive; the seed gives a new group the same).
-- The English and Spanish labels come from the catalogue at the next start.
INSERT INTO "menus" ("parent_id", "path", "label", "hidden", "sort")
SELECT g."id", 'datacall', '数据报送', false, 1000
FROM "menus" g
WHERE g."parent_id" IS NULL AND g."path" = 'Intelligentanalysis'
  AND NOT EXISTS (SELECT 1 FROM "menus" x WHERE x."parent_id" = g."id" AND x."path" = 'datacall');
--> statement-breakpoint
INSERT INTO "role_menus" ("role_id", "menu_id")
SELECT DISTINCT rm."role_id", m."id"
FROM "role_menus" rm
JOIN "menus" held ON held."id" = rm."menu_id" AND held."path" = 'integrastats'
JOIN "menus" g ON g."id" = held."parent_id" AND g."parent_id" IS NULL AND g."path" = 'Intelligentanalysis'
JOIN "menus" m ON m."parent_id" = g."id" AND m."path" = 'datacall'
ON CONFLICT DO NOTHING;

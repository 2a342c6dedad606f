CREATE TABLE "appraisal_members" (
	"appraisal_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"member_name" varchar(50) NOT NULL,
	"self_assessment" text,
	"proposed_grade" varchar(2),
	"reason" varchar(500),
	"follow_up" varchar(2),
	"final_grade" varchar(2),
	"follow_up_due" date,
	"follow_up_done_on" date,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appraisal_members_appraisal_id_member_id_pk" PRIMARY KEY("appraisal_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "appraisal_tallies" (
	"appraisal_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"grade" varchar(2) NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "appraisal_tallies_appraisal_id_member_id_grade_pk" PRIMARY KEY("appraisal_id","member_id","grade")
);
--> statement-breakpoint
CREATE TABLE "appraisal_voters" (
	"appraisal_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "appraisal_voters_appraisal_id_member_id_pk" PRIMARY KEY("appraisal_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "appraisals" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"year" integer NOT NULL,
	"org_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"meeting_id" integer,
	"member_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"member_count" integer,
	"description" text,
	"state" varchar(50) DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE INDEX "appraisal_members_member_idx" ON "appraisal_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "appraisal_members_org_idx" ON "appraisal_members" USING btree ("org_id","follow_up_due");--> statement-breakpoint
CREATE INDEX "appraisals_org_id_year_idx" ON "appraisals" USING btree ("org_id","year");--> statement-breakpoint
CREATE INDEX "appraisals_year_idx" ON "appraisals" USING btree ("year");--> statement-breakpoint
CREATE INDEX "appraisals_starts_on_idx" ON "appraisals" USING btree ("starts_on");--> statement-breakpoint
CREATE INDEX "appraisals_state_idx" ON "appraisals" USING btree ("state");
--> statement-breakpoint
CREATE TRIGGER "appraisal_members_announce_change" AFTER TRUNCATE ON "appraisal_members" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "appraisal_members_announce_insert" AFTER INSERT ON "appraisal_members" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id');
--> statement-breakpoint
CREATE TRIGGER "appraisal_members_announce_update" AFTER UPDATE ON "appraisal_members" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id');
--> statement-breakpoint
CREATE TRIGGER "appraisal_members_announce_delete" AFTER DELETE ON "appraisal_members" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id');
--> statement-breakpoint
CREATE TRIGGER "appraisal_tallies_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "appraisal_tallies" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "appraisal_voters_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "appraisal_voters" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "appraisals_announce_change" AFTER TRUNCATE ON "appraisals" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "appraisals_announce_insert" AFTER INSERT ON "appraisals" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "appraisals_announce_update" AFTER UPDATE ON "appraisals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "appraisals_announce_delete" AFTER DELETE ON "appraisals" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
-- hand-written:
-- Democratic appraisal (民主评议) under 组织生活 and the member's own appraisal under 我的: a group seeded before
-- them gets their menu rows, held by every role that holds the highlights screen of organisational life and by
-- every role that holds the member's own study screen. The English and Spanish labels come from the catalogue
-- at the next start; the cap of 优秀 comes as a standard matter at the next start too.
INSERT INTO "menus" ("parent_id", "path", "label", "hidden", "sort")
SELECT g."id", c."path", c."label", c."hidden", 1000 + c."sort"
FROM "menus" g
CROSS JOIN (VALUES ('appraisal', '民主评议', false, 0), ('appraisal_info', '民主评议详情', true, 1)) AS c("path", "label", "hidden", "sort")
WHERE g."parent_id" IS NULL AND g."path" = 'Partydevelopment'
  AND NOT EXISTS (SELECT 1 FROM "menus" x WHERE x."parent_id" = g."id" AND x."path" = c."path");
--> statement-breakpoint
INSERT INTO "menus" ("parent_id", "path", "label", "hidden", "sort")
SELECT g."id", 'appraisal', '民主评议', false, 1001
FROM "menus" g
WHERE g."parent_id" IS NULL AND g."path" = 'my'
  AND NOT EXISTS (SELECT 1 FROM "menus" x WHERE x."parent_id" = g."id" AND x."path" = 'appraisal');
--> statement-breakpoint
INSERT INTO "role_menus" ("role_id", "menu_id")
SELECT DISTINCT rm."role_id", m."id"
FROM "role_menus" rm
JOIN "menus" held ON held."id" = rm."menu_id" AND held."path" = 'Highlights'
JOIN "menus" g ON g."id" = held."parent_id" AND g."parent_id" IS NULL AND g."path" = 'Partydevelopment'
JOIN "menus" m ON m."parent_id" = g."id" AND m."path" IN ('appraisal', 'appraisal_info')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menus" ("role_id", "menu_id")
SELECT DISTINCT rm."role_id", m."id"
FROM "role_menus" rm
JOIN "menus" held ON held."id" = rm."menu_id" AND held."path" = 'study'
JOIN "menus" g ON g."id" = held."parent_id" AND g."parent_id" IS NULL AND g."path" = 'my'
JOIN "menus" m ON m."parent_id" = g."id" AND m."path" = 'appraisal'
ON CONFLICT DO NOTHING;

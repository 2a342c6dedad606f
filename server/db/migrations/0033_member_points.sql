CREATE TABLE "points_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"member_name" varchar(50),
	"org_id" integer NOT NULL,
	"awarded_on" date NOT NULL,
	"points" numeric(6, 1) NOT NULL,
	"reason" text NOT NULL,
	"state" varchar(50) DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE INDEX "points_entries_member_id_awarded_on_idx" ON "points_entries" USING btree ("member_id","awarded_on");--> statement-breakpoint
CREATE INDEX "points_entries_org_id_state_idx" ON "points_entries" USING btree ("org_id","state");--> statement-breakpoint
CREATE INDEX "points_entries_awarded_on_idx" ON "points_entries" USING btree ("awarded_on");--> statement-breakpoint
CREATE INDEX "points_entries_state_idx" ON "points_entries" USING btree ("state");
--> statement-breakpoint
CREATE TRIGGER "points_entries_announce_change" AFTER TRUNCATE ON "points_entries" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "points_entries_announce_insert" AFTER INSERT ON "points_entries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "points_entries_announce_update" AFTER UPDATE ON "points_entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "points_entries_announce_delete" AFTER DELETE ON "points_entries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
-- hand-written:
-- Member points (党员积分) under 党员管理 and the member's own points under 我的: a group seeded before them gets
-- their menu rows, held by every role that holds the register of members working away (the members area)
-- and by every role that holds the member's own study screen. The English and Spanish labels come from the
-- catalogue at the next start; the points rules come as standard matters at the next start too.
INSERT INTO "menus" ("parent_id", "path", "label", "hidden", "sort")
SELECT g."id", c."path", c."label", c."hidden", 1000 + c."sort"
FROM "menus" g
CROSS JOIN (VALUES ('memberPoints', '党员积分', false, 0), ('memberPoints_info', '积分加减分详情', true, 1)) AS c("path", "label", "hidden", "sort")
WHERE g."parent_id" IS NULL AND g."path" = 'memberManagement'
  AND NOT EXISTS (SELECT 1 FROM "menus" x WHERE x."parent_id" = g."id" AND x."path" = c."path");
--> statement-breakpoint
INSERT INTO "menus" ("parent_id", "path", "label", "hidden", "sort")
SELECT g."id", 'points', '我的积分', false, 1000
FROM "menus" g
WHERE g."parent_id" IS NULL AND g."path" = 'my'
  AND NOT EXISTS (SELECT 1 FROM "menus" x WHERE x."parent_id" = g."id" AND x."path" = 'points');
--> statement-breakpoint
INSERT INTO "role_menus" ("role_id", "menu_id")
SELECT DISTINCT rm."role_id", m."id"
FROM "role_menus" rm
JOIN "menus" held ON held."id" = rm."menu_id" AND held."path" = 'memberAway'
JOIN "menus" g ON g."id" = held."parent_id" AND g."parent_id" IS NULL AND g."path" = 'memberManagement'
JOIN "menus" m ON m."parent_id" = g."id" AND m."path" IN ('memberPoints', 'memberPoints_info')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menus" ("role_id", "menu_id")
SELECT DISTINCT rm."role_id", m."id"
FROM "role_menus" rm
JOIN "menus" held ON held."id" = rm."menu_id" AND held."path" = 'study'
JOIN "menus" g ON g."id" = held."parent_id" AND g."parent_id" IS NULL AND g."path" = 'my'
JOIN "menus" m ON m."parent_id" = g."id" AND m."path" = 'points'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Absences recorded before an absence could be marked without leave: those whose reason says no leave was
-- asked (未请假, 无故) are marked so, as the attendance editor now records them.
UPDATE "meetings" SET "absent" = (
  SELECT jsonb_agg(CASE WHEN a->>'reason' ~ '(未请假|无故)' THEN a || '{"withoutLeave": true}'::jsonb ELSE a END)
  FROM jsonb_array_elements("absent") a)
WHERE jsonb_typeof("absent") = 'array' AND "absent"::text ~ '(未请假|无故)';
--> statement-breakpoint
UPDATE "activities" SET "absent" = (
  SELECT jsonb_agg(CASE WHEN a->>'reason' ~ '(未请假|无故)' THEN a || '{"withoutLeave": true}'::jsonb ELSE a END)
  FROM jsonb_array_elements("absent") a)
WHERE jsonb_typeof("absent") = 'array' AND "absent"::text ~ '(未请假|无故)';

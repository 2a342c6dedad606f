CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"gathering_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"field" varchar(50) NOT NULL,
	"proposed" varchar(200) NOT NULL,
	"reason" text,
	"state" varchar(50) DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_gathering_member_uq" ON "check_ins" USING btree ("kind","gathering_id","member_id");--> statement-breakpoint
CREATE INDEX "check_ins_member_idx" ON "check_ins" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "record_corrections_member_id_state_idx" ON "record_corrections" USING btree ("member_id","state");--> statement-breakpoint
CREATE INDEX "record_corrections_org_id_idx" ON "record_corrections" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "record_corrections_state_idx" ON "record_corrections" USING btree ("state");
--> statement-breakpoint
CREATE TRIGGER "check_ins_announce_change" AFTER TRUNCATE ON "check_ins" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "check_ins_announce_insert" AFTER INSERT ON "check_ins" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "check_ins_announce_update" AFTER UPDATE ON "check_ins" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "check_ins_announce_delete" AFTER DELETE ON "check_ins" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "record_corrections_announce_change" AFTER TRUNCATE ON "record_corrections" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "record_corrections_announce_insert" AFTER INSERT ON "record_corrections" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "record_corrections_announce_update" AFTER UPDATE ON "record_corrections" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "record_corrections_announce_delete" AFTER DELETE ON "record_corrections" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
-- hand-written:
-- A group seeded before the member's own screens and the correction requests existed gets their menu rows
-- (the seed gives a new group the same): the member screens for every role that holds the home, save the
-- security administrator and the auditor, who see no member data; the corrections for every role that
-- holds the member records. The English and Spanish labels come from the catalogue at the next start.
INSERT INTO "menus" ("parent_id", "path", "label", "icon", "hidden", "sort")
SELECT NULL, 'my', '我的', 'UserOutlined', false, 1
WHERE EXISTS (SELECT 1 FROM "menus") AND NOT EXISTS (SELECT 1 FROM "menus" WHERE "parent_id" IS NULL AND "path" = 'my');
--> statement-breakpoint
INSERT INTO "menus" ("parent_id", "path", "label", "hidden", "sort")
SELECT g."id", c."path", c."label", c."hidden", c."sort"
FROM "menus" g
CROSS JOIN (VALUES ('dues', '我的党费', false, 1), ('meetings', '我的会议', false, 2), ('record', '我的档案', false, 3), ('study', '我的学习', false, 4), ('exams', '我的考试', false, 5), ('checkin', '扫码签到', true, 6)) AS c("path", "label", "hidden", "sort")
WHERE g."parent_id" IS NULL AND g."path" = 'my'
  AND NOT EXISTS (SELECT 1 FROM "menus" x WHERE x."parent_id" = g."id" AND x."path" = c."path");
--> statement-breakpoint
INSERT INTO "menus" ("parent_id", "path", "label", "hidden", "sort")
SELECT g."id", c."path", c."label", c."hidden", 1000 + c."sort"
FROM "menus" g
CROSS JOIN (VALUES ('recordCorrection', '信息更正申请', false, 1), ('recordCorrection_info', '更正申请详情', true, 2)) AS c("path", "label", "hidden", "sort")
WHERE g."parent_id" IS NULL AND g."path" = 'memberManagement'
  AND NOT EXISTS (SELECT 1 FROM "menus" x WHERE x."parent_id" = g."id" AND x."path" = c."path");
--> statement-breakpoint
INSERT INTO "role_menus" ("role_id", "menu_id")
SELECT DISTINCT rm."role_id", m."id"
FROM "role_menus" rm
JOIN "menus" home ON home."id" = rm."menu_id" AND home."parent_id" IS NULL AND home."path" = 'Index'
JOIN "roles" r ON r."id" = rm."role_id" AND r."value" NOT IN ('secadmin', 'auditor')
JOIN "menus" g ON g."parent_id" IS NULL AND g."path" = 'my'
JOIN "menus" m ON m."id" = g."id" OR m."parent_id" = g."id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menus" ("role_id", "menu_id")
SELECT DISTINCT rm."role_id", m."id"
FROM "role_menus" rm
JOIN "menus" held ON held."id" = rm."menu_id" AND held."path" = 'memberMaintenance'
JOIN "menus" m ON m."parent_id" = held."parent_id" AND m."path" IN ('recordCorrection', 'recordCorrection_info')
ON CONFLICT DO NOTHING;

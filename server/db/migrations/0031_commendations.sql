CREATE TABLE "commendation_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"year" integer NOT NULL,
	"org_id" integer NOT NULL,
	"doc_no" varchar(50),
	"deadline" date NOT NULL,
	"content" text,
	"target_org_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"member_quota" integer DEFAULT 0 NOT NULL,
	"worker_quota" integer DEFAULT 0 NOT NULL,
	"org_quota" integer DEFAULT 0 NOT NULL,
	"state" varchar(50) DEFAULT 'draft' NOT NULL,
	"notice_days" integer,
	"notice_from" date,
	"notice_until" date,
	"notice_article_id" integer,
	"awarded_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "commendation_nominations" (
	"id" serial PRIMARY KEY NOT NULL,
	"call_id" integer NOT NULL,
	"kind" varchar(50) NOT NULL,
	"org_id" integer NOT NULL,
	"member_id" integer,
	"nominee_org_id" integer,
	"nominee_name" varchar(100) NOT NULL,
	"deeds" text NOT NULL,
	"state" varchar(50) DEFAULT 'draft' NOT NULL,
	"quota_id" integer,
	"year" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "commendation_objections" (
	"id" serial PRIMARY KEY NOT NULL,
	"nomination_id" integer NOT NULL,
	"nominee_name" varchar(100),
	"org_id" integer NOT NULL,
	"lodged_on" date NOT NULL,
	"lodged_by" varchar(50),
	"channel" varchar(50) NOT NULL,
	"content" text NOT NULL,
	"state" varchar(50) DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "commendation_quotas" (
	"id" serial PRIMARY KEY NOT NULL,
	"call_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"member_quota" integer DEFAULT 0 NOT NULL,
	"worker_quota" integer DEFAULT 0 NOT NULL,
	"org_quota" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "member_rewards" ADD COLUMN "nomination_id" integer;--> statement-breakpoint
ALTER TABLE "org_rewards" ADD COLUMN "nomination_id" integer;--> statement-breakpoint
CREATE INDEX "commendation_calls_org_id_year_idx" ON "commendation_calls" USING btree ("org_id","year");--> statement-breakpoint
CREATE INDEX "commendation_calls_year_idx" ON "commendation_calls" USING btree ("year");--> statement-breakpoint
CREATE INDEX "commendation_calls_deadline_idx" ON "commendation_calls" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "commendation_calls_state_idx" ON "commendation_calls" USING btree ("state");--> statement-breakpoint
CREATE INDEX "commendation_nominations_call_id_kind_state_idx" ON "commendation_nominations" USING btree ("call_id","kind","state");--> statement-breakpoint
CREATE INDEX "commendation_nominations_org_id_state_idx" ON "commendation_nominations" USING btree ("org_id","state");--> statement-breakpoint
CREATE INDEX "commendation_nominations_kind_idx" ON "commendation_nominations" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "commendation_nominations_state_idx" ON "commendation_nominations" USING btree ("state");--> statement-breakpoint
CREATE INDEX "commendation_nominations_year_idx" ON "commendation_nominations" USING btree ("year");--> statement-breakpoint
CREATE INDEX "commendation_objections_nomination_id_state_idx" ON "commendation_objections" USING btree ("nomination_id","state");--> statement-breakpoint
CREATE INDEX "commendation_objections_org_id_idx" ON "commendation_objections" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "commendation_objections_lodged_on_idx" ON "commendation_objections" USING btree ("lodged_on");--> statement-breakpoint
CREATE INDEX "commendation_objections_state_idx" ON "commendation_objections" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "commendation_quotas_call_id_org_id_uq" ON "commendation_quotas" USING btree ("call_id","org_id");--> statement-breakpoint
CREATE INDEX "commendation_quotas_org_id_idx" ON "commendation_quotas" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_rewards_nomination_id_uq" ON "member_rewards" USING btree ("nomination_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_rewards_nomination_id_uq" ON "org_rewards" USING btree ("nomination_id");
--> statement-breakpoint
CREATE TRIGGER "commendation_calls_announce_change" AFTER TRUNCATE ON "commendation_calls" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "commendation_calls_announce_insert" AFTER INSERT ON "commendation_calls" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "commendation_calls_announce_update" AFTER UPDATE ON "commendation_calls" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "commendation_calls_announce_delete" AFTER DELETE ON "commendation_calls" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "commendation_nominations_announce_change" AFTER TRUNCATE ON "commendation_nominations" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "commendation_nominations_announce_insert" AFTER INSERT ON "commendation_nominations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "commendation_nominations_announce_update" AFTER UPDATE ON "commendation_nominations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "commendation_nominations_announce_delete" AFTER DELETE ON "commendation_nominations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "commendation_objections_announce_change" AFTER TRUNCATE ON "commendation_objections" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "commendation_objections_announce_insert" AFTER INSERT ON "commendation_objections" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "commendation_objections_announce_update" AFTER UPDATE ON "commendation_objections" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "commendation_objections_announce_delete" AFTER DELETE ON "commendation_objections" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "commendation_quotas_announce_change" AFTER TRUNCATE ON "commendation_quotas" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "commendation_quotas_announce_insert" AFTER INSERT ON "commendation_quotas" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "commendation_quotas_announce_update" AFTER UPDATE ON "commendation_quotas" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "commendation_quotas_announce_delete" AFTER DELETE ON "commendation_quotas" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
-- hand-written:
-- The commendations screen (评优表彰) and its detail under 奖惩管理: a group seeded before them gets their menu
-- rows, held by every role that holds the member rewards screen (the seed gives a new group the same). The
-- English and Spanish labels come from the catalogue at the next start.
INSERT INTO "menus" ("parent_id", "path", "label", "hidden", "sort")
SELECT g."id", c."path", c."label", c."hidden", c."sort"
FROM "menus" g
CROSS JOIN (VALUES ('commendation', '评优表彰', false, 5), ('commendation_info', '评优表彰详情', true, 6)) AS c("path", "label", "hidden", "sort")
WHERE g."parent_id" IS NULL AND g."path" = 'rewardManagement'
  AND NOT EXISTS (SELECT 1 FROM "menus" x WHERE x."parent_id" = g."id" AND x."path" = c."path");
--> statement-breakpoint
INSERT INTO "role_menus" ("role_id", "menu_id")
SELECT DISTINCT rm."role_id", m."id"
FROM "role_menus" rm
JOIN "menus" held ON held."id" = rm."menu_id" AND held."path" = 'membersReward'
JOIN "menus" g ON g."id" = held."parent_id" AND g."parent_id" IS NULL AND g."path" = 'rewardManagement'
JOIN "menus" m ON m."parent_id" = g."id" AND m."path" IN ('commendation', 'commendation_info')
ON CONFLICT DO NOTHING;

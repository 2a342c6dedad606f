CREATE TABLE "hardship_aids" (
	"id" serial PRIMARY KEY NOT NULL,
	"hardship_id" integer NOT NULL,
	"member_name" varchar(50),
	"org_id" integer NOT NULL,
	"visited_on" date NOT NULL,
	"visitors" varchar(100) NOT NULL,
	"form" varchar(50) NOT NULL,
	"amount" numeric(14, 2),
	"goods" varchar(200),
	"source" varchar(50) NOT NULL,
	"expense_id" integer,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "member_away" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"member_name" varchar(50) NOT NULL,
	"org_id" integer NOT NULL,
	"place" varchar(100) NOT NULL,
	"employer" varchar(100),
	"since" date NOT NULL,
	"until" date,
	"contact" varchar(100),
	"host_org_name" varchar(200),
	"certificate_no" varchar(50),
	"state" varchar(50) DEFAULT '1' NOT NULL,
	"returned_on" date,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "member_hardships" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"member_name" varchar(50) NOT NULL,
	"org_id" integer NOT NULL,
	"kind" varchar(50) NOT NULL,
	"level" varchar(50) NOT NULL,
	"since" date NOT NULL,
	"cause" text NOT NULL,
	"contact" varchar(100),
	"helper_id" integer,
	"helper_name" varchar(50),
	"state" varchar(50) DEFAULT 'draft' NOT NULL,
	"reviewed_on" date,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE INDEX "hardship_aids_org_id_visited_on_idx" ON "hardship_aids" USING btree ("org_id","visited_on");--> statement-breakpoint
CREATE INDEX "hardship_aids_hardship_id_idx" ON "hardship_aids" USING btree ("hardship_id");--> statement-breakpoint
CREATE INDEX "hardship_aids_visited_on_idx" ON "hardship_aids" USING btree ("visited_on");--> statement-breakpoint
CREATE INDEX "hardship_aids_amount_idx" ON "hardship_aids" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "hardship_aids_source_idx" ON "hardship_aids" USING btree ("source");--> statement-breakpoint
CREATE INDEX "member_away_org_id_state_idx" ON "member_away" USING btree ("org_id","state");--> statement-breakpoint
CREATE INDEX "member_away_member_id_state_idx" ON "member_away" USING btree ("member_id","state");--> statement-breakpoint
CREATE INDEX "member_away_since_idx" ON "member_away" USING btree ("since");--> statement-breakpoint
CREATE INDEX "member_away_until_idx" ON "member_away" USING btree ("until");--> statement-breakpoint
CREATE INDEX "member_away_certificate_no_idx" ON "member_away" USING btree ("certificate_no");--> statement-breakpoint
CREATE INDEX "member_away_state_idx" ON "member_away" USING btree ("state");--> statement-breakpoint
CREATE INDEX "member_hardships_org_id_state_idx" ON "member_hardships" USING btree ("org_id","state");--> statement-breakpoint
CREATE INDEX "member_hardships_member_id_idx" ON "member_hardships" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_hardships_kind_idx" ON "member_hardships" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "member_hardships_level_idx" ON "member_hardships" USING btree ("level");--> statement-breakpoint
CREATE INDEX "member_hardships_since_idx" ON "member_hardships" USING btree ("since");--> statement-breakpoint
CREATE INDEX "member_hardships_state_idx" ON "member_hardships" USING btree ("state");--> statement-breakpoint
CREATE INDEX "member_hardships_reviewed_on_idx" ON "member_hardships" USING btree ("reviewed_on");
--> statement-breakpoint
CREATE TRIGGER "hardship_aids_announce_change" AFTER TRUNCATE ON "hardship_aids" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "hardship_aids_announce_insert" AFTER INSERT ON "hardship_aids" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "hardship_aids_announce_update" AFTER UPDATE ON "hardship_aids" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "hardship_aids_announce_delete" AFTER DELETE ON "hardship_aids" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "member_away_announce_change" AFTER TRUNCATE ON "member_away" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "member_away_announce_insert" AFTER INSERT ON "member_away" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "member_away_announce_update" AFTER UPDATE ON "member_away" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "member_away_announce_delete" AFTER DELETE ON "member_away" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "member_hardships_announce_change" AFTER TRUNCATE ON "member_hardships" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "member_hardships_announce_insert" AFTER INSERT ON "member_hardships" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "member_hardships_announce_update" AFTER UPDATE ON "member_hardships" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "member_hardships_announce_delete" AFTER DELETE ON "member_hardships" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part('org_id', 'id');
--> statement-breakpoint
-- hand-written:
-- Members already marked flowing get an open record of the register, which from now on is the source of the mark.
INSERT INTO "member_away" ("member_id", "member_name", "org_id", "place", "since", "state", "remark")
SELECT m."id", m."name", m."org_id", '-', current_date, '1', 'migrated from the member record''s flowing mark'
FROM "members" m WHERE m."flowing";

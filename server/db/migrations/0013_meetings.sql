CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(50) NOT NULL,
	"theme" varchar(200) NOT NULL,
	"org_id" integer NOT NULL,
	"topic" varchar(200) NOT NULL,
	"planned_at" timestamp with time zone,
	"held_at" timestamp with time zone,
	"place" varchar(100),
	"host" varchar(50),
	"recorder" varchar(50),
	"expected" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"present" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"absent" jsonb,
	"content" text,
	"decisions" text,
	"share" boolean DEFAULT false NOT NULL,
	"state" varchar(50) DEFAULT 'draft' NOT NULL,
	"partner_units" varchar(200),
	"volunteer_hours" numeric(14, 1),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "highlights" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"kind" varchar(50) NOT NULL,
	"happened_on" date NOT NULL,
	"summary" varchar(500) NOT NULL,
	"content" text,
	"state" varchar(50) DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "meeting_make_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"reason" text,
	"studied_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(50) NOT NULL,
	"org_id" integer NOT NULL,
	"topic" varchar(200) NOT NULL,
	"planned_at" timestamp with time zone,
	"held_at" timestamp with time zone,
	"place" varchar(100),
	"host" varchar(50),
	"recorder" varchar(50),
	"expected" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"present" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"absent" jsonb,
	"content" text,
	"decisions" text,
	"share" boolean DEFAULT false NOT NULL,
	"state" varchar(50) DEFAULT 'draft' NOT NULL,
	"lecturer" varchar(50),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "summary_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"year" integer NOT NULL,
	"period" varchar(50) NOT NULL,
	"period_no" integer NOT NULL,
	"content" text NOT NULL,
	"next_plan" text,
	"state" varchar(50) DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE INDEX "activities_org_id_type_held_at_idx" ON "activities" USING btree ("org_id","type","held_at");--> statement-breakpoint
CREATE INDEX "activities_org_id_idx" ON "activities" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "activities_type_idx" ON "activities" USING btree ("type");--> statement-breakpoint
CREATE INDEX "activities_planned_at_idx" ON "activities" USING btree ("planned_at");--> statement-breakpoint
CREATE INDEX "activities_held_at_idx" ON "activities" USING btree ("held_at");--> statement-breakpoint
CREATE INDEX "activities_state_idx" ON "activities" USING btree ("state");--> statement-breakpoint
CREATE INDEX "highlights_org_id_idx" ON "highlights" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "highlights_kind_idx" ON "highlights" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "highlights_happened_on_idx" ON "highlights" USING btree ("happened_on");--> statement-breakpoint
CREATE INDEX "highlights_state_idx" ON "highlights" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_make_ups_meeting_member_uq" ON "meeting_make_ups" USING btree ("meeting_id","member_id");--> statement-breakpoint
CREATE INDEX "meeting_make_ups_member_idx" ON "meeting_make_ups" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "meetings_org_id_type_held_at_idx" ON "meetings" USING btree ("org_id","type","held_at");--> statement-breakpoint
CREATE INDEX "meetings_org_id_idx" ON "meetings" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "meetings_type_idx" ON "meetings" USING btree ("type");--> statement-breakpoint
CREATE INDEX "meetings_planned_at_idx" ON "meetings" USING btree ("planned_at");--> statement-breakpoint
CREATE INDEX "meetings_held_at_idx" ON "meetings" USING btree ("held_at");--> statement-breakpoint
CREATE INDEX "meetings_state_idx" ON "meetings" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "summary_reports_org_id_year_period_period_no_uq" ON "summary_reports" USING btree ("org_id","year","period","period_no");--> statement-breakpoint
CREATE INDEX "summary_reports_org_id_idx" ON "summary_reports" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "summary_reports_year_idx" ON "summary_reports" USING btree ("year");--> statement-breakpoint
CREATE INDEX "summary_reports_period_idx" ON "summary_reports" USING btree ("period");--> statement-breakpoint
CREATE INDEX "summary_reports_state_idx" ON "summary_reports" USING btree ("state");
--> statement-breakpoint
CREATE TRIGGER "activities_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "activities" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "highlights_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "highlights" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "meeting_make_ups_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meeting_make_ups" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "meetings_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meetings" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "summary_reports_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "summary_reports" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();

CREATE TABLE "workflow_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" varchar(50) NOT NULL,
	"record_id" integer NOT NULL,
	"action" varchar(32) NOT NULL,
	"from_state" varchar(50),
	"to_state" varchar(50) NOT NULL,
	"opinion" text,
	"signature" text,
	"detail" jsonb,
	"account_id" integer,
	"account_name" varchar(50),
	"org_id" integer,
	"org_name" varchar(100),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indicators" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"applies_to" varchar(50) NOT NULL,
	"points" numeric(14, 1) NOT NULL,
	"measure" varchar(50),
	"guide" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"org_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "matters" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"category" varchar(50) NOT NULL,
	"meeting_type" varchar(50),
	"period" varchar(50),
	"times" integer,
	"org_types" varchar(50)[] DEFAULT '{}'::varchar[] NOT NULL,
	"exempt_org_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"value" varchar(200),
	"remark" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"org_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE INDEX "workflow_history_record_idx" ON "workflow_history" USING btree ("entity","record_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "indicators_code_uq" ON "indicators" USING btree ("code");--> statement-breakpoint
CREATE INDEX "indicators_org_id_idx" ON "indicators" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "indicators_parent_id_idx" ON "indicators" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "indicators_applies_to_idx" ON "indicators" USING btree ("applies_to");--> statement-breakpoint
CREATE INDEX "indicators_sort_idx" ON "indicators" USING btree ("sort");--> statement-breakpoint
CREATE UNIQUE INDEX "matters_code_uq" ON "matters" USING btree ("code");--> statement-breakpoint
CREATE INDEX "matters_org_id_idx" ON "matters" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "matters_category_idx" ON "matters" USING btree ("category");--> statement-breakpoint
CREATE INDEX "matters_meeting_type_idx" ON "matters" USING btree ("meeting_type");--> statement-breakpoint
CREATE INDEX "matters_org_types_idx" ON "matters" USING gin ("org_types");--> statement-breakpoint
CREATE INDEX "matters_sort_idx" ON "matters" USING btree ("sort");
--> statement-breakpoint
CREATE TRIGGER "workflow_history_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "workflow_history" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "indicators_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "indicators" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "matters_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "matters" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();

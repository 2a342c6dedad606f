CREATE TABLE "leader_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"leader_id" integer NOT NULL,
	"leader_name" varchar(50),
	"account_id" integer,
	"can_keep_agenda" boolean DEFAULT false NOT NULL,
	"org_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"org_id" integer,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "leaders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"post" varchar(100) NOT NULL,
	"org_id" integer NOT NULL,
	"branch_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"account_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "seal_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"seal_id" integer NOT NULL,
	"document" varchar(200) NOT NULL,
	"document_ref" varchar(100),
	"purpose" text NOT NULL,
	"org_id" integer,
	"account_name" varchar(50),
	"account_id" integer,
	"used_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "seals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" varchar(50) NOT NULL,
	"org_id" integer NOT NULL,
	"keeper_id" integer,
	"state" varchar(50) DEFAULT '1' NOT NULL,
	"enabled_on" date,
	"state_changed_on" date,
	"image" text,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "data_scope" varchar(50) DEFAULT '2' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "scope_org_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "org_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "leader_grants_leader_id_account_id_uq" ON "leader_grants" USING btree ("leader_id","account_id");--> statement-breakpoint
CREATE INDEX "leader_grants_org_id_idx" ON "leader_grants" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "leader_grants_leader_id_idx" ON "leader_grants" USING btree ("leader_id");--> statement-breakpoint
CREATE INDEX "leader_grants_account_id_idx" ON "leader_grants" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "leaders_org_id_idx" ON "leaders" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "leaders_branch_ids_idx" ON "leaders" USING gin ("branch_ids");--> statement-breakpoint
CREATE INDEX "leaders_sort_idx" ON "leaders" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "seal_uses_seal_id_used_at_idx" ON "seal_uses" USING btree ("seal_id","used_at");--> statement-breakpoint
CREATE INDEX "seal_uses_org_id_idx" ON "seal_uses" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "seal_uses_seal_id_idx" ON "seal_uses" USING btree ("seal_id");--> statement-breakpoint
CREATE INDEX "seal_uses_document_ref_idx" ON "seal_uses" USING btree ("document_ref");--> statement-breakpoint
CREATE INDEX "seal_uses_used_at_idx" ON "seal_uses" USING btree ("used_at");--> statement-breakpoint
CREATE INDEX "seals_org_id_idx" ON "seals" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "seals_kind_idx" ON "seals" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "seals_state_idx" ON "seals" USING btree ("state");--> statement-breakpoint
CREATE INDEX "seals_enabled_on_idx" ON "seals" USING btree ("enabled_on");
--> statement-breakpoint
CREATE TRIGGER "leader_grants_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leader_grants" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "leaders_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leaders" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "seal_uses_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seal_uses" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "seals_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seals" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();

CREATE TABLE "party_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" varchar(50) NOT NULL,
	"org_id" integer NOT NULL,
	"route_or_vehicle" varchar(100),
	"member_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"started_on" date,
	"state" varchar(50) NOT NULL,
	"goals" text,
	"results" text,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" varchar(50) NOT NULL,
	"org_id" integer NOT NULL,
	"address" varchar(200) NOT NULL,
	"area" numeric(14, 1),
	"opening_hours" varchar(100),
	"contact" varchar(100),
	"longitude" numeric(14, 6),
	"latitude" numeric(14, 6),
	"facilities" text,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "vote_tallies" (
	"vote_id" integer PRIMARY KEY NOT NULL,
	"ballots" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_voters" (
	"vote_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"choices" varchar(20)[],
	CONSTRAINT "vote_voters_vote_id_member_id_pk" PRIMARY KEY("vote_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"kind" varchar(50) NOT NULL,
	"org_id" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"min_choices" integer DEFAULT 1 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"anonymous" boolean DEFAULT true NOT NULL,
	"voter_org_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"voter_member_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"description" text,
	"options" jsonb,
	"state" varchar(50) DEFAULT 'draft' NOT NULL,
	"result" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "work_arrangement_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"title" varchar(200),
	"issuer_name" varchar(100),
	"deadline" date,
	"content" text,
	"state" varchar(50) DEFAULT 'pending' NOT NULL,
	"report" text,
	"done_on" date,
	"arrangement_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "work_arrangements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"kind" varchar(50) NOT NULL,
	"month" varchar(7) NOT NULL,
	"org_id" integer NOT NULL,
	"deadline" date NOT NULL,
	"target_org_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"content" text NOT NULL,
	"state" varchar(50) DEFAULT 'draft' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE INDEX "party_projects_org_id_idx" ON "party_projects" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "party_projects_kind_idx" ON "party_projects" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "party_projects_started_on_idx" ON "party_projects" USING btree ("started_on");--> statement-breakpoint
CREATE INDEX "party_projects_state_idx" ON "party_projects" USING btree ("state");--> statement-breakpoint
CREATE INDEX "positions_org_id_idx" ON "positions" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "positions_kind_idx" ON "positions" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "positions_area_idx" ON "positions" USING btree ("area");--> statement-breakpoint
CREATE INDEX "votes_org_id_idx" ON "votes" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "votes_kind_idx" ON "votes" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "votes_opens_at_idx" ON "votes" USING btree ("opens_at");--> statement-breakpoint
CREATE INDEX "votes_closes_at_idx" ON "votes" USING btree ("closes_at");--> statement-breakpoint
CREATE INDEX "votes_state_idx" ON "votes" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "work_arrangement_receipts_arrangement_id_org_id_uq" ON "work_arrangement_receipts" USING btree ("arrangement_id","org_id");--> statement-breakpoint
CREATE INDEX "work_arrangement_receipts_org_id_idx" ON "work_arrangement_receipts" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "work_arrangement_receipts_deadline_idx" ON "work_arrangement_receipts" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "work_arrangement_receipts_state_idx" ON "work_arrangement_receipts" USING btree ("state");--> statement-breakpoint
CREATE INDEX "work_arrangement_receipts_arrangement_id_idx" ON "work_arrangement_receipts" USING btree ("arrangement_id");--> statement-breakpoint
CREATE INDEX "work_arrangements_org_id_idx" ON "work_arrangements" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "work_arrangements_kind_idx" ON "work_arrangements" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "work_arrangements_month_idx" ON "work_arrangements" USING btree ("month");--> statement-breakpoint
CREATE INDEX "work_arrangements_deadline_idx" ON "work_arrangements" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "work_arrangements_state_idx" ON "work_arrangements" USING btree ("state");
--> statement-breakpoint
CREATE TRIGGER "party_projects_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "party_projects" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "positions_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "positions" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "vote_tallies_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vote_tallies" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "vote_voters_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vote_voters" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "votes_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "votes" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "work_arrangement_receipts_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "work_arrangement_receipts" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "work_arrangements_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "work_arrangements" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();

CREATE TABLE "org_committee" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"post" varchar(8) NOT NULL,
	"appointed_on" date NOT NULL,
	"left_on" date,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "org_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"term_no" integer NOT NULL,
	"start_on" date NOT NULL,
	"due_on" date NOT NULL,
	"actual_end_on" date,
	"election_mode" varchar(8),
	"adjust_approval_no" varchar(100),
	"adjust_reason" text,
	"committee" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "member_development" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"id_number" varchar(18) NOT NULL,
	"phone" varchar(11),
	"post" varchar(8),
	"stage" varchar(1) NOT NULL,
	"applied_on" date NOT NULL,
	"talked_on" date,
	"activist_on" date,
	"contacts" varchar(100),
	"target_on" date,
	"political_review_on" date,
	"training_hours" integer,
	"introducers" varchar(100),
	"probation_on" date,
	"approved_on" date,
	"extended_months" integer,
	"full_on" date,
	"member_id" integer,
	"next_due_on" date,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "member_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"member_name" varchar(50) NOT NULL,
	"direction" varchar(3) NOT NULL,
	"scope" varchar(1) NOT NULL,
	"org_id" integer NOT NULL,
	"to_org_id" integer,
	"outside_org_name" varchar(200),
	"reason" text NOT NULL,
	"fees_paid_until" varchar(7),
	"letter_no" varchar(50),
	"valid_days" integer,
	"issued_on" date,
	"status" varchar(1) DEFAULT '1' NOT NULL,
	"received_on" date,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "accessories" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" varchar(50) NOT NULL,
	"record_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"stored_name" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"mime" varchar(100) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "org_committee_org_idx" ON "org_committee" USING btree ("org_id","post");--> statement-breakpoint
CREATE INDEX "org_terms_org_idx" ON "org_terms" USING btree ("org_id","term_no");--> statement-breakpoint
CREATE INDEX "org_terms_due_idx" ON "org_terms" USING btree ("due_on");--> statement-breakpoint
CREATE INDEX "member_development_org_idx" ON "member_development" USING btree ("org_id","stage");--> statement-breakpoint
CREATE INDEX "member_development_applied_idx" ON "member_development" USING btree ("applied_on");--> statement-breakpoint
CREATE INDEX "member_transfers_org_idx" ON "member_transfers" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "member_transfers_to_org_idx" ON "member_transfers" USING btree ("to_org_id");--> statement-breakpoint
CREATE INDEX "member_transfers_member_idx" ON "member_transfers" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "accessories_record_idx" ON "accessories" USING btree ("entity","record_id");
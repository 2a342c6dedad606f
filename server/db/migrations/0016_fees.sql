CREATE TABLE "fee_bases" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"salary_base" numeric(14, 2) NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"fixed_dues" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "fee_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"spent_on" date NOT NULL,
	"kind" varchar(50) NOT NULL,
	"category" varchar(50) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"purpose" varchar(200) NOT NULL,
	"approved_by" varchar(200),
	"voucher_no" varchar(50),
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "fee_income" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"org_id" integer,
	"month" varchar(7) NOT NULL,
	"salary_base" numeric(14, 2) NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"fixed_dues" boolean DEFAULT false NOT NULL,
	"ratio" numeric(14, 4),
	"due" numeric(14, 2),
	"status" varchar(50) DEFAULT '1' NOT NULL,
	"paid" numeric(14, 2),
	"paid_on" date,
	"proxy_member_id" integer,
	"reduced_due" numeric(14, 2),
	"approval_no" varchar(50),
	"reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "member_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"org_id" integer,
	"penalty_kind" varchar(50),
	"kind" varchar(50) NOT NULL,
	"title" varchar(100) NOT NULL,
	"level" varchar(50) NOT NULL,
	"granted_by" varchar(100) NOT NULL,
	"granted_on" date NOT NULL,
	"doc_no" varchar(50),
	"ends_on" date,
	"reason" text,
	"deeds" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "org_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"kind" varchar(50) NOT NULL,
	"title" varchar(100) NOT NULL,
	"level" varchar(50) NOT NULL,
	"granted_by" varchar(100) NOT NULL,
	"granted_on" date NOT NULL,
	"doc_no" varchar(50),
	"ends_on" date,
	"reason" text,
	"deeds" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fee_bases_member_id_uq" ON "fee_bases" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "fee_bases_org_id_idx" ON "fee_bases" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "fee_expenses_org_id_spent_on_idx" ON "fee_expenses" USING btree ("org_id","spent_on");--> statement-breakpoint
CREATE INDEX "fee_expenses_org_id_idx" ON "fee_expenses" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "fee_expenses_spent_on_idx" ON "fee_expenses" USING btree ("spent_on");--> statement-breakpoint
CREATE INDEX "fee_expenses_kind_idx" ON "fee_expenses" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "fee_expenses_category_idx" ON "fee_expenses" USING btree ("category");--> statement-breakpoint
CREATE INDEX "fee_expenses_amount_idx" ON "fee_expenses" USING btree ("amount");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_income_member_id_month_uq" ON "fee_income" USING btree ("member_id","month");--> statement-breakpoint
CREATE INDEX "fee_income_org_id_month_idx" ON "fee_income" USING btree ("org_id","month");--> statement-breakpoint
CREATE INDEX "fee_income_member_id_status_idx" ON "fee_income" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "fee_income_org_id_idx" ON "fee_income" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "fee_income_member_id_idx" ON "fee_income" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "fee_income_month_idx" ON "fee_income" USING btree ("month");--> statement-breakpoint
CREATE INDEX "fee_income_status_idx" ON "fee_income" USING btree ("status");--> statement-breakpoint
CREATE INDEX "fee_income_paid_on_idx" ON "fee_income" USING btree ("paid_on");--> statement-breakpoint
CREATE INDEX "member_rewards_org_id_idx" ON "member_rewards" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "member_rewards_member_id_idx" ON "member_rewards" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_rewards_penalty_kind_idx" ON "member_rewards" USING btree ("penalty_kind");--> statement-breakpoint
CREATE INDEX "member_rewards_kind_idx" ON "member_rewards" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "member_rewards_level_idx" ON "member_rewards" USING btree ("level");--> statement-breakpoint
CREATE INDEX "member_rewards_granted_on_idx" ON "member_rewards" USING btree ("granted_on");--> statement-breakpoint
CREATE INDEX "org_rewards_org_id_idx" ON "org_rewards" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "org_rewards_kind_idx" ON "org_rewards" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "org_rewards_level_idx" ON "org_rewards" USING btree ("level");--> statement-breakpoint
CREATE INDEX "org_rewards_granted_on_idx" ON "org_rewards" USING btree ("granted_on");
--> statement-breakpoint
CREATE TRIGGER "fee_bases_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fee_bases" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "fee_expenses_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fee_expenses" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "fee_income_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fee_income" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "member_rewards_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "member_rewards" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "org_rewards_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "org_rewards" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();

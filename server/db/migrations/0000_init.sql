CREATE TABLE "orgs" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"path" text NOT NULL,
	"level" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"short_name" varchar(50),
	"type" varchar(8) NOT NULL,
	"unit_name" varchar(100),
	"build_mode" varchar(8),
	"approved_on" date,
	"abolished_on" date,
	"abolished_reason" text,
	"secretary" varchar(50),
	"contact_phone" varchar(20),
	"address" varchar(200),
	"longitude" numeric(10, 6),
	"latitude" numeric(10, 6),
	"sort" integer DEFAULT 0 NOT NULL,
	"demonstration" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "orgs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"emp_no" varchar(32),
	"name" varchar(50) NOT NULL,
	"id_number" varchar(18) NOT NULL,
	"sex" varchar(1),
	"birth_date" date,
	"ethnicity" varchar(8),
	"native_place" varchar(100),
	"education" varchar(8),
	"phone" varchar(11),
	"work_unit" varchar(100),
	"post" varchar(8),
	"route_or_depot" varchar(100),
	"member_type" varchar(1) NOT NULL,
	"joined_on" date,
	"full_on" date,
	"status" varchar(1) DEFAULT '1' NOT NULL,
	"lost_contact" boolean DEFAULT false NOT NULL,
	"flowing" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "account_orgs" (
	"account_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	CONSTRAINT "account_orgs_account_id_org_id_pk" PRIMARY KEY("account_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "account_roles" (
	"account_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_roles_account_id_role_id_pk" PRIMARY KEY("account_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"password_hash" text NOT NULL,
	"org_id" integer NOT NULL,
	"member_id" integer,
	"avatar" varchar(200),
	"introduction" varchar(200),
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"password_changed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"answer_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"account_key" varchar(100) PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"path" varchar(100) NOT NULL,
	"label" varchar(50) NOT NULL,
	"icon" varchar(50),
	"hidden" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(200) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "role_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "role_privileges" (
	"role_id" integer NOT NULL,
	"privilege" varchar(64) NOT NULL,
	CONSTRAINT "role_privileges_role_id_privilege_pk" PRIMARY KEY("role_id","privilege")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"value" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"description" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "roles_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"account_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "login_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"account" varchar(100) NOT NULL,
	"account_id" integer,
	"ip" varchar(64),
	"user_agent" varchar(300),
	"outcome" varchar(16) NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "operation_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer,
	"account" varchar(50),
	"org_id" integer,
	"ip" varchar(64),
	"call" varchar(200) NOT NULL,
	"action" varchar(32) NOT NULL,
	"resource" varchar(64),
	"record_id" varchar(64),
	"outcome" integer NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "sys_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict" varchar(50) NOT NULL,
	"value" varchar(50) NOT NULL,
	"label" varchar(200) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(32) NOT NULL,
	"title" varchar(200) NOT NULL,
	"cover" varchar(300),
	"content" text DEFAULT '' NOT NULL,
	"author" varchar(50),
	"org_id" integer NOT NULL,
	"publish_time" timestamp with time zone,
	"state" varchar(16) DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE INDEX "orgs_path_idx" ON "orgs" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orgs_parent_idx" ON "orgs" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_id_number_uq" ON "members" USING btree ("id_number");--> statement-breakpoint
CREATE INDEX "members_org_idx" ON "members" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "members_name_idx" ON "members" USING btree ("name");--> statement-breakpoint
CREATE INDEX "members_type_idx" ON "members" USING btree ("member_type","org_id");--> statement-breakpoint
CREATE INDEX "members_status_idx" ON "members" USING btree ("status","org_id");--> statement-breakpoint
CREATE INDEX "members_joined_idx" ON "members" USING btree ("joined_on");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_account_uq" ON "accounts" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "login_log_at_idx" ON "login_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operation_log_at_idx" ON "operation_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operation_log_resource_idx" ON "operation_log" USING btree ("resource","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_codes_dict_value_uq" ON "sys_codes" USING btree ("dict","value");--> statement-breakpoint
CREATE INDEX "articles_channel_idx" ON "articles" USING btree ("channel","state","publish_time");--> statement-breakpoint
CREATE INDEX "articles_org_idx" ON "articles" USING btree ("org_id");
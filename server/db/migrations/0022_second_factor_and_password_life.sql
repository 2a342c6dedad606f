CREATE TABLE "password_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"account_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"factor_done" boolean DEFAULT false NOT NULL,
	"pending_secret" varchar(64),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" varchar(300)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "totp_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "totp_pending_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "totp_last_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "privileged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "password_history_account_idx" ON "password_history" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "recovery_codes_account_idx" ON "recovery_codes" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_challenges_token_uq" ON "sign_in_challenges" USING btree ("token_hash");
--> statement-breakpoint
CREATE TRIGGER "password_history_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "password_history" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "recovery_codes_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recovery_codes" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
-- hand-written:
-- The system administrator, the security administrator and the auditor need a second factor from now on.
UPDATE "roles" SET "privileged" = true WHERE "value" IN ('admin', 'secadmin', 'auditor');
--> statement-breakpoint
-- A password whose change was never recorded counts as changed now: the expiry starts today, not in the past.
UPDATE "accounts" SET "password_changed_at" = now() WHERE "password_changed_at" IS NULL;

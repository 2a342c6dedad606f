ALTER TABLE "accounts" ALTER COLUMN "totp_secret" SET DATA TYPE varchar(200);--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "totp_pending_secret" SET DATA TYPE varchar(200);--> statement-breakpoint
ALTER TABLE "sign_in_challenges" ALTER COLUMN "pending_secret" SET DATA TYPE varchar(200);
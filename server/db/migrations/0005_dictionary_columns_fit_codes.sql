ALTER TABLE "orgs" ALTER COLUMN "type" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "orgs" ALTER COLUMN "build_mode" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "sex" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "ethnicity" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "education" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "post" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "member_type" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "status" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "status" SET DEFAULT '1';--> statement-breakpoint
ALTER TABLE "org_committee" ALTER COLUMN "post" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "org_terms" ALTER COLUMN "election_mode" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "member_development" ALTER COLUMN "post" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "member_development" ALTER COLUMN "stage" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "member_transfers" ALTER COLUMN "direction" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "member_transfers" ALTER COLUMN "scope" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "member_transfers" ALTER COLUMN "status" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "member_transfers" ALTER COLUMN "status" SET DEFAULT '1';
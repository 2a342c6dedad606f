ALTER TABLE "record_corrections" ALTER COLUMN "proposed" SET DATA TYPE varchar(872);--> statement-breakpoint
ALTER TABLE "record_corrections" ADD COLUMN "proposed_bidx" varchar(64);
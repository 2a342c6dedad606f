CREATE TABLE "log_chains" (
	"log" varchar(32) PRIMARY KEY NOT NULL,
	"head_seq" bigint NOT NULL,
	"head_hash" varchar(64) NOT NULL,
	"start_seq" bigint NOT NULL,
	"start_hash" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "members_id_number_uq";--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "id_number" SET DATA TYPE varchar(200);--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "phone" SET DATA TYPE varchar(200);--> statement-breakpoint
ALTER TABLE "member_development" ALTER COLUMN "id_number" SET DATA TYPE varchar(200);--> statement-breakpoint
ALTER TABLE "member_development" ALTER COLUMN "phone" SET DATA TYPE varchar(200);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "id_number_bidx" varchar(64);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "phone_bidx" varchar(64);--> statement-breakpoint
ALTER TABLE "login_log" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "login_log" ADD COLUMN "row_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "operation_log" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "operation_log" ADD COLUMN "row_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "member_development" ADD COLUMN "id_number_bidx" varchar(64);--> statement-breakpoint
ALTER TABLE "member_development" ADD COLUMN "phone_bidx" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "members_id_number_bidx_uq" ON "members" USING btree ("id_number_bidx");--> statement-breakpoint
CREATE INDEX "members_phone_bidx_idx" ON "members" USING btree ("phone_bidx");--> statement-breakpoint
CREATE UNIQUE INDEX "login_log_chain_seq_uq" ON "login_log" USING btree ("chain_seq");--> statement-breakpoint
CREATE INDEX "login_log_unsealed_idx" ON "login_log" USING btree ("id") WHERE chain_seq IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "operation_log_chain_seq_uq" ON "operation_log" USING btree ("chain_seq");--> statement-breakpoint
CREATE INDEX "operation_log_unsealed_idx" ON "operation_log" USING btree ("id") WHERE chain_seq IS NULL;--> statement-breakpoint
-- hand-written:
-- A log row is still never rewritten; the one change it takes is its seal, once: its place in the hash
-- chain and its hash, set just after it was written while nothing else of it changes.
CREATE OR REPLACE FUNCTION refuse_log_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '180 days' THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.row_hash IS NULL AND OLD.chain_seq IS NULL
    AND NEW.row_hash IS NOT NULL AND NEW.chain_seq IS NOT NULL
    AND (to_jsonb(NEW) - 'row_hash' - 'chain_seq') = (to_jsonb(OLD) - 'row_hash' - 'chain_seq') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'append-only log: % refused on %', TG_OP, TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;

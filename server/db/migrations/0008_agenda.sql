CREATE TABLE "agenda_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"all_day" boolean DEFAULT false NOT NULL,
	"place" varchar(100),
	"note" text,
	"reminder_minutes" integer,
	"leader_id" integer,
	"account_id" integer,
	"org_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE INDEX "agenda_items_account_id_start_at_idx" ON "agenda_items" USING btree ("account_id","start_at");--> statement-breakpoint
CREATE INDEX "agenda_items_leader_id_start_at_idx" ON "agenda_items" USING btree ("leader_id","start_at");--> statement-breakpoint
CREATE INDEX "agenda_items_org_id_idx" ON "agenda_items" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "agenda_items_start_at_idx" ON "agenda_items" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "agenda_items_leader_id_idx" ON "agenda_items" USING btree ("leader_id");
--> statement-breakpoint
CREATE TRIGGER "agenda_items_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agenda_items" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();

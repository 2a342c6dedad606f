CREATE TABLE "article_reads" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supervisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(200) NOT NULL,
	"org_id" integer NOT NULL,
	"inspected_on" date NOT NULL,
	"inspectors" varchar(200) NOT NULL,
	"inspector_org_id" integer,
	"findings" text NOT NULL,
	"rectify_required" boolean DEFAULT true NOT NULL,
	"deadline" date,
	"rectify_report" text,
	"reported_on" date,
	"state" varchar(50) DEFAULT '1' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "target_org_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "top" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "article_reads_article_member_uq" ON "article_reads" USING btree ("article_id","member_id");--> statement-breakpoint
CREATE INDEX "article_reads_org_idx" ON "article_reads" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "supervisions_state_deadline_idx" ON "supervisions" USING btree ("state","deadline");--> statement-breakpoint
CREATE INDEX "supervisions_org_id_idx" ON "supervisions" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "supervisions_inspected_on_idx" ON "supervisions" USING btree ("inspected_on");--> statement-breakpoint
CREATE INDEX "supervisions_deadline_idx" ON "supervisions" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "supervisions_state_idx" ON "supervisions" USING btree ("state");--> statement-breakpoint
CREATE INDEX "articles_target_org_ids_idx" ON "articles" USING gin ("target_org_ids");
--> statement-breakpoint
CREATE TRIGGER "article_reads_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_reads" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "supervisions_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "supervisions" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();

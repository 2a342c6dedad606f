CREATE TABLE "task_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"progress" text,
	"self_scores" jsonb,
	"self_score" numeric(14, 1),
	"evidence" jsonb,
	"responders" jsonb,
	"state" varchar(50) DEFAULT 'todo' NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" numeric(14, 1),
	"review_scores" jsonb,
	"review_opinion" text,
	"highlight" boolean DEFAULT false NOT NULL,
	"stars" integer,
	"measured" jsonb,
	"reviewed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_type" varchar(50) NOT NULL,
	"title" varchar(200) NOT NULL,
	"requirements" text,
	"target_org_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"start_on" date,
	"deadline" date NOT NULL,
	"indicators" jsonb,
	"state" varchar(50) DEFAULT 'draft' NOT NULL,
	"org_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "task_submissions_task_id_org_id_uq" ON "task_submissions" USING btree ("task_id","org_id");--> statement-breakpoint
CREATE INDEX "task_submissions_org_id_state_idx" ON "task_submissions" USING btree ("org_id","state");--> statement-breakpoint
CREATE INDEX "task_submissions_org_id_idx" ON "task_submissions" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "task_submissions_task_id_idx" ON "task_submissions" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "task_submissions_state_idx" ON "task_submissions" USING btree ("state");--> statement-breakpoint
CREATE INDEX "task_submissions_submitted_at_idx" ON "task_submissions" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "task_submissions_score_idx" ON "task_submissions" USING btree ("score");--> statement-breakpoint
CREATE INDEX "task_submissions_stars_idx" ON "task_submissions" USING btree ("stars");--> statement-breakpoint
CREATE INDEX "task_submissions_reviewed_at_idx" ON "task_submissions" USING btree ("reviewed_at");--> statement-breakpoint
CREATE INDEX "tasks_org_id_task_type_state_idx" ON "tasks" USING btree ("org_id","task_type","state");--> statement-breakpoint
CREATE INDEX "tasks_org_id_idx" ON "tasks" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "tasks_task_type_idx" ON "tasks" USING btree ("task_type");--> statement-breakpoint
CREATE INDEX "tasks_start_on_idx" ON "tasks" USING btree ("start_on");--> statement-breakpoint
CREATE INDEX "tasks_deadline_idx" ON "tasks" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "tasks_state_idx" ON "tasks" USING btree ("state");
--> statement-breakpoint
CREATE TRIGGER "task_submissions_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "task_submissions" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "tasks_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tasks" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();

CREATE TABLE "edu_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"kind" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"minutes" integer NOT NULL,
	"body" text,
	"org_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "edu_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(50) NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text,
	"cover" varchar(300),
	"target_org_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"open_from" date NOT NULL,
	"open_to" date NOT NULL,
	"required_minutes" integer NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" integer,
	"passed" boolean DEFAULT false NOT NULL,
	"seconds_used" integer,
	"paper" jsonb,
	"answers" jsonb,
	"marks" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"target_org_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"target_member_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"pass_mark" integer NOT NULL,
	"total_points" integer,
	"paper_mode" varchar(50) DEFAULT 'fixed' NOT NULL,
	"questions" jsonb,
	"rules" jsonb,
	"show_answers" boolean DEFAULT false NOT NULL,
	"notice" text,
	"state" varchar(50) DEFAULT 'draft' NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(50) NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"analysis" text,
	"difficulty" integer NOT NULL,
	"point" varchar(50),
	"source" varchar(100),
	"enabled" boolean DEFAULT true NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "study_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"seconds" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE INDEX "edu_contents_program_id_sort_idx" ON "edu_contents" USING btree ("program_id","sort");--> statement-breakpoint
CREATE INDEX "edu_contents_org_id_idx" ON "edu_contents" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "edu_contents_program_id_idx" ON "edu_contents" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "edu_contents_kind_idx" ON "edu_contents" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "edu_contents_sort_idx" ON "edu_contents" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "edu_programs_org_id_idx" ON "edu_programs" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "edu_programs_channel_idx" ON "edu_programs" USING btree ("channel");--> statement-breakpoint
CREATE INDEX "edu_programs_title_idx" ON "edu_programs" USING btree ("title");--> statement-breakpoint
CREATE INDEX "edu_programs_open_from_idx" ON "edu_programs" USING btree ("open_from");--> statement-breakpoint
CREATE INDEX "edu_programs_open_to_idx" ON "edu_programs" USING btree ("open_to");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_exam_id_member_id_uq" ON "exam_attempts" USING btree ("exam_id","member_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_org_id_idx" ON "exam_attempts" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_exam_id_idx" ON "exam_attempts" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_member_id_idx" ON "exam_attempts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_started_at_idx" ON "exam_attempts" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "exam_attempts_submitted_at_idx" ON "exam_attempts" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "exam_attempts_score_idx" ON "exam_attempts" USING btree ("score");--> statement-breakpoint
CREATE INDEX "exams_org_id_idx" ON "exams" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "exams_title_idx" ON "exams" USING btree ("title");--> statement-breakpoint
CREATE INDEX "exams_opens_at_idx" ON "exams" USING btree ("opens_at");--> statement-breakpoint
CREATE INDEX "exams_closes_at_idx" ON "exams" USING btree ("closes_at");--> statement-breakpoint
CREATE INDEX "exams_paper_mode_idx" ON "exams" USING btree ("paper_mode");--> statement-breakpoint
CREATE INDEX "exams_state_idx" ON "exams" USING btree ("state");--> statement-breakpoint
CREATE INDEX "questions_kind_enabled_idx" ON "questions" USING btree ("kind","enabled");--> statement-breakpoint
CREATE INDEX "questions_org_id_idx" ON "questions" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "questions_kind_idx" ON "questions" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "questions_difficulty_idx" ON "questions" USING btree ("difficulty");--> statement-breakpoint
CREATE INDEX "questions_point_idx" ON "questions" USING btree ("point");--> statement-breakpoint
CREATE UNIQUE INDEX "study_records_member_id_content_id_uq" ON "study_records" USING btree ("member_id","content_id");--> statement-breakpoint
CREATE INDEX "study_records_program_id_member_id_idx" ON "study_records" USING btree ("program_id","member_id");--> statement-breakpoint
CREATE INDEX "study_records_org_id_idx" ON "study_records" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "study_records_member_id_idx" ON "study_records" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "study_records_program_id_idx" ON "study_records" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "study_records_content_id_idx" ON "study_records" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "study_records_opened_at_idx" ON "study_records" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "study_records_seconds_idx" ON "study_records" USING btree ("seconds");
--> statement-breakpoint
CREATE TRIGGER "edu_contents_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "edu_contents" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "edu_programs_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "edu_programs" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "exam_attempts_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exam_attempts" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "exams_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exams" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "questions_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "questions" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER "study_records_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "study_records" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();

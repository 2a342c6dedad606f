ALTER TABLE "orgs" DROP CONSTRAINT "orgs_code_unique";--> statement-breakpoint
ALTER TABLE "roles" DROP CONSTRAINT "roles_value_unique";--> statement-breakpoint
DROP INDEX "orgs_parent_idx";--> statement-breakpoint
DROP INDEX "members_org_idx";--> statement-breakpoint
DROP INDEX "members_count_idx";--> statement-breakpoint
DROP INDEX "members_type_idx";--> statement-breakpoint
DROP INDEX "members_status_idx";--> statement-breakpoint
DROP INDEX "members_joined_idx";--> statement-breakpoint
DROP INDEX "operation_log_resource_idx";--> statement-breakpoint
DROP INDEX "operation_log_account_idx";--> statement-breakpoint
DROP INDEX "articles_channel_idx";--> statement-breakpoint
DROP INDEX "articles_org_idx";--> statement-breakpoint
DROP INDEX "org_committee_org_idx";--> statement-breakpoint
DROP INDEX "org_terms_org_idx";--> statement-breakpoint
DROP INDEX "org_terms_due_idx";--> statement-breakpoint
DROP INDEX "member_development_org_idx";--> statement-breakpoint
DROP INDEX "member_development_applied_idx";--> statement-breakpoint
DROP INDEX "member_transfers_org_idx";--> statement-breakpoint
DROP INDEX "member_transfers_to_org_idx";--> statement-breakpoint
DROP INDEX "member_transfers_member_idx";--> statement-breakpoint
DROP INDEX "agenda_items_leader_id_idx";--> statement-breakpoint
DROP INDEX "work_arrangement_receipts_arrangement_id_idx";--> statement-breakpoint
DROP INDEX "task_submissions_org_id_idx";--> statement-breakpoint
DROP INDEX "task_submissions_task_id_idx";--> statement-breakpoint
DROP INDEX "tasks_org_id_idx";--> statement-breakpoint
DROP INDEX "activities_org_id_idx";--> statement-breakpoint
DROP INDEX "meetings_org_id_idx";--> statement-breakpoint
DROP INDEX "summary_reports_org_id_idx";--> statement-breakpoint
DROP INDEX "leader_grants_leader_id_idx";--> statement-breakpoint
DROP INDEX "seal_uses_seal_id_idx";--> statement-breakpoint
DROP INDEX "fee_expenses_org_id_idx";--> statement-breakpoint
DROP INDEX "fee_income_org_id_idx";--> statement-breakpoint
DROP INDEX "fee_income_member_id_idx";--> statement-breakpoint
DROP INDEX "edu_contents_program_id_idx";--> statement-breakpoint
DROP INDEX "exam_attempts_exam_id_idx";--> statement-breakpoint
DROP INDEX "questions_kind_idx";--> statement-breakpoint
DROP INDEX "study_records_member_id_idx";--> statement-breakpoint
DROP INDEX "study_records_program_id_idx";--> statement-breakpoint
DROP INDEX "supervisions_state_idx";--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "status" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "status" SET DEFAULT 'active';--> statement-breakpoint
ALTER TABLE "operation_log" ALTER COLUMN "action" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "channel" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "state" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "state" SET DEFAULT 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "orgs_code_uq" ON "orgs" USING btree ("code");--> statement-breakpoint
CREATE INDEX "orgs_name_idx" ON "orgs" USING btree ("name");--> statement-breakpoint
CREATE INDEX "orgs_type_idx" ON "orgs" USING btree ("type");--> statement-breakpoint
CREATE INDEX "orgs_parent_id_idx" ON "orgs" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "orgs_level_idx" ON "orgs" USING btree ("level");--> statement-breakpoint
CREATE INDEX "orgs_approved_on_idx" ON "orgs" USING btree ("approved_on");--> statement-breakpoint
CREATE INDEX "orgs_sort_idx" ON "orgs" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "members_org_id_id_idx" ON "members" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "members_org_id_member_type_status_post_idx" ON "members" USING btree ("org_id","member_type","status","post");--> statement-breakpoint
CREATE INDEX "members_member_type_org_id_idx" ON "members" USING btree ("member_type","org_id");--> statement-breakpoint
CREATE INDEX "members_status_org_id_idx" ON "members" USING btree ("status","org_id");--> statement-breakpoint
CREATE INDEX "members_emp_no_idx" ON "members" USING btree ("emp_no");--> statement-breakpoint
CREATE INDEX "members_sex_idx" ON "members" USING btree ("sex");--> statement-breakpoint
CREATE INDEX "members_birth_date_idx" ON "members" USING btree ("birth_date");--> statement-breakpoint
CREATE INDEX "members_ethnicity_idx" ON "members" USING btree ("ethnicity");--> statement-breakpoint
CREATE INDEX "members_education_idx" ON "members" USING btree ("education");--> statement-breakpoint
CREATE INDEX "members_post_idx" ON "members" USING btree ("post");--> statement-breakpoint
CREATE INDEX "members_joined_on_idx" ON "members" USING btree ("joined_on");--> statement-breakpoint
CREATE INDEX "accounts_org_id_idx" ON "accounts" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "accounts_status_idx" ON "accounts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "menus_parent_id_idx" ON "menus" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "menus_sort_idx" ON "menus" USING btree ("sort");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_value_uq" ON "roles" USING btree ("value");--> statement-breakpoint
CREATE INDEX "roles_org_id_idx" ON "roles" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "roles_data_scope_idx" ON "roles" USING btree ("data_scope");--> statement-breakpoint
CREATE INDEX "roles_sort_idx" ON "roles" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "operation_log_resource_record_id_idx" ON "operation_log" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "operation_log_account_at_idx" ON "operation_log" USING btree ("account","at");--> statement-breakpoint
CREATE INDEX "operation_log_action_idx" ON "operation_log" USING btree ("action");--> statement-breakpoint
CREATE INDEX "operation_log_record_id_idx" ON "operation_log" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "operation_log_outcome_idx" ON "operation_log" USING btree ("outcome");--> statement-breakpoint
CREATE INDEX "sys_codes_value_idx" ON "sys_codes" USING btree ("value");--> statement-breakpoint
CREATE INDEX "sys_codes_sort_idx" ON "sys_codes" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "articles_channel_state_publish_time_idx" ON "articles" USING btree ("channel","state","publish_time");--> statement-breakpoint
CREATE INDEX "articles_org_id_idx" ON "articles" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "articles_publish_time_idx" ON "articles" USING btree ("publish_time");--> statement-breakpoint
CREATE INDEX "articles_state_idx" ON "articles" USING btree ("state");--> statement-breakpoint
CREATE INDEX "org_committee_org_id_post_idx" ON "org_committee" USING btree ("org_id","post");--> statement-breakpoint
CREATE INDEX "org_committee_post_idx" ON "org_committee" USING btree ("post");--> statement-breakpoint
CREATE INDEX "org_committee_appointed_on_idx" ON "org_committee" USING btree ("appointed_on");--> statement-breakpoint
CREATE INDEX "org_terms_org_id_term_no_idx" ON "org_terms" USING btree ("org_id","term_no");--> statement-breakpoint
CREATE INDEX "org_terms_term_no_idx" ON "org_terms" USING btree ("term_no");--> statement-breakpoint
CREATE INDEX "org_terms_start_on_idx" ON "org_terms" USING btree ("start_on");--> statement-breakpoint
CREATE INDEX "org_terms_due_on_idx" ON "org_terms" USING btree ("due_on");--> statement-breakpoint
CREATE INDEX "member_development_org_id_stage_idx" ON "member_development" USING btree ("org_id","stage");--> statement-breakpoint
CREATE INDEX "member_development_name_idx" ON "member_development" USING btree ("name");--> statement-breakpoint
CREATE INDEX "member_development_stage_idx" ON "member_development" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "member_development_applied_on_idx" ON "member_development" USING btree ("applied_on");--> statement-breakpoint
CREATE INDEX "member_development_next_due_on_idx" ON "member_development" USING btree ("next_due_on");--> statement-breakpoint
CREATE INDEX "member_transfers_org_id_status_idx" ON "member_transfers" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "member_transfers_member_id_idx" ON "member_transfers" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_transfers_to_org_id_idx" ON "member_transfers" USING btree ("to_org_id");--> statement-breakpoint
CREATE INDEX "member_transfers_direction_idx" ON "member_transfers" USING btree ("direction");--> statement-breakpoint
CREATE INDEX "member_transfers_scope_idx" ON "member_transfers" USING btree ("scope");--> statement-breakpoint
CREATE INDEX "member_transfers_letter_no_idx" ON "member_transfers" USING btree ("letter_no");--> statement-breakpoint
CREATE INDEX "member_transfers_issued_on_idx" ON "member_transfers" USING btree ("issued_on");--> statement-breakpoint
CREATE INDEX "member_transfers_status_idx" ON "member_transfers" USING btree ("status");
ALTER TABLE "menus" ADD COLUMN "label_en" varchar(80);--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "label_es" varchar(80);--> statement-breakpoint
ALTER TABLE "sys_codes" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "operation_log_account_idx" ON "operation_log" USING btree ("account","at");
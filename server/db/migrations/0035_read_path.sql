CREATE TABLE "table_stamps" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"stamp" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "appraisal_grade" varchar(50);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "appraisal_year" integer;--> statement-breakpoint
CREATE INDEX "members_appraisal_grade_idx" ON "members" USING btree ("appraisal_grade");
--> statement-breakpoint
CREATE TRIGGER "table_stamps_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "table_stamps" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
-- Every committed change to a stamped table moves its stamp, in the same transaction as the change.
CREATE OR REPLACE FUNCTION bump_table_stamp() RETURNS trigger AS $$
BEGIN
  INSERT INTO table_stamps (name, stamp) VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT (name) DO UPDATE SET stamp = table_stamps.stamp + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "menus_bump_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menus" FOR EACH STATEMENT EXECUTE FUNCTION bump_table_stamp();
--> statement-breakpoint
INSERT INTO "table_stamps" ("name", "stamp") VALUES ('menus', 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The member's latest approved appraisal, kept on the record from now on by each approval.
UPDATE "members" m SET "appraisal_grade" = la."final_grade", "appraisal_year" = la."year"
FROM (
  SELECT DISTINCT ON (l."member_id") l."member_id", l."final_grade", a."year"
  FROM "appraisal_members" l JOIN "appraisals" a ON a."id" = l."appraisal_id"
  WHERE a."state" = 'approved' AND l."final_grade" IS NOT NULL
  ORDER BY l."member_id", a."year" DESC, a."id" DESC
) la
WHERE la."member_id" = m."id";

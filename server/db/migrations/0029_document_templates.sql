CREATE TABLE "document_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(50) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"size" integer NOT NULL,
	"content" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_kind_uq" ON "document_templates" USING btree ("kind");
--> statement-breakpoint
CREATE TRIGGER "document_templates_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "document_templates" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
--> statement-breakpoint
-- hand-written:
-- The document templates screen (文书模板) under 系统管理: a group seeded before it gets its menu row, held
-- by every role that holds the dictionary screen (the system administrator; the seed gives a new group the
-- same). The English and Spanish labels come from the catalogue at the next start.
INSERT INTO "menus" ("parent_id", "path", "label", "hidden", "sort")
SELECT g."id", 'documentTemplate', '文书模板', false, 1000
FROM "menus" g
WHERE g."parent_id" IS NULL AND g."path" = 'systemmanagement'
  AND NOT EXISTS (SELECT 1 FROM "menus" x WHERE x."parent_id" = g."id" AND x."path" = 'documentTemplate');
--> statement-breakpoint
INSERT INTO "role_menus" ("role_id", "menu_id")
SELECT DISTINCT rm."role_id", m."id"
FROM "role_menus" rm
JOIN "menus" held ON held."id" = rm."menu_id" AND held."path" = 'bs_syscode'
JOIN "menus" g ON g."id" = held."parent_id" AND g."parent_id" IS NULL AND g."path" = 'systemmanagement'
JOIN "menus" m ON m."parent_id" = g."id" AND m."path" = 'documentTemplate'
ON CONFLICT DO NOTHING;

-- What roles hold moves a stamp too: a session's read answers the stamp, and the entries a role holds are read
-- again only when it has moved, not gathered on every call.
CREATE TRIGGER "role_menus_bump_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_menus" FOR EACH STATEMENT EXECUTE FUNCTION bump_table_stamp();
--> statement-breakpoint
INSERT INTO "table_stamps" ("name", "stamp") VALUES ('role_menus', 1) ON CONFLICT DO NOTHING;

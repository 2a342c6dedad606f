-- The register of seal uses is append-only like the logs: no process may rewrite or remove a use.
CREATE TRIGGER seal_uses_append_only BEFORE UPDATE OR DELETE ON seal_uses FOR EACH ROW EXECUTE FUNCTION refuse_log_change();
--> statement-breakpoint
CREATE TRIGGER seal_uses_no_truncate BEFORE TRUNCATE ON seal_uses FOR EACH STATEMENT EXECUTE FUNCTION refuse_log_change();
--> statement-breakpoint
-- Roles are the group's configuration, kept by its root organisation (databases seeded before this column).
UPDATE roles SET org_id = (SELECT id FROM orgs WHERE parent_id IS NULL ORDER BY id LIMIT 1) WHERE org_id IS NULL;

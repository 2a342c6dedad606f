-- The operation and login logs are append-only: no process may rewrite or remove history.
CREATE OR REPLACE FUNCTION refuse_log_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'append-only log: % refused on %', TG_OP, TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER operation_log_append_only BEFORE UPDATE OR DELETE ON operation_log FOR EACH ROW EXECUTE FUNCTION refuse_log_change();
--> statement-breakpoint
CREATE TRIGGER login_log_append_only BEFORE UPDATE OR DELETE ON login_log FOR EACH ROW EXECUTE FUNCTION refuse_log_change();

-- Every committed change to data that a cached read may rest on is announced on the channel
-- party_changes (NOTIFY is transactional: nothing is sent for a rollback). Each server process
-- listens and drops its cached reads, whichever process or tool made the change.
-- Left out: tables that no cached read uses and that change on every sign-in or request
-- (captchas, login_failures, submit_tokens, rate_limits) and the append-only logs.
CREATE OR REPLACE FUNCTION announce_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('party_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public'
    AND tablename NOT IN ('sessions', 'captchas', 'login_failures', 'submit_tokens', 'rate_limits', 'operation_log', 'login_log')
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION announce_change()', t || '_announce_change', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- A session matters to cached reads when it ends or changes hands, not when it is used: the
-- last-seen touch of a call (moving last_seen_at forward and nothing else) is not announced, and a
-- new session is nobody's cached read. Anything else, a last-seen moved back included, is.
CREATE TRIGGER sessions_announce_change AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (NOT (NEW.last_seen_at > OLD.last_seen_at
    AND (NEW.revoked_at, NEW.expires_at, NEW.role_id, NEW.account_id, NEW.token_hash)
      IS NOT DISTINCT FROM (OLD.revoked_at, OLD.expires_at, OLD.role_id, OLD.account_id, OLD.token_hash)))
  EXECUTE FUNCTION announce_change();
--> statement-breakpoint
CREATE TRIGGER sessions_announce_removal AFTER DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION announce_change();

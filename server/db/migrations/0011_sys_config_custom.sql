-- The logs stay append-only: nothing is ever rewritten, and nothing younger than 180 days (the
-- shortest retention the rules allow) is removed. Older rows may be pruned by the housekeeping, which
-- keeps them as long as the standard matter oplog.retentionDays says.
CREATE OR REPLACE FUNCTION refuse_log_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '180 days' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'append-only log: % refused on %', TG_OP, TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Every sign-in attempt also lands in the operation log, so that the auditor reads one log (screen
-- operlog) whichever way an account came in; the sign-in log stays what the sign-in guard writes.
CREATE OR REPLACE FUNCTION mirror_sign_in() RETURNS trigger AS $$
BEGIN
  INSERT INTO operation_log (at, account_id, account, org_id, ip, call, action, resource, record_id, outcome, after)
  VALUES (NEW.at, NEW.account_id, left(NEW.account, 50), (SELECT org_id FROM accounts WHERE id = NEW.account_id), NEW.ip,
    '/api/auth/loginByAccount', 'signIn', 'session', NULL,
    CASE NEW.outcome WHEN 'success' THEN 200 WHEN 'failed' THEN 401 ELSE 403 END,
    jsonb_build_object('outcome', NEW.outcome, 'reason', NEW.reason, 'userAgent', NEW.user_agent));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER login_log_to_operation_log AFTER INSERT ON login_log FOR EACH ROW EXECUTE FUNCTION mirror_sign_in();
--> statement-breakpoint
INSERT INTO operation_log (at, account_id, account, org_id, ip, call, action, resource, record_id, outcome, after)
SELECT l.at, l.account_id, left(l.account, 50), a.org_id, l.ip, '/api/auth/loginByAccount', 'signIn', 'session', NULL,
  CASE l.outcome WHEN 'success' THEN 200 WHEN 'failed' THEN 401 ELSE 403 END,
  jsonb_build_object('outcome', l.outcome, 'reason', l.reason, 'userAgent', l.user_agent)
FROM login_log l LEFT JOIN accounts a ON a.id = l.account_id ORDER BY l.id;

-- A change to a table with an organisation column is announced with the organisations of the rows it
-- touched ('meetings:12'; before and after, for a row that moved), and a change to the workflow history
-- with the kind of record it belongs to ('workflow_history:meeting'), so that a branch's write leaves
-- the cached reads of other branches alone and one entity's moves leave other entities' records alone.
-- A statement that touched more than twenty parts, or a row without one, and TRUNCATE, announce the
-- whole table as before. A statement that touched no row announces nothing.
CREATE OR REPLACE FUNCTION announce_change_by_part() RETURNS trigger AS $$
DECLARE
  parts text[];
  part text;
BEGIN
  -- Static statements (planned once per table and session), one branch per partitioning column.
  IF TG_ARGV[0] = 'entity' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT entity::text) INTO parts FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT entity::text) INTO parts FROM old_rows;
    ELSE
      SELECT array_agg(DISTINCT v) INTO parts FROM (SELECT entity::text AS v FROM new_rows UNION ALL SELECT entity::text FROM old_rows) x;
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT org_id::text) INTO parts FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT org_id::text) INTO parts FROM old_rows;
    ELSE
      SELECT array_agg(DISTINCT v) INTO parts FROM (SELECT org_id::text AS v FROM new_rows UNION ALL SELECT org_id::text FROM old_rows) x;
    END IF;
  END IF;
  IF parts IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(parts) > 20 OR array_position(parts, NULL) IS NOT NULL THEN
    PERFORM pg_notify('party_changes', TG_TABLE_NAME);
  ELSE
    FOREACH part IN ARRAY parts LOOP
      PERFORM pg_notify('party_changes', TG_TABLE_NAME || ':' || part);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE
  t text;
  col text;
BEGIN
  FOR t, col IN
    SELECT c.table_name, CASE WHEN c.table_name = 'workflow_history' THEN 'entity' ELSE 'org_id' END
    FROM information_schema.columns c
    JOIN pg_trigger tr ON tr.tgname = c.table_name || '_announce_change' AND tr.tgrelid = format('public.%I', c.table_name)::regclass
    WHERE c.table_schema = 'public' AND c.column_name = 'org_id'
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_announce_change', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION announce_change()', t || '_announce_change', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part(%L)', t || '_announce_insert', t, col);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part(%L)', t || '_announce_update', t, col);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part(%L)', t || '_announce_delete', t, col);
  END LOOP;
END $$;

-- A change to rows of a table with an organisation column and an id is announced by record within its
-- organisation ('meetings:12/345'; before and after, for a row that moved), and a change to the
-- workflow history by the record it belongs to ('workflow_history:meeting/345'), so that a write to one
-- record leaves the cached reads of the other records of its organisation alone; lists of the
-- organisation still go stale, a record's part being a part of its organisation's. A statement that
-- touched more than twenty records falls back to the organisations (or kinds) as in 0019, more than
-- twenty of those or a row without one to the whole table. A table with an organisation column and no
-- id (the organisations granted to an account) keeps announcing by organisation.
CREATE OR REPLACE FUNCTION announce_change_by_part() RETURNS trigger AS $$
DECLARE
  records text[];
  parts text[];
  part text;
BEGIN
  -- Static statements (planned once per table and session), one branch per way of announcing.
  IF TG_ARGV[0] = 'entity' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT entity || '/' || record_id::text) INTO records FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT entity || '/' || record_id::text) INTO records FROM old_rows;
    ELSE
      SELECT array_agg(DISTINCT v) INTO records FROM (SELECT entity || '/' || record_id::text AS v FROM new_rows UNION ALL SELECT entity || '/' || record_id::text FROM old_rows) x;
    END IF;
  ELSIF TG_ARGV[1] = 'id' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT org_id::text || '/' || id::text) INTO records FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT org_id::text || '/' || id::text) INTO records FROM old_rows;
    ELSE
      SELECT array_agg(DISTINCT v) INTO records FROM (SELECT org_id::text || '/' || id::text AS v FROM new_rows UNION ALL SELECT org_id::text || '/' || id::text FROM old_rows) x;
    END IF;
  END IF;
  IF records IS NOT NULL AND cardinality(records) <= 20 AND array_position(records, NULL) IS NULL THEN
    FOREACH part IN ARRAY records LOOP
      PERFORM pg_notify('party_changes', TG_TABLE_NAME || ':' || part);
    END LOOP;
    RETURN NULL;
  END IF;
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
BEGIN
  FOR t IN
    SELECT c.table_name
    FROM information_schema.columns c
    JOIN information_schema.columns i ON i.table_schema = c.table_schema AND i.table_name = c.table_name AND i.column_name = 'id'
    JOIN pg_trigger tr ON tr.tgname = c.table_name || '_announce_insert' AND tr.tgrelid = format('public.%I', c.table_name)::regclass
    WHERE c.table_schema = 'public' AND c.column_name = 'org_id' AND c.table_name <> 'workflow_history'
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_announce_insert', t);
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_announce_update', t);
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_announce_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part(%L, %L)', t || '_announce_insert', t, 'org_id', 'id');
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part(%L, %L)', t || '_announce_update', t, 'org_id', 'id');
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part(%L, %L)', t || '_announce_delete', t, 'org_id', 'id');
  END LOOP;
END $$;

CREATE TABLE "library_counts" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "library_counts_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "library_counts" ADD CONSTRAINT "library_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each kind's rows per user, kept by statement triggers (whole imports and cascades in one step each).
CREATE FUNCTION library_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO library_counts (user_id, kind, rows)
  SELECT user_id, TG_TABLE_NAME::text, count(*)::int FROM added GROUP BY user_id
  ON CONFLICT (user_id, kind) DO UPDATE SET rows = library_counts.rows + excluded.rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION library_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE library_counts AS counted SET rows = counted.rows - gone.n
  FROM (SELECT user_id, count(*)::int AS n FROM removed GROUP BY user_id) AS gone
  WHERE counted.user_id = gone.user_id AND counted.kind = TG_TABLE_NAME::text;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION library_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE library_counts SET rows = rows - 1 WHERE user_id = OLD.user_id AND kind = TG_TABLE_NAME::text;
  INSERT INTO library_counts (user_id, kind, rows) VALUES (NEW.user_id, TG_TABLE_NAME::text, 1)
  ON CONFLICT (user_id, kind) DO UPDATE SET rows = library_counts.rows + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Triggers first, then the rows already there: in the migration's transaction the triggers' locks keep
-- other servers' writes out until the counts are in.
DO $$
DECLARE kind text;
BEGIN
  FOREACH kind IN ARRAY ARRAY['campaigns', 'players', 'npcs', 'items', 'spells', 'reminders', 'characters'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS added '
      'FOR EACH STATEMENT EXECUTE FUNCTION library_count_added()', kind || '_counted_added', kind);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS removed '
      'FOR EACH STATEMENT EXECUTE FUNCTION library_count_removed()', kind || '_counted_removed', kind);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF user_id ON %I FOR EACH ROW '
      'WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id) EXECUTE FUNCTION library_count_moved()',
      kind || '_counted_moved', kind);
    EXECUTE format('INSERT INTO library_counts (user_id, kind, rows) '
      'SELECT user_id, %L, count(*)::int FROM %I GROUP BY user_id', kind, kind);
  END LOOP;
END $$;
--> statement-breakpoint
-- Name searches (LIKE '%words%') find their rows through trigrams where the pg_trgm extension can be
-- had (PGlite loads it; PostgreSQL ships it in contrib). Without it they scan the owner's names instead.
DO $$
DECLARE kind text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RAISE NOTICE 'pg_trgm is not installed: name searches scan each owner''s names';
    RETURN;
  END IF;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  FOREACH kind IN ARRAY ARRAY['campaigns', 'players', 'npcs', 'items', 'spells', 'reminders', 'characters'] LOOP
    EXECUTE format('CREATE INDEX %I ON %I USING gin (search_name gin_trgm_ops)', kind || '_name_trigrams', kind);
  END LOOP;
EXCEPTION WHEN insufficient_privilege OR undefined_object THEN
  RAISE NOTICE 'pg_trgm is not usable here (%): name searches scan each owner''s names', SQLERRM;
END $$;

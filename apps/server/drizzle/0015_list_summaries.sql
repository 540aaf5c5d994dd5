-- A list row's fields taken out of its record, for the generated "summary" columns: every key named, a
-- missing one as null. Immutable as the record's "->" is: the same record always gives the same fields.
CREATE FUNCTION library_summary(body jsonb, keys text[]) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(jsonb_object_agg(key, body -> key), '{}'::jsonb) FROM unnest(keys) AS key
$$;
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "summary" jsonb GENERATED ALWAYS AS (library_summary(body, '{name,background,hk_background,player_count,advancement,timestamp,private}')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "summary" jsonb GENERATED ALWAYS AS (library_summary(body, '{character_name,level,build,avatar}')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "summary" jsonb GENERATED ALWAYS AS (library_summary(body, '{name,image,rarity}')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "npcs" ADD COLUMN "summary" jsonb GENERATED ALWAYS AS (library_summary(body, '{name,challenge_rating,avatar,storage_avatar,type,hit_points,armor_class}')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "summary" jsonb GENERATED ALWAYS AS (library_summary(body, '{character_name,avatar,storage_avatar,campaign_id,sync_character}')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "summary" jsonb GENERATED ALWAYS AS (library_summary(body, '{title}')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "spells" ADD COLUMN "summary" jsonb GENERATED ALWAYS AS (library_summary(body, '{name,school,level}')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "encounters_user_campaign" ON "encounters" USING btree ("user_id","campaign_id");

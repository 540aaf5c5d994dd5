-- Coins were kept as one copper total and shown as the fewest coins; now each coin is kept as given. A
-- stored total becomes the coins it was shown as (3,620: 3 pp 6 gp 2 sp), so no purse looks different.
CREATE FUNCTION "skald_purse_from_copper"(copper numeric) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'pp', floor(copper / 1000)::bigint,
    'gp', floor(mod(copper, 1000) / 100)::bigint,
    'sp', floor(mod(copper, 100) / 10)::bigint,
    'cp', floor(mod(copper, 10))::bigint)
$$;
--> statement-breakpoint
UPDATE "campaigns"
SET "body" = jsonb_set("body", '{inventory,currency}', "skald_purse_from_copper"(("body" #>> '{inventory,currency}')::numeric))
WHERE jsonb_typeof("body" #> '{inventory,currency}') = 'number';
--> statement-breakpoint
UPDATE "encounters"
SET "loot" = jsonb_set("loot", '{currency}', "skald_purse_from_copper"(("loot" ->> 'currency')::numeric))
WHERE jsonb_typeof("loot" -> 'currency') = 'number';
--> statement-breakpoint
-- What an award gave, so a reset takes back the same coins the purse was given.
UPDATE "encounters"
SET "awards" = jsonb_set("awards", '{currency}', "skald_purse_from_copper"(("awards" ->> 'currency')::numeric))
WHERE jsonb_typeof("awards" -> 'currency') = 'number';
--> statement-breakpoint
DROP FUNCTION "skald_purse_from_copper"(numeric);

CREATE TABLE "compendium_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_lower" text NOT NULL,
	"source" text DEFAULT 'srd' NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "compendium_conditions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "compendium_conditions_source" CHECK ("compendium_conditions"."source" in ('srd', 'homebrew'))
);
--> statement-breakpoint
CREATE TABLE "compendium_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_lower" text NOT NULL,
	"source" text DEFAULT 'srd' NOT NULL,
	"body" jsonb NOT NULL,
	"kind" text NOT NULL,
	"rarity" text,
	"rarity_rank" smallint,
	"category" text NOT NULL,
	CONSTRAINT "compendium_items_slug_unique" UNIQUE("slug"),
	CONSTRAINT "compendium_items_source" CHECK ("compendium_items"."source" in ('srd', 'homebrew'))
);
--> statement-breakpoint
CREATE TABLE "compendium_monsters" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_lower" text NOT NULL,
	"source" text DEFAULT 'srd' NOT NULL,
	"body" jsonb NOT NULL,
	"type" text NOT NULL,
	"size" text NOT NULL,
	"size_rank" smallint NOT NULL,
	"alignment" text,
	"challenge_rating" real NOT NULL,
	"hit_points" integer NOT NULL,
	"armor_class" integer NOT NULL,
	"environments" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "compendium_monsters_slug_unique" UNIQUE("slug"),
	CONSTRAINT "compendium_monsters_source" CHECK ("compendium_monsters"."source" in ('srd', 'homebrew'))
);
--> statement-breakpoint
CREATE TABLE "compendium_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_lower" text NOT NULL,
	"source" text DEFAULT 'srd' NOT NULL,
	"body" jsonb NOT NULL,
	"parent" text,
	CONSTRAINT "compendium_rules_slug_unique" UNIQUE("slug"),
	CONSTRAINT "compendium_rules_source" CHECK ("compendium_rules"."source" in ('srd', 'homebrew'))
);
--> statement-breakpoint
CREATE TABLE "compendium_spells" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_lower" text NOT NULL,
	"source" text DEFAULT 'srd' NOT NULL,
	"body" jsonb NOT NULL,
	"level" smallint NOT NULL,
	"school" text NOT NULL,
	"classes" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "compendium_spells_slug_unique" UNIQUE("slug"),
	CONSTRAINT "compendium_spells_source" CHECK ("compendium_spells"."source" in ('srd', 'homebrew'))
);
--> statement-breakpoint
CREATE INDEX "compendium_items_name_lower" ON "compendium_items" USING btree ("name_lower");--> statement-breakpoint
CREATE INDEX "compendium_items_kind" ON "compendium_items" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "compendium_items_rarity" ON "compendium_items" USING btree ("rarity");--> statement-breakpoint
CREATE INDEX "compendium_items_category" ON "compendium_items" USING btree ("category");--> statement-breakpoint
CREATE INDEX "compendium_monsters_name_lower" ON "compendium_monsters" USING btree ("name_lower");--> statement-breakpoint
CREATE INDEX "compendium_monsters_type" ON "compendium_monsters" USING btree ("type");--> statement-breakpoint
CREATE INDEX "compendium_monsters_size" ON "compendium_monsters" USING btree ("size");--> statement-breakpoint
CREATE INDEX "compendium_monsters_challenge_rating" ON "compendium_monsters" USING btree ("challenge_rating");--> statement-breakpoint
CREATE INDEX "compendium_spells_name_lower" ON "compendium_spells" USING btree ("name_lower");--> statement-breakpoint
CREATE INDEX "compendium_spells_level" ON "compendium_spells" USING btree ("level");--> statement-breakpoint
CREATE INDEX "compendium_spells_school" ON "compendium_spells" USING btree ("school");
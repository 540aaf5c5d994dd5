CREATE TABLE "avatars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"webp" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_follows" (
	"user_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_follows_user_id_campaign_id_pk" PRIMARY KEY("user_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"search_name" text NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"body" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "characters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"search_name" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"body" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"search_name" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"body" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "npcs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"search_name" text NOT NULL,
	"player_id" uuid,
	"challenge_rating" real,
	"type" text,
	"shared" boolean DEFAULT false NOT NULL,
	"body" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"search_name" text NOT NULL,
	"campaign_id" uuid,
	"control_user_id" uuid,
	"body" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"search_name" text NOT NULL,
	"body" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spells" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"search_name" text NOT NULL,
	"level" integer,
	"school" text,
	"shared" boolean DEFAULT false NOT NULL,
	"body" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tiers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"order" integer NOT NULL,
	"benefits" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tier_id" text;--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_follows" ADD CONSTRAINT "campaign_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_follows" ADD CONSTRAINT "campaign_follows_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_notes" ADD CONSTRAINT "campaign_notes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_notes" ADD CONSTRAINT "campaign_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npcs" ADD CONSTRAINT "npcs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npcs" ADD CONSTRAINT "npcs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_control_user_id_users_id_fk" FOREIGN KEY ("control_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spells" ADD CONSTRAINT "spells_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatars_user" ON "avatars" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "campaign_notes_campaign" ON "campaign_notes" USING btree ("campaign_id","created");--> statement-breakpoint
CREATE INDEX "campaigns_user_name" ON "campaigns" USING btree ("user_id","search_name");--> statement-breakpoint
CREATE INDEX "characters_user_name" ON "characters" USING btree ("user_id","search_name");--> statement-breakpoint
CREATE INDEX "items_user_name" ON "items" USING btree ("user_id","search_name");--> statement-breakpoint
CREATE INDEX "items_shared" ON "items" USING btree ("shared") WHERE "items"."shared";--> statement-breakpoint
CREATE INDEX "npcs_user_name" ON "npcs" USING btree ("user_id","search_name");--> statement-breakpoint
CREATE INDEX "npcs_player" ON "npcs" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "npcs_shared" ON "npcs" USING btree ("shared") WHERE "npcs"."shared";--> statement-breakpoint
CREATE INDEX "players_user_name" ON "players" USING btree ("user_id","search_name");--> statement-breakpoint
CREATE INDEX "players_campaign" ON "players" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "players_control_user" ON "players" USING btree ("control_user_id");--> statement-breakpoint
CREATE INDEX "reminders_user_name" ON "reminders" USING btree ("user_id","search_name");--> statement-breakpoint
CREATE INDEX "spells_user_name" ON "spells" USING btree ("user_id","search_name");--> statement-breakpoint
CREATE INDEX "spells_shared" ON "spells" USING btree ("shared") WHERE "spells"."shared";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tier_id_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The seeded tiers (content.md §6, §9 leave the numbers to us). Encounters count per campaign; a null
-- benefit is unlimited. "unlimited" is for self-hosters (DEFAULT_TIER=unlimited).
INSERT INTO "tiers" ("id", "name", "kind", "order", "benefits") VALUES
	('free', 'Free', 'basic', 0, '{"campaigns":2,"encounters":10,"npcs":20,"items":20,"reminders":10,"players":8,"spells":20,"characters":3,"ai_credits":0}'),
	('legacy', 'Legacy', 'legacy', 1, '{"campaigns":5,"encounters":25,"npcs":100,"items":100,"reminders":50,"players":25,"spells":100,"characters":10,"ai_credits":0}'),
	('folk-hero', 'Folk Hero', 'patron', 2, '{"campaigns":5,"encounters":25,"npcs":100,"items":100,"reminders":50,"players":25,"spells":100,"characters":10,"ai_credits":100}'),
	('noble', 'Noble', 'patron', 3, '{"campaigns":15,"encounters":75,"npcs":500,"items":500,"reminders":200,"players":75,"spells":500,"characters":30,"ai_credits":500}'),
	('deity', 'Deity', 'patron', 4, '{"campaigns":null,"encounters":null,"npcs":null,"items":null,"reminders":null,"players":null,"spells":null,"characters":null,"ai_credits":2000}'),
	('unlimited', 'Unlimited', 'basic', 5, '{"campaigns":null,"encounters":null,"npcs":null,"items":null,"reminders":null,"players":null,"spells":null,"characters":null,"ai_credits":null}')
ON CONFLICT ("id") DO NOTHING;

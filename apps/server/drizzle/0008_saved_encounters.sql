CREATE TABLE "encounter_commands" (
	"encounter_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"entry" jsonb,
	"undone" boolean DEFAULT false NOT NULL,
	CONSTRAINT "encounter_commands_encounter_id_id_pk" PRIMARY KEY("encounter_id","id")
);
--> statement-breakpoint
CREATE TABLE "encounters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"search_name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"state" jsonb NOT NULL,
	"loot" jsonb NOT NULL,
	"weather" jsonb NOT NULL,
	"xp" jsonb NOT NULL,
	"awards" jsonb,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "encounter_commands" ADD CONSTRAINT "encounter_commands_encounter_id_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."encounters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "encounter_commands_seq" ON "encounter_commands" USING btree ("encounter_id","seq");--> statement-breakpoint
CREATE INDEX "encounters_campaign_timestamp" ON "encounters" USING btree ("campaign_id","timestamp");
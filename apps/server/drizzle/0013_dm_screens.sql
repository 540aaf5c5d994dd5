CREATE TABLE "dm_screens" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"screen" jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dm_screens" ADD CONSTRAINT "dm_screens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "soundboards" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"links" jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "soundboards" ADD CONSTRAINT "soundboards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
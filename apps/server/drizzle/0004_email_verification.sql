CREATE TABLE "email_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	"used" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_email" text;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_user_id" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
-- Accounts that signed in with Google got their address from a Google account that had verified it.
UPDATE "users" SET "verified_email" = "email" WHERE "google_subject" IS NOT NULL;

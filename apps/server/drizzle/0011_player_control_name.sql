ALTER TABLE "players" ADD COLUMN "control_name" text;
--> statement-breakpoint
-- Control given before this column: the owner keeps seeing the name they were shown then.
UPDATE "players" SET "control_name" = coalesce("users"."username", "users"."email") FROM "users" WHERE "users"."id" = "players"."control_user_id";

DROP INDEX "campaigns_user_name";--> statement-breakpoint
DROP INDEX "characters_user_name";--> statement-breakpoint
DROP INDEX "items_user_name";--> statement-breakpoint
DROP INDEX "npcs_user_name";--> statement-breakpoint
DROP INDEX "players_user_name";--> statement-breakpoint
DROP INDEX "reminders_user_name";--> statement-breakpoint
DROP INDEX "spells_user_name";--> statement-breakpoint
CREATE INDEX "campaigns_user_name" ON "campaigns" USING btree ("user_id","search_name","id");--> statement-breakpoint
CREATE INDEX "characters_user_name" ON "characters" USING btree ("user_id","search_name","id");--> statement-breakpoint
CREATE INDEX "items_user_name" ON "items" USING btree ("user_id","search_name","id");--> statement-breakpoint
CREATE INDEX "npcs_user_name" ON "npcs" USING btree ("user_id","search_name","id");--> statement-breakpoint
CREATE INDEX "players_user_name" ON "players" USING btree ("user_id","search_name","id");--> statement-breakpoint
CREATE INDEX "reminders_user_name" ON "reminders" USING btree ("user_id","search_name","id");--> statement-breakpoint
CREATE INDEX "spells_user_name" ON "spells" USING btree ("user_id","search_name","id");
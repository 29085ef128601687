DROP INDEX "recipes_cuisine_newest_idx";--> statement-breakpoint
CREATE INDEX "recipes_cuisine_newest_idx" ON "recipes" USING btree (lower("cuisine"),"created_at","id");
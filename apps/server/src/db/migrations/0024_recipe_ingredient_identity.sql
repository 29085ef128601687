ALTER TABLE "recipe_ingredients" ADD COLUMN "food_words" text[];--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD COLUMN "is_staple" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "counted_ingredients" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "recipe_ingredients_food_words_idx" ON "recipe_ingredients" USING gin ("food_words");--> statement-breakpoint
CREATE INDEX "recipe_ingredients_identity_pending_idx" ON "recipe_ingredients" USING btree ("id") WHERE "recipe_ingredients"."food_words" is null;
DROP INDEX "food_reference_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "food_nutrition_reference" DROP COLUMN "everyday_rank";--> statement-breakpoint
ALTER TABLE "food_nutrition_reference" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "food_nutrition_reference" DROP COLUMN "name_head";
-- Decision 0029: the GIN indexes take each write at once instead of batching it in a pending list
-- that every search scans row by row until a vacuum. Altered in place (no rebuild), then the list
-- they already hold is flushed.
ALTER INDEX "recipe_ingredients_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "recipes_diets_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "recipes_idea_words_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "recipes_title_folded_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"recipe_ingredients_name_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"recipes_diets_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"recipes_idea_words_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"recipes_title_folded_trgm_idx"'::regclass);

ALTER TABLE "recipes" ADD COLUMN "idea_lines" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "idea_words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "recipes_idea_words_idx" ON "recipes" USING gin ("idea_words");--> statement-breakpoint
CREATE INDEX "recipes_counted_newest_idx" ON "recipes" USING btree ("counted_ingredients","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The recipes written under 0024 get their idea index from their stored food words (core's
-- ideaRecipeIndex: counted lines as '|w|…|', words once per line they are in: 'onion', 'onion#2').
WITH "lines" AS (
  SELECT "recipe_id", "position", "id", "food_words" FROM "recipe_ingredients"
  WHERE NOT "optional" AND NOT "is_staple" AND "food_words" IS NOT NULL
), "words" AS (
  SELECT "recipe_id", array_agg(CASE WHEN "k" = 1 THEN "word" ELSE "word" || '#' || "k" END) AS "words"
  FROM (SELECT l."recipe_id", w."word", row_number() OVER (PARTITION BY l."recipe_id", w."word" ORDER BY l."position", l."id") AS "k"
    FROM "lines" l CROSS JOIN LATERAL unnest(l."food_words") AS w("word")) t
  GROUP BY "recipe_id"
)
UPDATE "recipes" r SET
  "idea_lines" = c."lines",
  "idea_words" = coalesce(w."words", '{}'::text[])
FROM (SELECT "recipe_id", array_agg('|' || array_to_string("food_words", '|') || '|' ORDER BY "position", "id") AS "lines"
  FROM "lines" GROUP BY "recipe_id") c
LEFT JOIN "words" w ON w."recipe_id" = c."recipe_id"
WHERE r."id" = c."recipe_id";

CREATE TABLE "food_nutrition_reference" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text DEFAULT 'usda-sr21' NOT NULL,
	"food_name" text NOT NULL,
	"food_group" text NOT NULL,
	"common_names" text DEFAULT '' NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"calories" double precision,
	"protein" double precision,
	"carbohydrates" double precision,
	"fat" double precision,
	"sugar" double precision,
	"nutrients" jsonb NOT NULL,
	"measures" jsonb NOT NULL,
	"everyday_rank" real DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (' ' || btrim(regexp_replace(lower(food_name || ' ' || common_names), '[^a-z0-9%]+', ' ', 'g')) || ' ') STORED NOT NULL,
	"name_head" text GENERATED ALWAYS AS (btrim(regexp_replace(lower(split_part(food_name, ',', 1)), '[^a-z0-9%]+', ' ', 'g'))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "food_reference_search_trgm_idx" ON "food_nutrition_reference" USING gin ("search_text" gin_trgm_ops);
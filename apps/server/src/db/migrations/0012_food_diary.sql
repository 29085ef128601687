CREATE TABLE "diary_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"meal_type" text NOT NULL,
	"recipe_id" uuid,
	"food_name" text NOT NULL,
	"serving_size" double precision DEFAULT 1 NOT NULL,
	"serving_unit" text DEFAULT 'serving' NOT NULL,
	"calories" double precision DEFAULT 0 NOT NULL,
	"protein" double precision DEFAULT 0 NOT NULL,
	"carbohydrates" double precision DEFAULT 0 NOT NULL,
	"fat" double precision DEFAULT 0 NOT NULL,
	"sugar" double precision DEFAULT 0 NOT NULL,
	"notes" text,
	"copied_from" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diary_entries_meal_type_check" CHECK ("diary_entries"."meal_type" in ('breakfast', 'lunch', 'dinner', 'snack', 'other')),
	CONSTRAINT "diary_entries_amounts_check" CHECK ("diary_entries"."serving_size" >= 0 and "diary_entries"."calories" >= 0 and "diary_entries"."protein" >= 0 and "diary_entries"."carbohydrates" >= 0 and "diary_entries"."fat" >= 0 and "diary_entries"."sugar" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_nutrition_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"calorie_target" integer NOT NULL,
	"protein_target" double precision NOT NULL,
	"carb_target" double precision NOT NULL,
	"fat_target" double precision NOT NULL,
	"sugar_target" double precision NOT NULL,
	"preferred_protein_pct" integer NOT NULL,
	"preferred_carb_pct" integer NOT NULL,
	"preferred_fat_pct" integer NOT NULL,
	"track_sugar" boolean NOT NULL,
	"track_macros" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_nutrition_settings_split_check" CHECK ("user_nutrition_settings"."preferred_protein_pct" + "user_nutrition_settings"."preferred_carb_pct" + "user_nutrition_settings"."preferred_fat_pct" = 100)
);
--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_nutrition_settings" ADD CONSTRAINT "user_nutrition_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diary_entries_user_date_idx" ON "diary_entries" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "diary_entries_copy_once_idx" ON "diary_entries" USING btree ("copied_from","date") WHERE "diary_entries"."copied_from" is not null;--> statement-breakpoint
CREATE INDEX "diary_entries_recipe_idx" ON "diary_entries" USING btree ("recipe_id") WHERE "diary_entries"."recipe_id" is not null;
CREATE TABLE "health_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_health_goals" (
	"recipe_id" uuid NOT NULL,
	"health_goal_id" uuid NOT NULL,
	CONSTRAINT "recipe_health_goals_recipe_id_health_goal_id_pk" PRIMARY KEY("recipe_id","health_goal_id")
);
--> statement-breakpoint
CREATE TABLE "recipe_ingredients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipe_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" text DEFAULT '' NOT NULL,
	"amount" double precision DEFAULT 0 NOT NULL,
	"unit" text DEFAULT 'piece' NOT NULL,
	"cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "recipe_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipe_id" uuid NOT NULL,
	"step_number" integer NOT NULL,
	"instruction" text NOT NULL,
	"time_required" integer,
	"tips" text,
	"video_url" text
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"servings" integer DEFAULT 4 NOT NULL,
	"prep_time" integer DEFAULT 0 NOT NULL,
	"cook_time" integer DEFAULT 0 NOT NULL,
	"cooking_time_minutes" integer GENERATED ALWAYS AS (prep_time + cook_time) STORED NOT NULL,
	"complexity" text DEFAULT 'medium' NOT NULL,
	"dietary_restrictions" text[] DEFAULT '{}'::text[] NOT NULL,
	"total_cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"cost_per_serving" numeric(12, 2) DEFAULT 0 NOT NULL,
	"author_id" text,
	"user_id" text,
	"is_community" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"ai_generated" boolean DEFAULT false NOT NULL,
	"ai_modified" boolean DEFAULT false NOT NULL,
	"ai_estimated" boolean DEFAULT false NOT NULL,
	"nutritional_info" jsonb,
	"health_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"cuisine" text,
	"meal_type" text,
	"equipment_needed" text[] DEFAULT '{}'::text[] NOT NULL,
	"special_ingredients" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_complexity_check" CHECK ("recipes"."complexity" in ('easy', 'medium', 'hard', 'expert')),
	CONSTRAINT "recipes_servings_check" CHECK ("recipes"."servings" >= 1),
	CONSTRAINT "recipes_times_check" CHECK ("recipes"."prep_time" >= 0 and "recipes"."cook_time" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipe_health_goals" ADD CONSTRAINT "recipe_health_goals_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_health_goals" ADD CONSTRAINT "recipe_health_goals_health_goal_id_health_goals_id_fk" FOREIGN KEY ("health_goal_id") REFERENCES "public"."health_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_steps" ADD CONSTRAINT "recipe_steps_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "health_goals_name_idx" ON "health_goals" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "recipe_health_goals_goal_idx" ON "recipe_health_goals" USING btree ("health_goal_id","recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_ingredients_recipe_idx" ON "recipe_ingredients" USING btree ("recipe_id","position");--> statement-breakpoint
CREATE INDEX "recipe_steps_recipe_idx" ON "recipe_steps" USING btree ("recipe_id","step_number");--> statement-breakpoint
CREATE INDEX "recipes_newest_idx" ON "recipes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "recipes_owner_newest_idx" ON "recipes" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "recipes_cuisine_newest_idx" ON "recipes" USING btree ("cuisine","created_at","id");--> statement-breakpoint
CREATE INDEX "recipes_complexity_newest_idx" ON "recipes" USING btree ("complexity","created_at","id");--> statement-breakpoint
CREATE INDEX "recipes_meal_type_idx" ON "recipes" USING btree ("meal_type");--> statement-breakpoint
CREATE INDEX "recipes_total_time_idx" ON "recipes" USING btree ("cooking_time_minutes");--> statement-breakpoint
CREATE INDEX "recipes_diets_idx" ON "recipes" USING gin ("dietary_restrictions");--> statement-breakpoint
CREATE INDEX "recipes_title_trgm_idx" ON "recipes" USING gin ("title" gin_trgm_ops);
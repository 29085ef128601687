CREATE TABLE "meal_plan_recipes" (
	"plan_id" uuid NOT NULL,
	"recipe_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "meal_plan_recipes_plan_id_recipe_id_pk" PRIMARY KEY("plan_id","recipe_id")
);
--> statement-breakpoint
CREATE TABLE "meal_plan_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"recipe_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"meal_type" text NOT NULL,
	"servings" double precision NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "meal_plan_slots_day_check" CHECK ("meal_plan_slots"."day" between 0 and 6),
	CONSTRAINT "meal_plan_slots_meal_type_check" CHECK ("meal_plan_slots"."meal_type" in ('breakfast', 'lunch', 'dinner', 'snack', 'other')),
	CONSTRAINT "meal_plan_slots_servings_check" CHECK ("meal_plan_slots"."servings" > 0)
);
--> statement-breakpoint
CREATE TABLE "meal_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"total_budget" numeric(10, 2) DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"target_group" text DEFAULT '' NOT NULL,
	"health_goal_id" uuid,
	"copied_from" uuid,
	"copy_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_plans_budget_check" CHECK ("meal_plans"."total_budget" >= 0)
);
--> statement-breakpoint
ALTER TABLE "meal_plan_recipes" ADD CONSTRAINT "meal_plan_recipes_plan_id_meal_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_recipes" ADD CONSTRAINT "meal_plan_recipes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_slots" ADD CONSTRAINT "meal_plan_slots_plan_id_meal_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_slots" ADD CONSTRAINT "meal_plan_slots_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_slots" ADD CONSTRAINT "meal_plan_slots_plan_recipe_fk" FOREIGN KEY ("plan_id","recipe_id") REFERENCES "public"."meal_plan_recipes"("plan_id","recipe_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_plan_recipes_recipe_idx" ON "meal_plan_recipes" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "meal_plan_slots_plan_idx" ON "meal_plan_slots" USING btree ("plan_id","position");--> statement-breakpoint
CREATE INDEX "meal_plan_slots_recipe_idx" ON "meal_plan_slots" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "meal_plans_public_newest_idx" ON "meal_plans" USING btree ("created_at","id") WHERE "meal_plans"."is_public";--> statement-breakpoint
CREATE INDEX "meal_plans_owner_newest_idx" ON "meal_plans" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "meal_plans_public_popular_idx" ON "meal_plans" USING btree ("copy_count","created_at","id") WHERE "meal_plans"."is_public";
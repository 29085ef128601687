CREATE TABLE "cooking_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"recipe_id" uuid NOT NULL,
	"cuisine" text,
	"servings" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"current_step_index" integer DEFAULT 0 NOT NULL,
	"completed_step_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"duration_s" integer,
	"efficiency" integer,
	"counted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "cooking_sessions_status_check" CHECK ("cooking_sessions"."status" in ('active', 'finished', 'stopped'))
);
--> statement-breakpoint
ALTER TABLE "cooking_sessions" ADD CONSTRAINT "cooking_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooking_sessions" ADD CONSTRAINT "cooking_sessions_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cooking_sessions_one_active_idx" ON "cooking_sessions" USING btree ("user_id") WHERE "cooking_sessions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "cooking_sessions_user_recipe_idx" ON "cooking_sessions" USING btree ("user_id","recipe_id","started_at");--> statement-breakpoint
CREATE INDEX "cooking_sessions_recipe_idx" ON "cooking_sessions" USING btree ("recipe_id");
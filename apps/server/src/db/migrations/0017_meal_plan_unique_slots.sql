-- Slots written before the index may repeat a recipe on a meal of a day: the first one (by position) stays.
DELETE FROM "meal_plan_slots" s USING "meal_plan_slots" d WHERE s."plan_id" = d."plan_id" AND s."recipe_id" = d."recipe_id" AND s."day" = d."day" AND s."meal_type" = d."meal_type" AND (s."position", s."id") > (d."position", d."id");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plan_slots_plan_recipe_day_meal_idx" ON "meal_plan_slots" USING btree ("plan_id","recipe_id","day","meal_type");

import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';

/**
 * Bulk data for the benches, written straight in SQL: `count` recipes with 8 ingredients and 6 steps
 * each, varied titles, cuisines, diets and complexities; every tenth is private to 'bench-owner'.
 */
export async function seedBenchRecipes(database: Database, count: number): Promise<void> {
  const db = database.db;
  // A member owns every tenth recipe (private); the rest are public community recipes.
  await db.execute(
    sql`insert into "user" (id, name, email) values ('bench-owner', 'Bench', 'bench-owner@example.com')`,
  );
  await db.execute(sql`
    insert into recipes (title, description, servings, prep_time, cook_time, complexity,
      dietary_restrictions, cuisine, meal_type, is_public, is_community, user_id, created_at)
    select
      (array['Spicy','Creamy','Quick','Rustic','Smoky','Zesty','Herby','Golden'])[1 + g % 8] || ' ' ||
      (array['Chicken','Tofu','Salmon','Lentil','Mushroom','Beef','Chickpea','Pork','Shrimp','Egg'])[1 + (g / 8) % 10] || ' ' ||
      (array['Curry','Stew','Salad','Tacos','Bowl','Soup','Pasta','Risotto','Skillet','Bake'])[1 + (g / 80) % 10] || ' ' || g,
      'A recipe made for the benchmark.', 4, g % 60, (g * 7) % 90,
      (array['easy','medium','hard','expert'])[1 + g % 4],
      case g % 3 when 0 then array['vegan'] when 1 then array['vegetarian','gluten_free'] else '{}'::text[] end,
      (array['Italian','Mexican','Indian','Japanese','Thai','French','Greek','American','Chinese','Korean','Moroccan','Spanish'])[1 + g % 12],
      (array['breakfast','lunch','dinner','snack'])[1 + g % 4],
      g % 10 <> 0, g % 10 <> 0,
      case when g % 10 = 0 then 'bench-owner' end,
      now() - make_interval(secs => g)
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into recipe_ingredients (recipe_id, position, name, quantity, amount, unit, cost)
    select r.id, p, (array['flour','olive oil','garlic','onion','salt','butter','milk','rice'])[p + 1], '1 1/2', 1.5, 'cup', 0.5
    from recipes r cross join generate_series(0, 7) p`);
  await db.execute(sql`
    insert into recipe_steps (recipe_id, step_number, instruction, time_required)
    select r.id, s, 'Do step ' || s || ' with care, then carry on.', 5 from recipes r cross join generate_series(1, 6) s`);
  // A database in steady state, not one just bulk-loaded: statistics, hint bits and the visibility
  // map set by vacuum, and the load's dirty pages written out, so the first minute of a bench does not
  // pay for them (every first read of a row dirtied its page; the checkpointer wrote 1.5 M rows).
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
}

import { sql } from 'drizzle-orm';
import { ingredientIdentity } from '@mise/core';
import type { Database } from '../apps/server/src/db/client.js';
import { refreshIdeaIndex } from '../apps/server/src/modules/recipes/recipes.repository.js';

/**
 * The ingredient names the bench recipes draw from: 61 (a prime, so a recipe's eight picks at a
 * stride of 13 never repeat), written as cooks write them, with the staples among them. Each name
 * is in about one recipe in eight; "chicken" covers three of them, "onion" two.
 */
export const BENCH_INGREDIENTS = [
  'flour',
  'olive oil',
  'garlic',
  'onion',
  'salt',
  'butter',
  'milk',
  'rice',
  'chicken thighs',
  'boneless skinless chicken breast',
  'whole chicken',
  'ground beef',
  'pork shoulder',
  'salmon fillets',
  'shrimp',
  'eggs',
  'firm tofu',
  'chickpeas',
  'red lentils',
  'black beans',
  'red onion',
  'carrots',
  'celery',
  'red bell pepper',
  'tomatoes',
  'tomato paste',
  'potatoes',
  'sweet potato',
  'spinach',
  'kale',
  'mushrooms',
  'zucchini',
  'broccoli',
  'cauliflower',
  'cabbage',
  'lemon',
  'lime',
  'ginger',
  'fresh basil',
  'parsley',
  'cilantro',
  'thyme',
  'rosemary',
  'cumin',
  'paprika',
  'chili flakes',
  'black pepper',
  'soy sauce',
  'chicken broth',
  'coconut milk',
  'heavy cream',
  'parmesan',
  'cheddar cheese',
  'feta',
  'yogurt',
  'spaghetti',
  'bread',
  'honey',
  'brown sugar',
  'water',
  'vegetable oil',
];

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
  // Each recipe's eight names, with their food identity as the recipes module writes it (core's
  // rules, computed here once per name; words travel joined by '|').
  const identities = BENCH_INGREDIENTS.map(ingredientIdentity);
  await db.execute(sql`
    insert into recipe_ingredients (recipe_id, position, name, quantity, amount, unit, cost,
      food_words, is_staple)
    select r.id, p, (${sql.param(BENCH_INGREDIENTS)}::text[])[1 + k], '1 1/2', 1.5, 'cup', 0.5,
      string_to_array((${sql.param(identities.map((i) => i.food_words.join('|')))}::text[])[1 + k], '|'),
      (${sql.param(identities.map((i) => i.is_staple))}::boolean[])[1 + k]
    from recipes r cross join generate_series(0, 7) p
    cross join lateral (select (abs(hashtext(r.id::text)) + p * 13) % ${BENCH_INGREDIENTS.length} as k) pick`);
  // What ideas rank on, kept on the recipe row (decision 0024), as the start-up backfill writes it.
  await refreshIdeaIndex(db, sql`true`);
  await db.execute(sql`
    insert into recipe_steps (recipe_id, step_number, instruction, time_required)
    select r.id, s, 'Do step ' || s || ' with care, then carry on.', 5 from recipes r cross join generate_series(1, 6) s`);
  // A database in steady state, not one just bulk-loaded: statistics, hint bits and the visibility
  // map set by vacuum, and the load's dirty pages written out, so the first minute of a bench does not
  // pay for them (every first read of a row dirtied its page; the checkpointer wrote 1.5 M rows).
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
}

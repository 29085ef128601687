import type { MealPlanSlot, MealType } from '@mise/core';
import type { Db } from '../../db/client.js';
import { applyOnce } from '../../db/seed/apply-once.js';
import { createMealPlansRepository } from './meal-plans.repository.js';

/** The starter recipes' ids by title (the recipes module's `starterRecipeIds`). */
export type StarterRecipes = (db: Db) => Promise<Map<string, string>>;

interface SamplePlan {
  title: string;
  description: string;
  target_group: string;
  total_budget: number;
  /** Monday first (day 0), as the API has it: [day, meal, starter recipe title, servings]. */
  week: Array<[number, MealType, string, number]>;
}

/**
 * Two weekly plans made of the starter recipes, so a new install's home page and /meal-plans show
 * what a plan is (issue 16 §2: the spec's Weekly Meal Plans list is never filled; ours is). They are
 * Mise's own: public, nobody's to change (no author), copied like any public plan.
 */
const SAMPLE_PLANS: SamplePlan[] = [
  {
    title: 'Easy Weeknight Dinners',
    description:
      'Five dinners for busy evenings, most on the table in well under an hour, with a treat for Friday.',
    target_group: 'Busy households',
    total_budget: 80,
    week: [
      [0, 'dinner', 'Weeknight Chana Masala', 4],
      [1, 'dinner', 'Chicken Tinga Tacos', 4],
      [2, 'dinner', 'Miso-Glazed Salmon with Sesame Bok Choy', 4],
      [3, 'dinner', 'Chicken Pad See Ew', 4],
      [4, 'dinner', 'Crispy Chicken Thighs with Creamed Spinach', 4],
      [4, 'snack', 'Mango Sticky Rice', 4],
    ],
  },
  {
    title: 'A Vegetarian Week',
    description:
      'Meat-free breakfasts, lunches and dinners from around the world, with leftovers planned in.',
    target_group: 'Vegetarians',
    total_budget: 60,
    week: [
      [0, 'breakfast', 'Berry Chia Overnight Oats', 2],
      [0, 'dinner', 'Wild Mushroom Risotto', 2],
      [1, 'lunch', 'Horiatiki (Greek Village Salad)', 2],
      [1, 'dinner', 'Weeknight Chana Masala', 2],
      [2, 'breakfast', 'Smoky Shakshuka with Feta', 2],
      [2, 'lunch', 'Silky Hummus with Crispy Spiced Chickpeas', 2],
      [3, 'lunch', 'Fresh Tofu Summer Rolls with Peanut Sauce', 2],
      [5, 'breakfast', 'Huevos Rancheros with Black Beans', 2],
      [6, 'breakfast', 'Brown Butter Banana Bread', 2],
      [6, 'dinner', 'Smoky Shakshuka with Feta', 2],
    ],
  },
];

/** Seeds the sample plans once per install, after the starter recipes (catalogues.ts). */
export async function seedSampleMealPlans(
  db: Db,
  { starterRecipes }: { starterRecipes: StarterRecipes },
): Promise<void> {
  await applyOnce(db, 'sample-meal-plans-v1', async (tx) => {
    const ids = await starterRecipes(tx);
    const repo = createMealPlansRepository(tx);
    for (const plan of SAMPLE_PLANS) {
      // A starter deleted before this ran (an install older than the plans) leaves its days out.
      const slots: MealPlanSlot[] = plan.week.flatMap(([day, meal_type, title, servings]) => {
        const recipe_id = ids.get(title);
        return recipe_id ? [{ recipe_id, day, meal_type, servings }] : [];
      });
      if (slots.length === 0) continue;
      await repo.create(
        null,
        {
          title: plan.title,
          description: plan.description,
          total_budget: plan.total_budget,
          is_public: true,
          target_group: plan.target_group,
          health_goal_id: null,
        },
        [...new Set(slots.map((slot) => slot.recipe_id))],
        slots,
        // Nobody's plan: no progress to record.
        () => Promise.resolve(),
      );
    }
  });
}

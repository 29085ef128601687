import type { RecipeCreate } from '../recipes.js';
import type { InspirationMeal } from './contract.js';

/** The meal database's categories that say a diet (spec-1 §3's diet names). */
const CATEGORY_DIETS: Record<string, 'vegan' | 'vegetarian'> = {
  vegan: 'vegan',
  vegetarian: 'vegetarian',
};

const cut = (text: string, max: number) => text.trim().slice(0, max);

/**
 * An inspiration as a new recipe's fields (POST /api/recipes' body), titled by `title`: the saved
 * copy ('… (Saved)') and the customised draft ('… (My Version)') start from the same fields. Texts
 * are cut to the recipe contract's limits, so a long meal never fails validation; private by default.
 */
export function inspirationToRecipe(meal: InspirationMeal, title: string): RecipeCreate {
  const diet = CATEGORY_DIETS[meal.category.toLowerCase()];
  return {
    title,
    description: cut(meal.description, 5000),
    image_url: meal.image_url,
    servings: meal.servings,
    prep_time: meal.prep_time,
    cook_time: meal.cook_time,
    complexity: meal.complexity,
    cost_per_serving: meal.cost_per_serving,
    cuisine: meal.cuisine ? cut(meal.cuisine, 60) : null,
    dietary_restrictions: diet ? [diet] : [],
    source_url: meal.source_url,
    is_public: false,
    ingredients: meal.ingredients.map((i) => ({
      name: cut(i.name, 200),
      quantity: cut(i.quantity, 40),
      amount: i.amount,
      unit: cut(i.unit, 40),
    })),
    steps: meal.steps.map((s) => ({
      step_number: s.step_number,
      instruction: cut(s.instruction, 4000),
    })),
  };
}

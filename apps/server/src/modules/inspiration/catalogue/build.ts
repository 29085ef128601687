import { MEALDB_INGREDIENT_SLOTS, type MealDbMeal } from '@mise/core';

/** A bundled meal as written: the fields that vary, and its ingredients as [name, measure] pairs. */
export interface WrittenMeal {
  id: string;
  title: string;
  category: string;
  area: string;
  tags?: string;
  ingredients: ReadonlyArray<readonly [name: string, measure: string]>;
  instructions: string;
}

/**
 * A written meal in TheMealDB's wire format, with every one of the 20 slots present as the service
 * sends them (empty ones as ''), so the bundled catalogue goes through the very converter that the
 * meal database's answers do.
 */
export function toWire(meal: WrittenMeal, imageUrl: string): MealDbMeal {
  if (meal.ingredients.length > MEALDB_INGREDIENT_SLOTS)
    throw new Error(`${meal.id}: more than ${MEALDB_INGREDIENT_SLOTS} ingredients`);
  const wire: Record<string, string | null> = {
    idMeal: meal.id,
    strMeal: meal.title,
    strCategory: meal.category,
    strArea: meal.area,
    strInstructions: meal.instructions,
    strMealThumb: imageUrl,
    strTags: meal.tags ?? null,
    strYoutube: '',
    strSource: null,
  };
  for (let slot = 1; slot <= MEALDB_INGREDIENT_SLOTS; slot += 1) {
    const [name, measure] = meal.ingredients[slot - 1] ?? ['', ''];
    wire[`strIngredient${slot}`] = name;
    wire[`strMeasure${slot}`] = measure;
  }
  return wire as MealDbMeal;
}

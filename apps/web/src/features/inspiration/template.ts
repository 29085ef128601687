import { inspirationToRecipe, RECIPE_TEMPLATE_STORAGE_KEY, type InspirationMeal } from '@mise/core';

/**
 * Stores the recipe template draft of a meal (spec-1 §3 local browser data, §4 template flow): the
 * same RecipeCreate fields the server saves (core's `inspirationToRecipe`), under the meal's own title
 * — the create page checks it with the contract and adds ' (My Version)' itself. False when the
 * browser refuses (storage blocked or full).
 */
export function storeTemplateDraft(meal: InspirationMeal): boolean {
  try {
    const draft = inspirationToRecipe(meal, meal.title);
    sessionStorage.setItem(RECIPE_TEMPLATE_STORAGE_KEY, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export const TEMPLATE_PATH = '/recipes/create?template=true';

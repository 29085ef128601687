/**
 * The plain option lists and labels of recipes (spec-1 §3), without zod, so a page that only needs a
 * label or a list does not pull the schema library into its bundle. recipes.ts builds its schemas on
 * these.
 */
export const COMPLEXITIES = ['easy', 'medium', 'hard', 'expert'] as const;

/** Diets offered on the edit form (spec-1 §3). */
export const EDIT_FORM_DIETS = [
  'vegetarian',
  'vegan',
  'gluten_free',
  'dairy_free',
  'nut_free',
  'keto',
  'paleo',
  'low_carb',
  'low_fat',
] as const;
/** Diets accepted on creation: the edit form's plus kosher, halal and mediterranean (spec-1 §3). */
export const DIETS = [...EDIT_FORM_DIETS, 'kosher', 'halal', 'mediterranean'] as const;
export type Diet = (typeof DIETS)[number];

/** 'gluten_free' → 'Gluten Free' (spec-1 §3: shown with capitalised words). */
export function dietLabel(diet: string): string {
  return diet
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The unit options of spec-1 §3, in the order the unit picker shows them. */
export const UNITS = [
  'piece',
  'pinch',
  'dash',
  'clove',
  'head',
  'can',
  'package',
  'slice',
  'item',
  'serving',
  'container',
  'tsp',
  'tbsp',
  'fl oz',
  'cup',
  'pint',
  'quart',
  'gallon',
  'ml',
  'l',
  'g',
  'kg',
  'oz',
  'lb',
  'small',
  'medium',
  'large',
  'to taste',
] as const;
export type Unit = (typeof UNITS)[number];

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack', 'other'] as const;

/** The most servings a recipe holds and the scaler offers (the recipe schema and the page agree). */
export const MAX_SERVINGS = 1000;

export type Complexity = (typeof COMPLEXITIES)[number];
export type MealType = (typeof MEAL_TYPES)[number];

/** Session-storage key of the recipe template draft (spec-1 §3, §4 template flow). */
export const RECIPE_TEMPLATE_STORAGE_KEY = 'mise.recipe-template';
export const MY_VERSION_SUFFIX = ' (My Version)';
export const SAVED_SUFFIX = ' (Saved)';

/** Whether a recipe has nutrition worth showing: a calorie figure above zero (spec-1 §2). */
export function isNutritionSet(
  info: { calories?: number | undefined } | null | undefined,
): boolean {
  return (info?.calories ?? 0) > 0;
}

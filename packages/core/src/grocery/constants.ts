/*
 * The grocery list's aisles and limits, zod-free and apart from the contract: the web's grocery page
 * and the recipe page's "Add to grocery list" group, check and validate items without loading zod
 * (~21 KB gzip; see apps/web/src/features/diary/answers.ts). The contract builds on these.
 */

/** The aisles, in the order a shop is walked. */
export const GROCERY_CATEGORIES = [
  'produce',
  'dairy',
  'meat_fish',
  'bakery',
  'pantry',
  'frozen',
  'spices',
  'other',
] as const;
export type GroceryCategory = (typeof GROCERY_CATEGORIES)[number];
export const GROCERY_CATEGORY_LABELS: Readonly<Record<GroceryCategory, string>> = {
  produce: 'Produce',
  dairy: 'Dairy and eggs',
  meat_fish: 'Meat and fish',
  bakery: 'Bakery',
  pantry: 'Pantry',
  frozen: 'Frozen',
  spices: 'Spices and herbs',
  other: 'Other',
};

export const MAX_GROCERY_ITEMS = 500;
export const MAX_GROCERY_AMOUNT = 100_000;
export const MAX_RECIPES_PER_ADD = 50;
export const MAX_GROCERY_SOURCES = 50;
export const MAX_GROCERY_NAME_LENGTH = 200;
export const MAX_GROCERY_UNIT_LENGTH = 40;

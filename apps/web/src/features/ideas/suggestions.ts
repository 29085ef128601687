/**
 * The row of common ingredients a cook can pick with one tap: what most kitchens hold, and what the
 * starter recipes use, so a first search finds something.
 */
export const COMMON_INGREDIENTS = [
  'eggs',
  'chicken',
  'rice',
  'pasta',
  'tomatoes',
  'onion',
  'garlic',
  'potatoes',
  'cheese',
  'milk',
  'butter',
  'spinach',
  'mushrooms',
  'chickpeas',
  'tofu',
  'lemon',
] as const;

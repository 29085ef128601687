import { formatQuantity } from './format-quantity.js';

/**
 * How an ingredient reads wherever it is shown (recipe page, editor list, announcements), like a
 * cookbook: '4 egg yolks' (no 'piece'), '2 cloves garlic', '1 1/2 cups flour', '2 tbsp oil',
 * '2 large eggs', 'salt, to taste', and a line without an amount just as its words
 * ('a handful of fresh basil leaves', never 'piece a handful of …').
 */

/** Units that say nothing a count does not: '4 egg yolks', not '4 piece egg yolks'. */
const UNSAID = new Set(['', 'piece', 'item']);

/** Word units take a plural; abbreviations (tsp, g, lb) and sizes (large) do not. */
const PLURALS: Readonly<Record<string, string>> = {
  cup: 'cups',
  pint: 'pints',
  quart: 'quarts',
  gallon: 'gallons',
  clove: 'cloves',
  head: 'heads',
  can: 'cans',
  package: 'packages',
  slice: 'slices',
  container: 'containers',
  serving: 'servings',
  pinch: 'pinches',
  dash: 'dashes',
};

/** 'cup' for 1 or less, 'cups' for more; '' for piece and item. */
export function unitLabel(unit: string, amount: number): string {
  if (UNSAID.has(unit)) return '';
  return amount > 1 ? (PLURALS[unit] ?? unit) : unit;
}

export interface IngredientDisplay {
  /** Amount and unit ('2 cloves'); '' when there is no amount to show. */
  measure: string;
  /** The name, with ', to taste' for a to-taste ingredient. */
  name: string;
}

export interface DisplayedIngredient {
  name: string;
  amount: number;
  unit: string;
  /** The amount's text when it is already worked out (the scaler's '1.25'); else from amount. */
  quantity?: string | undefined;
}

/** The measure and the name of an ingredient, for a page that sets them apart. */
export function ingredientDisplay(ingredient: DisplayedIngredient): IngredientDisplay {
  const name = ingredient.name.trim();
  if (ingredient.unit === 'to taste') return { measure: '', name: name ? `${name}, to taste` : '' };
  if (!(ingredient.amount > 0)) return { measure: '', name };
  const quantity = ingredient.quantity?.trim() || formatQuantity(ingredient.amount);
  const measure = [quantity, unitLabel(ingredient.unit, ingredient.amount)]
    .filter(Boolean)
    .join(' ');
  return { measure, name };
}

/** The whole line: '2 cloves garlic', 'salt, to taste'. */
export function formatIngredient(ingredient: DisplayedIngredient): string {
  const { measure, name } = ingredientDisplay(ingredient);
  return [measure, name].filter(Boolean).join(' ');
}

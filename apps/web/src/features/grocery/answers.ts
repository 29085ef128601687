import {
  GROCERY_CATEGORIES,
  type GroceryAddResult,
  type GroceryCategory,
  type GroceryItem,
  type GrocerySource,
} from '@mise/core';
import {
  groceryAddCountsOf,
  isNumber,
  isRecord,
  isString,
  itemsOf,
  unexpected,
} from '../../lib/answer-checks';

/**
 * The grocery list's answers checked by hand, just enough for what the pages show. Not core's zod
 * schemas: they would put zod (~21 KB gzip) into the list's download and into the recipe page's
 * "Add to grocery list". `answers.test.ts` holds each check to the schemas.
 */
export const isGroceryCategory = (value: unknown): value is GroceryCategory =>
  GROCERY_CATEGORIES.includes(value as GroceryCategory);

const isSource = (value: unknown): value is GrocerySource =>
  isRecord(value) && isString(value.recipe_id) && isString(value.title);

function isItem(value: unknown): value is GroceryItem {
  return (
    isRecord(value) &&
    ['id', 'name', 'unit', 'quantity', 'created_at', 'updated_at'].every((key) =>
      isString(value[key]),
    ) &&
    (value.amount === null || isNumber(value.amount)) &&
    isGroceryCategory(value.category) &&
    typeof value.checked === 'boolean' &&
    Array.isArray(value.sources) &&
    value.sources.every(isSource)
  );
}

/** POST and PATCH of one item. */
export function itemOf(body: unknown): GroceryItem {
  if (!isItem(body)) throw unexpected('a grocery item');
  return body;
}

/** GET /api/grocery-list. */
export const groceryListOf = (body: unknown): GroceryItem[] =>
  itemsOf(body, isItem, 'the grocery list');

/** POST /api/grocery-list/from-recipes and /from-meal-plan/:id: the whole list and the counts. */
export function addResultOf(body: unknown): GroceryAddResult {
  return { items: groceryListOf(body), ...groceryAddCountsOf(body) };
}

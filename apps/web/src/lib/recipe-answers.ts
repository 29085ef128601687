import type { Recipe, RecipeSummary, RecipeSummaryList } from '@mise/core';

/**
 * Recipe answers checked by hand, just enough for the pages that show them. Not core's zod schemas on
 * purpose: the home, browse and recipe pages are where visitors land, and zod with the recipe schemas
 * would add ~25 KB gzip and a 50 ms task to each first load (4× slower on a mid-range phone). The
 * server renders these answers from one contract-tested query (recipe-document.test.ts); the forms,
 * which send recipes, still use the schemas.
 */
const unexpected = () => new Error('The server sent an unexpected answer for recipes.');

function isSummary(value: unknown): value is RecipeSummary {
  const recipe = value as Partial<RecipeSummary> | null;
  return typeof recipe?.id === 'string' && typeof recipe.title === 'string';
}

function isRecipe(value: unknown): value is Recipe {
  const recipe = value as Partial<Recipe> | null;
  return isSummary(value) && Array.isArray(recipe?.ingredients) && Array.isArray(recipe.steps);
}

export function recipeOf(body: unknown): Recipe {
  if (!isRecipe(body)) throw unexpected();
  return body;
}

/** A list answer: recipe summaries, no ingredients or steps (decision 0007). */
export function recipeListOf(body: unknown): RecipeSummaryList {
  const list = body as Partial<RecipeSummaryList> | null;
  const cursor = list?.next_cursor;
  if (!Array.isArray(list?.items) || !list.items.every(isSummary)) throw unexpected();
  if (cursor !== null && typeof cursor !== 'string') throw unexpected();
  return { items: list.items, next_cursor: cursor };
}

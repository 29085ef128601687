import type { Collection, CollectionDetail, CollectionList } from '@mise/core';
import { isRecord, isString, itemsOf, unexpected, type Shape } from '../../lib/answer-checks';
import { recipeListOf } from '../../lib/recipe-answers';

/**
 * The cookbooks' answers checked by hand, just enough for what the pages show. Not core's zod
 * schemas: the save dialog rides on the recipe page, where visitors land, and zod would add ~21 KB
 * gzip to it. `answers.test.ts` holds each check to the schemas.
 */
function isCollection(value: unknown): value is Collection {
  return (
    isRecord(value) &&
    ['id', 'user_id', 'name', 'description', 'created_at', 'updated_at'].every((key) =>
      isString(value[key]),
    ) &&
    typeof value.is_public === 'boolean' &&
    typeof value.recipe_count === 'number' &&
    (value.cover_image_url === null || isString(value.cover_image_url)) &&
    (value.contains_recipe === undefined || typeof value.contains_recipe === 'boolean')
  );
}

export function collectionOf(body: unknown): Collection {
  if (!isCollection(body)) throw unexpected('a cookbook');
  return body;
}

/** GET /api/collections: a page of the member's cookbooks. */
export function collectionListOf(body: unknown): CollectionList {
  const items = itemsOf(body, isCollection, 'your cookbooks');
  const cursor = (body as Shape).next_cursor;
  if (cursor !== null && !isString(cursor)) throw unexpected('your cookbooks');
  return { items, next_cursor: cursor };
}

/** GET /api/collections/:id: the cookbook with its recipes' summaries. */
export function collectionDetailOf(body: unknown): CollectionDetail {
  if (!isCollection(body) || !Array.isArray((body as Shape).recipes))
    throw unexpected('a cookbook');
  const recipes = recipeListOf({ items: (body as Shape).recipes, next_cursor: null }).items;
  return { ...body, recipes };
}

/*
 * The small checks the features' answer checkers (`features/<x>/answers.ts`) are built from. Those
 * check the server's answers by hand, just enough for what their pages show, instead of with core's
 * zod schemas: zod would add ~21 KB gzip to pages that only read a few fields. Each feature's
 * `answers.test.ts` holds its checks to the schemas.
 */

export type Shape = Record<string, unknown>;

/** The error an answer that does not match its checker turns into; `what` names the answer. */
export const unexpected = (what: string) =>
  new Error(`The server sent an unexpected answer for ${what}.`);

/** A JSON object (not an array, not null). */
export const isRecord = (value: unknown): value is Shape =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isNullableString = (value: unknown): value is string | null =>
  value === null || isString(value);

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);

/** A finite number: JSON has no NaN or Infinity, but a wrong answer could hold a string. */
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export const isInteger = (value: unknown): value is number => Number.isInteger(value);

/** Whether every one of `keys` of `value` passes `check`. */
export const has = (value: Shape, keys: readonly string[], check: (v: unknown) => boolean) =>
  keys.every((key) => check(value[key]));

/** The `items` of a list answer (`{ items: [...] }`), each passing `check`. */
export function itemsOf<T>(
  body: unknown,
  check: (value: unknown) => value is T,
  what: string,
): T[] {
  if (!isRecord(body) || !Array.isArray(body.items) || !body.items.every(check))
    throw unexpected(what);
  return body.items;
}

/**
 * What adding recipes or a meal plan to the grocery list did: how many lines were added and how many
 * merged into lines already there. POST /api/grocery-list/from-recipes and /from-meal-plan/:id both
 * answer these next to the whole list; the grocery page reads the list too, a meal plan only these.
 */
export interface GroceryAddCounts {
  added: number;
  merged: number;
}

export function groceryAddCountsOf(body: unknown): GroceryAddCounts {
  if (!isRecord(body) || !isInteger(body.added) || !isInteger(body.merged))
    throw unexpected('the grocery list');
  return { added: body.added, merged: body.merged };
}

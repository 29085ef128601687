import { z } from 'zod';
import { MAX_SERVINGS } from '../recipe-options.js';
import { NUL_MESSAGE, storedText, wellFormed } from '../text.js';
import {
  GROCERY_CATEGORIES,
  MAX_GROCERY_AMOUNT,
  MAX_GROCERY_NAME_LENGTH,
  MAX_GROCERY_SOURCES,
  MAX_GROCERY_UNIT_LENGTH,
  MAX_RECIPES_PER_ADD,
} from './constants.js';
import { groceryMessages as m } from './messages.js';

/**
 * The grocery list contract (api.md "Meal plans, grocery list, cookbooks"; issue 13 point 2): one list
 * per member, items grouped by aisle, each saying which recipes need it. Merging and the units people
 * buy in are core's rules (`./merge.ts`, `./display.ts`); this file is what the API takes and gives.
 */

const name = z
  .string({ error: m.nameRequired })
  .max(MAX_GROCERY_NAME_LENGTH)
  .refine((value) => !value.includes('\u0000'), NUL_MESSAGE)
  .trim()
  .min(1, m.nameRequired);
const amount = z
  .number({ error: m.amountRange })
  .min(0, m.amountRange)
  .max(MAX_GROCERY_AMOUNT, m.amountRange);
export const GroceryCategorySchema = z.enum(GROCERY_CATEGORIES, { error: m.category });
const category = GroceryCategorySchema;

/**
 * A recipe a line is for. Sent back by the page (undoing a delete), its title is stored in a jsonb
 * column, where a NUL or a lone surrogate would fail at the database: a NUL is refused like any
 * stored text, a lone surrogate becomes U+FFFD (as in a text column), and it is bounded as a recipe's
 * title is (200).
 */
export const GrocerySourceSchema = z.object({
  recipe_id: z.uuid(),
  title: storedText(200).transform(wellFormed),
});
export type GrocerySource = z.infer<typeof GrocerySourceSchema>;

export const GroceryItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The merged amount in `unit`; null when unmeasured ("to taste", a manual item without one). */
  amount: z.number().nullable(),
  unit: z.string(),
  /** The amount as people read it, in the unit they buy in ('1/2 cup', '1 1/2 lb', 'to taste'). */
  quantity: z.string(),
  category: GroceryCategorySchema,
  checked: z.boolean(),
  sources: z.array(GrocerySourceSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GroceryItem = z.infer<typeof GroceryItemSchema>;

export const GroceryListSchema = z.object({ items: z.array(GroceryItemSchema) });
export type GroceryList = z.infer<typeof GroceryListSchema>;

/**
 * POST /api/grocery-list/items — a manual item (merged like any other when the same food is already
 * unchecked on the list). `sources` and `checked` let the page undo a delete by putting the item back.
 */
export const GroceryItemCreateSchema = z.object({
  name,
  amount: amount.nullable().optional(),
  unit: storedText(MAX_GROCERY_UNIT_LENGTH).trim().optional(),
  category: category.optional(),
  checked: z.boolean().optional(),
  sources: z.array(GrocerySourceSchema).max(MAX_GROCERY_SOURCES).optional(),
});
export type GroceryItemCreate = z.infer<typeof GroceryItemCreateSchema>;

/** PATCH /api/grocery-list/items/:id — check or uncheck with one tap, or edit. */
export const GroceryItemPatchSchema = z.object({
  name: name.optional(),
  amount: amount.nullable().optional(),
  unit: storedText(MAX_GROCERY_UNIT_LENGTH).trim().optional(),
  category: category.optional(),
  checked: z.boolean().optional(),
});
export type GroceryItemPatch = z.infer<typeof GroceryItemPatchSchema>;

/** POST /api/grocery-list/from-recipes — each recipe scaled to its servings. */
export const GroceryFromRecipesSchema = z.object({
  recipes: z
    .array(
      z.object({
        recipe_id: z.uuid(m.recipeId).transform((value) => value.toLowerCase()),
        servings: z.number({ error: m.servings }).gt(0, m.servings).max(MAX_SERVINGS, m.servings),
      }),
      { error: m.recipesRequired },
    )
    .min(1, m.recipesRequired)
    .max(MAX_RECIPES_PER_ADD, m.tooManyRecipes(MAX_RECIPES_PER_ADD)),
});
export type GroceryFromRecipes = z.infer<typeof GroceryFromRecipesSchema>;

/** What an add answers: the whole list, and how many lines were new or merged into existing ones. */
export const GroceryAddResultSchema = GroceryListSchema.extend({
  added: z.number().int(),
  merged: z.number().int(),
});
export type GroceryAddResult = z.infer<typeof GroceryAddResultSchema>;

/**
 * The `Idempotency-Key` header of POST /api/grocery-list/items: a browser sending an add queued
 * offline names it once, and a replay of the same key (the network dropped the answer, two tabs sent
 * the queue) changes nothing and answers the line the first one went to.
 */
export const IdempotencyKeySchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9._:-]+$/, 'An idempotency key is 8 to 100 letters, digits or ._:-');

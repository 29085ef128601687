import { z } from 'zod';
import { NUL_MESSAGE, storedText } from '../text.js';
import { RecipeSummarySchema } from '../recipes.js';
import { collectionMessages as m } from './messages.js';

/**
 * The cookbooks contract (spec-1 §2 /collections, §3 collection_recipes, §7; api.md; issue 13 point
 * 3). A cookbook is a member's named, ordered list of recipes, public or private; its cover is its
 * first recipe's image.
 */

export const MAX_COLLECTION_RECIPES = 500;
/** Recipes a new cookbook can be created with (the web's "New cookbook" saves one). */
export const MAX_NEW_COLLECTION_RECIPES = 50;

const recipeId = z.uuid(m.recipeId).transform((value) => value.toLowerCase());

const name = z
  .string({ error: m.nameRequired })
  .max(100, m.nameTooLong)
  .refine((value) => !value.includes('\u0000'), NUL_MESSAGE)
  .trim()
  .min(1, m.nameRequired);

/**
 * POST /api/collections — private unless said otherwise. `recipe_ids` (recipes the member may see,
 * in order) are put in it in the same transaction: "New cookbook → create and save" is one call.
 */
export const CollectionCreateSchema = z.object({
  name,
  description: storedText(1000).trim().default(''),
  is_public: z.boolean().default(false),
  recipe_ids: z
    .array(recipeId)
    .max(MAX_NEW_COLLECTION_RECIPES, m.tooManyNew(MAX_NEW_COLLECTION_RECIPES))
    .transform((ids) => [...new Set(ids)])
    .default([]),
});
export type CollectionCreate = z.infer<typeof CollectionCreateSchema>;
export type CollectionForm = z.input<typeof CollectionCreateSchema>;

/** PATCH /api/collections/:id — rename, describe, publish. */
export const CollectionPatchSchema = z.object({
  name: name.optional(),
  description: storedText(1000).trim().optional(),
  is_public: z.boolean().optional(),
});
export type CollectionPatch = z.infer<typeof CollectionPatchSchema>;

/** PUT /api/collections/:id/order — every recipe of the cookbook, each once, in the new order. */
export const CollectionOrderSchema = z.object({
  recipe_ids: z.array(recipeId).max(MAX_COLLECTION_RECIPES),
});
export type CollectionOrder = z.infer<typeof CollectionOrderSchema>;

export const CollectionSchema = z.object({
  id: z.uuid(),
  user_id: z.string(),
  name: z.string(),
  description: z.string(),
  is_public: z.boolean(),
  /** The image of its first recipe (that the viewer may see) that has one; null when none. */
  cover_image_url: z.string().nullable(),
  recipe_count: z.number().int(),
  /** With `?recipe_id=` on the list: whether that recipe is in this cookbook (the save dialog). */
  contains_recipe: z.boolean().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Collection = z.infer<typeof CollectionSchema>;

export const CollectionListSchema = z.object({
  items: z.array(CollectionSchema),
  next_cursor: z.string().nullable(),
});
export type CollectionList = z.infer<typeof CollectionListSchema>;

export const CollectionListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
  recipe_id: z.uuid(m.recipeId).optional(),
});

/** GET /api/collections/:id — the cookbook with its recipes (those the viewer may see), in order. */
export const CollectionDetailSchema = CollectionSchema.extend({
  recipes: z.array(RecipeSummarySchema),
});
export type CollectionDetail = z.infer<typeof CollectionDetailSchema>;

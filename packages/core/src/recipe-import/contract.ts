import { z } from 'zod';
import { IMPORT_MAX_TEXT, recipeImportMessages } from './messages.js';
import { NutritionalInfoSchema } from '../recipes.js';

/** POST /api/recipes/import: a page's address, or the recipe's text pasted in. */
export const RecipeImportRequestSchema = z.union([
  z
    .object({
      url: z
        .string()
        .trim()
        .max(2000, recipeImportMessages.urlInvalid)
        .refine(
          (v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v),
          recipeImportMessages.urlInvalid,
        ),
    })
    .strict(),
  z
    .object({ text: z.string().trim().min(1, recipeImportMessages.urlOrText).max(IMPORT_MAX_TEXT) })
    .strict(),
]);
export type RecipeImportRequest = z.infer<typeof RecipeImportRequestSchema>;

export const RecipeDraftSchema = z.object({
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  servings: z.number().int().nullable(),
  prep_time: z.number().int().nullable(),
  cook_time: z.number().int().nullable(),
  ingredients: z.array(
    z.object({
      name: z.string(),
      quantity: z.string(),
      amount: z.number(),
      unit: z.string(),
      notes: z.string(),
    }),
  ),
  steps: z.array(z.object({ instruction: z.string() })),
  nutritional_info: NutritionalInfoSchema.nullable(),
  source_url: z.string().nullable(),
});

export const RecipeImportResponseSchema = z.object({ draft: RecipeDraftSchema });
export type RecipeImportResponse = z.infer<typeof RecipeImportResponseSchema>;

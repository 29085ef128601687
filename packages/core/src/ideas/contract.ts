import { z } from 'zod';
import { DietSchema, RecipeSummarySchema } from '../recipes.js';
import { RecipeDraftSchema } from '../recipe-import/contract.js';

/**
 * The recipe ideas contract (issue 16 §3; spec-1 §2 /recipes/ideas; api.md "Inspiration and ideas"):
 * what can I cook from what I have? Recipes (public, and the member's own) ranked by how much of
 * their non-optional, non-staple ingredients the cook has, matched by food identity ("chicken thighs"
 * counts for "chicken"; salt, pepper, oil and water are pantry staples everyone has).
 */

export const IDEAS_MAX_INGREDIENTS = 30;
export const IDEAS_MAX_RESULTS = 20;
/** How many new recipes the AI provider is asked for at once. */
export const IDEAS_AI_COUNT = 3;

const ingredient = z
  .string()
  .refine((value) => !value.includes('\u0000'), 'Ingredient names cannot contain NUL')
  .trim()
  .min(1, 'Add at least one ingredient')
  .max(80, 'An ingredient name is at most 80 characters');

/** POST /api/ideas and POST /api/ideas/generate */
export const IdeasRequestSchema = z
  .object({
    ingredients: z
      .array(ingredient, { error: 'Add at least one ingredient' })
      .min(1, 'Add at least one ingredient')
      .max(IDEAS_MAX_INGREDIENTS, `At most ${IDEAS_MAX_INGREDIENTS} ingredients`),
    diet: DietSchema.optional(),
    /** Total minutes (prep + cook) at most. */
    max_time: z.number().int().min(1).max(1440).optional(),
  })
  .strict();
export type IdeasRequest = z.infer<typeof IdeasRequestSchema>;

/** One of a recipe's ingredients, as the card lists it and as "Add missing" sends it to the list. */
export const IdeaIngredientSchema = z.object({
  name: z.string(),
  /** As written ('1 1/2 cups'), for the card. */
  quantity: z.string(),
  amount: z.number().nullable(),
  unit: z.string(),
});
export type IdeaIngredient = z.infer<typeof IdeaIngredientSchema>;

export const IdeaSchema = z.object({
  recipe: RecipeSummarySchema,
  /** Share of the recipe's counted ingredients the cook has, 0…1 (staples and optional ones are not counted). */
  coverage: z.number(),
  /** The recipe's counted ingredients the cook has. */
  matched: z.array(IdeaIngredientSchema),
  /** The recipe's counted ingredients the cook lacks (what "Add missing to grocery list" adds). */
  missing: z.array(IdeaIngredientSchema),
});
export type Idea = z.infer<typeof IdeaSchema>;

export const IdeasResponseSchema = z.object({ items: z.array(IdeaSchema) });
export type IdeasResponse = z.infer<typeof IdeasResponseSchema>;

/**
 * POST /api/ideas/generate — new recipes written by the AI provider from the same list (credits are
 * spent; 402 without them; 503 when no provider is configured). Each can be saved as a draft.
 */
export const GeneratedIdeasResponseSchema = z.object({
  items: z.array(RecipeDraftSchema),
  /** The member's credit balance after the call. */
  balance: z.number().int(),
});
export type GeneratedIdeasResponse = z.infer<typeof GeneratedIdeasResponseSchema>;

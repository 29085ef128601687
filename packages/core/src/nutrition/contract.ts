import { z } from 'zod';
import { IngredientInputSchema, NutritionalInfoSchema } from '../recipes.js';
import { NUTRITION_SOURCES, nutritionMessages } from './messages.js';

/**
 * The nutrition contract (api.md Nutrition; spec-1 §3, §5, §7, §8; spec-2 §3, §4): the estimate and
 * the food reference search, used by the server's routes and by the web.
 */

export const NutritionSourceSchema = z.enum(NUTRITION_SOURCES);
export type NutritionSource = z.infer<typeof NutritionSourceSchema>;

/** A structured ingredient, optionally pinned to a food of the reference (the cook's correction). */
export const EstimateIngredientSchema = IngredientInputSchema.extend({
  food_id: z.string().trim().min(1).max(20).optional(),
});

/** An ingredient as a line ('2 cups flour') or structured. */
export const EstimateIngredientItemSchema = z.union([
  z.string().trim().min(1, nutritionMessages.ingredientEmpty).max(300),
  EstimateIngredientSchema,
]);

/** POST /api/nutrition/estimate. */
export const NutritionEstimateRequestSchema = z
  .object({
    title: z.string().trim().max(200).optional(),
    description: z.string().trim().max(5000).optional(),
    /** Servings the totals are divided by; 4 when absent (spec-1 §5). */
    servings: z.coerce.number().int().min(1).max(1000).optional(),
    ingredients: z
      .array(EstimateIngredientItemSchema)
      .min(1, nutritionMessages.noIngredients)
      .max(200),
    source: NutritionSourceSchema.default('usda'),
    /** The values on the form: an AI value that is not a number keeps these (spec-1 §5). */
    previous: NutritionalInfoSchema.nullable().optional(),
  })
  .strict();
export type NutritionEstimateRequest = z.input<typeof NutritionEstimateRequestSchema>;

export const IngredientEstimateSchema = z.object({
  name: z.string(),
  food_words: z.string(),
  amount: z.number(),
  unit: z.string().nullable(),
  food_id: z.string().nullable(),
  matched_food: z.string().nullable(),
  food_group: z.string().nullable(),
  grams: z.number().nullable(),
  calories: z.number().nullable(),
  confidence: z.number().min(0).max(1),
  basis: z.string().nullable(),
  notes: z.array(z.string()),
});

export const NutritionEstimateSchema = z.object({
  nutritional_info: NutritionalInfoSchema,
  source: NutritionSourceSchema,
  servings: z.number(),
  ingredients: z.array(IngredientEstimateSchema),
  unmatched: z.array(z.object({ name: z.string(), reason: z.string() })),
  incomplete_nutrients: z.array(z.string()),
});
export type NutritionEstimateResponse = z.infer<typeof NutritionEstimateSchema>;

/** GET /api/nutrition/providers: which estimates this server offers (never any key). */
export const NutritionProvidersSchema = z.object({ usda: z.literal(true), ai: z.boolean() });
export type NutritionProviders = z.infer<typeof NutritionProvidersSchema>;

/** GET /api/foods/search (spec-2 §7: contains search, limit 5). */
export const FoodSearchQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});

/**
 * A food of the reference as search shows it: spec-2 §3's fields per 100 g (created_at, the day the
 * table was filled, says nothing about a food and is left out), plus its id, group and measures.
 */
export const FoodReferenceSchema = z.object({
  id: z.string(),
  food_name: z.string(),
  food_group: z.string(),
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  carbohydrates: z.number().nullable(),
  fat: z.number().nullable(),
  sugar: z.number().nullable(),
  serving_size: z.literal(100),
  serving_unit: z.literal('g'),
  /**
   * The food's household measures ('1 large' = 50 g), so a diary entry can be filled from a count
   * of one (core `entryFromFood`) as well as from grams.
   */
  measures: z.array(z.object({ amount: z.number(), description: z.string(), grams: z.number() })),
});
export type FoodReference = z.infer<typeof FoodReferenceSchema>;

export const FoodSearchResultSchema = z.object({
  items: z.array(FoodReferenceSchema),
  next_cursor: z.null(),
});
export type FoodSearchResult = z.infer<typeof FoodSearchResultSchema>;

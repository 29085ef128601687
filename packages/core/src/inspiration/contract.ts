import { z } from 'zod';
import { ComplexitySchema } from '../recipes.js';

/**
 * The recipe inspirations contract (issue 16 §1; spec-1 §2 Home, §3 Inspiration meal, §7 Public meal
 * database, §9; api.md "Inspiration and ideas"). A meal of the public meal database — or of Mise's
 * bundled catalogue, which answers in the same format when no key is set or the service fails — is
 * sent already converted into a recipe shape by core's converter (`./convert.ts`).
 */

/** spec-1 §9: random inspirations 6; category fetch takes the first 10 meals. */
export const INSPIRATION_RANDOM_COUNT = 6;
export const INSPIRATION_CATEGORY_COUNT = 10;
/** The most a caller may ask for at once (the provider is asked once per meal). */
export const INSPIRATION_MAX_COUNT = 12;

export const InspirationIngredientSchema = z.object({
  name: z.string(),
  /** The measure as the meal database writes it ('1 1/2 cups', 'pinch'). */
  quantity: z.string(),
  amount: z.number(),
  unit: z.string(),
});

export const InspirationStepSchema = z.object({
  step_number: z.number().int(),
  instruction: z.string(),
});

/** A meal, recipe-shaped (spec-1 §9 imported meal defaults: cook 30, prep 15, servings 4, medium, cost 0). */
export const InspirationMealSchema = z.object({
  /** The meal database's id ('52772'), or a bundled meal's ('mise-…'). */
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Built from the meal id (spec-1 §3). */
  image_url: z.string().nullable(),
  category: z.string(),
  cuisine: z.string().nullable(),
  servings: z.number().int(),
  prep_time: z.number().int(),
  cook_time: z.number().int(),
  complexity: ComplexitySchema,
  cost_per_serving: z.number(),
  ingredients: z.array(InspirationIngredientSchema),
  steps: z.array(InspirationStepSchema),
  /** Where the meal came from: the configured meal database, or the catalogue bundled with Mise. */
  source: z.enum(['mealdb', 'bundled']),
  /** The original recipe's page, when the meal database names one. */
  source_url: z.string().nullable(),
});
export type InspirationMeal = z.infer<typeof InspirationMealSchema>;

export const InspirationMealListSchema = z.object({ items: z.array(InspirationMealSchema) });
export type InspirationMealList = z.infer<typeof InspirationMealListSchema>;

export const InspirationCategorySchema = z.object({
  name: z.string(),
  description: z.string(),
  thumbnail: z.string().nullable(),
});
export type InspirationCategory = z.infer<typeof InspirationCategorySchema>;

export const InspirationCategoryListSchema = z.object({
  items: z.array(InspirationCategorySchema),
});
export type InspirationCategoryList = z.infer<typeof InspirationCategoryListSchema>;

/** GET /api/inspiration/random?count=6 */
export const InspirationRandomQuerySchema = z.object({
  count: z.coerce
    .number()
    .int()
    .min(1)
    .max(INSPIRATION_MAX_COUNT)
    .default(INSPIRATION_RANDOM_COUNT),
});

/** GET /api/inspiration/categories/:name — a category's name as the list gave it. */
export const InspirationCategoryParamSchema = z.object({
  name: z.string().trim().min(1).max(60),
});

/** POST /api/inspiration/:id/save — 201 with the new recipe, titled '… (Saved)'. */
export const InspirationIdParamSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

import { recipeMessages } from './messages.js';
import { z } from 'zod';
import { COMPLEXITIES, DIETS, MAX_SERVINGS, MEAL_TYPES, UNITS } from './recipe-options.js';
import { storedText } from './text.js';

export type { Complexity, Diet, MealType, Unit } from './recipe-options.js';

/**
 * The recipe contract (spec-1 §3, §5, §7; api.md Recipes): what the API accepts and returns, and what
 * the web's forms validate. Field names are the spec's (snake_case).
 */

export const ComplexitySchema = z.enum(COMPLEXITIES);
export const DietSchema = z.enum(DIETS);
export const UnitSchema = z.enum(UNITS);
export const MealTypeSchema = z.enum(MEAL_TYPES);

const text = (max: number) => storedText(max).trim();
const minutes = (message: string) => z.coerce.number().int(message).min(0, message).max(100_000);
/** Money: at least 0, in steps of 0.01 (spec-1 §5). */
const money = z.coerce
  .number()
  .min(0, recipeMessages.costMin)
  .max(1_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, recipeMessages.costStep);
const nutrient = z.coerce.number().min(0, recipeMessages.nutritionMin).max(100_000);
const dailyValue = z.coerce
  .number()
  .min(0, recipeMessages.dailyValueRange)
  .max(100, recipeMessages.dailyValueRange);

/** Nutrition per serving (spec-1 §3). Every field optional; calories > 0 means "set" (spec-1 §4). */
export const NutritionalInfoSchema = z
  .object({
    calories: nutrient,
    calories_per_serving: nutrient,
    protein: nutrient,
    carbohydrates: nutrient,
    net_carbohydrates: nutrient,
    fat: nutrient,
    fiber: nutrient,
    sugar: nutrient,
    saturated_fat: nutrient,
    unsaturated_fat: nutrient,
    trans_fat: nutrient,
    cholesterol: nutrient,
    sodium: nutrient,
    potassium: nutrient,
    calcium: nutrient,
    iron: nutrient,
    vitamin_a: nutrient,
    vitamin_c: nutrient,
    vitamin_d: nutrient,
    vitamin_b12: nutrient,
    zinc: nutrient,
    protein_daily_value: dailyValue,
    carbs_daily_value: dailyValue,
    fat_daily_value: dailyValue,
  })
  .partial()
  .strict();
export type NutritionalInfo = z.infer<typeof NutritionalInfoSchema>;

/**
 * An ingredient as sent by a client. `amount` is coerced to a number, falling back to 0 (spec-1 §5);
 * when missing it is read from `quantity`. The server normalises `unit` (core's normaliseUnit) and
 * guesses it from the name when empty.
 */
export const IngredientInputSchema = z.object({
  name: text(200).min(1, recipeMessages.nameRequired),
  quantity: text(40).optional(),
  amount: z.unknown().optional(),
  unit: text(40).optional(),
  cost: money.optional(),
  optional: z.boolean().optional(),
  notes: text(500).nullable().optional(),
});
export type IngredientInput = z.input<typeof IngredientInputSchema>;

/** A step as sent by a client; step_number defaults to its position (spec-1 §5). */
export const StepInputSchema = z.object({
  step_number: z.coerce.number().int().min(1).optional(),
  instruction: text(4000).min(1, recipeMessages.instructionRequired),
  /**
   * Whole minutes ≥ 0; empty means unset (spec-1 §5) — blank text too, which number coercion would
   * otherwise read as 0 (issue 10: a cleared time came back as 0).
   */
  time_required: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      minutes(recipeMessages.timeRequiredWhole).nullable(),
    )
    .optional(),
  tips: text(2000).nullable().optional(),
  video_url: z.url().max(2000).nullable().optional().or(z.literal('')),
});
export type StepInput = z.input<typeof StepInputSchema>;

const listOfText = z.array(storedText(200)).max(100);

/**
 * Fields a member sets on a recipe (create and update share them). One set of rules for both
 * (decision 0008): what one accepts the other accepts, so a recipe saved by the create form or the
 * API can always be edited. The description is optional everywhere.
 */
const recipeFields = {
  title: text(200).min(1, recipeMessages.titleRequired),
  description: text(5000),
  image_url: storedText(2000).trim().nullable(),
  servings: z.coerce
    .number()
    .int(recipeMessages.servingsMin)
    .min(1, recipeMessages.servingsMin)
    .max(MAX_SERVINGS, recipeMessages.servingsRange),
  prep_time: minutes(recipeMessages.prepTimeMin),
  cook_time: minutes(recipeMessages.cookTimeMin),
  complexity: ComplexitySchema,
  /** Filtered to the allowed set on create (spec-1 §5): unknown diets are dropped, not refused. */
  dietary_restrictions: z.array(storedText(40)).max(20),
  total_cost: money,
  cost_per_serving: money,
  cuisine: text(60).nullable(),
  meal_type: MealTypeSchema.nullable(),
  equipment_needed: listOfText,
  special_ingredients: listOfText,
  is_community: z.boolean(),
  is_public: z.boolean(),
  ai_generated: z.boolean(),
  ai_modified: z.boolean(),
  nutritional_info: NutritionalInfoSchema.nullable(),
  health_tags: z.array(storedText(80)).max(30),
  /** The page an imported recipe was read from (issue 16 §4): an http(s) URL, or null. */
  source_url: storedText(2000)
    .trim()
    .refine((v) => /^https?:\/\/\S+$/i.test(v) && URL.canParse(v), recipeMessages.sourceUrlInvalid)
    .nullable(),
};

/** POST /api/recipes: a recipe with its ingredients and steps; defaults of spec-1 §5 apply. */
export const RecipeCreateSchema = z
  .object({
    ...recipeFields,
    description: recipeFields.description.default(''),
    image_url: recipeFields.image_url.optional(),
    servings: recipeFields.servings.default(4),
    prep_time: recipeFields.prep_time.default(0),
    cook_time: recipeFields.cook_time.default(0),
    complexity: ComplexitySchema.default('medium'),
    dietary_restrictions: recipeFields.dietary_restrictions.default([]),
    total_cost: money.default(0),
    cost_per_serving: money.default(0),
    cuisine: recipeFields.cuisine.optional(),
    meal_type: recipeFields.meal_type.optional(),
    equipment_needed: listOfText.default([]),
    special_ingredients: listOfText.default([]),
    is_community: z.boolean().default(false),
    is_public: z.boolean().default(false),
    ai_generated: z.boolean().default(false),
    ai_modified: z.boolean().default(false),
    /** Set when the nutrition was estimated (Auto-Calculate) rather than typed. */
    ai_estimated: z.boolean().default(false),
    nutritional_info: recipeFields.nutritional_info.optional(),
    health_tags: recipeFields.health_tags.default([]),
    source_url: recipeFields.source_url.optional(),
    ingredients: z.array(IngredientInputSchema).max(200).default([]),
    steps: z.array(StepInputSchema).max(200).default([]),
  })
  .strict();
export type RecipeCreate = z.input<typeof RecipeCreateSchema>;

/**
 * PATCH /api/recipes/:id: any subset of the fields the edit screen saves (spec-1 §7 Update). The
 * forms themselves require the fields of RecipeEditFormSchema.
 */
export const RecipePatchSchema = z.object(recipeFields).partial().strict();
export type RecipePatch = z.input<typeof RecipePatchSchema>;

/**
 * Both recipe forms, create and edit (spec-1 §5's edit list, decision 0008): title, times,
 * servings, cost per serving and complexity must be filled in (the create form starts them at
 * spec-1 §5's defaults); the description may stay empty, as on create, so that every recipe can be
 * edited. Each rule is the contract's own, so the forms and the API cannot drift apart.
 */
export const RecipeEditFormSchema = z.object({
  title: recipeFields.title,
  description: recipeFields.description,
  prep_time: recipeFields.prep_time,
  cook_time: recipeFields.cook_time,
  servings: recipeFields.servings,
  total_cost: recipeFields.total_cost,
  cost_per_serving: recipeFields.cost_per_serving,
  complexity: recipeFields.complexity,
});

export const IngredientsReplaceSchema = z
  .object({ ingredients: z.array(IngredientInputSchema).max(200) })
  .strict();
export const StepsReplaceSchema = z.object({ steps: z.array(StepInputSchema).max(200) }).strict();
export const NutritionUpdateSchema = z
  .object({
    nutritional_info: NutritionalInfoSchema.nullable(),
    ai_estimated: z.boolean().default(false),
  })
  .strict();
export const HealthGoalsReplaceSchema = z
  .object({ health_goals: z.array(storedText(80).trim().min(1)).max(30) })
  .strict();

export const IngredientSchema = z.object({
  id: z.string(),
  recipe_id: z.string(),
  name: z.string(),
  quantity: z.string(),
  amount: z.number(),
  unit: z.string(),
  cost: z.number(),
  optional: z.boolean(),
  notes: z.string().nullable(),
});
export type Ingredient = z.infer<typeof IngredientSchema>;

export const StepSchema = z.object({
  id: z.string(),
  recipe_id: z.string(),
  step_number: z.number(),
  instruction: z.string(),
  time_required: z.number().nullable(),
  tips: z.string().nullable(),
  video_url: z.string().nullable(),
});
export type Step = z.infer<typeof StepSchema>;

/**
 * A recipe as the API returns it. Community recipes carry no author: `author_id` and `user_id` are
 * null for everyone; `is_owner` tells the caller whether they may edit and delete it.
 */
export const RecipeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  servings: z.number(),
  prep_time: z.number(),
  cook_time: z.number(),
  cooking_time_minutes: z.number(),
  complexity: ComplexitySchema,
  dietary_restrictions: z.array(z.string()),
  total_cost: z.number(),
  cost_per_serving: z.number(),
  author_id: z.string().nullable(),
  user_id: z.string().nullable(),
  is_owner: z.boolean(),
  is_community: z.boolean(),
  is_public: z.boolean(),
  ai_generated: z.boolean(),
  ai_modified: z.boolean(),
  /** The nutrition was estimated from the ingredients (recalculated when they or servings change). */
  ai_estimated: z.boolean(),
  /** Nutrition typed by hand whose ingredients or servings changed after it was saved. */
  nutrition_outdated: z.boolean(),
  nutritional_info: NutritionalInfoSchema.nullable(),
  health_tags: z.array(z.string()),
  cuisine: z.string().nullable(),
  meal_type: MealTypeSchema.nullable(),
  equipment_needed: z.array(z.string()),
  special_ingredients: z.array(z.string()),
  source_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  ingredients: z.array(IngredientSchema),
  steps: z.array(StepSchema),
});
export type Recipe = z.infer<typeof RecipeSchema>;

/** Whole recipes (by ids, where the grocery list needs the ingredients). */
export const RecipeListSchema = z.object({
  items: z.array(RecipeSchema),
  next_cursor: z.string().nullable(),
});
export type RecipeList = z.infer<typeof RecipeListSchema>;

/**
 * A recipe in a list (browse, trending, featured, search): every field of the recipe but its
 * ingredients and steps, which only its own page needs — a card shows neither, and they were three
 * quarters of a list's size and half of its cost (decision 0007).
 */
export const RecipeSummarySchema = RecipeSchema.omit({ ingredients: true, steps: true });
export type RecipeSummary = z.infer<typeof RecipeSummarySchema>;

export const RecipeSummaryListSchema = z.object({
  items: z.array(RecipeSummarySchema),
  next_cursor: z.string().nullable(),
});
export type RecipeSummaryList = z.infer<typeof RecipeSummaryListSchema>;

const limit = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);

/** GET /api/recipes filters (api.md) plus `max_time` (total minutes) for the browse screen. */
export const RecipeListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  cuisine: z.string().trim().max(60).optional(),
  complexity: ComplexitySchema.optional(),
  diet: DietSchema.optional(),
  health_goal: z.string().trim().max(80).optional(),
  max_time: z.coerce.number().int().min(0).max(100_000).optional(),
  author: z.literal('me').optional(),
  limit: limit(20),
  cursor: z.string().max(200).optional(),
});
export type RecipeListQuery = z.input<typeof RecipeListQuerySchema>;

export const TrendingQuerySchema = z.object({ limit: limit(6) });
export const SearchQuerySchema = z.object({ q: z.string().max(200).default(''), limit: limit(10) });
export const ByIdsQuerySchema = z.object({ ids: z.string().max(4000).default('') });
export const RelevantQuerySchema = z.object({
  meal_type: z.string().trim().max(20).optional(),
  diet: z.string().trim().max(200).optional(),
  exclude: z.string().trim().max(1000).optional(),
  title: z.string().trim().max(200).optional(),
});

/** GET /api/recipes/recommended: public recipes tagged with the member's goals (default 5). */
export const RecommendedQuerySchema = z.object({ limit: limit(5) });

import { zodResolver } from '@hookform/resolvers/zod';
import {
  FoodSearchResultSchema,
  IngredientInputSchema,
  MEAL_TYPES,
  NutritionalInfoSchema,
  NutritionEstimateSchema,
  NutritionProvidersSchema,
  RecipeCreateSchema,
  RecipeEditFormSchema,
  RecipeImportResponseSchema,
  RecipeSchema,
  StepInputSchema,
  StoredImageSchema,
  type NutritionalInfo,
} from '@mise/core';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { requiredMessages, type RecipeFormValues } from './recipe-form-model';

/*
 * The recipe forms' zod: their check (one schema for create and edit, decision 0008, from core's
 * RecipeEditFormSchema) and the contracts of the answers their writes get. Loaded after the form
 * paints, through `contracts.ts` (`lib/lazy-resolver.ts` says why); nothing else imports it.
 *
 * What is added to core's rules is how text from the inputs becomes numbers: a required number left
 * empty says so (the create form starts them at spec-1 §5's defaults, so a cook only meets this by
 * clearing one).
 */

export {
  FoodSearchResultSchema,
  NutritionalInfoSchema,
  NutritionEstimateSchema,
  NutritionProvidersSchema,
  RecipeCreateSchema,
  RecipeImportResponseSchema,
  RecipeSchema,
  StoredImageSchema,
};

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Empty → the default; anything else is checked by the contract's rule. */
const withDefault = <T extends z.ZodType>(schema: T, fallback: number) =>
  z.preprocess((value) => (isBlank(value) ? fallback : value), schema);

/** Empty → "required"; anything else is checked by the contract's rule. */
const required = <T extends z.ZodType>(schema: T, message: string) =>
  z.preprocess((value, ctx) => {
    if (!isBlank(value)) return value;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }, schema);

const rules = RecipeEditFormSchema.shape;
/** The rules the form's costs follow while the cook types (`followingCosts`). */
export const recipeFormRules = { servings: rules.servings, total_cost: rules.total_cost };
const costText = IngredientInputSchema.shape.cost.unwrap();

const IngredientDraftSchema = z.object({
  key: z.string(),
  name: IngredientInputSchema.shape.name,
  quantity: z.string(),
  amount: z.number(),
  unit: z.string(),
  cost: withDefault(costText, 0),
  optional: z.boolean(),
  notes: z.string(),
});

const StepDraftSchema = z.object({
  key: z.string(),
  instruction: StepInputSchema.shape.instruction,
  time_required: StepInputSchema.shape.time_required,
  tips: z.string(),
});

/** Both recipe forms: RecipeEditFormSchema's required fields and minimums (spec-1 §5). */
export const RecipeFormSchema = z.object({
  title: rules.title,
  description: rules.description,
  image_url: z.string().trim().max(2000),
  cuisine: z.string().trim().max(60),
  meal_type: z.union([z.enum(MEAL_TYPES), z.literal('')]),
  complexity: rules.complexity,
  servings: required(rules.servings, requiredMessages.servings),
  prep_time: required(rules.prep_time, requiredMessages.prep_time),
  cook_time: required(rules.cook_time, requiredMessages.cook_time),
  total_cost: required(rules.total_cost, requiredMessages.total_cost),
  cost_per_serving: required(rules.cost_per_serving, requiredMessages.cost_per_serving),
  cost_basis: z.enum(['total', 'per_serving']),
  dietary_restrictions: z.array(z.string()),
  equipment_needed: z.array(z.string().max(200)),
  special_ingredients: z.array(z.string().max(200)),
  is_community: z.boolean(),
  is_public: z.boolean(),
  health_tags: z.array(z.string()),
  ingredients: z.array(IngredientDraftSchema),
  steps: z.array(StepDraftSchema),
  nutritional_info: z.custom<NutritionalInfo | null>(),
  ai_estimated: z.boolean(),
  source_url: z.string().trim().max(2000),
});

export type RecipeFormOutput = z.output<typeof RecipeFormSchema>;

// The schema reads text from the inputs (its input type is `unknown` where it preprocesses), so
// the resolver is typed with the form's own values.
export const recipeFormResolver = zodResolver(RecipeFormSchema) as Resolver<
  RecipeFormValues,
  unknown,
  RecipeFormOutput
>;

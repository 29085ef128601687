import { z } from 'zod';
import { MEAL_TYPES } from '../recipe-options.js';
import { NUL_MESSAGE, storedText } from '../text.js';
import {
  MAX_MEAL_PLAN_BUDGET,
  MAX_MEAL_PLAN_RECIPES,
  MAX_MEAL_PLAN_SLOTS,
  MAX_PLANNED_SERVINGS,
  POPULAR_MEAL_PLANS,
  MEAL_PLAN_DAYS,
} from './constants.js';
import { mealPlanMessages as m } from './messages.js';

/**
 * The meal plans contract (spec-2 §2–§5, §7–§9; api.md "Meal plans…"; issue 13 point 1): a plan is
 * its basic information, its list of recipes, and its week — each recipe put on a day (0 Monday … 6
 * Sunday) and a meal type with a number of servings.
 */

const requiredTitle = z
  .string({ error: m.titleRequired })
  .max(200)
  .refine((value) => !value.includes('\u0000'), NUL_MESSAGE)
  .trim()
  .min(1, m.titleRequired);

/** Dollars, ≥ 0, in steps of 0.01 (spec-2 §5); kept exact to the cent. */
const budget = z
  .number({ error: m.budgetRange })
  .min(0, m.budgetRange)
  .max(MAX_MEAL_PLAN_BUDGET, m.budgetRange)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, m.budgetRange)
  .transform((value) => Math.round(value * 100) / 100);

/** spec-2 §5: an empty or null health_goal_id is cleared. */
const healthGoalId = z
  .union([z.uuid(m.healthGoal), z.literal(''), z.null()], { error: m.healthGoal })
  .transform((value) => (value ? value.toLowerCase() : null));

const recipeId = z.uuid(m.recipeId).transform((value) => value.toLowerCase());

export const MealPlanSlotSchema = z.object({
  recipe_id: recipeId,
  day: z
    .number({ error: m.day })
    .int(m.day)
    .min(0, m.day)
    .max(MEAL_PLAN_DAYS - 1, m.day),
  meal_type: z.enum(MEAL_TYPES, { error: `Choose one of: ${MEAL_TYPES.join(', ')}` }),
  servings: z.number({ error: m.servings }).gt(0, m.servings).max(MAX_PLANNED_SERVINGS, m.servings),
});
export type MealPlanSlot = z.infer<typeof MealPlanSlotSchema>;

const recipeIds = z
  .array(recipeId)
  .max(MAX_MEAL_PLAN_RECIPES, m.tooManyRecipes(MAX_MEAL_PLAN_RECIPES))
  .transform((ids) => [...new Set(ids)]);
/** A recipe is on a meal of a day once (more of it is more servings, not a second slot). */
const schedule = z
  .array(MealPlanSlotSchema)
  .max(MAX_MEAL_PLAN_SLOTS, m.tooManySlots(MAX_MEAL_PLAN_SLOTS))
  .superRefine((slots, ctx) => {
    const seen = new Set<string>();
    slots.forEach((slot, index) => {
      const key = `${slot.recipe_id}|${slot.day}|${slot.meal_type}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: m.duplicateSlot, path: [index] });
      seen.add(key);
    });
  });

const fields = {
  title: requiredTitle,
  description: storedText(2000).trim(),
  total_budget: budget,
  is_public: z.boolean(),
  target_group: storedText(100).trim(),
  health_goal_id: healthGoalId,
  recipes: recipeIds,
  schedule,
};

/** Every planned recipe must be one of the plan's recipes (checked where both are known). */
function scheduleInPlan(
  value: { recipes?: string[] | undefined; schedule?: MealPlanSlot[] | undefined },
  ctx: z.RefinementCtx,
) {
  if (!value.recipes || !value.schedule) return;
  const inPlan = new Set(value.recipes);
  value.schedule.forEach((slot, index) => {
    if (!inPlan.has(slot.recipe_id))
      ctx.addIssue({ code: 'custom', message: m.slotNotInPlan, path: ['schedule', index] });
  });
}

/** POST /api/meal-plans — the editor's defaults (spec-2 §3): public, budget 0, no goal, no recipes. */
export const MealPlanCreateSchema = z
  .object({
    ...fields,
    description: fields.description.default(''),
    total_budget: fields.total_budget.default(0),
    is_public: fields.is_public.default(true),
    target_group: fields.target_group.default(''),
    health_goal_id: fields.health_goal_id.optional().transform((value) => value ?? null),
    recipes: fields.recipes.default([]),
    schedule: fields.schedule.default([]),
  })
  .superRefine(scheduleInPlan);
export type MealPlanCreate = z.infer<typeof MealPlanCreateSchema>;
export type MealPlanForm = z.input<typeof MealPlanCreateSchema>;

/**
 * PATCH /api/meal-plans/:id — any of the fields; `health_goal_id` '' or null clears the goal. When
 * `schedule` is sent without `recipes` the server checks it against the plan's stored recipes; when
 * `recipes` is sent without `schedule`, days of recipes no longer in the plan are dropped.
 */
export const MealPlanPatchSchema = z
  .object({
    title: fields.title.optional(),
    description: fields.description.optional(),
    total_budget: fields.total_budget.optional(),
    is_public: fields.is_public.optional(),
    target_group: fields.target_group.optional(),
    health_goal_id: fields.health_goal_id.optional(),
    recipes: fields.recipes.optional(),
    schedule: fields.schedule.optional(),
  })
  .superRefine(scheduleInPlan);
export type MealPlanPatch = z.infer<typeof MealPlanPatchSchema>;

export const MealPlanSchema = z.object({
  id: z.uuid(),
  /** Null for Mise's sample plans (seeded with a new install): anyone reads and copies them, nobody changes them. */
  author_id: z.string().nullable(),
  /** The author's display name, for a public plan's card. */
  author_name: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  total_budget: z.number(),
  is_public: z.boolean(),
  target_group: z.string(),
  health_goal_id: z.uuid().nullable(),
  recipes: z.array(z.uuid()),
  schedule: z.array(MealPlanSlotSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MealPlan = z.infer<typeof MealPlanSchema>;

export const MealPlanListSchema = z.object({
  items: z.array(MealPlanSchema),
  next_cursor: z.string().nullable(),
});
export type MealPlanList = z.infer<typeof MealPlanListSchema>;

export const MealPlanListQuerySchema = z.object({
  scope: z.enum(['public', 'mine']).default('public'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export const MealPlanPopularQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(POPULAR_MEAL_PLANS),
});

const nutrientTotals = {
  calories: z.number(),
  protein: z.number(),
  carbohydrates: z.number(),
  fat: z.number(),
  sugar: z.number(),
};

/**
 * GET /api/meal-plans/:id/summary. Cost = the recipe's cost_per_serving × planned servings; a day's
 * nutrition = the recipe's nutrition per serving (its own, else the engine's estimate) × servings.
 * A budget of 0 means none was set: `within_budget` is then true.
 */
export const MealPlanSummarySchema = z.object({
  total_budget: z.number(),
  total_cost: z.number(),
  within_budget: z.boolean(),
  days: z.array(
    z.object({
      day: z.number().int(),
      ...nutrientTotals,
      cost: z.number(),
      meals: z.number().int(),
    }),
  ),
  /** Planned recipes whose cost per serving is unknown (0): the total may be low. */
  recipes_without_cost: z.array(z.uuid()),
  /** Planned recipes without nutrition (none stored, none estimated). */
  recipes_without_nutrition: z.array(z.uuid()),
  /** The plan's recipes not yet put on a day. */
  unscheduled_recipes: z.array(z.uuid()),
  /** The viewer's daily targets (nutrition settings), null for a guest. */
  targets: z.object(nutrientTotals).nullable(),
});
export type MealPlanSummary = z.infer<typeof MealPlanSummarySchema>;

import type { Resolver } from 'react-hook-form';
import type { MealPlan, MealPlanCreate, MealPlanPatch } from '@mise/core';
import { lazyResolver } from '../../lib/lazy-resolver';

/**
 * The editor's fields (spec-2 §2 Basic Information and Manage Recipes). The week is edited on the
 * plan's page, not here: an update sends no `schedule`, and the server drops the days of recipes
 * taken out of the plan.
 */
export interface MealPlanFormValues {
  title: string;
  description: string;
  /** Weekly, in dollars; a number input read with `valueAsNumber` (NaN when left empty). */
  total_budget: number;
  is_public: boolean;
  target_group: string;
  /** '' is "no goal" (the select's empty option). */
  health_goal_id: string;
  recipes: string[];
}

export type MealPlanFormOutput = MealPlanCreate;

/** The fields a server error can point at. */
export const formFieldNames = [
  'title',
  'description',
  'total_budget',
  'is_public',
  'target_group',
  'health_goal_id',
  'recipes',
] as const satisfies readonly (keyof MealPlanFormValues)[];

/** spec-2 §3: empty text, budget 0, public, no goal, no recipes. */
export const emptyMealPlanForm = (): MealPlanFormValues => ({
  title: '',
  description: '',
  total_budget: 0,
  is_public: true,
  target_group: '',
  health_goal_id: '',
  recipes: [],
});

export function formValuesOf(plan: MealPlan): MealPlanFormValues {
  return {
    title: plan.title,
    description: plan.description,
    total_budget: plan.total_budget,
    is_public: plan.is_public,
    target_group: plan.target_group,
    health_goal_id: plan.health_goal_id ?? '',
    recipes: [...plan.recipes],
  };
}

/**
 * The create contract checks the form: the same rules, words and defaults as the server. Loaded
 * after the form paints (`lib/lazy-resolver.ts` says why).
 */
export const mealPlanFormResolver = lazyResolver<MealPlanFormValues, MealPlanFormOutput>(() =>
  import('./validation').then(
    (module) =>
      module.mealPlanCreateResolver as unknown as Resolver<
        MealPlanFormValues,
        unknown,
        MealPlanFormOutput
      >,
  ),
);

/** POST body: the checked values without the week (a new plan has none). */
export const toMealPlanCreate = (values: MealPlanFormOutput): MealPlanCreate => ({
  ...values,
  schedule: [],
});

/**
 * PATCH body: every field of the form; an empty goal goes as null, which clears it (spec-2 §5).
 * No `schedule`: the week stays as it is, less the recipes taken out.
 */
export function toMealPlanPatch(values: MealPlanFormOutput): MealPlanPatch {
  return {
    title: values.title,
    description: values.description,
    total_budget: values.total_budget,
    is_public: values.is_public,
    target_group: values.target_group,
    health_goal_id: values.health_goal_id ?? null,
    recipes: values.recipes,
  };
}

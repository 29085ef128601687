import { describe, expect, it } from 'vitest';
import { MealPlanCreateSchema, MealPlanPatchSchema } from '@mise/core';
import { emptyMealPlanForm, formValuesOf, toMealPlanCreate, toMealPlanPatch } from './editor-model';
import { GOAL_ID, makePlan, RECIPE_A } from './test-fixtures';

describe('the editor’s model', () => {
  it('starts with spec-2 §3’s defaults: public, budget 0, no goal, no recipes', () => {
    expect(emptyMealPlanForm()).toEqual({
      title: '',
      description: '',
      total_budget: 0,
      is_public: true,
      target_group: '',
      health_goal_id: '',
      recipes: [],
    });
  });

  it('loads a plan with no goal as the empty option', () => {
    expect(formValuesOf(makePlan({ health_goal_id: null })).health_goal_id).toBe('');
    expect(formValuesOf(makePlan({ health_goal_id: GOAL_ID })).health_goal_id).toBe(GOAL_ID);
  });

  it('sends an empty goal as null, which clears it, and never the week on an update', () => {
    const checked = MealPlanCreateSchema.parse({
      ...emptyMealPlanForm(),
      title: 'Week',
      recipes: [RECIPE_A],
    });
    const patch = toMealPlanPatch(checked);
    expect(patch.health_goal_id).toBeNull();
    expect(patch).not.toHaveProperty('schedule');
    expect(MealPlanPatchSchema.parse(patch).health_goal_id).toBeNull();
    expect(toMealPlanCreate(checked)).toMatchObject({ schedule: [], health_goal_id: null });
  });
});

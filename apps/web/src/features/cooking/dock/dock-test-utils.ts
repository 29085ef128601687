// Shared by the dock's and the timers' component tests (never imported by the app).
import type { Recipe } from '@mise/core';
import { act } from '@testing-library/react';
import { makeRecipe, makeStep } from '../../../test-utils/recipe-fixtures';
import { cookingStore, type CookingTimer } from '../cooking-store';

/** A recipe with `count` steps, ids `{id}-s1`, `{id}-s2`, …, instructions "Step n of {title}." */
export function recipeWithSteps(id: string, count: number, title = `Recipe ${id}`): Recipe {
  return makeRecipe({
    id,
    title,
    steps: Array.from({ length: count }, (_, i) =>
      makeStep({
        id: `${id}-s${i + 1}`,
        recipe_id: id,
        step_number: i + 1,
        instruction: `Step ${i + 1} of ${title}.`,
      }),
    ),
  });
}

/** The app's store back to nothing cooked and no timers (tests share it, as the app does). */
export function resetCookingStore(): void {
  act(() => {
    cookingStore.getState().stopCooking();
    cookingStore.setState({
      recipes: [],
      currentRecipe: null,
      loading: false,
      error: null,
      isMiniMode: false,
      isFullMode: false,
      completedSteps: [],
      currentStepIndex: 0,
      servings: null,
      timers: [],
    });
  });
  localStorage.clear();
}

/** A timer as the store keeps it, ending `inSeconds` from now (negative: already over). */
export function timerEnding(
  inSeconds: number,
  overrides: Partial<CookingTimer> = {},
): CookingTimer {
  return {
    id: `t-${Math.random().toString(36).slice(2, 8)}`,
    label: 'Simmer',
    recipe_id: 'soup',
    ends_at: Date.now() + inSeconds * 1000,
    duration_s: Math.max(1, Math.abs(inSeconds)),
    rung: false,
    ...overrides,
  };
}

import type { InspirationCategory, InspirationMeal } from '@mise/core';
import {
  has,
  isInteger,
  isNullableString,
  isNumber,
  isRecord,
  isString,
  itemsOf,
} from '../../lib/answer-checks';

/*
 * The inspiration answers checked by hand, not with core's zod (contract.ts): the section sits on the
 * home page, where visitors land, and zod would add ~21 KB gzip to it. `answers.test.ts` holds the
 * checks to core's schemas.
 */

const COMPLEXITIES = ['easy', 'medium', 'hard', 'expert'];
const SOURCES = ['mealdb', 'bundled'];

function isIngredient(value: unknown): boolean {
  return (
    isRecord(value) && has(value, ['name', 'quantity', 'unit'], isString) && isNumber(value.amount)
  );
}

function isStep(value: unknown): boolean {
  return isRecord(value) && isInteger(value.step_number) && isString(value.instruction);
}

export function isInspirationMeal(value: unknown): value is InspirationMeal {
  return (
    isRecord(value) &&
    has(value, ['id', 'title', 'description', 'category'], isString) &&
    has(value, ['image_url', 'cuisine', 'source_url'], isNullableString) &&
    has(value, ['servings', 'prep_time', 'cook_time'], isInteger) &&
    isNumber(value.cost_per_serving) &&
    COMPLEXITIES.includes(value.complexity as string) &&
    SOURCES.includes(value.source as string) &&
    Array.isArray(value.ingredients) &&
    value.ingredients.every(isIngredient) &&
    Array.isArray(value.steps) &&
    value.steps.every(isStep)
  );
}

function isCategory(value: unknown): value is InspirationCategory {
  return (
    isRecord(value) &&
    has(value, ['name', 'description'], isString) &&
    isNullableString(value.thumbnail)
  );
}

/** GET /api/inspiration/random and /api/inspiration/categories/:name */
export const inspirationMealsOf = (body: unknown): InspirationMeal[] =>
  itemsOf(body, isInspirationMeal, 'recipe inspirations');

/** GET /api/inspiration/categories */
export const inspirationCategoriesOf = (body: unknown): InspirationCategory[] =>
  itemsOf(body, isCategory, 'recipe categories');

import type {
  GeneratedIdeasResponse,
  Idea,
  IdeaIngredient,
  RecipeDraft,
  RecipeSummary,
} from '@mise/core';
import {
  has,
  isInteger,
  isNullableString,
  isNumber,
  isRecord,
  isString,
  isStringArray,
  itemsOf,
  unexpected,
} from '../../lib/answer-checks';

/**
 * The ideas answers checked by hand, just enough for what the page shows (lib/answer-checks.ts says
 * why not zod). `answers.test.ts` holds each check to core's schemas.
 */

const isNullableNumber = (value: unknown) => value === null || isNumber(value);

function isCardSummary(value: unknown): value is RecipeSummary {
  return (
    isRecord(value) &&
    has(value, ['id', 'title', 'description', 'complexity'], isString) &&
    has(value, ['prep_time', 'cook_time'], isNumber) &&
    has(value, ['image_url', 'cuisine'], isNullableString) &&
    isStringArray(value.dietary_restrictions) &&
    typeof value.is_public === 'boolean'
  );
}

const isIdeaIngredient = (value: unknown): value is IdeaIngredient =>
  isRecord(value) &&
  has(value, ['name', 'quantity', 'unit'], isString) &&
  isNullableNumber(value.amount);

const isIdea = (value: unknown): value is Idea =>
  isRecord(value) &&
  isCardSummary(value.recipe) &&
  isNumber(value.coverage) &&
  Array.isArray(value.matched) &&
  value.matched.every(isIdeaIngredient) &&
  Array.isArray(value.missing) &&
  value.missing.every(isIdeaIngredient);

function isDraft(value: unknown): value is RecipeDraft {
  return (
    isRecord(value) &&
    has(value, ['title', 'description'], isString) &&
    has(value, ['image_url', 'source_url'], isNullableString) &&
    has(value, ['servings', 'prep_time', 'cook_time'], isNullableNumber) &&
    Array.isArray(value.ingredients) &&
    value.ingredients.every(
      (item) =>
        isRecord(item) &&
        has(item, ['name', 'quantity', 'unit', 'notes'], isString) &&
        isNumber(item.amount),
    ) &&
    Array.isArray(value.steps) &&
    value.steps.every((step) => isRecord(step) && isString(step.instruction)) &&
    (value.nutritional_info === null || isRecord(value.nutritional_info))
  );
}

/** POST /api/ideas. */
export const ideasOf = (body: unknown): Idea[] => itemsOf(body, isIdea, 'recipe ideas');

/** POST /api/ideas/generate. */
export function generatedIdeasOf(body: unknown): GeneratedIdeasResponse {
  const items = itemsOf(body, isDraft, 'new recipe ideas');
  if (!isRecord(body) || !isInteger(body.balance)) throw unexpected('new recipe ideas');
  return { items, balance: body.balance };
}

/** POST /api/recipes: only the new recipe's id is read, to link to it. */
export function createdRecipeIdOf(body: unknown): string {
  if (!isRecord(body) || !isString(body.id)) throw unexpected('the saved recipe');
  return body.id;
}

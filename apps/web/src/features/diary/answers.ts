import {
  MEAL_TYPES,
  type DailySummary,
  type DiaryCopyResult,
  type DiaryEntry,
  type FoodPer100g,
  type HouseholdMeasure,
  type MealType,
  type NutritionSettings,
  type RecentFood,
} from '@mise/core';
import {
  has,
  isNullableString,
  isNumber,
  isRecord,
  isString,
  itemsOf,
  unexpected,
} from '../../lib/answer-checks';

/**
 * The diary's answers checked by hand, just enough for what the page shows. Not core's zod schemas:
 * they would put zod (~21 KB gzip) into this page's download for a handful of field checks. The
 * server renders these answers from core's schemas; `answers.test.ts` holds each check to them.
 */
const isMealType = (value: unknown): value is MealType => MEAL_TYPES.includes(value as MealType);

const NUMBERS = ['serving_size', 'calories', 'protein', 'carbohydrates', 'fat', 'sugar'] as const;

function isEntry(value: unknown): value is DiaryEntry {
  if (!isRecord(value)) return false;
  const recipe = value.recipe;
  return (
    has(value, ['id', 'user_id', 'date', 'food_name', 'serving_unit'], isString) &&
    has(value, ['created_at', 'updated_at'], isString) &&
    has(value, NUMBERS, isNumber) &&
    has(value, ['recipe_id', 'notes'], isNullableString) &&
    isMealType(value.meal_type) &&
    (recipe === null ||
      (isRecord(recipe) && isString(recipe.title) && isString(recipe.description)))
  );
}

export function entryOf(body: unknown): DiaryEntry {
  if (!isEntry(body)) throw unexpected('a diary entry');
  return body;
}

/** GET /api/diary: the day's entries. */
export const dayEntriesOf = (body: unknown) => itemsOf(body, isEntry, 'the food diary');

const TOTALS = [
  'total_calories',
  'total_protein',
  'total_carbohydrates',
  'total_fat',
  'total_sugar',
  'entries_count',
] as const;

function isDailySummary(value: unknown): value is DailySummary {
  return (
    isRecord(value) &&
    isString(value.date) &&
    has(value, TOTALS, isNumber) &&
    isRecord(value.meal_counts) &&
    has(value.meal_counts, MEAL_TYPES, isNumber)
  );
}

/** GET /api/diary/summary: one item per day. */
export const summaryOf = (body: unknown) => itemsOf(body, isDailySummary, 'the weekly summary');

function isRecentFood(value: unknown): value is RecentFood {
  return (
    isRecord(value) &&
    has(value, ['food_name', 'serving_unit', 'last_logged_on'], isString) &&
    has(value, NUMBERS, isNumber) &&
    isNullableString(value.recipe_id) &&
    isMealType(value.meal_type)
  );
}

/** GET /api/diary/recent. */
export const recentFoodsOf = (body: unknown) => itemsOf(body, isRecentFood, 'recent foods');

/** POST /api/diary/copy. */
export function copyResultOf(body: unknown): DiaryCopyResult {
  if (!isRecord(body) || !isNumber(body.skipped)) throw unexpected('a copy');
  return { items: itemsOf(body, isEntry, 'a copy'), skipped: body.skipped };
}

const SETTINGS_NUMBERS = [
  'calorie_target',
  'protein_target',
  'carb_target',
  'fat_target',
  'sugar_target',
  'preferred_protein_pct',
  'preferred_carb_pct',
  'preferred_fat_pct',
] as const;

/** GET|PUT /api/me/nutrition-settings. */
export function settingsOf(body: unknown): NutritionSettings {
  if (
    isRecord(body) &&
    has(body, ['user_id', 'created_at', 'updated_at'], isString) &&
    has(body, SETTINGS_NUMBERS, isNumber) &&
    typeof body.track_sugar === 'boolean' &&
    typeof body.track_macros === 'boolean'
  )
    return body as unknown as NutritionSettings;
  throw unexpected('nutrition settings');
}

/**
 * A food of the reference as the diary uses it: nutrients per 100 g, and the household measures it
 * can be weighed by ('1 large = 50 g'). The food search answers `measures` only once the server
 * sends them; without them the cook weighs in grams.
 */
export interface DiaryFood extends FoodPer100g {
  id: string;
  measures: HouseholdMeasure[];
}

const isNutrient = (value: unknown) => value === null || isNumber(value);

function isMeasure(value: unknown): value is HouseholdMeasure {
  return (
    isRecord(value) &&
    isNumber(value.amount) &&
    value.amount > 0 &&
    isString(value.description) &&
    value.description.trim() !== '' &&
    isNumber(value.grams) &&
    value.grams > 0
  );
}

function foodOf(value: unknown): DiaryFood | null {
  if (
    !isRecord(value) ||
    !isString(value.id) ||
    !isString(value.food_name) ||
    !has(value, ['calories', 'protein', 'carbohydrates', 'fat', 'sugar'], isNutrient)
  )
    return null;
  const measures = Array.isArray(value.measures) ? value.measures.filter(isMeasure) : [];
  return {
    id: value.id,
    food_name: value.food_name,
    calories: value.calories as number | null,
    protein: value.protein as number | null,
    carbohydrates: value.carbohydrates as number | null,
    fat: value.fat as number | null,
    sugar: value.sugar as number | null,
    measures,
  };
}

/** GET /api/foods/search. */
export function foodsOf(body: unknown): DiaryFood[] {
  if (!isRecord(body) || !Array.isArray(body.items)) throw unexpected('the food search');
  const foods = body.items.map(foodOf);
  if (foods.some((food) => food === null)) throw unexpected('the food search');
  return foods as DiaryFood[];
}

export interface DiaryEstimate {
  /** Per serving; a nutrient the estimate could not give is absent. */
  calories?: number;
  protein?: number;
  carbohydrates?: number;
  fat?: number;
  sugar?: number;
  /** Lines the engine could not match or weigh, to say so. */
  unmatched: string[];
}

/** POST /api/nutrition/estimate: the five nutrients the diary keeps, and what was not understood. */
export function estimateOf(body: unknown): DiaryEstimate {
  if (!isRecord(body) || !isRecord(body.nutritional_info)) throw unexpected('the estimate');
  const info = body.nutritional_info;
  const estimate: DiaryEstimate = { unmatched: [] };
  for (const key of ['protein', 'carbohydrates', 'fat', 'sugar'] as const) {
    const value = info[key];
    if (isNumber(value)) estimate[key] = value;
  }
  const calories = isNumber(info.calories) ? info.calories : info.calories_per_serving;
  if (isNumber(calories)) estimate.calories = calories;
  if (Array.isArray(body.unmatched)) {
    estimate.unmatched = body.unmatched.flatMap((item) =>
      isRecord(item) && isString(item.name) ? [item.name] : [],
    );
  }
  return estimate;
}

/** GET /api/nutrition/providers: whether the AI estimate is offered. */
export function aiOfferedIn(body: unknown): boolean {
  return isRecord(body) && body.ai === true;
}

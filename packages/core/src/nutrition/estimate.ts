import type { NutritionalInfo } from '../recipes.js';
import type { Food } from './food.js';
import { matchFood, type FoodIndex, type FoodMatch } from './match.js';
import { GRAMS_PER_UNIT } from './units.js';
import {
  readIngredientFields,
  readIngredientLine,
  type IngredientFields,
  type IngredientReading,
} from './understand.js';
import { weighIngredient } from './weigh.js';

/**
 * Per-serving nutrition of a recipe from the reference: each ingredient is read, matched, weighed,
 * and its share of every nutrient added up; totals are divided by the servings. Every ingredient is
 * accounted for: matched and weighed, or reported with the reason it was not.
 */

/** FDA reference daily values (2020 label rules) for the panel's percentages. */
export const DAILY_VALUES = { protein: 50, carbohydrates: 275, fat: 78 } as const;

/** Servings assumed when the request gives none (spec-1 §5: 4 when ingredients exist). */
export const DEFAULT_SERVINGS = 4;

export type EstimateIngredientInput =
  string | (IngredientFields & { food_id?: string | undefined });

export interface EstimateInput {
  servings?: number | undefined;
  ingredients: readonly EstimateIngredientInput[];
}

export interface IngredientEstimate {
  /** The ingredient as given. */
  name: string;
  /** The words matched against the reference. */
  food_words: string;
  amount: number;
  unit: string | null;
  food_id: string | null;
  /** The matched food's description; null when none matched. */
  matched_food: string | null;
  food_group: string | null;
  /** Grams counted for the whole recipe; null when it could not be weighed (0 for 'to taste'). */
  grams: number | null;
  /** kcal this ingredient brings to the whole recipe. */
  calories: number | null;
  /** 0–1: the match's confidence, lowered when the weight rests on a default. */
  confidence: number;
  /** How the grams were found ('1 cup = 125 g'). */
  basis: string | null;
  notes: string[];
}

export interface UnmatchedIngredient {
  name: string;
  reason: string;
}

export interface NutritionEstimate {
  nutritional_info: NutritionalInfo;
  servings: number;
  ingredients: IngredientEstimate[];
  unmatched: UnmatchedIngredient[];
  /** Reported nutrients that some weighed ingredient has no value for (counted as 0 there). */
  incomplete_nutrients: string[];
}

/** Output field ← how it is computed from the reference's per-100 g values. */
const SUMMED: ReadonlyArray<readonly [keyof NutritionalInfo, (food: Food) => number | undefined]> =
  [
    ['calories', (f) => f.nutrients.calories],
    ['protein', (f) => f.nutrients.protein],
    ['carbohydrates', (f) => f.nutrients.carbohydrates],
    ['fat', (f) => f.nutrients.fat],
    ['fiber', (f) => f.nutrients.fiber],
    ['sugar', (f) => f.nutrients.sugar],
    ['saturated_fat', (f) => f.nutrients.saturated_fat],
    [
      'unsaturated_fat',
      (f) =>
        f.nutrients.monounsaturated_fat === undefined ||
        f.nutrients.polyunsaturated_fat === undefined
          ? undefined
          : f.nutrients.monounsaturated_fat + f.nutrients.polyunsaturated_fat,
    ],
    ['cholesterol', (f) => f.nutrients.cholesterol],
    ['sodium', (f) => f.nutrients.sodium],
    ['potassium', (f) => f.nutrients.potassium],
    ['calcium', (f) => f.nutrients.calcium],
    ['iron', (f) => f.nutrients.iron],
    ['vitamin_a', (f) => f.nutrients.vitamin_a],
    ['vitamin_c', (f) => f.nutrients.vitamin_c],
    ['vitamin_b12', (f) => f.nutrients.vitamin_b12],
    ['zinc', (f) => f.nutrients.zinc],
  ];

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** A daily-value percentage, whole, capped to the form's 0–100 range. */
const percentOf = (amount: number, reference: number) =>
  Math.min(100, Math.max(0, Math.round((amount / reference) * 100)));

export function readEstimateIngredient(input: EstimateIngredientInput): IngredientReading {
  return typeof input === 'string' ? readIngredientLine(input) : readIngredientFields(input);
}

/**
 * The food for a reading. Cooking in the notes ('6 strips bacon, fried crisp', '1 lb ground beef,
 * browned') picks the cooked entry when the amount carries over to it: a count or a volume, or a
 * raw weight the cooked entry says the yield of. A raw weight without one stays the raw food.
 */
export function matchReading(index: FoodIndex, reading: IngredientReading): FoodMatch | null {
  if (!reading.food) return null;
  const raw = () => matchFood(index, { food: reading.food, unit: reading.unit });
  if (!reading.states?.length || /\b(?:cooked|raw|uncooked|fresh)\b/i.test(reading.food))
    return raw();
  const cooked = matchFood(index, {
    food: `${reading.states.join(' ')} ${reading.food}`,
    unit: reading.unit,
  });
  if (!cooked) return raw();
  const isMass = reading.unit !== null && GRAMS_PER_UNIT[reading.unit] !== undefined;
  if (isMass && !cooked.food.measures.some((m) => /yield from .* raw/i.test(m.description)))
    return raw();
  return cooked;
}

export function estimateNutrition(index: FoodIndex, input: EstimateInput): NutritionEstimate {
  const servings =
    input.servings !== undefined && Number.isFinite(input.servings) && input.servings >= 1
      ? input.servings
      : DEFAULT_SERVINGS;
  const totals = new Map<keyof NutritionalInfo, number>();
  const reported = new Set<keyof NutritionalInfo>();
  const incomplete = new Set<keyof NutritionalInfo>();
  const ingredients: IngredientEstimate[] = [];
  const unmatched: UnmatchedIngredient[] = [];
  let weighedAny = false;

  for (const item of input.ingredients) {
    const reading = readEstimateIngredient(item);
    const chosenId = typeof item === 'string' ? undefined : item.food_id;
    const chosen = chosenId ? index.byId.get(chosenId) : undefined;
    const match = chosen ? { food: chosen, confidence: 1 } : matchReading(index, reading);
    const entry: IngredientEstimate = {
      name: reading.text,
      food_words: reading.food,
      amount: reading.amount,
      unit: reading.unit ?? reading.measure,
      food_id: match?.food.id ?? null,
      matched_food: match?.food.name ?? null,
      food_group: match?.food.group ?? null,
      grams: null,
      calories: null,
      confidence: match?.confidence ?? 0,
      basis: null,
      notes: reading.notes,
    };
    ingredients.push(entry);
    if (!match) {
      unmatched.push({
        name: reading.text,
        reason: chosenId ? `no food with id '${chosenId}'` : 'no food matched',
      });
      continue;
    }
    const weighing = weighIngredient(reading, match.food);
    if (!weighing.ok) {
      unmatched.push({ name: reading.text, reason: weighing.reason });
      if (weighing.zero) {
        entry.grams = 0;
        entry.calories = 0;
      }
      continue;
    }
    weighedAny = true;
    entry.grams = roundTo(weighing.grams, 1);
    entry.basis = weighing.basis;
    entry.confidence = roundTo(match.confidence * weighing.certainty, 2);
    const kcal = match.food.nutrients.calories;
    entry.calories = kcal === undefined ? null : roundTo((weighing.grams * kcal) / 100, 1);
    for (const [field, per100] of SUMMED) {
      const value = per100(match.food);
      if (value === undefined) {
        if (weighing.grams > 0) incomplete.add(field);
        continue;
      }
      reported.add(field);
      totals.set(field, (totals.get(field) ?? 0) + (weighing.grams * value) / 100);
    }
  }

  const info: NutritionalInfo = {};
  if (weighedAny) {
    const perServing = (field: keyof NutritionalInfo) => (totals.get(field) ?? 0) / servings;
    for (const [field] of SUMMED) {
      if (!reported.has(field)) continue;
      info[field] = roundTo(perServing(field), field === 'calories' ? 0 : 1);
    }
    if (reported.has('carbohydrates') && reported.has('fiber')) {
      info.net_carbohydrates = roundTo(
        Math.max(0, perServing('carbohydrates') - perServing('fiber')),
        1,
      );
    }
    if (reported.has('protein'))
      info.protein_daily_value = percentOf(perServing('protein'), DAILY_VALUES.protein);
    if (reported.has('carbohydrates'))
      info.carbs_daily_value = percentOf(perServing('carbohydrates'), DAILY_VALUES.carbohydrates);
    if (reported.has('fat')) info.fat_daily_value = percentOf(perServing('fat'), DAILY_VALUES.fat);
  }
  return {
    nutritional_info: info,
    servings,
    ingredients,
    unmatched,
    incomplete_nutrients: [...incomplete].filter((field) => reported.has(field)),
  };
}

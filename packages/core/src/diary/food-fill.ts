/**
 * Filling a diary entry from a food of the reference (spec-2 §2: nutrition search against the food
 * reference): the reference gives nutrients per 100 g, the cook gives grams or a count of one of the
 * food's household measures ('2 × 1 cup'). Zod-free, for the web's form; the server stores what the
 * form sends.
 */

export interface FoodPer100g {
  food_name: string;
  calories: number | null;
  protein: number | null;
  carbohydrates: number | null;
  fat: number | null;
  sugar: number | null;
}

/** A household measure of the reference: `amount` × `description` weighs `grams`. */
export interface HouseholdMeasure {
  amount: number;
  description: string;
  grams: number;
}

export type FoodPortion = { grams: number } | { measure: HouseholdMeasure; count: number };

export interface FilledEntry {
  food_name: string;
  serving_size: number;
  serving_unit: string;
  calories: number;
  protein: number;
  carbohydrates: number;
  fat: number;
  sugar: number;
}

/** One decimal, as a label shows it; an unknown nutrient (null) counts as 0 in the diary. */
const scaled = (per100: number | null, grams: number) =>
  Math.round(((per100 ?? 0) * grams) / 10) / 10;

/** Grams of a portion: a count of a measure weighs count × its grams per one description. */
export function portionGrams(portion: FoodPortion): number {
  if ('grams' in portion) return Math.max(0, portion.grams);
  const { measure, count } = portion;
  if (!(measure.amount > 0) || !(count > 0)) return 0;
  return (count * measure.grams) / measure.amount;
}

export function entryFromFood(food: FoodPer100g, portion: FoodPortion): FilledEntry {
  const grams = portionGrams(portion);
  const serving =
    'grams' in portion
      ? { serving_size: Math.round(grams * 10) / 10, serving_unit: 'g' }
      : { serving_size: portion.count, serving_unit: portion.measure.description };
  return {
    food_name: food.food_name,
    ...serving,
    calories: scaled(food.calories, grams),
    protein: scaled(food.protein, grams),
    carbohydrates: scaled(food.carbohydrates, grams),
    fat: scaled(food.fat, grams),
    sugar: scaled(food.sugar, grams),
  };
}

/**
 * How nutrition is shown: rounded the way a nutrition label rounds (after the FDA's rules, 21 CFR
 * 101.9, made one rule per unit), so an estimate does not claim a precision it does not have —
 * "140 mg" of sodium, not "143.2 mg". Values copied from a label are already rounded this way and
 * show unchanged. Zod-free: the recipe page (a landing page) uses it.
 */
import type { NutritionalInfo } from '../recipes.js';

export type NutrientUnit = 'kcal' | 'g' | 'mg' | 'µg' | '%';

/** The unit of each nutrient (spec-1 §3). */
export const NUTRIENT_UNITS: Readonly<Record<keyof NutritionalInfo, NutrientUnit>> = {
  calories: 'kcal',
  calories_per_serving: 'kcal',
  protein: 'g',
  carbohydrates: 'g',
  net_carbohydrates: 'g',
  fat: 'g',
  fiber: 'g',
  sugar: 'g',
  saturated_fat: 'g',
  unsaturated_fat: 'g',
  trans_fat: 'g',
  cholesterol: 'mg',
  sodium: 'mg',
  potassium: 'mg',
  calcium: 'mg',
  iron: 'mg',
  vitamin_a: 'µg',
  vitamin_c: 'mg',
  vitamin_d: 'µg',
  vitamin_b12: 'µg',
  zinc: 'mg',
  protein_daily_value: '%',
  carbs_daily_value: '%',
  fat_daily_value: '%',
};

const toStep = (value: number, step: number) => {
  const rounded = Math.round(value / step) * step;
  // 0.1 steps leave binary noise (2.3000000000000003); one decimal is all a step keeps.
  return Math.round(rounded * 10) / 10;
};

/**
 * - kcal: under 5 → 0, up to 50 → nearest 5, above → nearest 10;
 * - g: under 0.5 → 0, under 5 → nearest 0.5, above → whole grams;
 * - mg and µg: from 100 → nearest 10, from 10 → whole, below → one decimal (iron, vitamins);
 * - %: whole.
 */
export function roundNutrient(unit: NutrientUnit, value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  switch (unit) {
    case 'kcal':
      return value < 5 ? 0 : toStep(value, value <= 50 ? 5 : 10);
    case 'g':
      return value < 0.5 ? 0 : toStep(value, value < 5 ? 0.5 : 1);
    case 'mg':
    case 'µg':
      return toStep(value, value >= 100 ? 10 : value >= 10 ? 1 : 0.1);
    case '%':
      return Math.round(value);
  }
}

/** Every nutrient of an estimate rounded by its unit: what an estimate is saved as. */
export function roundNutrition(info: NutritionalInfo): NutritionalInfo {
  const rounded: NutritionalInfo = {};
  for (const [key, value] of Object.entries(info) as Array<[keyof NutritionalInfo, number]>) {
    if (typeof value === 'number') rounded[key] = roundNutrient(NUTRIENT_UNITS[key], value);
  }
  return rounded;
}

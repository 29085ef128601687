import { roundNutrient, type NutrientUnit, type NutritionalInfo } from '@mise/core';

export type NutrientKey = Exclude<keyof NutritionalInfo, 'calories_per_serving'>;

export interface NutrientField {
  key: NutrientKey;
  label: string;
  unit: NutrientUnit;
  /** The input's step; none for calories (spec-1 §5). */
  step?: number;
  max?: number;
}

const grams = (key: NutrientKey, label: string): NutrientField => ({
  key,
  label,
  unit: 'g',
  step: 0.1,
});
const milligrams = (key: NutrientKey, label: string): NutrientField => ({
  key,
  label,
  unit: 'mg',
  step: 0.1,
});
const micrograms = (key: NutrientKey, label: string): NutrientField => ({
  key,
  label,
  unit: 'µg',
  step: 0.1,
});
const dailyValue = (key: NutrientKey, label: string): NutrientField => ({
  key,
  label,
  unit: '%',
  step: 1,
  max: 100,
});

/** Per serving, always shown when the panel is open (spec-1 §3). */
export const MAIN_NUTRIENTS: readonly NutrientField[] = [
  { key: 'calories', label: 'Calories', unit: 'kcal' },
  grams('protein', 'Protein'),
  grams('carbohydrates', 'Carbohydrates'),
  grams('net_carbohydrates', 'Net carbohydrates'),
  grams('fat', 'Fat'),
  grams('fiber', 'Fiber'),
  grams('sugar', 'Sugar'),
  grams('saturated_fat', 'Saturated fat'),
  grams('unsaturated_fat', 'Unsaturated fat'),
  grams('trans_fat', 'Trans fat'),
  milligrams('cholesterol', 'Cholesterol'),
  milligrams('sodium', 'Sodium'),
];

/** Under Show More (spec-1 §3). */
export const MORE_NUTRIENTS: readonly NutrientField[] = [
  milligrams('potassium', 'Potassium'),
  milligrams('calcium', 'Calcium'),
  milligrams('iron', 'Iron'),
  micrograms('vitamin_a', 'Vitamin A'),
  milligrams('vitamin_c', 'Vitamin C'),
  micrograms('vitamin_d', 'Vitamin D'),
  micrograms('vitamin_b12', 'Vitamin B12'),
  milligrams('zinc', 'Zinc'),
  dailyValue('protein_daily_value', 'Protein daily value'),
  dailyValue('carbs_daily_value', 'Carbohydrates daily value'),
  dailyValue('fat_daily_value', 'Fat daily value'),
];

export const ALL_NUTRIENTS: readonly NutrientField[] = [...MAIN_NUTRIENTS, ...MORE_NUTRIENTS];

/**
 * '12 g', '520 kcal', '140 mg', '15%': rounded as a nutrition label is (core's roundNutrient), so an
 * estimate shows no false precision. Where it wraps, keep it on one line (whitespace-nowrap).
 */
export function formatNutrient(field: NutrientField, value: number): string {
  const rounded = roundNutrient(field.unit, value);
  return field.unit === '%' ? `${rounded}%` : `${rounded} ${field.unit}`;
}

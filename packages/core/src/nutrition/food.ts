/**
 * A food of the nutrition reference (the USDA SR21 table the server ships): what the engine needs
 * to match an ingredient to it and to weigh it. Nutrients are per 100 g edible portion; a missing
 * nutrient is unknown, not zero.
 */

/** The nutrients the reference carries, named as the spec's nutritional info where it has one. */
export const FOOD_NUTRIENTS = [
  'calories',
  'protein',
  'fat',
  'carbohydrates',
  'fiber',
  'sugar',
  'calcium',
  'iron',
  'potassium',
  'sodium',
  'zinc',
  'vitamin_c',
  'vitamin_b12',
  'vitamin_a',
  'saturated_fat',
  'monounsaturated_fat',
  'polyunsaturated_fat',
  'cholesterol',
] as const;
export type FoodNutrient = (typeof FOOD_NUTRIENTS)[number];
/** Per 100 g. Units: calories kcal; grams for macros and fats; mg for minerals, cholesterol and vitamin C; µg for vitamins A (RAE) and B12. */
export type FoodNutrients = Partial<Record<FoodNutrient, number>>;

/** A household measure: `amount` × `description` weighs `grams` ('1 cup' = 125 g, '.5 breast' = 118 g). */
export interface FoodMeasure {
  amount: number;
  description: string;
  grams: number;
}

export interface Food {
  /** The source's id (SR21's 5-digit NDB number). */
  id: string;
  /** The readable description ('Egg, whole, raw, fresh'). */
  name: string;
  /** Food group name ('Dairy and Egg Products'). */
  group: string;
  /** Other names ('Chinese parsley, cilantro'); '' when none. */
  common_names: string;
  /** Manufacturer of a branded food; '' for generic foods. */
  manufacturer: string;
  nutrients: FoodNutrients;
  measures: FoodMeasure[];
}

import { matchFood, type FoodIndex } from '../nutrition/match.js';
import { readIngredientFields, type IngredientReading } from '../nutrition/understand.js';
import { ML_PER_UNIT } from '../nutrition/units.js';
import { weighIngredient } from '../nutrition/weigh.js';
import type { Unit } from '../recipe-options.js';
import { groceryCategory } from './aisle.js';
import type { GroceryCategory } from './constants.js';
import { groceryFoodKey } from './food-key.js';
import type { GroceryFoodFacts } from './merge.js';

/**
 * What the grocery list needs to know of an ingredient's food, from the nutrition engine's index
 * of the reference: which food it is (the key that decides "same food"), its aisle, and what lets
 * its amounts convert — its density from its own volume measures, and what one of each count
 * weighs (its own measures, or the engine's stated defaults such as a clove's 3 g).
 */
export interface GroceryFoodInfo extends GroceryFoodFacts {
  food_key: string;
  category: GroceryCategory;
}

/** Count units of the recipe form, and words cooks count by that the engine can weigh. */
const COUNT_UNITS: readonly Unit[] = [
  'piece',
  'clove',
  'head',
  'can',
  'slice',
  'package',
  'container',
  'small',
  'medium',
  'large',
];
const COUNT_WORDS = ['stalk', 'stick', 'bunch', 'sprig', 'leaf', 'fillet', 'ear', 'bulb'];
/** Only the food's own measures: the engine's defaults (a can 411 g, a slice 28 g) fit any food, so would merge a can of one thing with grams of another size. */
const COUNT_CERTAINTY = 1;

export function groceryFoodInfo(index: FoodIndex | null, name: string): GroceryFoodInfo {
  const reading = readIngredientFields({ name });
  const match = index && index.byId.size > 0 ? matchFood(index, { food: reading.food }) : null;
  if (!match) {
    return {
      food_key: groceryFoodKey(name),
      category: groceryCategory(name),
      grams_per_ml: null,
      grams_per_count: {},
    };
  }
  const food = match.food;
  const weigh = (unit: Unit | null, measure: string | null) => {
    const one: IngredientReading = { ...reading, amount: 1, unit, measure, size: null };
    return weighIngredient(one, food);
  };
  const cup = weigh('cup', null);
  const grams_per_ml = cup.ok && cup.certainty >= 1 ? cup.grams / ML_PER_UNIT.cup! : null;
  const grams_per_count: Record<string, number> = {};
  const keep = (key: string, unit: Unit | null, measure: string | null) => {
    const weighed = weigh(unit, measure);
    if (weighed.ok && weighed.certainty >= COUNT_CERTAINTY && weighed.grams > 0)
      grams_per_count[key] = weighed.grams;
  };
  for (const unit of COUNT_UNITS) keep(unit, unit, null);
  for (const word of COUNT_WORDS) keep(word, null, word);
  return {
    food_key: groceryFoodKey(name, food.id),
    category: groceryCategory(name, food),
    grams_per_ml,
    grams_per_count,
  };
}

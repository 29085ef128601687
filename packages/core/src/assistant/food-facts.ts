import type { Food, FoodNutrient } from '../nutrition/food.js';
import { matchFood, type FoodIndex } from '../nutrition/match.js';
import { searchFoods } from '../nutrition/search.js';
import { readIngredientLine } from '../nutrition/understand.js';
import { weighIngredient } from '../nutrition/weigh.js';
import { decimal } from './format.js';
import { readNumber } from './read-text.js';

/** The nutrition of a food from the USDA reference: per 100 g, and per the amount asked. */

const NUTRIENT_WORDS: ReadonlyArray<readonly [RegExp, FoodNutrient]> = [
  [/\bsaturated fats?\b|\bsat fats?\b/, 'saturated_fat'],
  [/\bcalories?\b|\bkcals?\b|\bcals\b|\benergy\b/, 'calories'],
  [/\bproteins?\b/, 'protein'],
  [/\bcarbs?\b|\bcarbohydrates?\b/, 'carbohydrates'],
  [/\bfib(?:er|re)\b/, 'fiber'],
  [/\bcholesterol\b/, 'cholesterol'],
  [/\bsodium\b|\bsalt content\b|\bhow much salt\b/, 'sodium'],
  [/\bpotassium\b/, 'potassium'],
  [/\bcalcium\b/, 'calcium'],
  [/\biron\b/, 'iron'],
  [/\bzinc\b/, 'zinc'],
  [/\bvitamin c\b/, 'vitamin_c'],
  [/\bvitamin a\b/, 'vitamin_a'],
  [/\bvitamin b12\b|\bb12\b/, 'vitamin_b12'],
  // Sugar, fat and salt are foods too ('1 cup of sugar in grams'): only these phrasings ask the nutrient.
  [/\bhow much sugars?\b|\bsugars? content\b/, 'sugar'],
  [/\bhow much fat\b|\bfat content\b|\b(?:grams|g) of fat\b|\bfat in\b/, 'fat'],
];

const GENERAL = /\bnutrition(?:al)?\b|\bnutrients?\b|\bmacros\b|\bnutrition facts\b/;

const UNITS: Readonly<Partial<Record<FoodNutrient, string>>> = {
  calories: 'kcal',
  cholesterol: 'mg',
  sodium: 'mg',
  potassium: 'mg',
  calcium: 'mg',
  iron: 'mg',
  zinc: 'mg',
  vitamin_c: 'mg',
  vitamin_a: 'µg',
  vitamin_b12: 'µg',
};

const LABELS: Readonly<Partial<Record<FoodNutrient, string>>> = {
  calories: '',
  carbohydrates: 'carbohydrates',
  saturated_fat: 'saturated fat',
  vitamin_c: 'vitamin C',
  vitamin_a: 'vitamin A',
  vitamin_b12: 'vitamin B12',
};

/** The nutrient asked about: one named, 'all' for a general question, null when none. */
export function nutrientAsked(text: string): FoodNutrient | 'all' | null {
  for (const [pattern, nutrient] of NUTRIENT_WORDS) if (pattern.test(text)) return nutrient;
  return GENERAL.test(text) ? 'all' : null;
}

/** Words of the question frame, removed to leave the amount and the food. */
const FRAME =
  /\b(?:how|many|much|what|what's|whats|which|is|are|there|in|of|for|does|do|did|have|has|contain|contains|facts?|info(?:rmation)?|values?|per|total|tell|me|give|the|amount|content|grams of|g of|mg of|please|about|roughly|approximately)\b/g;

/** 'how many calories in an avocado' → '1 avocado'; 'protein in 100 g chicken breast' → '100 g chicken breast'. */
export function foodPhrase(text: string): string {
  let asked = text;
  // The nutrient words the question asks with, then the question's own words.
  for (const [pattern] of NUTRIENT_WORDS)
    asked = asked.replace(new RegExp(pattern.source, 'g'), ' ');
  const rest = asked
    .replace(new RegExp(GENERAL.source, 'g'), ' ')
    .replace(FRAME, ' ')
    .replace(/[^a-z0-9./%' -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // A spelled count first ('an avocado', 'two eggs') as a digit, so the line reader counts it.
  return rest.replace(
    /^(an?|one|two|three|four|five|six|half an?|half)\s+/,
    (whole, word: string) => {
      const value = readNumber(word);
      return value ? `${value} ` : whole;
    },
  );
}

const SHOWN: readonly FoodNutrient[] = [
  'calories',
  'protein',
  'fat',
  'carbohydrates',
  'fiber',
  'sugar',
];

function nutrientText(nutrient: FoodNutrient, per100: number, grams: number): string {
  const value = (per100 * grams) / 100;
  const unit = UNITS[nutrient] ?? 'g';
  const shown =
    unit === 'kcal' || unit === 'mg'
      ? String(Math.round(value))
      : decimal(value, value < 10 ? 1 : 0);
  const label = LABELS[nutrient] ?? nutrient;
  return `${shown} ${unit}${label ? ` ${label}` : ''}`;
}

function list(food: Food, nutrients: readonly FoodNutrient[], grams: number): string {
  const known = nutrients.filter((n) => food.nutrients[n] !== undefined);
  if (known.length === 0) return 'not in the reference';
  return known.map((n) => nutrientText(n, food.nutrients[n]!, grams)).join(', ');
}

export function answerNutrition(text: string, index: FoodIndex | null): string {
  if (!index) {
    return 'The USDA food reference is not loaded on this server, so I cannot look up nutrition right now.';
  }
  const asked = nutrientAsked(text) ?? 'all';
  const phrase = foodPhrase(text);
  const reading = readIngredientLine(phrase);
  if (!reading.food.trim()) {
    return 'Which food? Ask like "how many calories in an avocado" or "protein in 100 g chicken breast".';
  }
  const food =
    matchFood(index, { food: reading.food, unit: reading.unit })?.food ??
    searchFoods(index, reading.food, 1)[0]?.food;
  if (!food) return `I could not find "${reading.food}" in the USDA food reference.`;
  const shown: readonly FoodNutrient[] =
    asked === 'all' ? SHOWN : [asked, ...SHOWN.filter((n) => n !== asked && n === 'calories')];
  const lines = [`${food.name} (USDA):`, `- per 100 g: ${list(food, shown, 100)}`];
  if (reading.amount > 0 && !(reading.unit === 'g' && reading.amount === 100)) {
    const weighing = weighIngredient(reading, food);
    if (weighing.ok) {
      const measure = phrase.replace(/\s+/g, ' ').trim();
      lines.push(
        `- ${measure} (about ${Math.round(weighing.grams)} g): ${list(food, shown, weighing.grams)}`,
      );
    } else {
      lines.push(`- I could not weigh "${phrase}": ${weighing.reason}.`);
    }
  }
  return lines.join('\n');
}

import { parseIngredientLineDetail } from '../ingredients/parse-ingredient-line.js';
import { normalizeUnit } from '../ingredients/normalize-unit.js';
import type { InspirationMeal } from './contract.js';
import { MEALDB_INGREDIENT_SLOTS, type MealDbMeal } from './mealdb.js';

/** spec-1 §9 imported meal defaults. */
export const INSPIRATION_DEFAULTS = {
  cook_time: 30,
  prep_time: 15,
  servings: 4,
  complexity: 'medium',
  cost_per_serving: 0,
} as const;

/** spec-1 §9: a piece of the instructions is kept when longer than 5 characters. */
const MIN_STEP_LENGTH = 6;
const DESCRIPTION_LENGTH = 160;

/**
 * A step label on a line of its own ('STEP 1', 'Step 2:', '3.', '4)'): TheMealDB writes many
 * instructions that way. It is longer than 5 characters, so spec-1 §9's rule alone would keep it as
 * a step; it holds no instruction, so it is dropped.
 */
const STEP_LABEL = /^(?:step\s*)?\d+\s*[:.)-]?$/i;

/**
 * spec-1 §9: instructions split on line breaks and full stops, keeping the trimmed pieces longer
 * than 5 characters, numbered from 1. A full stop is a '.' that ends a sentence, so a decimal point
 * ('1.5 cups', '2.5cm') does not split; a step label line is dropped (see STEP_LABEL).
 */
export function splitInstructions(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r\n|\r|\n/)
    .flatMap((line) => line.split(/\.(?!\d)/))
    .map((piece) => piece.replace(/\s+/g, ' ').trim())
    .filter((piece) => piece.length >= MIN_STEP_LENGTH && !STEP_LABEL.test(piece));
}

/**
 * A measure ('1 1/2 cups', '200g', 'pinch', ' ') read by core's ingredient line parser into an
 * amount and a unit. A unit word without a number ('pinch', 'Dash') is one of it; 'to taste' has
 * no amount; anything else without a number ('Topping', 'sprinkling') has neither.
 */
export function readMealMeasure(measure: string): {
  quantity: string;
  amount: number;
  unit: string;
} {
  const quantity = measure.replace(/\s+/g, ' ').trim();
  if (!quantity) return { quantity: '', amount: 0, unit: '' };
  const parsed = parseIngredientLineDetail(quantity);
  if (parsed.quantity) return { quantity, amount: parsed.amount, unit: parsed.unit ?? '' };
  const unit = normalizeUnit(quantity.replace(/^(?:an?|one)\s+/i, ''));
  if (unit === 'to taste') return { quantity, amount: 0, unit };
  return unit ? { quantity, amount: 1, unit } : { quantity, amount: 0, unit: '' };
}

const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

const httpUrl = (value: string | null | undefined): string | null => {
  const url = text(value);
  return /^https?:\/\/\S+$/i.test(url) && URL.canParse(url) ? url : null;
};

/** The start of the instructions, cut at a word: the meal database has no description of its own. */
function describe(meal: MealDbMeal, steps: string[]): string {
  const whole = steps.join('. ');
  if (whole.length <= DESCRIPTION_LENGTH) return whole ? `${whole}.` : text(meal.strMeal);
  const cut = whole.slice(0, DESCRIPTION_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export interface ConvertOptions {
  source: InspirationMeal['source'];
  /**
   * The image URL built from the meal id (spec-1 §3). For the meal database, its thumb (whose name
   * is the meal's picture); for the bundled catalogue, Mise's own drawn art.
   */
  imageUrl(meal: MealDbMeal): string | null;
}

/** The meal database's own picture of the meal, when it is an http(s) URL. */
export const mealDbImageUrl = (meal: MealDbMeal) => httpUrl(meal.strMealThumb);

/** The URL of a bundled meal's drawn picture, served by the inspiration module. */
export const bundledImageUrl = (meal: Pick<MealDbMeal, 'idMeal'>) =>
  `/api/inspiration/images/${encodeURIComponent(meal.idMeal)}.svg`;

/**
 * One meal of the meal database (or the bundled catalogue) → a recipe-shaped inspiration, exactly
 * as spec-1 §3/§9 say: up to 20 ingredient slots (empty ones skipped), each measure read into an
 * amount and unit, the imported meal defaults, instructions split into numbered steps.
 */
export function convertMeal(meal: MealDbMeal, options: ConvertOptions): InspirationMeal {
  const ingredients: InspirationMeal['ingredients'] = [];
  for (let slot = 1; slot <= MEALDB_INGREDIENT_SLOTS; slot += 1) {
    const name = text(meal[`strIngredient${slot}` as keyof MealDbMeal]);
    if (!name) continue;
    ingredients.push({
      name,
      ...readMealMeasure(meal[`strMeasure${slot}` as keyof MealDbMeal] ?? ''),
    });
  }
  const pieces = splitInstructions(meal.strInstructions);
  const area = text(meal.strArea);
  return {
    id: text(meal.idMeal),
    title: text(meal.strMeal),
    description: describe(meal, pieces),
    image_url: options.imageUrl(meal),
    category: text(meal.strCategory),
    cuisine: area && area.toLowerCase() !== 'unknown' ? area : null,
    servings: INSPIRATION_DEFAULTS.servings,
    prep_time: INSPIRATION_DEFAULTS.prep_time,
    cook_time: INSPIRATION_DEFAULTS.cook_time,
    complexity: INSPIRATION_DEFAULTS.complexity,
    cost_per_serving: INSPIRATION_DEFAULTS.cost_per_serving,
    ingredients,
    steps: pieces.map((instruction, index) => ({ step_number: index + 1, instruction })),
    source: options.source,
    source_url: httpUrl(meal.strSource),
  };
}

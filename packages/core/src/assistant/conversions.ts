import type { Food } from '../nutrition/food.js';
import { matchFood, type FoodIndex } from '../nutrition/match.js';
import { readIngredientLine, type IngredientReading } from '../nutrition/understand.js';
import { GRAMS_PER_UNIT, ML_PER_UNIT } from '../nutrition/units.js';
import { weighIngredient } from '../nutrition/weigh.js';
import type { Unit } from '../recipe-options.js';
import { baseSize, formatMeasured, ingredientLine } from './format.js';
import { findMeasures, trimFoodWords, type Measure } from './read-text.js';

/**
 * Unit conversions: within volume or mass by core's unit tables; between them by the food's own
 * household measures in the USDA reference (a cup of flour is 125 g, a cup of sugar 200 g).
 */

export interface ConversionRequest {
  from: Measure & { amount: number };
  /** null: no unit asked ('convert 2 cups flour'): metric, or US for metric amounts. */
  to: Unit | null;
  food: string;
}

/** Where a food name stops: the conversion's own words. */
const FOOD_END = /\s(?:in|to|into|as|is|are|equals?|make|makes|weigh|weighs|how|=)(?:\s|$)|[,=]/;

function foodAfter(text: string): string {
  const rest = ` ${text.replace(/^\s*of\s+/, '')} `;
  const end = FOOD_END.exec(rest);
  return trimFoodWords(end ? rest.slice(0, end.index) : rest);
}

/** What the text asks to convert; null when it names no amount with a unit. */
export function readConversion(text: string): ConversionRequest | null {
  const measures = findMeasures(text);
  const from = measures.find((m) => m.amount !== null);
  if (!from || from.amount === null || !(from.amount > 0)) return null;
  const to = measures.find((m) => m.amount === null && m.unit !== from.unit)?.unit ?? null;
  let food = foodAfter(text.slice(from.end));
  const target = measures.find((m) => m.amount === null);
  // 'how many grams of flour in a cup': the food follows the unit asked for.
  if (!food && target && target.end <= from.start)
    food = foodAfter(text.slice(target.end, from.start));
  return { from: from as ConversionRequest['from'], to, food };
}

const isVolume = (unit: Unit) => unit in ML_PER_UNIT;

/** The unit to answer in when none is asked. */
function defaultTarget(unit: Unit, amount: number, hasFood: boolean): Unit {
  if (isVolume(unit)) {
    if (unit === 'ml' || unit === 'l')
      return amount * (ML_PER_UNIT[unit] ?? 1) >= 200 ? 'cup' : 'tbsp';
    return hasFood ? 'g' : 'ml';
  }
  if (unit === 'g' || unit === 'kg')
    return amount * (GRAMS_PER_UNIT[unit] ?? 1) >= 454 ? 'lb' : 'oz';
  return 'g';
}

/** The food words read as an ingredient line would be: 'chopped onion' is onion, chopped. */
function reading(amount: number, unit: Unit, food: string): IngredientReading {
  return { ...readIngredientLine(`1 ${unit} ${food}`), amount, unit };
}

/** Grams per millilitre of the food, from its measures; with the measure it came from. */
function density(food: Food, name: string): { gramsPerMl: number; basis: string | null } | null {
  const cup = weighIngredient(reading(1, 'cup', name), food);
  if (!cup.ok) return null;
  return { gramsPerMl: cup.grams / (ML_PER_UNIT.cup ?? 236.5882365), basis: cup.basis };
}

export function answerConversion(request: ConversionRequest, index: FoodIndex | null): string {
  const { from, food } = request;
  const to = request.to ?? defaultTarget(from.unit, from.amount, Boolean(food));
  const fromLine = ingredientLine(from.amount, from.unit, food);
  const size = baseSize(from.amount, from.unit)!;
  const targetMl = ML_PER_UNIT[to];
  const targetGrams = GRAMS_PER_UNIT[to];
  if ('ml' in size && targetMl !== undefined) {
    return `${fromLine} is ${formatMeasured(size.ml / targetMl, to)}.`;
  }
  if ('grams' in size && targetGrams !== undefined) {
    return `${fromLine} is ${formatMeasured(size.grams / targetGrams, to)}.`;
  }
  // Volume ↔ mass: it depends on the food.
  const water = 'ml' in size ? size.ml / (targetGrams ?? 1) : size.grams / (targetMl ?? 1);
  if (!food) {
    return `Between volume and weight it depends on the food: name it ("1 cup flour in grams"). For water, ${fromLine} is ${formatMeasured(water, to)}.`;
  }
  if (!index) {
    return `The USDA food reference is not loaded, so I cannot weigh ${food}. For water, ${fromLine} would be ${formatMeasured(water, to)}.`;
  }
  const match = matchFood(index, { food: reading(1, 'cup', food).food });
  if (!match) {
    return `I could not find "${food}" in the USDA food reference. For water, ${fromLine} would be ${formatMeasured(water, to)}.`;
  }
  const known = density(match.food, food);
  if (!known) return `I could not find how much a cup of ${food} weighs.`;
  const about = (value: number, unit: Unit) => {
    const text = formatMeasured(value, unit);
    return text.startsWith('about') ? text : `about ${text}`;
  };
  const source = known.basis
    ? `USDA: ${known.basis}, ${match.food.name}`
    : `USDA: ${match.food.name}`;
  if ('ml' in size) {
    const grams = weighIngredient(reading(from.amount, from.unit, food), match.food);
    const value = grams.ok ? grams.grams : size.ml * known.gramsPerMl;
    return `${fromLine} is ${about(value / targetGrams!, to)} (${source}).`;
  }
  const ml = size.grams / known.gramsPerMl;
  return `${fromLine} is ${about(ml / targetMl!, to)} (${source}).`;
}

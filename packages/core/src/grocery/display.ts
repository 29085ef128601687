import { unitLabel } from '../ingredients/format-ingredient.js';
import { formatQuantity } from '../ingredients/format-quantity.js';
import { roundToFractions } from '../ingredients/scale-ingredient.js';
import { GRAMS_PER_UNIT, ML_PER_UNIT } from '../nutrition/units.js';
import { UNITS, type Unit } from '../recipe-options.js';
import { groceryUnit, isMeasured, type GroceryAmount } from './merge.js';

/**
 * A list item's amount as people read it when they shop (decision 0016), in the unit of the system
 * it was written in:
 * - metric: grams to 1 kg, then kilograms in decimals ('1.5 kg'); millilitres, then litres;
 * - US mass: ounces under a pound ('10 oz'), then pounds in quarters ('1 1/2 lb') or pounds and
 *   ounces when quarters would lie ('1 lb 2 oz' for 18 oz);
 * - US volume: the biggest of cup, tablespoon and teaspoon in which the amount is a measure a cook
 *   has (24 tsp → '1/2 cup', 2 tbsp + 1/4 cup → '6 tbsp': 3/8 cup is no cup's measure); pints,
 *   quarts and gallons only when the list's own unit is that big; fluid ounces stay fluid ounces;
 * - counts in halves with their word ('3 cloves', '1 1/2 heads', '2' for pieces);
 * - unmeasured: 'to taste', 'a pinch', 'a dash', or nothing.
 */

const SPOONS = [1 / 8, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4];
const CUPS = [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4];
const HALVES = [1 / 2];
const QUARTERS = [1 / 4, 1 / 2, 3 / 4];

/** Teaspoons in each US volume unit; a unit is used from `from` teaspoons on. */
const US_VOLUME = [
  { unit: 'tsp', size: 1, from: 0, fractions: SPOONS },
  { unit: 'tbsp', size: 3, from: 3, fractions: HALVES },
  { unit: 'cup', size: 48, from: 12, fractions: CUPS },
  { unit: 'pint', size: 96, from: 96, fractions: QUARTERS },
  { unit: 'quart', size: 192, from: 192, fractions: QUARTERS },
  { unit: 'gallon', size: 768, from: 768, fractions: QUARTERS },
] as const;
/** Units a list only grows into when it was written in them (nobody wants '0.3 gallon' of oil). */
const ONLY_WHEN_WRITTEN = new Set(['pint', 'quart', 'gallon']);

const ML_PER_TSP = ML_PER_UNIT.tsp!;
const GRAMS_PER_OZ = GRAMS_PER_UNIT.oz!;

/** How far (in the unit) an amount may be from a measure and still be written as it. */
const CLOSE = 0.02;

/** Core's units as ingredients show them; a cook's own count word in the plural past one ('bunches'). */
function label(unit: string, amount: number): string {
  if (amount <= 1 || UNITS_SET.has(unit)) return unitLabel(unit, amount);
  return /(?:ch|sh|s|x|z)$/.test(unit) ? `${unit}es` : `${unit}s`;
}
const UNITS_SET: ReadonlySet<string> = new Set(UNITS);

const measured = (amount: number, unit: string) =>
  [formatQuantity(amount), label(unit, amount)].filter(Boolean).join(' ');

/** 1234 → '1234', 1.234 → '1.23'; metric reads in decimals. */
const decimals = (value: number) => String(Math.round(value * 100) / 100);

function metric(value: number, small: string, big: string): string {
  if (value >= 1000 - 0.5) return `${decimals(value / 1000)} ${big}`;
  const step = value < 10 ? 0.5 : value < 100 ? 1 : 5;
  const rounded = Math.max(step, Math.round(value / step) * step);
  return `${decimals(rounded)} ${small}`;
}

function usMass(ounces: number): string {
  if (ounces < 16 - CLOSE) {
    const oz = roundToFractions(ounces, QUARTERS);
    return oz >= 16 ? '1 lb' : `${formatQuantity(oz)} oz`;
  }
  const pounds = ounces / 16;
  const quarters = roundToFractions(pounds, QUARTERS);
  if (Math.abs(quarters - pounds) <= CLOSE) return `${formatQuantity(quarters)} lb`;
  let whole = Math.floor(pounds);
  let rest = Math.round(ounces - whole * 16);
  if (rest >= 16) {
    whole += 1;
    rest -= 16;
  }
  return rest > 0 ? `${whole} lb ${rest} oz` : `${whole} lb`;
}

function usVolume(teaspoons: number, written: string): string {
  const writtenIndex = US_VOLUME.findIndex((step) => step.unit === written);
  const usable = US_VOLUME.filter(
    (step, index) => !ONLY_WHEN_WRITTEN.has(step.unit) || index <= writtenIndex,
  );
  const biggestFirst = [...usable].reverse();
  // The biggest unit in which the amount is a measure a cook has.
  for (const step of biggestFirst) {
    if (teaspoons < step.from * (1 - CLOSE)) continue;
    const value = teaspoons / step.size;
    const rounded = roundToFractions(value, step.fractions);
    if (Math.abs(rounded - value) <= CLOSE * Math.max(1, value / 10))
      return measured(rounded, step.unit);
  }
  // None is exact: the biggest unit it reaches, rounded to that unit's measures.
  const step = biggestFirst.find((s) => teaspoons >= s.from * 0.9) ?? US_VOLUME[0];
  return measured(roundToFractions(teaspoons / step.size, step.fractions), step.unit);
}

/** The quantity shown for a list item ('1/2 cup', '1 lb 2 oz', '1.5 kg', '3 cloves', 'to taste'). */
export function groceryQuantity(value: GroceryAmount): string {
  const unit = groceryUnit(value.unit);
  if (!isMeasured({ amount: value.amount, unit })) {
    if (unit === 'to taste') return 'to taste';
    if (unit === 'pinch' || unit === 'dash') return `a ${unit}`;
    return '';
  }
  const amount = value.amount!;
  switch (unit as Unit) {
    case 'g':
    case 'kg':
      return metric(amount * GRAMS_PER_UNIT[unit as Unit]!, 'g', 'kg');
    case 'ml':
    case 'l':
      return metric(amount * ML_PER_UNIT[unit as Unit]!, 'ml', 'l');
    case 'oz':
    case 'lb':
      return usMass((amount * GRAMS_PER_UNIT[unit as Unit]!) / GRAMS_PER_OZ);
    case 'fl oz':
      return measured(roundToFractions(amount, QUARTERS), 'fl oz');
    case 'tsp':
    case 'tbsp':
    case 'cup':
    case 'pint':
    case 'quart':
    case 'gallon':
      return usVolume((amount * ML_PER_UNIT[unit as Unit]!) / ML_PER_TSP, unit);
    default:
      return measured(roundToFractions(amount, HALVES), unit);
  }
}

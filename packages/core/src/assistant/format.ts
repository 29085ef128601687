import { formatIngredient } from '../ingredients/format-ingredient.js';
import { formatQuantity } from '../ingredients/format-quantity.js';
import { roundToFractions, scaleIngredient } from '../ingredients/scale-ingredient.js';
import type { Unit } from '../recipe-options.js';
import { GRAMS_PER_UNIT, ML_PER_UNIT } from '../nutrition/units.js';

/** How the helper writes numbers: kitchen fractions for spoons and cups, decimals for metric. */

const KITCHEN_FRACTIONS = [1 / 8, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4];
const KITCHEN_UNITS = new Set([
  'tsp',
  'tbsp',
  'cup',
  'pint',
  'quart',
  'gallon',
  'fl oz',
  'oz',
  'lb',
]);

/** The next smaller kitchen measure and how many of it make one. */
const SMALLER: Readonly<Record<string, readonly [Unit, number]>> = {
  cup: ['tbsp', 16],
  tbsp: ['tsp', 3],
};

/** A decimal with at most `places` places and no trailing zeros. */
export function decimal(value: number, places: number): string {
  const factor = 10 ** places;
  return String(Math.round(value * factor) / factor);
}

/**
 * A measured amount as a cook reads it: '125 g', '29.6 ml (about 30 ml)', '1/2 cup',
 * 'about 3/4 cup (0.8 cup)'. Grams and millilitres to one decimal below 100, whole above.
 */
export function formatMeasured(value: number, unit: Unit): string {
  const label = (amount: number) => formatIngredient({ name: '', amount, unit }).trim();
  if (unit === 'g' || unit === 'ml') {
    if (value >= 100) return `${Math.round(value)} ${unit}`;
    const text = `${decimal(value, 1)} ${unit}`;
    // '29.6 ml (about 30 ml)': the decimal is the conversion, the whole number what a cook measures.
    const nearest = Math.round(value);
    return value >= 10 && Math.abs(nearest - value) >= 0.05
      ? `${text} (about ${nearest} ${unit})`
      : text;
  }
  if (unit === 'kg' || unit === 'l') return `${decimal(value, 2)} ${unit}`;
  if (unit === 'oz' || unit === 'lb' || unit === 'fl oz') {
    return `${decimal(value, value < 10 ? 2 : 1)} ${unit}`;
  }
  const close = (v: number) => Math.abs(roundToFractions(v, KITCHEN_FRACTIONS) - v) <= v * 0.02;
  const rounded = roundToFractions(value, KITCHEN_FRACTIONS);
  if (close(value)) return label(rounded);
  // 0.44 cup is 7 tbsp: a smaller spoon measures it better than a rough cup.
  const smaller = SMALLER[unit];
  if (smaller && close(value * smaller[1])) {
    const spoon = roundToFractions(value * smaller[1], KITCHEN_FRACTIONS);
    const text = formatIngredient({ name: '', amount: spoon, unit: smaller[0] }).trim();
    return `${text} (${decimal(value, 2)} ${unit})`;
  }
  return `about ${label(rounded)} (${decimal(value, 2)} ${unit})`;
}

/** Base size of an amount in its family: millilitres or grams; null for counts. */
export function baseSize(amount: number, unit: string): { ml: number } | { grams: number } | null {
  const ml = ML_PER_UNIT[unit as Unit];
  if (ml !== undefined) return { ml: amount * ml };
  const grams = GRAMS_PER_UNIT[unit as Unit];
  if (grams !== undefined) return { grams: amount * grams };
  return null;
}

/**
 * An amount multiplied by `factor`, in the measure a cook would use: the servings scaler's answer
 * (2 × 1 tbsp → 2 tbsp, 4 × 1 tbsp → 1/4 cup) unless its unit change loses more than 5%
 * (6 tbsp is not 1/3 cup), then the same unit in kitchen fractions.
 */
export function multiplyAmount(
  amount: number,
  unit: string,
  factor: number,
): { amount: number; unit: string; quantity: string } {
  if (factor === 1 || !(amount > 0)) {
    return { amount, unit, quantity: formatQuantity(amount) };
  }
  const scaled = scaleIngredient({ amount, unit }, 1, factor);
  const exact = baseSize(amount * factor, unit);
  const got = baseSize(scaled.amount, scaled.unit);
  const size = (b: ReturnType<typeof baseSize>) => (b ? ('ml' in b ? b.ml : b.grams) : 0);
  if (!exact || !got || Math.abs(size(got) - size(exact)) <= size(exact) * 0.05) return scaled;
  const fractions = KITCHEN_UNITS.has(unit) ? KITCHEN_FRACTIONS : [1 / 2];
  const rounded = roundToFractions(amount * factor, fractions);
  return { amount: rounded, unit, quantity: formatQuantity(rounded) };
}

/** '2 cups milk', '1/4 tsp salt', '2 eggs' — an ingredient line as the recipe page writes it. */
export function ingredientLine(amount: number, unit: string, name: string): string {
  return formatIngredient({ name, amount, unit: unit === 'piece' ? '' : unit });
}

/** Markdown list lines. */
export const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');

import { formatQuantity } from './format-quantity.js';

/**
 * The servings scaler's maths (spec-1 §4, issue 10): an ingredient's amount for another number of
 * servings, in the measure a cook would use — kitchen fractions ('3 tbsp', not '0.19 cup'), whole or
 * half counted things (eggs), and a bigger or smaller unit when the amount crosses one
 * ('2000 oz' → '125 lb', 6 tsp → '2 tbsp', 1500 g → '1.5 kg').
 */

/** An amount in a unit, and the text a cook reads for it ('1 1/2', '1.25'). */
export interface ScaledAmount {
  amount: number;
  unit: string;
  /** '' when there is no amount to show. */
  quantity: string;
}

interface Step {
  unit: string;
  /** How many of the family's smallest unit one of this is. */
  size: number;
  /** This unit is used from this many of the smallest unit on (a quarter cup, one pound). */
  from: number;
  /** The fractions a cook measures this unit in; metric units use decimals instead. */
  fractions: readonly number[] | 'metric';
  /** Only used when the recipe itself was written in it or a bigger unit (no one wants '0.3 gallon'). */
  onlyFromOriginal?: boolean;
}

const SPOONS = [1 / 8, 1 / 4, 1 / 2, 3 / 4];
const CUPS = [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4];
const QUARTERS = [1 / 4, 1 / 2, 3 / 4];
const HALVES = [1 / 2];

/** Families of units that convert into each other, smallest first. */
const FAMILIES: ReadonlyArray<readonly Step[]> = [
  [
    { unit: 'tsp', size: 1, from: 0, fractions: SPOONS },
    { unit: 'tbsp', size: 3, from: 3, fractions: HALVES },
    { unit: 'cup', size: 48, from: 12, fractions: CUPS },
    { unit: 'pint', size: 96, from: 96, fractions: QUARTERS, onlyFromOriginal: true },
    { unit: 'quart', size: 192, from: 192, fractions: QUARTERS, onlyFromOriginal: true },
    { unit: 'gallon', size: 768, from: 768, fractions: QUARTERS, onlyFromOriginal: true },
  ],
  [
    { unit: 'oz', size: 1, from: 0, fractions: QUARTERS },
    { unit: 'lb', size: 16, from: 16, fractions: QUARTERS },
  ],
  [
    { unit: 'g', size: 1, from: 0, fractions: 'metric' },
    { unit: 'kg', size: 1000, from: 1000, fractions: 'metric' },
  ],
  [
    { unit: 'ml', size: 1, from: 0, fractions: 'metric' },
    { unit: 'l', size: 1000, from: 1000, fractions: 'metric' },
  ],
  [{ unit: 'fl oz', size: 1, from: 0, fractions: QUARTERS }],
];

/** Units that count things (eggs, cloves, cans): whole numbers or halves, never '0.19 egg'. */
const COUNTED = new Set([
  '',
  'piece',
  'item',
  'small',
  'medium',
  'large',
  'clove',
  'head',
  'can',
  'package',
  'slice',
  'container',
  'serving',
  'pinch',
  'dash',
]);

/**
 * The nearest amount made of a whole number and one of `fractions` (ties go up). Past 10 halves are
 * enough, past 50 whole numbers; the result is never 0 (the smallest fraction instead).
 */
export function roundToFractions(value: number, fractions: readonly number[]): number {
  const usable = value >= 50 ? [] : value >= 10 ? fractions.filter((f) => f === 0.5) : fractions;
  const whole = Math.floor(value);
  let best = whole;
  for (const candidate of [whole, ...usable.map((f) => whole + f), whole + 1]) {
    if (Math.abs(candidate - value) <= Math.abs(best - value) + 1e-9) best = candidate;
  }
  return best > 0 ? best : Math.min(...fractions, 1);
}

/** Metric amounts in decimals: 2.5 g, 12 g, 255 g, 1.25 kg. */
function roundMetric(value: number, unit: string): number {
  const step = unit === 'kg' || unit === 'l' ? 0.05 : value < 10 ? 0.5 : value < 100 ? 1 : 5;
  const rounded = Math.round(value / step) * step;
  return rounded > 0 ? Math.round(rounded * 100) / 100 : step;
}

/** The text for an amount: decimals for metric units ('1.25 kg'), kitchen fractions otherwise. */
export function quantityText(amount: number, unit: string): string {
  if (!(amount > 0)) return '';
  const metric = FAMILIES.some((family) =>
    family.some((step) => step.unit === unit && step.fractions === 'metric'),
  );
  return metric ? String(Math.round(amount * 100) / 100) : formatQuantity(amount);
}

/** How far a rounded amount may stray from the true one before a smaller unit says it better. */
const NEAR_ENOUGH = 0.05;

function inFamily(unit: string, family: readonly Step[], base: number): ScaledAmount {
  const original = family.findIndex((step) => step.unit === unit);
  const usable = family.filter((step, index) => !step.onlyFromOriginal || index <= original);
  const roundIn = (step: Step) => {
    const value = base / step.size;
    const amount =
      step.fractions === 'metric'
        ? roundMetric(value, step.unit)
        : roundToFractions(value, step.fractions);
    return { step, amount, error: Math.abs(amount * step.size - base) / base };
  };
  // The biggest unit the amount (nearly) reaches: 2.9 tsp is 1 tbsp, 0.19 cup is 3 tbsp — unless
  // its fractions miss by more than 5% (6 tbsp is not 1/3 cup, 4 tsp not 1 1/2 tbsp): then the next
  // smaller unit that says it closely enough, else the closest of them.
  const reached = [...usable].reverse().filter((candidate) => base >= candidate.from * 0.9);
  const tries = (reached.length > 0 ? reached : [usable[0]!]).map(roundIn);
  const chosen =
    tries.find((t) => t.error <= NEAR_ENOUGH) ??
    tries.reduce((best, t) => (t.error < best.error - 1e-9 ? t : best));
  return {
    amount: chosen.amount,
    unit: chosen.step.unit,
    quantity: quantityText(chosen.amount, chosen.step.unit),
  };
}

/**
 * `amount` of `unit` for a recipe of `from` servings, shown for `to` servings. At the recipe's own
 * servings the amount is shown as written. 'to taste' and missing amounts stay without one;
 * servings that are not positive numbers leave the amount unchanged.
 */
export function scaleIngredient(
  ingredient: { amount: number; unit: string },
  from: number,
  to: number,
): ScaledAmount {
  const { amount, unit } = ingredient;
  if (!(amount > 0) || unit === 'to taste') return { amount: 0, unit, quantity: '' };
  const usable = (servings: number) => Number.isFinite(servings) && servings > 0;
  if (!usable(from) || !usable(to) || from === to) {
    return { amount, unit, quantity: quantityText(amount, unit) };
  }
  const scaled = (amount * to) / from;
  const family = FAMILIES.find((steps) => steps.some((step) => step.unit === unit));
  if (family) {
    const size = family.find((step) => step.unit === unit)!.size;
    return inFamily(unit, family, scaled * size);
  }
  const rounded = roundToFractions(scaled, COUNTED.has(unit) ? HALVES : CUPS);
  return { amount: rounded, unit, quantity: formatQuantity(rounded) };
}

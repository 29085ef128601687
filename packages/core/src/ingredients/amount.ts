import { parseQuantity } from './quantity.js';

/** A plain decimal number as text ('2', '-1', '1.5', '.5', '1e3'); not '0x10' or '' as Number() would. */
const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const text = value.trim();
    // A client may send the quantity's text as the amount ('1 1/2'); read it the same way.
    return NUMERIC.test(text) ? Number(text) : (parseQuantity(text) ?? Number.NaN);
  }
  // Booleans, objects and the like are not amounts (z.coerce would turn true into 1).
  return Number.NaN;
}

/**
 * An ingredient's amount as stored (spec-1 §5, §7): a finite number ≥ 0, falling back to 0. Only a
 * missing amount (undefined, null, blank) is read from the quantity text; a present but unusable
 * amount (NaN, 'abc', -2) is 0, so a client's explicit value is never second-guessed.
 */
export function coerceAmount(amount: unknown, quantity?: string): number {
  const value = isMissing(amount)
    ? quantity === undefined
      ? 0
      : (parseQuantity(quantity) ?? 0)
    : toNumber(amount);
  // `> 0` also turns -0 into 0.
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * An amount for a different number of servings. Servings that are not a positive finite number
 * would divide by zero or flip the sign, so the amount is returned unchanged instead.
 */
export function scaleAmount(amount: number, fromServings: number, toServings: number): number {
  const usable = (servings: number) => Number.isFinite(servings) && servings > 0;
  if (!usable(fromServings) || !usable(toServings)) return amount;
  return (amount * toServings) / fromServings;
}

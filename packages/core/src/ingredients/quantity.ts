import { replaceVulgarFractions } from './vulgar-fractions.js';

/**
 * Ingredient quantity text (spec-1 §5): digits, dot, slash and spaces only, in one of four forms.
 * `sanitizeQuantity` guards the editor's input; `parseQuantity` reads a stored quantity's value.
 */

const WHOLE = /^\d+$/;
/** '0.5', '.5', '1.25'; not '2.' or '1..5' (a trailing or doubled dot is a typo, not a number). */
const DECIMAL = /^\d*\.\d+$/;
const FRACTION = /^(\d+)\/(\d+)$/;
const MIXED = /^(\d+) (\d+)\/(\d+)$/;

/** IngredientInputSchema caps quantity at 40 characters; a longer one would fail on save. */
const QUANTITY_MAX_LENGTH = 40;

/** One space between parts, none around a slash between digits ('1 / 2' is '1/2'), no edges. */
function tidySpaces(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/(\d) ?\/ ?(\d)/g, '$1/$2')
    .trim();
}

/** The value of an already tidied quantity, or null when it is not one of the four forms. */
function valueOfTidy(quantity: string): number | null {
  if (quantity.length === 0 || quantity.length > QUANTITY_MAX_LENGTH) return null;
  if (WHOLE.test(quantity) || DECIMAL.test(quantity)) return Number(quantity);
  const fraction = FRACTION.exec(quantity);
  if (fraction) {
    // Improper fractions ('3/2') are fine on their own; dividing by zero is not a quantity.
    const denominator = Number(fraction[2]);
    return denominator === 0 ? null : Number(fraction[1]) / denominator;
  }
  const mixed = MIXED.exec(quantity);
  if (mixed) {
    // '1 3/2' or '1 0/4' are not how anyone writes a mixed number: the fraction part must be proper.
    const numerator = Number(mixed[2]);
    const denominator = Number(mixed[3]);
    if (numerator === 0 || numerator >= denominator) return null;
    return Number(mixed[1]) + numerator / denominator;
  }
  return null;
}

/**
 * Cleans what the user typed into the quantity field. Any other character is removed, but acts as a
 * separator while doing so: '1-1/2' becomes '1 1/2' and '1,5' is refused, where plain deletion
 * would silently give '11/2' (5.5) and '15'. Unicode fractions become ASCII ('1½' → '1 1/2').
 * When nothing valid is left, the previous value stays. Meant for a committed value (blur, save):
 * half-typed text such as '1/' is refused.
 */
export function sanitizeQuantity(input: string, previous: string): string {
  const cleaned = tidySpaces(replaceVulgarFractions(input).replace(/[^\d./\s]/g, ' '));
  return valueOfTidy(cleaned) === null ? previous : cleaned;
}

/** '1 1/2' → 1.5, '1/3' → 0.333…, '.5' → 0.5; anything that is not a valid quantity → null. */
export function parseQuantity(quantity: string): number | null {
  return valueOfTidy(tidySpaces(quantity));
}

/**
 * An amount back to quantity text for the ingredient editor and the servings scaler (spec-1 §5):
 * kitchen fractions where one is close, otherwise a short decimal. The result is always a valid
 * quantity, so it round-trips through sanitizeQuantity and parseQuantity.
 */

/** Eighths, thirds, fifths and sixths: what measuring cups and spoons, and scaled recipes, give. */
const FRACTIONS: ReadonlyArray<readonly [text: string, value: number]> = [
  ['1/8', 1 / 8],
  ['1/6', 1 / 6],
  ['1/5', 1 / 5],
  ['1/4', 1 / 4],
  ['1/3', 1 / 3],
  ['3/8', 3 / 8],
  ['2/5', 2 / 5],
  ['1/2', 1 / 2],
  ['3/5', 3 / 5],
  ['5/8', 5 / 8],
  ['2/3', 2 / 3],
  ['3/4', 3 / 4],
  ['4/5', 4 / 5],
  ['5/6', 5 / 6],
  ['7/8', 7 / 8],
];

/**
 * How close an amount must be to a fraction to be written as one. The nearest two fractions above
 * (3/8 and 2/5) are 0.025 apart, so at most one fraction is ever within reach.
 */
const TOLERANCE = 0.01;

/** Up to 2 decimals, no trailing zeros: 1.15 → '1.15', 2.5 → '2.5', 0.004 → '0'. */
function formatDecimal(amount: number): string {
  return String(Math.round(amount * 100) / 100);
}

/**
 * 1.5 → '1 1/2', 0.333 → '1/3', 2 → '2', 0.999 → '1', 1.15 → '1.15'. Zero, negative and
 * non-finite amounts are not quantities a cook can measure, and read '0'.
 */
export function formatQuantity(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0) return '0';
  const whole = Math.floor(amount);
  const rest = amount - whole;
  if (rest >= 1 - TOLERANCE) return String(whole + 1);
  // A tiny amount such as 0.005 has no whole part to round to; show it as a decimal instead.
  if (rest <= TOLERANCE) return whole > 0 ? String(whole) : formatDecimal(amount);
  const fraction = FRACTIONS.find(([, value]) => Math.abs(rest - value) <= TOLERANCE);
  if (!fraction) return formatDecimal(amount);
  return whole > 0 ? `${whole} ${fraction[0]}` : fraction[0];
}

/**
 * Money on the recipe pages (issue 10): amounts with the currency symbol of the install's
 * `CURRENCY` setting, and costs that agree with the stored ones. Zod-free: the recipe page uses it.
 */

/** The currency an install shows when `CURRENCY` is not set. */
export const DEFAULT_CURRENCY = 'USD';

/** A three-letter ISO 4217 code that this runtime knows ('USD', 'EUR', 'JPY'). */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    return Intl.supportedValuesOf('currency').includes(code);
  } catch {
    // A runtime without the list still formats any well-formed code.
    return true;
  }
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * 4.5 in USD → '$4.50', in EUR → '€4.50', in JPY → '¥5' (the currency's own decimals). An unknown
 * code falls back to the default currency rather than throwing while a page renders.
 */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY, locale?: string) {
  const code = isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY;
  const key = `${locale ?? ''}|${code}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    formatters.set(key, formatter);
  }
  return formatter.format(Number.isFinite(amount) ? amount : 0);
}

export interface ShownCosts {
  /** The stored cost per serving (or, without one, the stored total shared out). */
  perServing: number;
  /** The cost of `servings` servings, scaled from the stored total when there is one. */
  total: number;
}

/**
 * The costs a recipe page shows for `servings` servings, from the stored figures: at the recipe's own
 * servings they are the stored total and cost per serving as they are (no rounding drift from
 * multiplying back); for other servings the total is scaled from the stored total, or from the cost
 * per serving when no total is stored. null when the recipe has no cost.
 */
export function recipeCosts(
  recipe: { total_cost: number; cost_per_serving: number; servings: number },
  servings: number,
): ShownCosts | null {
  const { total_cost: total, cost_per_serving: perServing } = recipe;
  const stored = recipe.servings > 0 ? recipe.servings : 1;
  if (!(total > 0) && !(perServing > 0)) return null;
  return {
    perServing: perServing > 0 ? perServing : total / stored,
    total: total > 0 ? (total * servings) / stored : perServing * servings,
  };
}

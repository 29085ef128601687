/**
 * Money on the recipe pages (issue 10): amounts with the currency symbol of the install's
 * `CURRENCY` setting. Formatting only — what the costs are is recipe-costs.ts. Zod-free: the recipe
 * page uses it.
 */

/** The currency an install shows when `CURRENCY` is not set. */
export const DEFAULT_CURRENCY = 'USD';

/**
 * The codes this runtime knows, read once (`Intl.supportedValuesOf` builds a fresh array of some 300
 * codes on every call); null when the runtime has no such list.
 */
let knownCurrencies: Set<string> | null | undefined;

/** A three-letter ISO 4217 code that this runtime knows ('USD', 'EUR', 'JPY'). */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  if (knownCurrencies === undefined) {
    try {
      knownCurrencies = new Set(Intl.supportedValuesOf('currency'));
    } catch {
      knownCurrencies = null;
    }
  }
  // A runtime without the list still formats any well-formed code.
  return knownCurrencies?.has(code) ?? true;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * 4.5 in USD → '$4.50', in EUR → '€4.50', in JPY → '¥5' (the currency's own decimals). An unknown
 * code falls back to the default currency rather than throwing while a page renders.
 */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY, locale?: string) {
  // Keyed by the code as given, so a page formatting dozens of amounts finds its formatter at once;
  // the code is checked only when a formatter is made.
  const key = `${locale ?? ''}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const code = isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY;
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    formatters.set(key, formatter);
  }
  return formatter.format(Number.isFinite(amount) ? amount : 0);
}

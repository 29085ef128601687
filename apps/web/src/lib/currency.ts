import { useSyncExternalStore } from 'react';
import { DEFAULT_CURRENCY, formatMoney, isCurrencyCode } from '@mise/core';

/**
 * The install's CURRENCY (ISO 4217), as GET /api/session last said it. The session is asked for on
 * every page load anyway (early-data.ts starts it), so the setting costs no request of its own; until
 * it has arrived, and for a malformed value, costs read in the default currency.
 */
let currency = DEFAULT_CURRENCY;
const listeners = new Set<() => void>();

export function rememberCurrency(code: unknown): void {
  const next = typeof code === 'string' && isCurrencyCode(code) ? code : DEFAULT_CURRENCY;
  if (next === currency) return;
  currency = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => currency;

/** Formats money in the install's currency, re-rendering when the session tells a different one. */
export function useMoney(): (amount: number) => string {
  const code = useSyncExternalStore(subscribe, current, current);
  return (amount) => formatMoney(amount, code);
}

import { describe, expect, it, vi } from 'vitest';
import { formatMoney, isCurrencyCode } from './money.js';

describe('formatMoney', () => {
  it.each<[number, string | undefined, string]>([
    [4.5, undefined, '$4.50'],
    [4.5, 'USD', '$4.50'],
    [4.5, 'EUR', '€4.50'],
    [1234.5, 'GBP', '£1,234.50'],
    [12, 'JPY', '¥12'],
    [0, 'USD', '$0.00'],
    [Number.NaN, 'USD', '$0.00'],
    // An unknown code never breaks a page: the default currency instead.
    [3, 'ZZZ', '$3.00'],
    [3, 'usd', '$3.00'],
  ])('%d in %s reads %s', (amount, currency, text) => {
    expect(formatMoney(amount, currency, 'en-US')).toBe(text);
  });
});

describe('isCurrencyCode', () => {
  it.each([
    ['USD', true],
    ['EUR', true],
    ['CHF', true],
    ['usd', false],
    ['US', false],
    ['DOLLAR', false],
    ['ZZZ', false],
    ['', false],
  ])('%s → %s', (code, valid) => {
    expect(isCurrencyCode(code)).toBe(valid);
  });
});

describe('the currency list', () => {
  it('is read from the runtime once, not on every amount or check', () => {
    formatMoney(1, 'EUR', 'en-US'); // whatever ran before, the list is read by now
    const read = vi.spyOn(Intl, 'supportedValuesOf');
    try {
      for (let i = 0; i < 50; i += 1) {
        formatMoney(i, 'EUR', 'en-US');
        formatMoney(i, 'ZZZ', 'en-US');
        expect(isCurrencyCode('CHF')).toBe(true);
      }
      expect(formatMoney(2, 'INR', 'en-US')).toBe('₹2.00'); // a code not formatted before
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });
});

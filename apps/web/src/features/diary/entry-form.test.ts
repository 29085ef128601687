import { describe, expect, it } from 'vitest';
import { emptyValues, parseAmount, readEntry } from './entry-form';

describe('the entry form', () => {
  it('reads typed numbers: empty is the default, a decimal comma is a point, anything else is no number', () => {
    expect(parseAmount('', 0)).toBe(0);
    expect(parseAmount(' 12.5 ', 0)).toBe(12.5);
    expect(parseAmount('1,5', 0)).toBe(1.5);
    expect(parseAmount('.5', 0)).toBe(0.5);
    expect(parseAmount('12g', 0)).toBeNaN();
    expect(parseAmount('-1', 0)).toBeNaN();
    expect(parseAmount('1e3', 0)).toBeNaN();
  });

  it('fills the contract’s defaults and refuses what the server would, with its words', () => {
    expect(
      readEntry({ ...emptyValues, food_name: ' Tea ', serving_size: '', serving_unit: '' }),
    ).toEqual({
      ok: true,
      fields: {
        food_name: 'Tea',
        serving_size: 1,
        serving_unit: 'serving',
        calories: 0,
        protein: 0,
        carbohydrates: 0,
        fat: 0,
        sugar: 0,
        notes: null,
      },
    });
    const refused = readEntry({ ...emptyValues, calories: '20001', fat: '12g' });
    expect(refused).toEqual({
      ok: false,
      errors: {
        food_name: 'Food name is required',
        calories: 'Must be a number from 0 to 20,000',
        fat: 'Must be a number from 0 to 5,000',
      },
    });
  });
});

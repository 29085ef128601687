import { IDEAS_MAX_INGREDIENTS } from '@mise/core';
import { describe, expect, it } from 'vitest';
import { PANTRY_STORAGE_KEY, readPantry, withIngredient, writePantry } from './pantry-storage';

describe('the remembered ingredients', () => {
  it('adds a cleaned name once, ignoring case, and never more than the limit', () => {
    expect(withIngredient(['Eggs'], '  eggs ')).toEqual(['Eggs']);
    expect(withIngredient(['eggs'], '  feta   cheese ')).toEqual(['eggs', 'feta cheese']);
    expect(withIngredient(['eggs'], '   ')).toEqual(['eggs']);
    expect(withIngredient([], 'x'.repeat(100))).toEqual(['x'.repeat(80)]);
    const full = Array.from({ length: IDEAS_MAX_INGREDIENTS }, (_, i) => `food ${i}`);
    expect(withIngredient(full, 'one more')).toEqual(full);
  });

  it('reads back what it wrote, and survives a broken or foreign value', () => {
    writePantry(['eggs', 'rice']);
    expect(readPantry()).toEqual(['eggs', 'rice']);
    localStorage.setItem(PANTRY_STORAGE_KEY, '{not json');
    expect(readPantry()).toEqual([]);
    localStorage.setItem(PANTRY_STORAGE_KEY, JSON.stringify(['eggs', 3, 'EGGS', ' rice ']));
    expect(readPantry()).toEqual(['eggs', 'rice']);
  });
});

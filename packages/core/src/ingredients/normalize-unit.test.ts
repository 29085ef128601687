import { describe, expect, it } from 'vitest';
import { UNITS } from '../recipe-options.js';
import { normalizeUnit } from './normalize-unit.js';

describe('normalizeUnit keeps every canonical unit', () => {
  it.each(UNITS.map((unit) => [unit]))('%j', (unit) => {
    expect(normalizeUnit(unit)).toBe(unit);
  });
});

describe('normalizeUnit maps spellings to the canonical unit', () => {
  it.each([
    // tablespoon; a capital T is a tablespoon.
    ['tablespoon', 'tbsp'],
    ['Tablespoons', 'tbsp'],
    ['Tbsp.', 'tbsp'],
    ['TBSP', 'tbsp'],
    ['tbs', 'tbsp'],
    ['tbl', 'tbsp'],
    ['T', 'tbsp'],
    ['T.', 'tbsp'],
    // teaspoon; a lower-case t is a teaspoon.
    ['teaspoon', 'tsp'],
    ['teaspoons', 'tsp'],
    ['tsp.', 'tsp'],
    ['tsps', 'tsp'],
    ['t', 'tsp'],
    [' t. ', 'tsp'],
    // volume
    ['cups', 'cup'],
    ['c', 'cup'],
    ['C.', 'cup'],
    ['fluid ounce', 'fl oz'],
    ['Fluid Ounces', 'fl oz'],
    ['fl. oz', 'fl oz'],
    ['fl.oz.', 'fl oz'],
    ['floz', 'fl oz'],
    ['pints', 'pint'],
    ['pt', 'pint'],
    ['quarts', 'quart'],
    ['qt', 'quart'],
    ['gallons', 'gallon'],
    ['gal', 'gallon'],
    ['millilitres', 'ml'],
    ['milliliters', 'ml'],
    ['mL', 'ml'],
    ['litres', 'l'],
    ['liters', 'l'],
    ['L', 'l'],
    // weight
    ['pounds', 'lb'],
    ['lbs', 'lb'],
    ['lbs.', 'lb'],
    ['#', 'lb'],
    ['ounces', 'oz'],
    ['oz.', 'oz'],
    ['grams', 'g'],
    ['gr', 'g'],
    ['kilograms', 'kg'],
    ['kgs', 'kg'],
    ['KG', 'kg'],
    // counts and containers
    ['whole', 'piece'],
    ['pieces', 'piece'],
    ['pcs', 'piece'],
    ['ea', 'piece'],
    ['each', 'piece'],
    ['slices', 'slice'],
    ['cloves', 'clove'],
    ['heads', 'head'],
    ['cans', 'can'],
    ['tins', 'can'],
    ['packages', 'package'],
    ['pkg', 'package'],
    ['packet', 'package'],
    ['packets', 'package'],
    ['containers', 'container'],
    ['servings', 'serving'],
    ['items', 'item'],
    ['pinches', 'pinch'],
    ['dashes', 'dash'],
    // sizes
    ['sm', 'small'],
    ['Small', 'small'],
    ['med', 'medium'],
    ['med.', 'medium'],
    ['lg', 'large'],
    ['LARGE', 'large'],
    // no measure
    ['To Taste', 'to taste'],
    ['to-taste', 'to taste'],
    ['as needed', 'to taste'],
    // spaces
    ['  cup  ', 'cup'],
    ['fl   oz', 'fl oz'],
  ])('%j → %j', (raw, unit) => {
    expect(normalizeUnit(raw)).toBe(unit);
  });
});

describe('normalizeUnit refuses empty and unknown units', () => {
  it.each([
    [''],
    ['   '],
    ['.'],
    ['bunch'],
    ['sprig'],
    ['handful'],
    ['cupful'],
    ['ts'],
    ['Ts'],
    ['tt'],
  ])('%j → null', (raw) => {
    expect(normalizeUnit(raw)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  foodIdentity,
  ideaCoverage,
  ideaRecipeIndex,
  ideaTerms,
  ingredientIdentity,
  isPantryStaple,
  termCovers,
} from './identity.js';

const covers = (term: string, ingredient: string) =>
  termCovers(foodIdentity(term), foodIdentity(ingredient));

describe('food identity', () => {
  it('reads the food: lower case, singular, no accents, quantity or preparation', () => {
    expect(foodIdentity('Chicken thighs')).toEqual(['chicken', 'thigh']);
    expect(foodIdentity('2 boneless skinless chicken thighs, diced')).toEqual([
      'boneless',
      'skinless',
      'chicken',
      'thigh',
    ]);
    expect(foodIdentity('3 cloves garlic, minced')).toEqual(['garlic']);
    expect(foodIdentity('Jalapeños')).toEqual(['jalapeno']);
    expect(foodIdentity('chopped onions')).toEqual(['onion']);
    expect(foodIdentity('1 (14 oz) can diced tomatoes')).toEqual(['tomato']);
  });

  it('knows a product by its head and its pair, not by what it is made from', () => {
    expect(foodIdentity('low-sodium chicken broth')).toEqual([
      'lowsodium',
      'broth',
      'chicken broth',
    ]);
    expect(foodIdentity('garlic powder')).toEqual(['powder', 'garlic powder']);
    expect(foodIdentity('1/2 cup whole milk')).toEqual(['milk', 'whole milk']);
  });

  it('is empty when nothing names a food', () => {
    expect(foodIdentity('  ')).toEqual([]);
    expect(foodIdentity('2')).toEqual([]);
  });
});

describe('a term covers an ingredient', () => {
  it('when every word of the term is among the ingredient identity', () => {
    expect(covers('chicken', 'chicken thighs')).toBe(true);
    expect(covers('chicken thigh', '2 boneless skinless chicken thighs, diced')).toBe(true);
    expect(covers('Onions', 'red onion, sliced')).toBe(true);
    expect(covers('tomatoes', '1 (14 oz) can diced tomatoes')).toBe(true);
    expect(covers('milk', 'whole milk')).toBe(true);
    expect(covers('chicken broth', 'low-sodium chicken broth')).toBe(true);
  });

  it('not when the cook has something narrower or different', () => {
    expect(covers('red onion', 'onion')).toBe(false);
    expect(covers('chicken thigh', 'chicken breast')).toBe(false);
    expect(covers('chicken', 'chicken broth')).toBe(false);
    expect(covers('garlic', 'garlic powder')).toBe(false);
    expect(covers('', 'garlic')).toBe(false);
  });
});

describe('pantry staples', () => {
  it.each([
    'salt',
    'Kosher salt',
    'black pepper, freshly ground',
    'salt and pepper',
    'extra virgin olive oil',
    'vegetable oil',
    'water',
    'cold water',
  ])('%s is a staple', (name) => {
    expect(ingredientIdentity(name).is_staple).toBe(true);
  });

  it.each(['red bell pepper', 'sesame oil', 'salted butter', 'chicken', 'coconut milk'])(
    '%s is not',
    (name) => {
      expect(isPantryStaple(foodIdentity(name))).toBe(false);
    },
  );
});

describe('terms and coverage', () => {
  it('reads terms once each, dropping empty ones', () => {
    expect(ideaTerms(['Chicken', 'chickens', ' ', 'garlic cloves', 'Garlic'])).toEqual([
      ['chicken'],
      ['garlic', 'clove'],
      ['garlic'],
    ]);
  });

  it('is matched over counted, and full when nothing is counted', () => {
    expect(ideaCoverage(2, 4)).toBe(0.5);
    expect(ideaCoverage(3, 3)).toBe(1);
    expect(ideaCoverage(0, 0)).toBe(1);
  });
});

describe('ideaRecipeIndex', () => {
  it('keeps the counted lines and each word once per line it is in', () => {
    const index = ideaRecipeIndex(
      ['chicken thighs', 'salt', 'red onion', 'onion', 'chicken breast', 'parsley'].map(
        (name, i) => ({
          ...ingredientIdentity(name),
          optional: i === 5,
        }),
      ),
    );
    expect(index.lines).toEqual(['|chicken|thigh|', '|red|onion|', '|onion|', '|chicken|breast|']);
    expect(index.words).toEqual([
      'chicken',
      'thigh',
      'red',
      'onion',
      'onion#2',
      'chicken#2',
      'breast',
    ]);
  });
});

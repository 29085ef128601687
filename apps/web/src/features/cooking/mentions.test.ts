import { describe, expect, it } from 'vitest';
import { ingredientsMentioned, wordKey } from './mentions';

const names = (...list: string[]) => list.map((name) => ({ name }));

describe('ingredientsMentioned', () => {
  it.each([
    // [instruction, ingredient names, expected names]
    ['Dice the onion.', ['onion', 'carrot'], ['onion']],
    ['Dice the ONIONS and the carrot.', ['onion', 'carrots'], ['onion', 'carrots']],
    ['Add the chopped tomato.', ['tomatoes'], ['tomatoes']],
    ['Stir in the garlic.', ['2 cloves garlic, minced'], ['2 cloves garlic, minced']],
    ['Crush the garlic.', ['garlic cloves'], ['garlic cloves']],
    ['Heat the oil in a pan.', ['olive oil', 'flour'], ['olive oil']],
    ['Season the chicken well.', ['chicken breasts'], ['chicken breasts']],
    ['Tear the leaves over the top.', ['basil leaf'], ['basil leaf']],
    ['Add the jalapeno.', ['Jalapeño'], ['Jalapeño']],
    ['Beat in the eggs.', ['1 large egg (room temperature)'], ['1 large egg (room temperature)']],
    ['Season with salt.', ['salt and pepper'], ['salt and pepper']],
    ['Fold in the berries.', ['berry'], ['berry']],
    [
      'Cream the butter with the sugar.',
      ['unsalted butter', 'brown sugar'],
      ['unsalted butter', 'brown sugar'],
    ],
    // Whole words only: no "salt" in "unsalted", no "egg" in "eggplant", no "ice" in "rice".
    ['Use unsalted stock.', ['salt'], []],
    ['Slice the eggplant.', ['egg'], []],
    ['Rinse the rice.', ['ice'], []],
    // A longer match of another ingredient wins the words it covers.
    ['Add the brown sugar.', ['sugar', 'brown sugar'], ['brown sugar']],
    ['Drizzle over the sesame oil.', ['olive oil', 'sesame oil'], ['sesame oil']],
    // Both named by their head noun: both are meant.
    ['Warm the oil.', ['olive oil', 'sesame oil'], ['olive oil', 'sesame oil']],
    ['Preheat the oven to 200 °C.', ['flour', 'milk'], []],
    ['', ['flour'], []],
  ])('%j with %j → %j', (instruction, list, expected) => {
    expect(ingredientsMentioned({ instruction }, names(...list)).map((i) => i.name)).toEqual(
      expected,
    );
  });

  it('returns the given ingredients themselves, each once, in the list order', () => {
    const list = [
      { id: 'a', name: 'pepper' },
      { id: 'b', name: 'onion' },
    ];
    const found = ingredientsMentioned({ instruction: 'Onion, onion, then pepper.' }, list);
    expect(found).toEqual([list[0], list[1]]);
    expect(found[0]).toBe(list[0]);
  });
});

describe('wordKey', () => {
  it.each([
    ['onions', 'onion'],
    ['tomatoes', 'tomato'],
    ['cherries', 'cherry'],
    ['cookies', 'cookie'],
    ['peaches', 'peach'],
    ['leaves', 'leaf'],
    ['chillies', 'chilli'],
    ['glasses', 'glass'],
  ])('%s and %s share a key', (plural, singular) => {
    expect(wordKey(plural)).toBe(wordKey(singular));
  });

  it.each(['asparagus', 'hummus', 'swiss'])('%s keeps its s', (word) => {
    expect(wordKey(word)).toBe(word);
  });
});

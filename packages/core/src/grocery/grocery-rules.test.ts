import { describe, expect, it } from 'vitest';
import { groceryCategory } from './aisle.js';
import { groceryQuantity } from './display.js';
import { groceryFoodKey, groceryItemName } from './food-key.js';
import {
  groceryUnit,
  mergeGroceryAmounts,
  scaleGroceryAmount,
  type GroceryAmount,
  type GroceryFoodFacts,
} from './merge.js';
import { mergeSources, planGroceryAdd, type GroceryEntry } from './plan-add.js';

const CUP_ML = 236.5882365;
/** Olive oil: 216 g a cup (SR21 'Oil, olive'). */
const OIL: GroceryFoodFacts = { grams_per_ml: 216 / CUP_ML, grams_per_count: {} };
/** Flour: 125 g a cup. */
const FLOUR: GroceryFoodFacts = { grams_per_ml: 125 / CUP_ML, grams_per_count: {} };
/** Garlic as the reference knows it: a clove, no head. */
const GARLIC: GroceryFoodFacts = { grams_per_ml: 136 / CUP_ML, grams_per_count: { clove: 3 } };
/** Garlic when the facts also weigh a head (about 10 cloves). */
const GARLIC_WITH_HEAD: GroceryFoodFacts = {
  grams_per_ml: null,
  grams_per_count: { clove: 3, head: 30 },
};
/** Onion: a medium one 110 g; no density. */
const ONION: GroceryFoodFacts = {
  grams_per_ml: null,
  grams_per_count: { piece: 110, medium: 110, large: 150 },
};
const NONE: GroceryFoodFacts = { grams_per_ml: null, grams_per_count: {} };

const a = (amount: number | null, unit: string): GroceryAmount => ({ amount, unit });

/** [what, existing, incoming, facts, merged (null: stays apart), shown] */
const MERGES: ReadonlyArray<
  readonly [string, GroceryAmount, GroceryAmount, GroceryFoodFacts, GroceryAmount | null, string]
> = [
  // The cases.
  ['2 tbsp + 1/4 cup of oil', a(2, 'tbsp'), a(0.25, 'cup'), OIL, a(0.375, 'cup'), '6 tbsp'],
  ['200 g + 1 lb of flour', a(200, 'g'), a(1, 'lb'), FLOUR, a(1.4409245, 'lb'), '1 lb 7 oz'],
  [
    '1 cup + 100 g of flour by density',
    a(1, 'cup'),
    a(100, 'g'),
    FLOUR,
    a(1.8, 'cup'),
    '1 3/4 cups',
  ],
  ['3 cloves + 1 head of garlic without facts', a(3, 'clove'), a(1, 'head'), GARLIC, null, ''],
  [
    '3 cloves + 1 head of garlic when a head is known',
    a(3, 'clove'),
    a(1, 'head'),
    GARLIC_WITH_HEAD,
    a(1.3, 'head'),
    '1 1/2 heads',
  ],
  [
    'salt to taste twice',
    a(null, 'to taste'),
    a(null, 'to taste'),
    NONE,
    a(null, 'to taste'),
    'to taste',
  ],
  // Mass with mass, whatever the food.
  ['500 g + 1 kg', a(500, 'g'), a(1, 'kg'), NONE, a(1.5, 'kg'), '1.5 kg'],
  ['750 g + 750 g', a(750, 'g'), a(750, 'g'), NONE, a(1500, 'g'), '1.5 kg'],
  ['10 oz + 8 oz', a(10, 'oz'), a(8, 'oz'), NONE, a(18, 'oz'), '1 lb 2 oz'],
  ['1 lb + 8 oz', a(1, 'lb'), a(8, 'oz'), NONE, a(1.5, 'lb'), '1 1/2 lb'],
  [
    '4 oz + 100 g: ounces are the larger share',
    a(4, 'oz'),
    a(100, 'g'),
    NONE,
    a(7.5274, 'oz'),
    '7 1/2 oz',
  ],
  [
    '100 g + 4 oz: grams lose to the larger share',
    a(100, 'g'),
    a(4, 'oz'),
    NONE,
    a(7.5274, 'oz'),
    '7 1/2 oz',
  ],
  // Volume with volume.
  ['1 tsp + 2 tsp', a(1, 'tsp'), a(2, 'tsp'), NONE, a(3, 'tsp'), '1 tbsp'],
  ['1 tbsp + 1 tsp', a(1, 'tbsp'), a(1, 'tsp'), NONE, a(1.3333333, 'tbsp'), '4 tsp'],
  ['1/2 cup + 1/4 cup', a(0.5, 'cup'), a(0.25, 'cup'), NONE, a(0.75, 'cup'), '3/4 cup'],
  ['1 cup + 1 pint', a(1, 'cup'), a(1, 'pint'), NONE, a(1.5, 'pint'), '1 1/2 pints'],
  ['250 ml + 1 l', a(250, 'ml'), a(1, 'l'), NONE, a(1.25, 'l'), '1.25 l'],
  ['2 fl oz + 2 fl oz', a(2, 'fl oz'), a(2, 'fl oz'), NONE, a(4, 'fl oz'), '4 fl oz'],
  ['1 cup + 250 ml', a(1, 'cup'), a(250, 'ml'), NONE, a(250 + CUP_ML, 'ml'), '485 ml'],
  ['2 quarts + 2 quarts', a(2, 'quart'), a(2, 'quart'), NONE, a(4, 'quart'), '4 quarts'],
  // Mass and volume need the food's density.
  ['1 cup + 100 g without a density', a(1, 'cup'), a(100, 'g'), NONE, null, ''],
  ['1/4 cup oil + 100 g oil', a(0.25, 'cup'), a(100, 'g'), OIL, a(154, 'g'), '155 g'],
  // Counts.
  ['2 onions + 1 onion', a(2, 'piece'), a(1, 'piece'), ONION, a(3, 'piece'), '3'],
  ['2 (no unit) + 1 item', a(2, ''), a(1, 'item'), NONE, a(3, 'piece'), '3'],
  ['2 cans + 1 can', a(2, 'can'), a(1, 'can'), NONE, a(3, 'can'), '3 cans'],
  ['1 can + 1 package without facts', a(1, 'can'), a(1, 'package'), NONE, null, ''],
  ['3 cloves + 2 cloves', a(3, 'clove'), a(2, 'clove'), GARLIC, a(5, 'clove'), '5 cloves'],
  [
    '2 onions + 200 g when one weighs 110 g',
    a(2, 'piece'),
    a(200, 'g'),
    ONION,
    a(3.8181818, 'piece'),
    '4',
  ],
  ['2 onions + 200 g without facts', a(2, 'piece'), a(200, 'g'), NONE, null, ''],
  [
    '1 large + 2 medium onions',
    a(1, 'large'),
    a(2, 'medium'),
    ONION,
    a(3.3636364, 'medium'),
    '3 1/2 medium',
  ],
  [
    '2 bunches + 1 bunch (a word of the cook)',
    a(2, 'Bunch'),
    a(1, 'bunches'),
    NONE,
    a(3, 'bunch'),
    '3 bunches',
  ],
  [
    '1 clove + 1 tsp of garlic',
    a(1, 'clove'),
    a(1, 'tsp'),
    GARLIC,
    a(1.9444444, 'clove'),
    '2 cloves',
  ],
  // Unmeasured: never a sum; one line; absorbed by a measured one.
  ['a pinch + a pinch', a(null, 'pinch'), a(null, 'pinch'), NONE, a(null, 'pinch'), 'a pinch'],
  ['a pinch + a dash', a(null, 'pinch'), a(null, 'dash'), NONE, a(null, 'to taste'), 'to taste'],
  ['to taste + no amount', a(null, 'to taste'), a(null, ''), NONE, a(null, 'to taste'), 'to taste'],
  ['1 tsp salt + salt to taste', a(1, 'tsp'), a(null, 'to taste'), NONE, a(1, 'tsp'), '1 tsp'],
  ['salt to taste + 1 tsp salt', a(null, 'to taste'), a(1, 'tsp'), NONE, a(1, 'tsp'), '1 tsp'],
  [
    'a pinch written with an amount',
    a(1, 'pinch'),
    a(2, 'pinch'),
    NONE,
    a(null, 'pinch'),
    'a pinch',
  ],
  ['milk + milk, neither measured', a(null, ''), a(0, 'piece'), NONE, a(null, ''), ''],
];

describe('merging two amounts of the same food', () => {
  it.each(MERGES)('%s', (_what, existing, incoming, facts, merged, shown) => {
    const result = mergeGroceryAmounts(existing, incoming, facts);
    if (merged === null) {
      expect(result).toBeNull();
      return;
    }
    expect(result?.unit).toBe(merged.unit);
    if (merged.amount === null) expect(result?.amount).toBeNull();
    else expect(result?.amount).toBeCloseTo(merged.amount, 3);
    expect(groceryQuantity(result!)).toBe(shown);
  });
});

/** [amount, unit, shown] */
const DISPLAYS: ReadonlyArray<readonly [number | null, string, string]> = [
  [1500, 'g', '1.5 kg'],
  [999.9, 'g', '1 kg'],
  [250, 'g', '250 g'],
  [12.4, 'g', '12 g'],
  [2.3, 'g', '2.5 g'],
  [0.25, 'kg', '250 g'],
  [24, 'tsp', '1/2 cup'],
  [6, 'tsp', '2 tbsp'],
  [5, 'tsp', '5 tsp'],
  [0.1, 'tsp', '1/8 tsp'],
  [0.375, 'cup', '6 tbsp'],
  [1 / 3, 'cup', '1/3 cup'],
  [4, 'cup', '4 cups'],
  [1, 'gallon', '1 gallon'],
  [10, 'oz', '10 oz'],
  [18, 'oz', '1 lb 2 oz'],
  [16, 'oz', '1 lb'],
  [24, 'oz', '1 1/2 lb'],
  [0.5, 'lb', '8 oz'],
  [1.1, 'lb', '1 lb 2 oz'],
  [750, 'ml', '750 ml'],
  [2.5, 'l', '2.5 l'],
  [12, 'fl oz', '12 fl oz'],
  [2, 'piece', '2'],
  [1.2, 'can', '1 can'],
  [2.75, 'clove', '3 cloves'],
  [1, 'large', '1 large'],
  [null, 'to taste', 'to taste'],
  [null, 'dash', 'a dash'],
  [null, '', ''],
  [0, 'cup', ''],
];

describe('showing an amount in the unit people buy in', () => {
  it.each(DISPLAYS)('%s %s → %s', (amount, unit, shown) => {
    expect(groceryQuantity({ amount, unit })).toBe(shown);
  });
});

describe('the unit the list stores', () => {
  it.each([
    ['Tablespoons', 'tbsp'],
    ['cups', 'cup'],
    ['', 'piece'],
    ['item', 'piece'],
    ['Bunch', 'bunch'],
    ['fl. oz', 'fl oz'],
  ])('%s → %s', (raw, unit) => {
    expect(groceryUnit(raw)).toBe(unit);
  });
});

describe('scaling a recipe’s amount to the servings wanted', () => {
  it.each([
    [a(2, 'tbsp'), 8, 4, a(4, 'tbsp')],
    [a(3, 'clove'), 2, 4, a(1.5, 'clove')],
    [a(null, 'to taste'), 8, 4, a(null, 'to taste')],
    [a(0, 'piece'), 8, 4, a(null, '')],
    [a(1, 'cup'), 0, 4, a(1, 'cup')],
  ] as const)('%o × %s/%s → %o', (value, servings, recipeServings, scaled) => {
    expect(scaleGroceryAmount(value, servings, recipeServings)).toEqual(scaled);
  });
});

/** [name as written, matched food or null, aisle] */
const AISLES: ReadonlyArray<readonly [string, { name: string; group: string } | null, string]> = [
  ['carrots', { name: 'Carrots, raw', group: 'Vegetables and Vegetable Products' }, 'produce'],
  ['milk', { name: 'Milk, whole', group: 'Dairy and Egg Products' }, 'dairy'],
  ['ground beef', { name: 'Beef, ground, 80% lean', group: 'Beef Products' }, 'meat_fish'],
  ['chicken breast', { name: 'Chicken, breast', group: 'Poultry Products' }, 'meat_fish'],
  ['salmon', { name: 'Fish, salmon', group: 'Finfish and Shellfish Products' }, 'meat_fish'],
  ['bread', { name: 'Bread, white', group: 'Baked Products' }, 'bakery'],
  ['cumin', { name: 'Spices, cumin seed', group: 'Spices and Herbs' }, 'spices'],
  ['olive oil', { name: 'Oil, olive', group: 'Fats and Oils' }, 'pantry'],
  ['lentils', { name: 'Lentils, raw', group: 'Legumes and Legume Products' }, 'pantry'],
  ['spaghetti', { name: 'Spaghetti, dry', group: 'Cereal Grains and Pasta' }, 'pantry'],
  [
    'frozen peas',
    { name: 'Peas, green, frozen', group: 'Vegetables and Vegetable Products' },
    'frozen',
  ],
  [
    'diced tomatoes',
    { name: 'Tomatoes, red, ripe, canned', group: 'Vegetables and Vegetable Products' },
    'pantry',
  ],
  [
    'tuna in water',
    { name: 'Fish, tuna, light, canned in water', group: 'Finfish and Shellfish Products' },
    'pantry',
  ],
  ['burger', { name: 'Fast foods, hamburger', group: 'Fast Foods' }, 'other'],
  ['frozen berries', null, 'frozen'],
  ['chicken stock', null, 'pantry'],
  ['garlic cloves', null, 'produce'],
  ['garlic powder', null, 'spices'],
  ['black pepper', null, 'spices'],
  ['red bell pepper', null, 'produce'],
  ['peanut butter', null, 'pantry'],
  ['cheddar cheese', null, 'dairy'],
  ['sourdough bread', null, 'bakery'],
  ['dish soap', null, 'other'],
];

describe('the aisle of a food', () => {
  it.each(AISLES)('%s → %s', (name, food, aisle) => {
    expect(groceryCategory(name, food)).toBe(aisle);
  });
});

describe('what makes two lines the same food', () => {
  it.each([
    ['Chopped onions', 'onion, diced', true],
    ['Tomatoes', 'tomato (ripe)', true],
    ['Fresh basil', 'basil', true],
    ['Jalapeños, seeded', 'jalapeno', true],
    ['red onion', 'onion', false],
    ['dried basil', 'basil', false],
  ] as const)('%s and %s: same food %s', (first, second, same) => {
    expect(groceryFoodKey(first) === groceryFoodKey(second)).toBe(same);
  });

  it('is the matched food when the engine matched one, whatever the words', () => {
    expect(groceryFoodKey('extra virgin olive oil', '04053')).toBe('food:04053');
    expect(groceryFoodKey('olive oil', '04053')).toBe(groceryFoodKey('EVOO', '04053'));
  });

  it('names a line by the cook’s words before notes and brackets', () => {
    expect(groceryItemName('Onion, finely chopped (about 1 cup)')).toBe('Onion');
    expect(groceryItemName('  olive oil ')).toBe('olive oil');
  });
});

describe('planning an add', () => {
  const recipe = (n: number) => ({
    recipe_id: `00000000-0000-4000-8000-00000000000${n}`,
    title: `R${n}`,
  });
  const entry = (over: Partial<GroceryEntry>): GroceryEntry => ({
    name: 'olive oil',
    food_key: 'food:04053',
    amount: 2,
    unit: 'tbsp',
    category: 'pantry',
    sources: [recipe(1)],
    ...over,
  });
  const facts = (key: string) => (key === 'food:04053' ? OIL : undefined);

  it('merges two recipes sharing olive oil in tbsp and cup into one new line with both sources', () => {
    const plan = planGroceryAdd(
      [],
      [entry({}), entry({ amount: 0.25, unit: 'cup', sources: [recipe(2)] })],
      facts,
    );
    expect(plan.updates).toEqual([]);
    expect(plan.inserts).toHaveLength(1);
    expect(plan.inserts[0]).toMatchObject({ unit: 'cup', sources: [recipe(1), recipe(2)] });
    expect(groceryQuantity(plan.inserts[0]!)).toBe('6 tbsp');
    expect(plan.placed).toEqual([{ insert: 0 }, { insert: 0 }]);
  });

  it('merges into an existing line of the same food, and keeps what cannot merge apart', () => {
    const existing = [
      { id: 'a', food_key: 'name:garlic', amount: 3, unit: 'clove', sources: [recipe(1)] },
      { id: 'b', food_key: 'food:04053', amount: 1, unit: 'tbsp', sources: [recipe(1)] },
    ];
    const plan = planGroceryAdd(
      existing,
      [
        entry({ sources: [recipe(1)] }),
        entry({
          name: 'garlic',
          food_key: 'name:garlic',
          amount: 1,
          unit: 'head',
          category: 'produce',
        }),
      ],
      facts,
    );
    expect(plan.updates).toEqual([
      { id: 'b', food_key: 'food:04053', amount: 3, unit: 'tbsp', sources: [recipe(1)] },
    ]);
    expect(plan.inserts.map((i) => [i.name, i.amount, i.unit])).toEqual([['garlic', 1, 'head']]);
    expect(plan.placed).toEqual([{ line: 'b' }, { insert: 0 }]);
  });

  it('changes nothing when an unmeasured duplicate from the same recipe is absorbed', () => {
    const existing = [
      { id: 's', food_key: 'name:salt', amount: null, unit: 'to taste', sources: [recipe(1)] },
    ];
    const plan = planGroceryAdd(existing, [
      entry({ name: 'salt', food_key: 'name:salt', amount: null, unit: 'to taste' }),
    ]);
    expect(plan.updates).toEqual([]);
    expect(plan.inserts).toEqual([]);
    expect(plan.placed).toEqual([{ line: 's' }]);
  });

  it('lists each recipe once among the sources, first title kept, at most 50', () => {
    expect(mergeSources([recipe(1)], [{ ...recipe(1), title: 'Renamed' }, recipe(2)])).toEqual([
      recipe(1),
      recipe(2),
    ]);
    const many = Array.from({ length: 60 }, (_, i) => ({ recipe_id: `id-${i}`, title: `T${i}` }));
    expect(mergeSources([], many)).toHaveLength(50);
  });
});

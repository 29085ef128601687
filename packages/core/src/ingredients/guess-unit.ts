import type { Unit } from '../recipe-options.js';

/**
 * A unit for an ingredient saved without one, from its name (spec-1 §5: garlic → clove, flour →
 * cup, chicken → lb, lettuce → head; default piece).
 *
 * Rules are tried top to bottom and the first rule with a matching term wins, so a more specific
 * rule sits above the general one it overrides:
 *  1. 'to taste'  salt and pepper, '… to taste', '… as needed'
 *  2. pinch, dash  the name says so ('pinch of salt')
 *  3. can         canned goods: 'can of …', 'canned …', chickpeas, black beans, coconut milk
 *  4. tbsp        cocoa (before 5, which would take 'cocoa powder' as a spice)
 *  5. tsp         salt, spices, dried seasonings, powders, extracts, zest (before garlic and onion)
 *  6. piece       fresh peppers and chillies, tortillas (before 7, 9 and 10)
 *  7. tsp         pepper: what is left once fresh peppers are taken
 *  8. tbsp        oils, vinegars, spoonable sauces, butter, honey, pastes, lemon and lime juice
 *  9. oz          cheese, pasta and noodles (before 11's 'egg' in 'egg noodles')
 * 10. cup         liquids, stock and broth (before 13's meats), grains, flour, sugar, crumbs
 * 11. piece       eggs and whole produce (before 13, so 'chicken eggs' are pieces)
 * 12. slice       bread, bacon (before 13's 'turkey' in 'turkey bacon')
 * 13. lb          meat and fish
 * 14. head        lettuce, cabbage, cauliflower, broccoli, 'head of …' (before 15)
 * 15. clove       garlic
 * Otherwise piece.
 *
 * A term matches whole words only ('eggplant' is not 'egg', 'buttermilk' is not 'butter'), with an
 * optional plural -s/-es ('tomatoes'), ignoring case and accents ('jalapeño').
 */
const RULES: ReadonlyArray<readonly [Unit, readonly string[]]> = [
  ['to taste', ['to taste', 'as needed', 'salt and pepper', 'salt & pepper']],
  ['pinch', ['pinch']],
  ['dash', ['dash']],
  [
    'can',
    [
      'can of',
      'cans of',
      'canned',
      'tin of',
      'tins of',
      'tinned',
      'chickpea',
      'garbanzo',
      'black bean',
      'kidney bean',
      'pinto bean',
      'cannellini',
      'coconut milk',
      'crushed tomato',
    ],
  ],
  ['tbsp', ['cocoa']],
  [
    'tsp',
    [
      'salt',
      'black pepper',
      'white pepper',
      'pepper flake',
      'chili flake',
      'peppercorn',
      'cayenne',
      'powder',
      'baking soda',
      'yeast',
      'extract',
      'zest',
      'spice',
      'allspice',
      'seasoning',
      'cinnamon',
      'cumin',
      'paprika',
      'oregano',
      'thyme',
      'nutmeg',
      'turmeric',
      'coriander',
      'cardamom',
    ],
  ],
  [
    'piece',
    [
      'bell pepper',
      'red pepper',
      'green pepper',
      'yellow pepper',
      'orange pepper',
      'jalapeno',
      'chili',
      'chile',
      'chilli',
      'tortilla',
    ],
  ],
  ['tsp', ['pepper']],
  [
    'tbsp',
    [
      'oil',
      'vinegar',
      'soy sauce',
      'fish sauce',
      'hot sauce',
      'worcestershire',
      'sriracha',
      'butter',
      'honey',
      'syrup',
      'mustard',
      'ketchup',
      'mayonnaise',
      'mayo',
      'paste',
      'tahini',
      'miso',
      'lemon juice',
      'lime juice',
      'cornstarch',
      'corn starch',
    ],
  ],
  [
    'oz',
    [
      'cheese',
      'cheddar',
      'parmesan',
      'mozzarella',
      'feta',
      'pasta',
      'spaghetti',
      'penne',
      'macaroni',
      'noodle',
    ],
  ],
  [
    'cup',
    [
      'stock',
      'broth',
      'milk',
      'buttermilk',
      'cream',
      'yogurt',
      'water',
      'juice',
      'wine',
      'sauce',
      'applesauce',
      'rice',
      'flour',
      'sugar',
      'oat',
      'oatmeal',
      'quinoa',
      'lentil',
      'breadcrumb',
      'bread crumb',
      'panko',
      'pea',
      'corn',
      'cornmeal',
      'spinach',
      'floret',
    ],
  ],
  [
    'piece',
    [
      'egg',
      'onion',
      'shallot',
      'lemon',
      'lime',
      'tomato',
      'potato',
      'carrot',
      'avocado',
      'apple',
      'banana',
      'cucumber',
      'zucchini',
    ],
  ],
  ['slice', ['bread', 'toast', 'bacon', 'prosciutto', 'salami']],
  [
    'lb',
    [
      'beef',
      'pork',
      'chicken',
      'turkey',
      'lamb',
      'veal',
      'steak',
      'mince',
      'sausage',
      'fish',
      'salmon',
      'cod',
      'shrimp',
    ],
  ],
  ['head', ['head of', 'lettuce', 'romaine', 'cabbage', 'cauliflower', 'broccoli']],
  ['clove', ['garlic']],
];

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern per rule: any of its terms as whole words, optionally followed by -s or -es. */
const MATCHERS: ReadonlyArray<readonly [Unit, RegExp]> = RULES.map(([unit, terms]) => [
  unit,
  new RegExp(`(?<!\\p{L})(?:${terms.map(escape).join('|')})(?:e?s)?(?!\\p{L})`, 'u'),
]);

/** Lower case without accents, so 'Jalapeño' meets the table's 'jalapeno'. */
function foldName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function guessUnit(name: string): Unit {
  const folded = foldName(name);
  return MATCHERS.find(([, pattern]) => pattern.test(folded))?.[0] ?? 'piece';
}

import type { GroceryCategory } from './constants.js';

/**
 * The aisle a list item goes in (issue 13 point 2): from the USDA food group of the food the engine
 * matched, else from words of its name, else 'other'. Frozen is not a food group (frozen peas are
 * 'Vegetables'), so a name that says frozen goes to the freezer aisle whatever its group; a canned
 * vegetable, fruit or fish is on the pantry shelves, not the produce or fish counter.
 */

/** SR21's food groups (Food.group) → aisle. Groups not listed (fast foods, meals…) are 'other'. */
const BY_FOOD_GROUP: Readonly<Record<string, GroceryCategory>> = {
  'Vegetables and Vegetable Products': 'produce',
  'Fruits and Fruit Juices': 'produce',
  'Dairy and Egg Products': 'dairy',
  'Beef Products': 'meat_fish',
  'Pork Products': 'meat_fish',
  'Poultry Products': 'meat_fish',
  'Lamb, Veal, and Game Products': 'meat_fish',
  'Sausages and Luncheon Meats': 'meat_fish',
  'Finfish and Shellfish Products': 'meat_fish',
  'Baked Products': 'bakery',
  'Spices and Herbs': 'spices',
  'Fats and Oils': 'pantry',
  'Legumes and Legume Products': 'pantry',
  'Cereal Grains and Pasta': 'pantry',
  'Breakfast Cereals': 'pantry',
  'Nut and Seed Products': 'pantry',
  'Soups, Sauces, and Gravies': 'pantry',
  Sweets: 'pantry',
  Snacks: 'pantry',
  Beverages: 'other',
};

/** Words of a name, tried in this order when no food group says (whole words, singular or plural). */
const BY_WORD: ReadonlyArray<readonly [GroceryCategory, readonly string[]]> = [
  ['frozen', ['frozen', 'ice cream', 'sorbet']],
  // Before the words they contain: chicken stock is not meat, peanut butter not dairy.
  [
    'pantry',
    ['stock', 'broth', 'bouillon', 'peanut butter', 'coconut milk', 'almond milk', 'canned'],
  ],
  ['spices', ['powder', 'flakes', 'seasoning', 'spice', 'ground ginger', 'dried']],
  [
    'meat_fish',
    [
      'chicken',
      'beef',
      'pork',
      'lamb',
      'turkey',
      'bacon',
      'ham',
      'sausage',
      'mince',
      'steak',
      'fish',
      'salmon',
      'tuna',
      'cod',
      'shrimp',
      'prawn',
      'mussel',
      'clam',
      'anchovy',
      'anchovies',
    ],
  ],
  [
    'dairy',
    ['milk', 'cheese', 'butter', 'yogurt', 'yoghurt', 'cream', 'egg', 'parmesan', 'mozzarella'],
  ],
  [
    'bakery',
    ['bread', 'bun', 'roll', 'bagel', 'baguette', 'tortilla', 'pita', 'croissant', 'brioche'],
  ],
  [
    'produce',
    [
      'apple',
      'banana',
      'lemon',
      'lime',
      'orange',
      'berry',
      'berries',
      'onion',
      'garlic',
      'shallot',
      'potato',
      'tomato',
      'carrot',
      'celery',
      'lettuce',
      'spinach',
      'kale',
      'cabbage',
      'broccoli',
      'cucumber',
      'zucchini',
      'avocado',
      'mushroom',
      'ginger',
      'scallion',
      'bell pepper',
      'chili',
    ],
  ],
  [
    'spices',
    [
      'salt',
      'pepper',
      'peppercorn',
      'cumin',
      'paprika',
      'cinnamon',
      'oregano',
      'thyme',
      'rosemary',
      'basil',
      'parsley',
      'cilantro',
      'coriander',
      'turmeric',
      'nutmeg',
      'bay leaf',
      'bay leaves',
      'vanilla',
    ],
  ],
  [
    'pantry',
    [
      'flour',
      'sugar',
      'rice',
      'pasta',
      'noodle',
      'oil',
      'vinegar',
      'bean',
      'lentil',
      'chickpea',
      'sauce',
      'honey',
      'oat',
      'nut',
      'almond',
      'walnut',
    ],
  ],
];

const hasWord = (text: string, word: string) =>
  new RegExp(`(?:^|[^a-z])${word.replace(/ /g, '\\s+')}(?:e?s)?(?:$|[^a-z])`).test(text);

/** Canned produce and fish keep on the pantry shelves. */
const CANNED = /\bcanned\b|\bin (?:water|oil|brine|syrup)\b/;

/**
 * The aisle for an item named `name` (as the cook wrote it) whose food the engine matched (`food`:
 * its name and group), or null when it matched none.
 */
export function groceryCategory(
  name: string,
  food: { name: string; group: string } | null = null,
): GroceryCategory {
  const said = name.toLowerCase();
  if (hasWord(said, 'frozen')) return 'frozen';
  if (food) {
    const byGroup = BY_FOOD_GROUP[food.group];
    const canned = CANNED.test(said) || CANNED.test(food.name.toLowerCase());
    if (byGroup === 'produce' || byGroup === 'meat_fish') return canned ? 'pantry' : byGroup;
    if (byGroup) return byGroup;
  }
  for (const [category, words] of BY_WORD) {
    if (words.some((word) => hasWord(said, word))) return category;
  }
  return 'other';
}

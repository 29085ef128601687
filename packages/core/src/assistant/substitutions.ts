/**
 * Common kitchen substitutions with amounts, for the stated amount of the original (`per`). Each
 * option's parts scale with the amount the cook asks about. Sources: standard US cookbook
 * equivalents (USDA and extension-service substitution charts).
 */

export interface SubstitutePart {
  amount: number;
  unit: string;
  what: string;
  /** Taken away from the part before ('1 cup flour minus 2 tbsp'). */
  minus?: boolean;
}

export interface SubstituteOption {
  parts: readonly SubstitutePart[];
  note?: string;
}

export interface Substitution {
  /** Names a cook uses, normalised (lower case); the longest one found in a question wins. */
  names: readonly string[];
  /** What the table is written for: amount and unit of the original. */
  per: { amount: number; unit: string };
  /** Grams of `per`, so an amount asked in grams or ounces scales too. */
  grams?: number;
  options: readonly SubstituteOption[];
}

const p = (amount: number, unit: string, what: string, minus = false): SubstitutePart =>
  minus ? { amount, unit, what, minus } : { amount, unit, what };

export const SUBSTITUTIONS: readonly Substitution[] = [
  {
    names: ['buttermilk'],
    per: { amount: 1, unit: 'cup' },
    grams: 245,
    options: [
      {
        parts: [p(1, 'cup', 'milk'), p(1, 'tbsp', 'lemon juice or white vinegar')],
        note: 'stir and let it stand 5–10 minutes until it thickens',
      },
      { parts: [p(0.75, 'cup', 'plain yogurt'), p(0.25, 'cup', 'milk')] },
    ],
  },
  {
    names: ['egg', 'eggs'],
    per: { amount: 1, unit: 'piece' },
    grams: 50,
    options: [
      {
        parts: [p(1, 'tbsp', 'ground flaxseed'), p(3, 'tbsp', 'water')],
        note: 'stir and rest 5 minutes until gel-like; binds well, does not whip',
      },
      { parts: [p(0.25, 'cup', 'unsweetened applesauce')], note: 'in cakes and muffins' },
      { parts: [p(3, 'tbsp', 'aquafaba (chickpea liquid)')], note: 'whips like egg white' },
    ],
  },
  {
    names: ['self-raising flour', 'self raising flour', 'self-rising flour', 'self rising flour'],
    per: { amount: 1, unit: 'cup' },
    grams: 125,
    options: [
      {
        parts: [
          p(1, 'cup', 'all-purpose flour'),
          p(1.5, 'tsp', 'baking powder'),
          p(0.25, 'tsp', 'salt'),
        ],
        note: 'whisk together well',
      },
    ],
  },
  {
    names: ['baking powder'],
    per: { amount: 1, unit: 'tsp' },
    options: [
      {
        parts: [p(0.25, 'tsp', 'baking soda'), p(0.5, 'tsp', 'cream of tartar')],
        note: 'mix just before using',
      },
    ],
  },
  {
    names: ['baking soda', 'bicarbonate of soda', 'bicarb', 'bicarb soda'],
    per: { amount: 1, unit: 'tsp' },
    options: [
      {
        parts: [p(3, 'tsp', 'baking powder')],
        note: 'and leave out any salt the recipe adds; the taste and colour change a little',
      },
    ],
  },
  {
    names: ['brown sugar', 'light brown sugar'],
    per: { amount: 1, unit: 'cup' },
    grams: 220,
    options: [
      {
        parts: [p(1, 'cup', 'granulated sugar'), p(1, 'tbsp', 'molasses')],
        note: 'use 2 tbsp molasses per cup for dark brown sugar',
      },
    ],
  },
  {
    names: ['dark brown sugar'],
    per: { amount: 1, unit: 'cup' },
    grams: 220,
    options: [{ parts: [p(1, 'cup', 'granulated sugar'), p(2, 'tbsp', 'molasses')] }],
  },
  {
    names: ['cake flour'],
    per: { amount: 1, unit: 'cup' },
    grams: 114,
    options: [
      {
        parts: [
          p(1, 'cup', 'all-purpose flour'),
          p(2, 'tbsp', '', true),
          p(2, 'tbsp', 'cornstarch'),
        ],
        note: 'sift together twice',
      },
    ],
  },
  {
    names: ['sour cream'],
    per: { amount: 1, unit: 'cup' },
    grams: 230,
    options: [
      { parts: [p(1, 'cup', 'plain full-fat Greek yogurt')] },
      {
        parts: [p(1, 'cup', 'cottage cheese'), p(1, 'tbsp', 'lemon juice')],
        note: 'blended smooth',
      },
    ],
  },
  {
    names: ['heavy cream', 'double cream', 'whipping cream', 'heavy whipping cream', 'cream'],
    per: { amount: 1, unit: 'cup' },
    grams: 238,
    options: [
      {
        parts: [p(0.75, 'cup', 'whole milk'), p(0.25, 'cup', 'melted butter')],
        note: 'for cooking and baking; it will not whip',
      },
    ],
  },
  {
    names: ['half-and-half', 'half and half'],
    per: { amount: 1, unit: 'cup' },
    options: [{ parts: [p(0.5, 'cup', 'whole milk'), p(0.5, 'cup', 'heavy cream')] }],
  },
  {
    names: ['butter'],
    per: { amount: 1, unit: 'cup' },
    grams: 227,
    options: [
      { parts: [p(0.75, 'cup', 'neutral oil')], note: 'where the recipe uses melted butter' },
      { parts: [p(1, 'cup', 'margarine or vegan block butter')], note: 'for creaming and pastry' },
    ],
  },
  {
    names: ['milk', 'whole milk'],
    per: { amount: 1, unit: 'cup' },
    grams: 244,
    options: [
      { parts: [p(0.5, 'cup', 'evaporated milk'), p(0.5, 'cup', 'water')] },
      { parts: [p(1, 'cup', 'unsweetened soy or oat milk')] },
    ],
  },
  {
    names: ['white wine', 'wine', 'dry white wine'],
    per: { amount: 1, unit: 'cup' },
    options: [
      {
        parts: [
          p(1, 'cup', 'chicken or vegetable broth'),
          p(1, 'tbsp', 'white wine vinegar or lemon juice'),
        ],
      },
    ],
  },
  {
    names: ['red wine', 'dry red wine'],
    per: { amount: 1, unit: 'cup' },
    options: [
      { parts: [p(1, 'cup', 'beef or vegetable broth'), p(1, 'tbsp', 'red wine vinegar')] },
    ],
  },
  {
    names: ['cornstarch', 'corn starch', 'cornflour'],
    per: { amount: 1, unit: 'tbsp' },
    options: [
      {
        parts: [p(2, 'tbsp', 'all-purpose flour')],
        note: 'for thickening; cook a few minutes longer',
      },
      { parts: [p(1, 'tbsp', 'arrowroot or potato starch')] },
    ],
  },
  {
    names: ['lemon juice'],
    per: { amount: 1, unit: 'tsp' },
    options: [
      { parts: [p(0.5, 'tsp', 'white vinegar')], note: 'for acidity, not flavour' },
      { parts: [p(1, 'tsp', 'lime juice')] },
    ],
  },
  {
    names: ['garlic', 'garlic clove', 'garlic cloves', 'clove of garlic', 'cloves of garlic'],
    per: { amount: 1, unit: 'clove' },
    options: [
      { parts: [p(0.125, 'tsp', 'garlic powder')] },
      { parts: [p(0.5, 'tsp', 'jarred minced garlic')] },
    ],
  },
  {
    names: [
      'fresh herbs',
      'fresh basil',
      'fresh parsley',
      'fresh thyme',
      'fresh oregano',
      'fresh rosemary',
      'fresh dill',
      'fresh sage',
      'fresh tarragon',
      'fresh cilantro',
      'fresh mint',
    ],
    per: { amount: 1, unit: 'tbsp' },
    options: [
      {
        parts: [p(1, 'tsp', 'dried herb of the same kind')],
        note: 'add dried herbs earlier in the cooking',
      },
    ],
  },
  {
    names: ['onion', 'onions'],
    per: { amount: 1, unit: 'medium' },
    options: [
      { parts: [p(1, 'tbsp', 'onion powder')] },
      { parts: [p(0.25, 'cup', 'dried minced onion')] },
    ],
  },
  {
    names: ['powdered sugar', 'icing sugar', "confectioners' sugar", 'confectioners sugar'],
    per: { amount: 1, unit: 'cup' },
    options: [
      {
        parts: [p(1, 'cup', 'granulated sugar'), p(1, 'tbsp', 'cornstarch')],
        note: 'blend until fine as powder',
      },
    ],
  },
  {
    names: ['honey'],
    per: { amount: 1, unit: 'cup' },
    options: [
      {
        parts: [p(1.25, 'cup', 'granulated sugar'), p(0.25, 'cup', 'water or other liquid')],
      },
      { parts: [p(1, 'cup', 'maple syrup')] },
    ],
  },
  {
    names: ['corn syrup', 'light corn syrup'],
    per: { amount: 1, unit: 'cup' },
    options: [{ parts: [p(1, 'cup', 'granulated sugar'), p(0.25, 'cup', 'water')] }],
  },
  {
    names: ['tomato paste'],
    per: { amount: 1, unit: 'tbsp' },
    options: [
      {
        parts: [p(3, 'tbsp', 'tomato sauce or passata')],
        note: 'and cook it down, or use less other liquid',
      },
    ],
  },
  {
    names: ['mayonnaise', 'mayo'],
    per: { amount: 1, unit: 'cup' },
    options: [{ parts: [p(1, 'cup', 'plain Greek yogurt or sour cream')] }],
  },
  {
    names: ['active dry yeast', 'dry yeast', 'yeast'],
    per: { amount: 1, unit: 'package' },
    options: [
      {
        parts: [p(2.25, 'tsp', 'instant yeast')],
        note: 'mix straight into the flour; the first rise is quicker',
      },
      { parts: [p(0.6, 'oz', 'fresh (cake) yeast')] },
    ],
  },
  {
    names: ['vanilla extract', 'vanilla'],
    per: { amount: 1, unit: 'tsp' },
    options: [
      { parts: [p(1, 'tsp', 'maple syrup')] },
      { parts: [p(0.5, 'piece', 'vanilla bean, seeds scraped')] },
    ],
  },
  {
    names: ['breadcrumbs', 'bread crumbs'],
    per: { amount: 1, unit: 'cup' },
    options: [
      { parts: [p(1, 'cup', 'crushed crackers')] },
      { parts: [p(1, 'cup', 'rolled oats')] },
    ],
  },
  {
    names: ['unsweetened chocolate', 'baking chocolate'],
    per: { amount: 1, unit: 'oz' },
    options: [{ parts: [p(3, 'tbsp', 'unsweetened cocoa powder'), p(1, 'tbsp', 'butter or oil')] }],
  },
  {
    names: ['ricotta', 'ricotta cheese'],
    per: { amount: 1, unit: 'cup' },
    options: [{ parts: [p(1, 'cup', 'cottage cheese')], note: 'blended smooth' }],
  },
];

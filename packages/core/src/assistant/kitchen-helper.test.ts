import { describe, expect, it } from 'vitest';
import type { Food } from '../nutrition/food.js';
import { buildFoodIndex } from '../nutrition/match.js';
import { TEST_FOODS } from '../nutrition/test-foods.js';
import {
  answerKitchenQuestion,
  type KitchenContext,
  type KitchenLookups,
} from './kitchen-helper.js';

/** A few more foods shaped like SR21 rows (names, groups and measures as the reference has them). */
const MORE_FOODS: Food[] = [
  {
    id: '09037',
    name: 'Avocados, raw, all commercial varieties',
    group: 'Fruits and Fruit Juices',
    common_names: '',
    manufacturer: '',
    nutrients: {
      calories: 160,
      protein: 2,
      fat: 14.66,
      carbohydrates: 8.53,
      fiber: 6.7,
      sugar: 0.66,
    },
    measures: [
      { amount: 1, description: 'cup, cubes', grams: 150 },
      { amount: 1, description: 'fruit, without skin and seed', grams: 201 },
    ],
  },
  {
    id: '05062',
    name: 'Chicken, broilers or fryers, breast, meat only, raw',
    group: 'Poultry Products',
    common_names: '',
    manufacturer: '',
    nutrients: { calories: 114, protein: 21.23, fat: 2.59, carbohydrates: 0 },
    measures: [{ amount: 0.5, description: 'breast, bone and skin removed', grams: 118 }],
  },
  {
    id: '19335',
    name: 'Sugars, granulated',
    group: 'Sweets',
    common_names: '',
    manufacturer: '',
    nutrients: { calories: 387, carbohydrates: 99.98, sugar: 99.8 },
    measures: [
      { amount: 1, description: 'cup', grams: 200 },
      { amount: 1, description: 'tsp', grams: 4.2 },
    ],
  },
];

const index = buildFoodIndex([...TEST_FOODS, ...MORE_FOODS]);

const pancakes = {
  id: 'r1',
  title: 'Buttermilk pancakes',
  servings: 4,
  ingredients: [
    { name: 'all-purpose flour', amount: 1.5, unit: 'cup' },
    { name: 'buttermilk', amount: 1.25, unit: 'cup' },
    { name: 'eggs', amount: 2, unit: 'piece' },
    { name: 'butter', amount: 3, unit: 'tbsp', notes: 'melted' },
    { name: 'baking powder', amount: 2, unit: 'tsp' },
    { name: 'salt', amount: null, unit: 'to taste' },
  ],
  steps: [
    { instruction: 'Whisk the flour, baking powder and salt.', time_required: null },
    { instruction: 'Rest the batter for 10 minutes.', time_required: null },
    {
      instruction: 'Cook each pancake 2 minutes, flip, then cook 1 minute more.',
      time_required: null,
    },
    { instruction: 'Keep warm in the oven.', time_required: 15 },
    { instruction: 'Serve.', time_required: null },
  ],
};

const roastChicken = {
  id: 'r2',
  title: 'Roast chicken',
  servings: 4,
  ingredients: [
    { name: 'whole chicken', amount: 1, unit: 'piece' },
    { name: 'butter', amount: 2, unit: 'tbsp' },
  ],
  steps: [{ instruction: 'Roast 1 hour 20 minutes.', time_required: 80 }],
};

const none: KitchenContext = { recipe: null, servings: null, step_index: null };
const withRecipe = (
  servings: number | null = null,
  step_index: number | null = null,
): KitchenContext => ({
  recipe: pancakes,
  servings,
  step_index,
});

const asked: string[][] = [];
const lookups: KitchenLookups = {
  foods: () => Promise.resolve(index),
  recipesWith: (ingredients) => {
    asked.push(ingredients);
    return Promise.resolve(
      ingredients.includes('chicken')
        ? [
            { id: 'a', title: 'Chicken fried rice' },
            { id: 'b', title: 'Arroz con pollo' },
          ]
        : [],
    );
  },
};
const noFoods: KitchenLookups = { ...lookups, foods: () => Promise.resolve(null) };

const ask = (question: string, context: KitchenContext = none, using: KitchenLookups = lookups) =>
  answerKitchenQuestion(question, context, using);

describe('answerKitchenQuestion: conversions', () => {
  it.each([
    ['how many grams is 1 cup of flour', /\b125 g\b/],
    ['1 cup flour in grams', /\b125 g\b/],
    ['how many grams in a cup of flour?', /\b125 g\b/],
    ['how many grams of flour in a cup', /\b125 g\b/],
    ['What is 1½ cups of flour in grams', /\b187\.5 g\b|\b188 g\b/],
    ['2 cups sugar to grams', /\b400 g\b/],
    ['1 cup of chopped onion in grams', /\b160 g\b.*1 cup, chopped = 160 g/],
    ['100 g of butter in cups', /about 7 tbsp \(0\.44 cup\)/],
    ['how many cups is 250 g of flour', /\b2 cups\b/],
    ['100g sugar in cups', /about 1\/2 cup \(0\.5 cup\)|\b1\/2 cup\b/],
    [
      '1 stick of butter in grams'.replace('1 stick of', '1/2 cup'),
      /\b113.5 g\b|\b114 g\b|\b113 g\b/,
    ],
  ])('%s', async (question, expected) => {
    const answer = await ask(question);
    expect(answer.kind).toBe('conversion');
    expect(answer.text).toMatch(expected);
  });

  it.each([
    ['2 tbsp in ml', /29\.6 ml \(about 30 ml\)/],
    ['how many ml is 2 tablespoons', /29\.6 ml/],
    ['8 oz to grams', /8 oz is 227 g/],
    ['convert 1 lb to kg', /0\.45 kg/],
    ['how many tablespoons in a cup', /16 tbsp/],
    ['how many teaspoons in 1 tablespoon', /3 tsp/],
    ['1 cup in ml', /237 ml/],
    ['500 ml to cups', /500 ml is 2 1\/8 cups/],
    ['100 ml to cups', /100 ml is 6 3\/4 tbsp \(0\.42 cup\)/],
    ['how many ounces is 100 g', /3\.53 oz/],
  ])('%s (no food needed)', async (question, expected) => {
    const answer = await ask(question, none, noFoods);
    expect(answer.kind).toBe('conversion');
    expect(answer.text).toMatch(expected);
  });

  it('cites the USDA measure it used', async () => {
    const answer = await ask('1 cup flour in grams');
    expect(answer.text).toContain('1 cup = 125 g');
    expect(answer.text).toContain('Wheat flour, white, all-purpose');
  });

  it('volume to weight without a food: asks for one and gives water', async () => {
    const answer = await ask('how many grams in a cup');
    expect(answer.kind).toBe('conversion');
    expect(answer.text).toMatch(/depends on the food/);
    expect(answer.text).toMatch(/237 g/);
  });

  it('without the food reference says so', async () => {
    const answer = await ask('1 cup flour in grams', none, noFoods);
    expect(answer.text).toMatch(/not loaded/);
    expect(answer.text).not.toMatch(/125 g/);
  });
});

describe('answerKitchenQuestion: temperatures', () => {
  it.each([
    ['350 F in C', /350 °F is 177 °C/],
    ['what is 350°F in celsius', /350 °F is 177 °C/],
    ['350 degrees in celsius', /350 °F is 177 °C/],
    ['180c to f', /180 °C is 356 °F/],
    ['200 degrees celsius in fahrenheit', /200 °C is 392 °F/],
    ['convert 425 fahrenheit', /425 °F is 218 °C/],
    ['gas mark 4', /350 °F \/ 180 °C/],
  ])('%s', async (question, expected) => {
    const answer = await ask(question);
    expect(answer.kind).toBe('temperature');
    expect(answer.text).toMatch(expected);
  });

  it('mentions the fan oven for oven temperatures', async () => {
    expect((await ask('350 F in C')).text).toMatch(/fan.*155 °C/);
  });
});

describe('answerKitchenQuestion: safe cooking temperatures', () => {
  it.each([
    ['what temperature is chicken done', /165 °F \/ 74 °C/],
    ['safe internal temp for turkey', /165 °F \/ 74 °C/],
    ['is ground beef safe at 150F?', /160 °F \/ 71 °C[\s\S]*below/],
    ['how hot should a pork chop be inside', /145 °F \/ 63 °C.*rest 3 minutes/],
    ['when is salmon done', /145 °F \/ 63 °C/],
    ['safe temperature for reheating leftovers', /165 °F \/ 74 °C/],
    ['what internal temperature for egg dishes', /160 °F \/ 71 °C/],
    ['is my steak done at 63 c', /145 °F \/ 63 °C[\s\S]*reaches/],
  ])('%s', async (question, expected) => {
    const answer = await ask(question);
    expect(answer.kind).toBe('safe_temperature');
    expect(answer.text).toMatch(expected);
  });

  it('ground chicken is poultry (165), not ground meat (160)', async () => {
    const answer = await ask('safe temperature for ground chicken');
    expect(answer.text).toMatch(/165 °F/);
    expect(answer.text).not.toMatch(/160 °F/);
  });

  it('uses the recipe in hand when the question names no food', async () => {
    const answer = await ask('what internal temperature is safe', {
      recipe: roastChicken,
      servings: null,
      step_index: 0,
    });
    expect(answer.text).toMatch(/this recipe[\s\S]*165 °F/);
    expect(answer.text).not.toMatch(/Fish/);
  });

  it('without food or recipe lists the whole chart', async () => {
    const answer = await ask('what are safe internal temperatures');
    for (const f of [165, 160, 145]) expect(answer.text).toContain(`${f} °F`);
  });
});

describe('answerKitchenQuestion: scaling the recipe in hand', () => {
  it.each([
    [
      'double it',
      '8 servings',
      [
        '3 cups all-purpose flour',
        '2 1/2 cups buttermilk',
        '4 eggs',
        // Exactly double (the scaler no longer rounds 6 tbsp to 1/3 cup, 4 tsp to 1 1/2 tbsp).
        '6 tbsp butter, melted',
        '4 tsp baking powder',
        'salt, to taste',
      ],
    ],
    ['Can you double the recipe?', '8 servings', ['3 cups all-purpose flour']],
    [
      'for 6 servings',
      '6 servings',
      ['2 1/4 cups all-purpose flour', '3 eggs', '1 tbsp baking powder'],
    ],
    [
      'scale to 2',
      '2 servings',
      ['3/4 cup all-purpose flour', '1 egg'.replace('1 egg', '1 eggs'), '1 tsp baking powder'],
    ],
    ['make it for 12 people', '12 servings', ['4 1/2 cups all-purpose flour', '6 eggs']],
    [
      'half the recipe please',
      '2 servings',
      ['3/4 cup all-purpose flour', '1 tbsp butter, melted'.replace('1 tbsp', '1 1/2 tbsp')],
    ],
    ['halve it', '2 servings', ['3/4 cup all-purpose flour']],
    ['triple', '12 servings', ['4 1/2 cups all-purpose flour']],
    ['scale by 1.5', '6 servings', ['2 1/4 cups all-purpose flour']],
    ['1.5x', '6 servings', ['2 1/4 cups all-purpose flour']],
  ])('%s', async (question, servings, lines) => {
    const answer = await ask(question, withRecipe());
    expect(answer.kind).toBe('scaling');
    expect(answer.text).toContain(
      `Buttermilk pancakes for ${servings} (the recipe makes 4 servings)`,
    );
    for (const line of lines) expect(answer.text).toContain(`- ${line}`);
  });

  it('doubles from the servings the cook chose', async () => {
    const answer = await ask('double it', withRecipe(2));
    expect(answer.text).toContain('for 4 servings');
    expect(answer.text).toContain('- 1 1/2 cups all-purpose flour');
  });

  it('without a recipe says how to get one', async () => {
    const answer = await ask('double it');
    expect(answer).toMatchObject({ kind: 'scaling' });
    expect(answer.text).toMatch(/Open a recipe/);
  });
});

describe('answerKitchenQuestion: substitutions', () => {
  it.each([
    [
      'substitute for 2 cups buttermilk',
      [
        'Instead of 2 cups buttermilk',
        '2 cups milk + 2 tbsp lemon juice or white vinegar',
        '1 1/2 cups plain yogurt + 1/2 cup milk',
      ],
    ],
    ["I don't have buttermilk", ['Instead of 1 cup buttermilk', '1 cup milk + 1 tbsp lemon juice']],
    ['what can I use instead of 1/2 cup buttermilk', ['1/2 cup milk + 1 1/2 tsp lemon juice']],
    [
      'replacement for 2 eggs',
      [
        'Instead of 2 eggs',
        '2 tbsp ground flaxseed + 6 tbsp water',
        '1/2 cup unsweetened applesauce',
      ],
    ],
    ['egg substitute', ['Instead of 1 egg', '1 tbsp ground flaxseed + 3 tbsp water']],
    [
      'substitute for self-raising flour',
      ['1 cup all-purpose flour + 1 1/2 tsp baking powder + 1/4 tsp salt'],
    ],
    ['out of baking powder', ['1/4 tsp baking soda + 1/2 tsp cream of tartar']],
    ['substitute 2 tsp baking powder', ['1/2 tsp baking soda + 1 tsp cream of tartar']],
    ['no brown sugar what can i use', ['1 cup granulated sugar + 1 tbsp molasses']],
    ['cake flour substitute for 2 cups', ['cornstarch']],
    ['swap for sour cream', ['1 cup plain full-fat Greek yogurt']],
    ['alternative to heavy cream', ['3/4 cup whole milk + 1/4 cup melted butter']],
    ['substitute for 200 g butter', ['Instead of 200 g butter', '2/3 cup neutral oil']],
    [
      'what to use instead of white wine',
      ['1 cup chicken or vegetable broth + 1 tbsp white wine vinegar'],
    ],
    [
      'substitute for 3 cloves garlic',
      ['3/8 tsp garlic powder'.replace('3/8', '1/3'), '1 1/2 tsp jarred minced garlic'],
    ],
    ['ran out of cornstarch', ['2 tbsp all-purpose flour']],
  ])('%s', async (question, parts) => {
    const answer = await ask(question);
    expect(answer.kind).toBe('substitution');
    for (const part of parts) expect(answer.text).toContain(part);
  });

  it('uses the amount in the recipe in hand, for the servings chosen', async () => {
    const answer = await ask('substitute for buttermilk', withRecipe(8));
    expect(answer.text).toContain('Instead of 2 1/2 cups buttermilk (the amount in this recipe)');
    expect(answer.text).toContain('2 1/2 cups milk + 2 1/2 tbsp lemon juice');
  });

  it('has at least 20 substitutions, and says which it knows when asked for another', async () => {
    const answer = await ask('substitute for saffron');
    expect(answer.kind).toBe('substitution');
    expect(answer.text).toMatch(/buttermilk, egg, self-raising flour/);
    expect(answer.text.split(',').length).toBeGreaterThanOrEqual(20);
  });
});

describe('answerKitchenQuestion: step times', () => {
  it.each([
    ['how long is this step', 1, /Step 2 takes 10 min/],
    ['how long for step 3', null, /Step 3 has 2 times:\n- 2 min[\s\S]*- 1 min/],
    ['how long is step 4', null, /Step 4 takes about 15 min \(the recipe's time/],
    ['how long is the next step', 1, /Step 3 has 2 times/],
    ['how long does it take', 0, /Step 1 gives no time/],
    ['how long is step 9', null, /has 5 steps; there is no step 9/],
  ])('%s', async (question, step, expected) => {
    const answer = await ask(question, withRecipe(null, step));
    expect(answer.kind).toBe('step_time');
    expect(answer.text).toMatch(expected);
  });
});

describe('answerKitchenQuestion: ideas', () => {
  it('asks the recipe lookup for the named ingredients and lists what it finds', async () => {
    asked.length = 0;
    const answer = await ask('What can I make with chicken and rice?');
    expect(answer.kind).toBe('ideas');
    expect(asked).toEqual([['chicken', 'rice']]);
    expect(answer.text).toBe(
      'Recipes that use chicken, rice:\n- Chicken fried rice\n- Arroz con pollo',
    );
  });

  it('reads lists with commas and fillers', async () => {
    asked.length = 0;
    await ask('I have some leftover chicken, peas & carrots, what can I cook');
    expect(asked).toEqual([['chicken', 'peas', 'carrots']]);
  });

  it('says when nothing is found', async () => {
    const answer = await ask('recipes with quinoa');
    expect(answer.kind).toBe('ideas');
    expect(answer.text).toMatch(/found no recipes .*quinoa/);
  });
});

describe('answerKitchenQuestion: nutrition', () => {
  it.each([
    [
      'how many calories in an avocado',
      [/Avocados, raw/, /per 100 g: 160 kcal/, /1 avocado \(about 201 g\): 322 kcal/],
    ],
    [
      'protein in 100 g chicken breast',
      [/Chicken, broilers or fryers, breast/, /per 100 g: 21 g protein, 114 kcal/],
    ],
    [
      'how much protein is in 2 chicken breasts',
      [/2 chicken breasts \(about 236 g\): 50 g protein/],
    ],
    [
      'nutrition of flour',
      [/per 100 g: 364 kcal, 10 g protein, 1 g fat, 76 g carbohydrates, 2\.7 g fiber/],
    ],
    ['calories in 1 cup of sugar', [/1 cup sugar \(about 200 g\): 774 kcal/]],
    ['how much sugar in 2 tsp sugar', [/2 tsp sugar \(about 8 g\): 8\.4 g sugar, 33 kcal/]],
  ])('%s', async (question, expected) => {
    const answer = await ask(question);
    expect(answer.kind).toBe('nutrition');
    for (const pattern of expected) expect(answer.text).toMatch(pattern);
  });

  it('without the reference says it cannot look it up', async () => {
    const answer = await ask('calories in an avocado', none, noFoods);
    expect(answer).toMatchObject({ kind: 'nutrition' });
    expect(answer.text).toMatch(/not loaded/);
  });
});

describe('answerKitchenQuestion: allergens never say "safe"', () => {
  it.each([
    'is this safe for someone with a nut allergy',
    'Is this recipe gluten free?',
    'can my celiac friend eat this',
    'is it dairy-free',
    'I am lactose intolerant, is this ok',
    'does this contain peanuts',
    'is this safe for my egg allergy',
    'any allergens in this?',
    'safe for shellfish allergy?',
  ])('%s', async (question) => {
    for (const context of [none, withRecipe()]) {
      const answer = await ask(question, context);
      expect(answer.kind).toBe('allergen');
      expect(answer.text).not.toMatch(/safe/i);
      expect(answer.text).toMatch(/can't confirm/);
      expect(answer.text).toMatch(/label/);
    }
  });

  it('points at the recipe ingredients that commonly carry the allergen', async () => {
    const answer = await ask('is this gluten free', withRecipe());
    expect(answer.text).toMatch(/commonly contain gluten:\n- all-purpose flour \(gluten\)/);
    expect(answer.text).not.toMatch(/buttermilk/);
  });

  it('drops a line that would say "safe" even when the recipe writes it', async () => {
    const answer = await ask('is this nut free', {
      recipe: {
        ...pancakes,
        title: 'Safe-for-school nut bars',
        ingredients: [{ name: 'walnuts', amount: 1, unit: 'cup' }],
      },
      servings: null,
      step_index: null,
    });
    expect(answer.text).not.toMatch(/safe/i);
    expect(answer.text).toMatch(/can't confirm/);
  });
});

describe('answerKitchenQuestion: anything else', () => {
  it.each(['tell me a joke', 'who won the game last night', 'hello', '', 'asdf qwerty'])(
    '%s',
    async (question) => {
      const answer = await ask(question, withRecipe());
      expect(answer.kind).toBe('unknown');
      expect(answer.text).toMatch(/can't answer that/);
      expect(answer.text).toMatch(/conversions/);
      expect(answer.text).toMatch(/substitutions/);
      expect(answer.text).toMatch(/scaling/);
    },
  );
});

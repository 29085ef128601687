import { describe, expect, it } from 'vitest';
import { InspirationMealSchema } from './contract.js';
import {
  bundledImageUrl,
  convertMeal,
  mealDbImageUrl,
  readMealMeasure,
  splitInstructions,
} from './convert.js';
import type { MealDbMeal } from './mealdb.js';
import { savedTitle } from './messages.js';
import { inspirationToRecipe } from './to-recipe.js';

/** A meal as TheMealDB sends it: all 20 slots present, the empty ones '', ' ' or null. */
function wireMeal(overrides: Partial<MealDbMeal> = {}): MealDbMeal {
  const meal: Record<string, string | null> = {
    idMeal: '52874',
    strMeal: 'Test Stew',
    strDrinkAlternate: null,
    strCategory: 'Beef',
    strArea: 'British',
    strInstructions: 'Brown the beef. Add the stock.\r\nSimmer for 2 hours.',
    strMealThumb: 'https://www.themealdb.com/images/media/meals/abc123.jpg',
    strTags: 'Stew',
    strYoutube: 'https://www.youtube.com/watch?v=x',
    strSource: 'https://example.com/stew',
    strImageSource: null,
  };
  for (let slot = 1; slot <= 20; slot += 1) {
    meal[`strIngredient${slot}`] = slot > 12 ? null : '';
    meal[`strMeasure${slot}`] = slot > 12 ? null : ' ';
  }
  Object.assign(meal, {
    strIngredient1: 'Beef',
    strMeasure1: '1kg',
    strIngredient2: 'Plain Flour',
    strMeasure2: '1 1/2 cups ',
    strIngredient3: ' Salt ',
    strMeasure3: 'pinch',
    strIngredient4: 'Pepper',
    strMeasure4: 'to taste',
    strIngredient5: 'Bay leaf',
    strMeasure5: '  ',
    strIngredient6: 'Stock',
    strMeasure6: '1.5 litres',
    // Slot 7 empty, slot 8 filled: empty slots are skipped, not an end.
    strIngredient8: 'Parsley',
    strMeasure8: 'Garnish',
    ...overrides,
  });
  return meal as MealDbMeal;
}

const fromMealDb = (meal: MealDbMeal) =>
  convertMeal(meal, { source: 'mealdb', imageUrl: mealDbImageUrl });

describe('convertMeal (spec-1 §3/§9)', () => {
  it('makes a recipe-shaped meal with the imported defaults', () => {
    const meal = fromMealDb(wireMeal());
    expect(InspirationMealSchema.parse(meal)).toEqual(meal);
    expect(meal).toMatchObject({
      id: '52874',
      title: 'Test Stew',
      category: 'Beef',
      cuisine: 'British',
      cook_time: 30,
      prep_time: 15,
      servings: 4,
      complexity: 'medium',
      cost_per_serving: 0,
      source: 'mealdb',
      source_url: 'https://example.com/stew',
      image_url: 'https://www.themealdb.com/images/media/meals/abc123.jpg',
    });
  });

  it('reads every filled slot, skipping empty ones, with amounts and units from the measure', () => {
    expect(fromMealDb(wireMeal()).ingredients).toEqual([
      { name: 'Beef', quantity: '1kg', amount: 1, unit: 'kg' },
      { name: 'Plain Flour', quantity: '1 1/2 cups', amount: 1.5, unit: 'cup' },
      { name: 'Salt', quantity: 'pinch', amount: 1, unit: 'pinch' },
      { name: 'Pepper', quantity: 'to taste', amount: 0, unit: 'to taste' },
      { name: 'Bay leaf', quantity: '', amount: 0, unit: '' },
      { name: 'Stock', quantity: '1.5 litres', amount: 1.5, unit: 'l' },
      { name: 'Parsley', quantity: 'Garnish', amount: 0, unit: '' },
    ]);
  });

  it('reads all 20 slots and no more', () => {
    const full: Partial<MealDbMeal> = {};
    for (let slot = 1; slot <= 20; slot += 1)
      Object.assign(full, { [`strIngredient${slot}`]: `Item ${slot}`, [`strMeasure${slot}`]: '1' });
    Object.assign(full, { strIngredient21: 'Ignored', strMeasure21: '1' });
    const meal = fromMealDb(wireMeal(full));
    expect(meal.ingredients).toHaveLength(20);
    expect(meal.ingredients[19]).toEqual({ name: 'Item 20', quantity: '1', amount: 1, unit: '' });
  });

  it('numbers the steps and starts the description with them', () => {
    const meal = fromMealDb(wireMeal());
    expect(meal.steps).toEqual([
      { step_number: 1, instruction: 'Brown the beef' },
      { step_number: 2, instruction: 'Add the stock' },
      { step_number: 3, instruction: 'Simmer for 2 hours' },
    ]);
    expect(meal.description).toBe('Brown the beef. Add the stock. Simmer for 2 hours.');
  });

  it('cuts a long description at a word', () => {
    const long = Array.from({ length: 40 }, (_, i) => `Stir the pot number ${i}`).join('. ');
    const { description } = fromMealDb(wireMeal({ strInstructions: long }));
    expect(description.length).toBeLessThanOrEqual(161);
    expect(description).toMatch(/ \w+…$/);
  });

  it('builds the image URL from the meal: the thumb for the meal database, our art for bundled', () => {
    expect(fromMealDb(wireMeal({ strMealThumb: 'javascript:alert(1)' })).image_url).toBeNull();
    const bundled = convertMeal(wireMeal({ idMeal: 'mise-beef-1' }), {
      source: 'bundled',
      imageUrl: bundledImageUrl,
    });
    expect(bundled.image_url).toBe('/api/inspiration/images/mise-beef-1.svg');
    expect(bundled.source).toBe('bundled');
  });

  it('leaves out an unknown area, a missing source and null fields', () => {
    const meal = fromMealDb(
      wireMeal({ strArea: 'Unknown', strSource: '', strInstructions: null, strCategory: null }),
    );
    expect(meal).toMatchObject({ cuisine: null, source_url: null, steps: [], category: '' });
    expect(meal.description).toBe('Test Stew');
  });
});

describe('splitInstructions (spec-1 §9)', () => {
  it('splits on line breaks and full stops, keeping trimmed pieces longer than 5 characters', () => {
    expect(splitInstructions('Mix well.  Stir.\nBake it.\r\n\r\nServe hot. Enjoy!')).toEqual([
      'Mix well',
      'Bake it',
      'Serve hot',
      'Enjoy!',
    ]);
    // 'Stir' (4) and 'Enjoy' (5) are too short; 'Enjoy!' (6) is kept.
    expect(splitInstructions('Stir. Enjoy')).toEqual([]);
  });

  it('drops "STEP 1" label lines, which hold no instruction', () => {
    expect(
      splitInstructions('STEP 1\r\nHeat the oven.\r\nStep 2:\r\nRoast the squash.\r\n3.\r\nServe.'),
    ).toEqual(['Heat the oven', 'Roast the squash']);
  });

  it('keeps decimals whole: a point between digits is not a full stop', () => {
    expect(splitInstructions('Add 1.5 cups of stock. Cut into 2.5cm cubes.')).toEqual([
      'Add 1.5 cups of stock',
      'Cut into 2.5cm cubes',
    ]);
  });

  it('gives nothing for empty or missing text', () => {
    expect(splitInstructions('')).toEqual([]);
    expect(splitInstructions(null)).toEqual([]);
    expect(splitInstructions(' \n . \n ')).toEqual([]);
  });
});

describe('readMealMeasure', () => {
  it.each([
    ['2 tbsp', 2, 'tbsp'],
    ['½ cup', 0.5, 'cup'],
    ['200g', 200, 'g'],
    ['3', 3, ''],
    ['2 x 400g tins', 2, 'can'],
    ['Dash', 1, 'dash'],
    ['a pinch', 1, 'pinch'],
    ['   ', 0, ''],
    ['sprinkling', 0, ''],
  ])('%j → %d %j', (measure, amount, unit) => {
    expect(readMealMeasure(measure)).toMatchObject({ amount, unit });
  });
});

describe('inspirationToRecipe', () => {
  it('gives a private recipe body titled as asked, within the recipe limits', () => {
    const meal = fromMealDb(
      wireMeal({ strMeal: 'x'.repeat(300), strCategory: 'Vegan', strMeasure1: 'm'.repeat(60) }),
    );
    const body = inspirationToRecipe(meal, savedTitle(meal.title));
    expect(body.title).toHaveLength(200);
    expect(body.title.endsWith(' (Saved)')).toBe(true);
    expect(body).toMatchObject({ is_public: false, dietary_restrictions: ['vegan'], servings: 4 });
    expect(body.ingredients?.[0]?.quantity).toHaveLength(40);
  });
});

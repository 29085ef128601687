import type { InspirationCategory, InspirationMeal } from '@mise/core';

/** A meal as the server sends it (contract.ts InspirationMealSchema). */
export function makeMeal(overrides: Partial<InspirationMeal> = {}): InspirationMeal {
  return {
    id: 'mise-tarte-tatin',
    title: 'Tarte Tatin',
    description: 'Caramelised apples baked under pastry, turned out warm.',
    image_url: '/api/inspiration/images/mise-tarte-tatin.webp',
    category: 'Dessert',
    cuisine: 'French',
    servings: 4,
    prep_time: 15,
    cook_time: 30,
    complexity: 'medium',
    cost_per_serving: 0,
    ingredients: [
      { name: 'Apples', quantity: '6', amount: 6, unit: '' },
      { name: 'Sugar', quantity: '1 cup', amount: 1, unit: 'cup' },
    ],
    steps: [
      { step_number: 2, instruction: 'Lay the pastry over the apples and bake.' },
      { step_number: 1, instruction: 'Cook the sugar to a caramel with the apples.' },
    ],
    source: 'bundled',
    source_url: null,
    ...overrides,
  };
}

export const makeCategory = (name: string): InspirationCategory => ({
  name,
  description: `${name} meals.`,
  thumbnail: null,
});

/** A JSON response, the way the server answers. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A saved recipe (POST /api/inspiration/:id/save answers 201 with the whole recipe). */
export const savedRecipe = (id: string, title: string) => ({
  id,
  title,
  description: '',
  image_url: null,
  prep_time: 15,
  cook_time: 30,
  complexity: 'medium',
  dietary_restrictions: [],
  cuisine: 'French',
  is_public: false,
  ingredients: [],
  steps: [],
});

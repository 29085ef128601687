// Shared by the ideas feature's tests (never imported by the app).
import type { Idea, IdeaIngredient, RecipeDraft } from '@mise/core';
import { makeRecipe } from '../../test-utils/recipe-fixtures';

export const RECIPE_ID = '3f0c8f6e-2a51-4c1e-9a57-6f1f2b7d9a10';

export function makeIdeaIngredient(name: string, overrides: Partial<IdeaIngredient> = {}) {
  return { name, quantity: '1', amount: 1, unit: 'piece', ...overrides };
}

export function makeIdea(overrides: Partial<Idea> = {}): Idea {
  const {
    ingredients: _i,
    steps: _s,
    ...recipe
  } = makeRecipe({
    id: RECIPE_ID,
    title: 'Smoky Shakshuka',
  });
  return {
    recipe,
    coverage: 2 / 4,
    matched: [makeIdeaIngredient('eggs', { quantity: '6' }), makeIdeaIngredient('feta cheese')],
    missing: [
      makeIdeaIngredient('crushed tomatoes', { unit: 'can' }),
      makeIdeaIngredient('red bell pepper', { amount: null, quantity: '', unit: '' }),
    ],
    ...overrides,
  };
}

export function makeDraft(overrides: Partial<RecipeDraft> = {}): RecipeDraft {
  return {
    title: 'Egg and Feta Fried Rice',
    description: 'Crispy rice, soft eggs and salty feta.',
    image_url: null,
    servings: 2,
    prep_time: 5,
    cook_time: null,
    ingredients: [
      { name: 'eggs', quantity: '3', amount: 3, unit: 'piece', notes: '' },
      { name: 'cooked rice', quantity: '2', amount: 2, unit: 'cup', notes: 'day-old' },
    ],
    steps: [{ instruction: 'Fry the rice until crisp.' }, { instruction: 'Add the eggs.' }],
    nutritional_info: null,
    source_url: null,
    ...overrides,
  };
}

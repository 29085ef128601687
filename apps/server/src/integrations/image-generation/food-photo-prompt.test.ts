import { describe, expect, it } from 'vitest';
import { buildFoodPhotoPrompt } from './food-photo-prompt.js';
import { PROMPT_MAX_CHARS } from './image-generation.js';

describe('buildFoodPhotoPrompt', () => {
  it('asks for food photography and lists title, description, ingredients, numbered steps, cuisine and diets', () => {
    const prompt = buildFoodPhotoPrompt({
      title: 'Lemon Tart',
      description: 'Crisp pastry,\n silky curd.',
      ingredients: [
        { quantity: '1 1/2', unit: 'cup', name: 'flour' },
        { quantity: '3', unit: null, name: 'lemons' },
        { name: 'salt', unit: 'to taste' },
      ],
      steps: [{ instruction: 'Make the pastry.' }, { instruction: 'Bake blind.' }],
      cuisine: 'French',
      dietary_restrictions: ['vegetarian', 'nut_free'],
    });
    expect(prompt).toBe(
      'Professional food photography of "Lemon Tart". Crisp pastry, silky curd. Cuisine: French. ' +
        'Dietary: Vegetarian, Nut Free. Ingredients: 1 1/2 cup flour, 3 lemons, salt to taste. ' +
        'Steps: 1. Make the pastry. 2. Bake blind. Style: appetizing plated dish, natural light, ' +
        'shallow depth of field, high detail, restaurant-quality styling, no text, no people, no hands.',
    );
  });

  it('leaves out what the recipe does not have', () => {
    expect(
      buildFoodPhotoPrompt({
        title: 'Toast',
        description: '',
        ingredients: [],
        steps: [],
        dietary_restrictions: [],
      }),
    ).toBe(
      'Professional food photography of "Toast". Style: appetizing plated dish, natural light, ' +
        'shallow depth of field, high detail, restaurant-quality styling, no text, no people, no hands.',
    );
  });

  it('fits the provider’s limit by cutting the steps first and keeping the style', () => {
    const prompt = buildFoodPhotoPrompt({
      title: 'Long Stew',
      description: 'd'.repeat(1000),
      ingredients: Array.from({ length: 100 }, (_, i) => ({ name: `ingredient ${i}` })),
      steps: Array.from({ length: 100 }, (_, i) => ({ instruction: `Stir the pot ${i} times.` })),
      cuisine: 'Irish',
      dietary_restrictions: [],
    });
    expect(prompt.length).toBeLessThanOrEqual(PROMPT_MAX_CHARS);
    expect(prompt).toMatch(/^Professional food photography of "Long Stew"\./);
    expect(prompt).toContain('Cuisine: Irish.');
    expect(prompt).toContain('Steps: 1. Stir the pot 0 times.');
    expect(prompt).toMatch(/no hands\.$/);
  });
});

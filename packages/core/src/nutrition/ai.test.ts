import { describe, expect, it } from 'vitest';
import {
  AI_NUTRITION_FIELDS,
  buildNutritionPrompt,
  readAiNutrition,
  stripCodeFences,
} from './ai.js';

describe('buildNutritionPrompt', () => {
  it('gives title, description, servings 4 by default and the ingredient list', () => {
    const { system, user } = buildNutritionPrompt({
      title: 'Pancakes',
      description: 'Fluffy.',
      ingredients: ['2 cups flour', '2 eggs'],
    });
    expect(system).toMatch(/JSON object/);
    expect(user).toContain('Recipe title: Pancakes');
    expect(user).toContain('Description: Fluffy.');
    expect(user).toContain('Servings: 4');
    expect(user).toContain('- 2 cups flour\n- 2 eggs');
    expect(user).toContain('ONE serving');
    for (const field of AI_NUTRITION_FIELDS) expect(user).toContain(field);
  });

  it('sends the recipe’s own servings when given', () => {
    expect(buildNutritionPrompt({ servings: 6, ingredients: ['x'] }).user).toContain('Servings: 6');
  });
});

describe('stripCodeFences', () => {
  it.each([
    ['```json\n{"calories": 1}\n```', '{"calories": 1}'],
    ['```\n{"calories": 1}\n```', '{"calories": 1}'],
    ['  {"calories": 1}  ', '{"calories": 1}'],
    ['```JSON {"calories": 1}```', '{"calories": 1}'],
  ])('%j', (content, stripped) => {
    expect(stripCodeFences(content)).toBe(stripped);
  });
});

describe('readAiNutrition', () => {
  it('reads numbers and numeric strings, and works out missing daily values', () => {
    const read = readAiNutrition(
      '{"calories": 420, "protein": "25", "fat": "15.5 g", "carbohydrates": 55}',
    );
    expect(read).toEqual({
      ok: true,
      nutritional_info: {
        calories: 420,
        protein: 25,
        fat: 15.5,
        carbohydrates: 55,
        protein_daily_value: 50,
        carbs_daily_value: 20,
        fat_daily_value: 20,
      },
    });
  });

  it('keeps the previous value for a value that is not a number, negative or too large', () => {
    const read = readAiNutrition(
      '```json\n{"calories": "about 400", "protein": -3, "fat": 1e9, "sugar": 12, "fiber": null}\n```',
      { calories: 380, protein: 20, fat: 10, fiber: 4 },
    );
    expect(read).toMatchObject({
      ok: true,
      nutritional_info: { calories: 380, protein: 20, fat: 10, sugar: 12, fiber: 4 },
    });
  });

  it('leaves out a field with neither a value nor a previous one', () => {
    const read = readAiNutrition('{"calories": 300, "sodium": "lots"}');
    expect(read.ok && 'sodium' in read.nutritional_info).toBe(false);
  });

  it('caps a daily value at 100', () => {
    const read = readAiNutrition('{"calories": 900, "fat_daily_value": 140}');
    expect(read.ok && read.nutritional_info.fat_daily_value).toBe(100);
  });

  it('opens a wrapper object', () => {
    const read = readAiNutrition('{"nutritional_info": {"calories": 250}}');
    expect(read.ok && read.nutritional_info.calories).toBe(250);
  });

  it.each(['not json', '[1, 2]', '"text"', '{"note": "I cannot tell"}', ''])(
    'refuses %j as invalid JSON',
    (content) => {
      expect(readAiNutrition(content)).toEqual({ ok: false, error: 'invalid_json' });
    },
  );
});

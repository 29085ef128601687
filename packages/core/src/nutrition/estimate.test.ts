import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVINGS, estimateNutrition } from './estimate.js';
import { buildFoodIndex } from './match.js';
import { TEST_FOODS } from './test-foods.js';

const index = buildFoodIndex(TEST_FOODS);

describe('estimateNutrition', () => {
  it('adds up each ingredient’s share and divides by the servings', () => {
    const estimate = estimateNutrition(index, {
      servings: 2,
      ingredients: ['2 1/2 cups all-purpose flour', '2 tbsp olive oil', '3 eggs'],
    });
    // flour 312.5 g × 364/100 = 1137.5; oil 27 g × 884/100 = 238.68; eggs 150 g × 143/100 = 214.5
    // → 1590.68 kcal / 2 = 795.34
    expect(estimate.nutritional_info.calories).toBe(795);
    // protein: 312.5 × 10.33/100 + 0 + 150 × 12.56/100 = 32.28 + 18.84 = 51.12 → 25.56 per serving
    expect(estimate.nutritional_info.protein).toBe(25.6);
    // fat: 3.06 + 27 + 14.27 = 44.33 → 22.2
    expect(estimate.nutritional_info.fat).toBe(22.2);
    expect(estimate.ingredients.map((i) => [i.food_id, i.grams, i.calories])).toEqual([
      ['20081', 312.5, 1137.5],
      ['04053', 27, 238.7],
      ['01123', 150, 214.5],
    ]);
    expect(estimate.unmatched).toEqual([]);
  });

  it('reports unsaturated fat as mono + poly, and net carbs as carbs − fiber', () => {
    const estimate = estimateNutrition(index, {
      servings: 1,
      ingredients: ['100 g olive oil', '100 g flour'],
    });
    expect(estimate.nutritional_info.unsaturated_fat).toBe(83.5); // 72.961 + 10.523
    // Flour knows fiber (2.7); oil does not: the sum counts what is known and says so.
    expect(estimate.nutritional_info.net_carbohydrates).toBe(73.6); // 76.31 − 2.7
    expect(estimate.incomplete_nutrients).toContain('fiber');
    expect(estimate.incomplete_nutrients).toContain('unsaturated_fat');
  });

  it('gives daily values of protein 50 g, carbs 275 g, fat 78 g, whole and at most 100', () => {
    const estimate = estimateNutrition(index, { servings: 1, ingredients: ['100 g flour'] });
    expect(estimate.nutritional_info.protein_daily_value).toBe(21); // 10.33 / 50
    expect(estimate.nutritional_info.carbs_daily_value).toBe(28); // 76.31 / 275
    expect(estimate.nutritional_info.fat_daily_value).toBe(1); // 0.98 / 78
    const rich = estimateNutrition(index, { servings: 1, ingredients: ['1 cup butter'] });
    expect(rich.nutritional_info.fat_daily_value).toBe(100);
  });

  it('divides by 4 when no servings are given', () => {
    const estimate = estimateNutrition(index, { ingredients: ['400 g onion'] });
    expect(estimate.servings).toBe(DEFAULT_SERVINGS);
    expect(estimate.nutritional_info.calories).toBe(40); // 400 × 40/100 / 4
  });

  it('reports every ingredient it cannot match or weigh, and never drops one', () => {
    const estimate = estimateNutrition(index, {
      servings: 1,
      ingredients: ['salt to taste', '2 cups unicorn tears', '2 olives', '1 onion'],
    });
    expect(estimate.ingredients).toHaveLength(4);
    expect(estimate.unmatched).toEqual([
      { name: '2 cups unicorn tears', reason: 'no food matched' },
      {
        name: '2 olives',
        reason:
          'cannot weigh a count of Olives, ripe, canned (small-extra large): give a weight or volume',
      },
    ]);
    // To taste is ¼ tsp, said in the basis: the salt's sodium counts.
    expect(estimate.ingredients[0]).toMatchObject({ matched_food: 'Salt, table', grams: 1.5 });
    expect(estimate.ingredients[0]!.basis).toContain('to taste');
    expect(estimate.nutritional_info.sodium).toBeCloseTo(581.4, 1);
    expect(estimate.ingredients[1]).toMatchObject({
      matched_food: null,
      grams: null,
      confidence: 0,
    });
    expect(estimate.ingredients[2]).toMatchObject({ food_id: '09193', grams: null });
    expect(estimate.nutritional_info.calories).toBe(44);
  });

  it('takes the food the cook chose over the matcher’s', () => {
    const estimate = estimateNutrition(index, {
      servings: 1,
      ingredients: [
        { name: 'onion', amount: 1, unit: 'cup', food_id: '11291' },
        { name: 'mystery', amount: 1, unit: 'cup', food_id: '99999' },
      ],
    });
    expect(estimate.ingredients[0]).toMatchObject({ food_id: '11291', grams: 100, confidence: 1 });
    expect(estimate.unmatched).toEqual([
      { name: '1 cup mystery', reason: "no food with id '99999'" },
    ]);
  });

  it('returns no values when nothing could be weighed', () => {
    const estimate = estimateNutrition(index, { ingredients: ['onion', '2 cups unicorn tears'] });
    expect(estimate.nutritional_info).toEqual({});
  });

  it('lowers the confidence when the weight rests on a default', () => {
    const estimate = estimateNutrition(index, { ingredients: ['1 can chickpeas'] });
    expect(estimate.ingredients[0]!.confidence).toBeLessThan(0.95);
    expect(estimate.ingredients[0]!.basis).toContain('411 g');
  });
});

import { describe, expect, it } from 'vitest';
import {
  bundledImageUrl,
  convertMeal,
  InspirationMealSchema,
  MEALDB_INGREDIENT_SLOTS,
} from '@mise/core';
import { drawCategory, drawMeal } from './art.js';
import {
  artOf,
  BUNDLED_CATEGORIES,
  BUNDLED_MEALS,
  bundledFilter,
  createBundledRandom,
} from './index.js';

describe('the bundled catalogue', () => {
  it('holds about 40 meals over at least 8 described categories, ids unique', () => {
    expect(BUNDLED_MEALS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(BUNDLED_MEALS.map((m) => m.idMeal)).size).toBe(BUNDLED_MEALS.length);
    expect(BUNDLED_CATEGORIES.length).toBeGreaterThanOrEqual(8);
    for (const category of BUNDLED_CATEGORIES) {
      expect(category.strCategoryDescription!.length).toBeGreaterThan(30);
      expect(bundledFilter(category.strCategory).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('is in the wire format, every slot present, and converts to whole meals', () => {
    for (const wire of BUNDLED_MEALS) {
      for (let slot = 1; slot <= MEALDB_INGREDIENT_SLOTS; slot += 1)
        expect(wire).toHaveProperty(`strIngredient${slot}`);
      const meal = InspirationMealSchema.parse(
        convertMeal(wire, { source: 'bundled', imageUrl: bundledImageUrl }),
      );
      expect(meal.steps.length, meal.id).toBeGreaterThanOrEqual(2);
      expect(meal.ingredients.length, meal.id).toBeGreaterThanOrEqual(4);
      // Every measure but a few words ('to serve', 'handful') reads as an amount.
      const read = meal.ingredients.filter((i) => i.amount > 0 || i.unit === 'to taste');
      expect(read.length / meal.ingredients.length, meal.id).toBeGreaterThanOrEqual(0.6);
    }
  });

  it('draws random meals distinct until the deck is used up', () => {
    const draw = createBundledRandom();
    const ids = Array.from({ length: BUNDLED_MEALS.length }, () => draw().idMeal);
    expect(new Set(ids).size).toBe(BUNDLED_MEALS.length);
  });
});

describe('the drawn art', () => {
  it('is small, deterministic, different per meal and holds nothing active', () => {
    const pictures = BUNDLED_MEALS.map((m) => drawMeal(m.idMeal, m.strCategory!));
    expect(new Set(pictures).size).toBe(pictures.length);
    for (const svg of pictures) {
      expect(svg.length).toBeLessThanOrEqual(3 * 1024);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      expect(svg).not.toMatch(/<script|<foreignObject|href|on[a-z]+=|url\(/i);
    }
    expect(drawMeal('mise-beef-1', 'Beef')).toBe(pictures[0]);
    expect(drawCategory('Soup')).toContain('<svg');
  });

  it('names only known pictures', () => {
    expect(artOf('mise-soup-1')).toEqual({ id: 'mise-soup-1', category: 'Soup' });
    expect(artOf('category-vegan')).toEqual({ id: 'category-Vegan', category: 'Vegan' });
    expect(artOf('category-goat')).toBeNull();
    expect(artOf('mise-soup-99')).toBeNull();
  });
});

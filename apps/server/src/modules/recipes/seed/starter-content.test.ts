import {
  COMPLEXITIES,
  DIETS,
  MEAL_TYPES,
  RecipeCreateSchema,
  UNITS,
  type RecipeCreate,
} from '@mise/core';
import { describe, expect, it } from 'vitest';
import { STARTER_HEALTH_GOALS } from '../../health-goals/seed/starter-goals.js';
import { isStorageKey } from '../../../storage/storage.js';
import { artworkShapes, starterArtworkKey } from './starter-artwork.js';
import { STARTER_RECIPES, quantityToAmount } from './starter-recipes.js';

const goalNames = new Set(STARTER_HEALTH_GOALS.map((g) => g.name));
const units: ReadonlySet<string> = new Set(UNITS);
const diets: ReadonlySet<string> = new Set(DIETS);

const ingredientsOf = (r: RecipeCreate) => r.ingredients ?? [];
const stepsOf = (r: RecipeCreate) => r.steps ?? [];

describe('starter health goals', () => {
  it('has 8 to 12 goals with unique Title Case names and a description', () => {
    expect(STARTER_HEALTH_GOALS.length).toBeGreaterThanOrEqual(8);
    expect(STARTER_HEALTH_GOALS.length).toBeLessThanOrEqual(12);
    expect(goalNames.size).toBe(STARTER_HEALTH_GOALS.length);
    for (const goal of STARTER_HEALTH_GOALS) {
      expect(goal.name).toMatch(/^[A-Z][a-z]*(?:[ -][A-Z][a-z]*)*$/);
      expect(goal.description.trim().length).toBeGreaterThan(20);
    }
  });
});

describe('starter recipes', () => {
  it('has 24 recipes with unique titles', () => {
    expect(STARTER_RECIPES).toHaveLength(24);
    expect(new Set(STARTER_RECIPES.map((r) => r.title)).size).toBe(24);
  });

  it.each(STARTER_RECIPES.map((r) => [r.title, r] as const))(
    '%s parses with RecipeCreateSchema',
    (_title, recipe) => {
      const parsed = RecipeCreateSchema.safeParse(recipe);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(parsed.success).toBe(true);
    },
  );

  it('covers at least 10 cuisines, every complexity and every meal type', () => {
    const cuisines = new Set(STARTER_RECIPES.map((r) => r.cuisine));
    expect(cuisines.size).toBeGreaterThanOrEqual(10);
    expect(new Set(STARTER_RECIPES.map((r) => r.complexity))).toEqual(new Set(COMPLEXITIES));
    expect(new Set(STARTER_RECIPES.map((r) => r.meal_type))).toEqual(new Set(MEAL_TYPES));
    const expert = STARTER_RECIPES.filter((r) => r.complexity === 'expert');
    expect(expert.length).toBeGreaterThanOrEqual(2);
  });

  it('uses only known diets, with at least 5 vegetarian or vegan recipes', () => {
    for (const r of STARTER_RECIPES) {
      for (const diet of r.dietary_restrictions ?? []) expect(diets).toContain(diet);
      // A vegan recipe is also vegetarian.
      if (r.dietary_restrictions?.includes('vegan')) {
        expect(r.dietary_restrictions).toContain('vegetarian');
      }
    }
    const meatFree = STARTER_RECIPES.filter((r) =>
      r.dietary_restrictions?.some((d) => d === 'vegetarian' || d === 'vegan'),
    );
    expect(meatFree.length).toBeGreaterThanOrEqual(5);
    expect(STARTER_RECIPES.some((r) => r.dietary_restrictions?.includes('vegan'))).toBe(true);
    expect(STARTER_RECIPES.some((r) => r.dietary_restrictions?.includes('keto'))).toBe(true);
  });

  it('tags only starter health goals, at most 3 per recipe', () => {
    for (const r of STARTER_RECIPES) {
      const tags = r.health_tags ?? [];
      expect(tags.length).toBeLessThanOrEqual(3);
      for (const tag of tags) expect(goalNames).toContain(tag);
    }
  });

  it('is public community content whose picture is drawn at seed time (starter-artwork.ts)', () => {
    for (const r of STARTER_RECIPES) {
      expect(r.is_community).toBe(true);
      expect(r.is_public).toBe(true);
      // No outside picture: the seed links each to its own drawn artwork.
      expect(r.image_url).toBeNull();
      expect(r.description?.trim()).not.toBe('');
    }
    const keys = new Set(STARTER_RECIPES.map((r) => starterArtworkKey(r)));
    expect(keys.size).toBe(STARTER_RECIPES.length);
    for (const key of keys) expect(isStorageKey(key), key).toBe(true);
    // Every picture shows something from its recipe, never a bare plate.
    for (const r of STARTER_RECIPES) expect(artworkShapes(r).length, r.title).toBeGreaterThan(0);
  });

  it('prices each serving at total_cost / servings, and totals the required ingredients', () => {
    for (const r of STARTER_RECIPES) {
      const total = Number(r.total_cost);
      const perServing = Number(r.cost_per_serving);
      expect(total).toBeGreaterThan(0);
      expect(Math.abs(perServing - total / Number(r.servings)), r.title).toBeLessThanOrEqual(0.05);
      const sum = ingredientsOf(r)
        .filter((i) => !i.optional)
        .reduce((acc, i) => acc + Number(i.cost ?? 0), 0);
      expect(Math.abs(sum - total), r.title).toBeLessThan(0.011);
    }
  });

  it('has per-serving nutrition whose calories agree with its macros within 15%', () => {
    for (const r of STARTER_RECIPES) {
      const n = r.nutritional_info;
      expect(n, r.title).toBeTruthy();
      if (!n) continue;
      for (const key of [
        'calories',
        'protein',
        'carbohydrates',
        'fat',
        'fiber',
        'sugar',
        'saturated_fat',
        'sodium',
      ] as const) {
        expect(typeof n[key], `${r.title}: ${key}`).toBe('number');
      }
      const fromMacros = 4 * Number(n.protein) + 4 * Number(n.carbohydrates) + 9 * Number(n.fat);
      const calories = Number(n.calories);
      expect(Math.abs(calories - fromMacros) / calories, r.title).toBeLessThanOrEqual(0.15);
      expect(Number(n.saturated_fat), r.title).toBeLessThanOrEqual(Number(n.fat));
      expect(Number(n.sugar), r.title).toBeLessThanOrEqual(Number(n.carbohydrates));
      expect(Number(n.fiber), r.title).toBeLessThanOrEqual(Number(n.carbohydrates));
    }
  });

  it('lists 5–14 ingredients with known units and amounts that match the quantity', () => {
    for (const r of STARTER_RECIPES) {
      const ingredients = ingredientsOf(r);
      expect(ingredients.length, r.title).toBeGreaterThanOrEqual(5);
      expect(ingredients.length, r.title).toBeLessThanOrEqual(14);
      for (const i of ingredients) {
        const where = `${r.title}: ${i.name}`;
        expect(units, where).toContain(i.unit);
        expect(i.name, where).toBe(i.name.toLowerCase());
        if (i.unit === 'to taste') {
          expect(i.quantity, where).toBe('');
          expect(i.amount, where).toBe(0);
        } else {
          expect(i.quantity, where).toMatch(/^\d+(?: \d+\/\d+|\/\d+)?$/);
          expect(i.amount, where).toBe(quantityToAmount(i.quantity ?? ''));
          expect(Number(i.amount), where).toBeGreaterThan(0);
        }
      }
    }
  });

  it('has 3–9 steps, 2–5 pieces of equipment and at most 3 special ingredients', () => {
    for (const r of STARTER_RECIPES) {
      const steps = stepsOf(r);
      expect(steps.length, r.title).toBeGreaterThanOrEqual(3);
      expect(steps.length, r.title).toBeLessThanOrEqual(9);
      for (const s of steps) expect(s.instruction.trim(), r.title).not.toBe('');
      expect(r.equipment_needed?.length ?? 0, r.title).toBeGreaterThanOrEqual(2);
      expect(r.equipment_needed?.length ?? 0, r.title).toBeLessThanOrEqual(5);
      expect(r.special_ingredients?.length ?? 0, r.title).toBeLessThanOrEqual(3);
    }
  });
});

describe('quantityToAmount', () => {
  it('reads whole numbers, fractions and mixed numbers', () => {
    expect(quantityToAmount('2')).toBe(2);
    expect(quantityToAmount('1/4')).toBe(0.25);
    expect(quantityToAmount('1 1/2')).toBe(1.5);
    expect(quantityToAmount('1/3')).toBeCloseTo(1 / 3, 10);
    expect(quantityToAmount('')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import type { Food } from './food.js';
import { TEST_FOODS } from './test-foods.js';
import { readIngredientLine } from './understand.js';
import { weighIngredient, type Weighing } from './weigh.js';

const food = (id: string): Food => TEST_FOODS.find((f) => f.id === id)!;
const weigh = (line: string, id: string) => weighIngredient(readIngredientLine(line), food(id));
const grams = (weighing: Weighing) => (weighing.ok ? weighing.grams : Number.NaN);

describe('weighIngredient', () => {
  it('weighs mass units directly', () => {
    expect(grams(weigh('1 lb onions', '11282'))).toBeCloseTo(453.59, 2);
    expect(grams(weigh('200 g onions', '11282'))).toBe(200);
    expect(grams(weigh('4 oz onions', '11282'))).toBeCloseTo(113.4, 1);
    expect(grams(weigh('1 kg onions', '11282'))).toBe(1000);
  });

  it('explains a mass unit by its grams, and grams not at all (no "g = 1 g")', () => {
    expect(weigh('4 oz onions', '11282')).toMatchObject({ basis: '1 oz = 28.3 g' });
    expect(weigh('1 lb onions', '11282')).toMatchObject({ basis: '1 lb = 453.6 g' });
    expect(weigh('200 g onions', '11282')).toMatchObject({ ok: true, basis: null });
  });

  it('weighs volumes by the food’s own density: a cup of flour is not a cup of water', () => {
    const flour = weigh('2 1/2 cups all-purpose flour', '20081');
    expect(flour).toMatchObject({ ok: true, basis: '1 cup = 125 g', certainty: 1 });
    expect(grams(flour)).toBeCloseTo(312.5, 5);
    expect(grams(weigh('1 cup water', '14411'))).toBe(237);
    // 1 tbsp of flour from its cup: 125 g × 14.787 / 236.588
    expect(grams(weigh('1 tbsp flour', '20081'))).toBeCloseTo(7.81, 2);
    // 250 ml by its 1 fl oz = 29.6 g: 250 / 29.5735 × 29.6
    expect(grams(weigh('250 ml water', '14411'))).toBeCloseTo(250.22, 2);
  });

  it('picks the measure whose wording fits: chopped or sliced onion, fluid cream', () => {
    expect(grams(weigh('1 cup chopped onion', '11282'))).toBe(160);
    expect(grams(weigh('1 cup onion, sliced', '11282'))).toBe(115);
    expect(grams(weigh('1 cup heavy cream', '01053'))).toBe(238);
    expect(grams(weigh('1 cup heavy cream, whipped', '01053'))).toBe(120);
  });

  it('weighs counts by the food’s measures, medium unless the size is said', () => {
    expect(grams(weigh('1 onion', '11282'))).toBe(110);
    expect(grams(weigh('2 large onions', '11282'))).toBe(300);
    expect(grams(weigh('1 small onion', '11282'))).toBe(70);
    expect(grams(weigh('3 cloves garlic', '11215'))).toBe(9);
    expect(grams(weigh('3 stalks celery', '11143'))).toBe(120);
    expect(grams(weigh('1 stick butter', '01001'))).toBe(113);
    // Recipes mean large eggs.
    expect(grams(weigh('2 eggs', '01123'))).toBe(100);
    expect(grams(weigh('2 medium eggs', '01123'))).toBe(88);
  });

  it('weighs cans by a bracketed size, the food’s can measure, or 411 g (14.5 oz)', () => {
    expect(grams(weigh('1 (14 oz) can diced tomatoes', '11531'))).toBeCloseTo(396.9, 1);
    expect(grams(weigh('1 can diced tomatoes', '11531'))).toBe(190);
    const chickpeas = weigh('1 can chickpeas', '16058');
    expect(chickpeas).toMatchObject({ ok: true, certainty: 0.85 });
    expect(grams(chickpeas)).toBe(411);
    // Drained: about 60% of the can.
    expect(grams(weigh('1 (15 oz) can chickpeas, drained and rinsed', '16058'))).toBeCloseTo(
      15 * 28.349523125 * 0.6,
      5,
    );
  });

  it('uses stated defaults where the food has no such measure', () => {
    const slice = weigh('2 slices onion', '11282');
    expect(slice).toMatchObject({ ok: true, certainty: 0.85 });
    expect(grams(slice)).toBe(56);
  });

  it('takes to taste, a pinch and a dash as a small amount and says so (salt keeps its sodium)', () => {
    // ¼ tsp × 6 g (02047 '1 tsp')
    expect(weigh('salt to taste', '02047')).toEqual({
      ok: true,
      grams: 1.5,
      basis: 'to taste: taken as 0.25 tsp; 1 tsp = 6 g',
      certainty: 0.6,
    });
    // The food's own dash (02047 '1 dash' = 0.4 g), for a pinch as for a dash.
    expect(weigh('1 pinch salt', '02047')).toMatchObject({ ok: true, grams: 0.4 });
    expect(weigh('2 dashes salt', '02047')).toMatchObject({ ok: true, grams: 0.8 });
    // A seasoning with no amount is seasoning to taste.
    expect(weigh('salt', '02047')).toMatchObject({ ok: true, grams: 1.5 });
  });

  it('counts a food that is not a seasoning and has no amount as 0 g, and says so', () => {
    expect(weigh('onion', '11282')).toEqual({
      ok: false,
      zero: true,
      reason: 'no amount given: counted as 0 g; add an amount to count it',
    });
  });

  it('weighs a cooked food from a raw weight by the yield the reference gives', () => {
    const browned: Food = {
      ...food('11282'),
      id: '23575',
      name: 'Beef, ground, 80% lean meat / 20% fat, crumbles, cooked, pan-browned',
      measures: [{ amount: 1, description: 'portion ( yield from 1/2 lb raw meat )', grams: 149 }],
    };
    const reading = readIngredientLine('1 lb ground beef, browned and drained');
    // 1 lb raw → 2 × 149 g cooked
    expect(grams(weighIngredient(reading, browned))).toBeCloseTo(298, 1);
    // Without a cooking note the pound is the pound.
    expect(grams(weighIngredient(readIngredientLine('1 lb ground beef'), browned))).toBeCloseTo(
      453.6,
      1,
    );
  });

  it('drains a can of a drained-solids food by the reference’s own yield', () => {
    const corn: Food = {
      ...food('11282'),
      name: 'Corn, sweet, yellow, canned, whole kernel, drained solids',
      group: 'Vegetables and Vegetable Products',
      measures: [{ amount: 1, description: 'can (12 oz) yields', grams: 211 }],
    };
    // 15.25 oz × 211 / (12 × 28.35)
    expect(
      grams(weighIngredient(readIngredientLine('1 (15.25 oz) can corn, drained'), corn)),
    ).toBeCloseTo((15.25 * 211) / 12, 1);
  });

  it('takes a drizzle, a bunch or a zest as a stated volume of the food', () => {
    const oil = weigh('a drizzle of olive oil', '04053');
    expect(oil).toMatchObject({ ok: true, certainty: 0.7 });
    expect(oil.ok && oil.basis).toContain('1 drizzle taken as 1 tbsp');
  });

  it('refuses to guess a count the food has no measure for', () => {
    expect(weigh('2 olives', '09193')).toMatchObject({ ok: false, zero: false });
    expect(weigh('1 head garlic', '11215')).toMatchObject({ ok: false, zero: false });
  });

  it('takes a volume without a measure as water, or oil’s 0.92 g/ml', () => {
    const salt = weighIngredient(readIngredientLine('1 cup olives'), {
      ...food('09193'),
      measures: [],
    });
    expect(salt).toMatchObject({ ok: true, certainty: 0.8 });
    expect(grams(salt)).toBeCloseTo(236.59, 2);
    const oil = weighIngredient(readIngredientLine('1 cup oil'), {
      ...food('04053'),
      measures: [],
    });
    expect(grams(oil)).toBeCloseTo(236.5882365 * 0.92, 5);
  });
});

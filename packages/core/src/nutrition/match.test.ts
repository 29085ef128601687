import { describe, expect, it } from 'vitest';
import { buildFoodIndex, everydayScore, matchFood, MATCH_THRESHOLD } from './match.js';
import type { Unit } from '../recipes.js';
import type { Food } from './food.js';
import { TEST_FOODS } from './test-foods.js';
import { singular, words } from './text.js';

const index = buildFoodIndex(TEST_FOODS);
const match = (food: string, unit: Parameters<typeof matchFood>[1]['unit'] = null) =>
  matchFood(index, { food, unit });

describe('words', () => {
  it('folds case, accents, plurals and the reference’s spellings together', () => {
    expect(words('Tomatoes')).toEqual(['tomato']);
    expect(words('Jalapeño peppers')).toEqual(['jalapeno', 'pepper']);
    expect(words('low-fat milk')).toEqual(words('lowfat milk'));
    expect(words('Bay leaves')).toEqual(['bay', 'leaf']);
    expect(words('85% lean')).toEqual(['85%', 'lean']);
    expect(singular('asparagus')).toBe('asparagus');
    expect(singular('berries')).toBe('berry');
    expect(singular('constructor')).toBe('constructor');
  });
});

describe('matchFood', () => {
  it('finds a whole raw egg for "eggs", not egg noodles or baby food', () => {
    expect(match('eggs')?.food.id).toBe('01123');
    expect(match('egg')?.food.id).toBe('01123');
  });

  it('takes the cooked kin of a staple when cooking is asked for', () => {
    expect(match('hard-boiled eggs')?.food.id).toBe('01129');
  });

  it('finds egg noodles when the cook says noodles', () => {
    expect(match('egg noodles')?.food.id).toBe('20109');
  });

  it('maps cooks’ words to the reference’s (scallion, cilantro, garbanzo, bell pepper)', () => {
    expect(match('scallions')?.food.id).toBe('11291');
    expect(match('green onions')?.food.id).toBe('11291');
    expect(match('fresh cilantro')?.food.id).toBe('11165');
    expect(match('red bell pepper')?.food.id).toBe('11821');
    expect(match('garbanzo beans', 'can')?.food.id).toBe('16058');
  });

  it('prefers raw and plain forms unless a state is asked for', () => {
    expect(match('tomatoes')?.food.id).toBe('11529');
    expect(match('tomatoes', 'can')?.food.id).toBe('11531');
    expect(match('canned tomatoes')?.food.id).toBe('11531');
  });

  it('knows olives from olive oil', () => {
    expect(match('olive oil')?.food.id).toBe('04053');
    expect(match('kalamata olives')?.food.id).toBe('09193');
  });

  it('names the food a bare staple means', () => {
    expect(match('flour')).toMatchObject({ food: { id: '20081' }, via: 'staple' });
    expect(match('all-purpose flour')?.food.id).toBe('20081');
    expect(match('heavy cream')?.food.id).toBe('01053');
  });

  it('reports nothing rather than a poor match', () => {
    expect(match('unicorn tears')).toBeNull();
    expect(match('')).toBeNull();
    const weak = match('sausage peppers');
    expect(weak === null || weak.confidence >= MATCH_THRESHOLD).toBe(true);
  });

  it('gives a confidence between 0 and 1, higher for staples than for searches', () => {
    const staple = match('eggs')!;
    const searched = match('red bell pepper')!;
    expect(staple.confidence).toBeGreaterThan(searched.confidence);
    expect(searched.confidence).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(searched.confidence).toBeLessThanOrEqual(1);
  });
});

describe('everydayScore', () => {
  it('ranks generic raw foods above brands and baby foods', () => {
    const score = (id: string) => everydayScore(TEST_FOODS.find((f) => f.id === id)!);
    expect(score('01123')).toBeGreaterThan(score('03112'));
    expect(score('01123')).toBeGreaterThan(score('06427'));
    expect(score('01123')).toBeGreaterThan(score('01129'));
  });
});

describe('matchFood: the second pass (issue 18)', () => {
  const food = (id: string, name: string, group: string): Food => ({
    id,
    name,
    group,
    common_names: '',
    manufacturer: '',
    nutrients: { calories: 100 },
    measures: [],
  });
  const second = buildFoodIndex([
    food('16098', 'Peanut butter, smooth style, with salt', 'Legumes and Legume Products'),
    food('16398', 'Peanut butter, smooth style, without salt', 'Legumes and Legume Products'),
    food('12087', 'Nuts, cashew nuts, raw', 'Nut and Seed Products'),
    food('12585', 'Nuts, cashew nuts, dry roasted, with salt added', 'Nut and Seed Products'),
    food('12588', 'Nuts, cashew butter, plain, with salt added', 'Nut and Seed Products'),
    food('16014', 'Beans, black, mature seeds, raw', 'Legumes and Legume Products'),
    // The staple 'black bean' (cooked), whose canned kin SR21 names after black turtle soup beans.
    food(
      '16015',
      'Beans, black, mature seeds, cooked, boiled, without salt',
      'Legumes and Legume Products',
    ),
    food('16018', 'Beans, black turtle soup, mature seeds, canned', 'Legumes and Legume Products'),
    food('11178', 'Corn, sweet, yellow, frozen, kernels cut off cob, unprepared', 'Vegetables'),
    food('11182', 'Corn, yellow, whole kernel, frozen, microwaved', 'Vegetables'),
    food('11167', 'Corn, sweet, yellow, raw', 'Vegetables'),
    food('16126', 'Tofu, firm, prepared with calcium sulfate and magnesium chloride', 'Legumes'),
    food('16162', 'MORI-NU, Tofu, silken, firm', 'Legumes and Legume Products'),
  ]);
  const find = (words: string, unit: Unit | null = null) =>
    matchFood(second, { food: words, unit })?.food.id;

  it('takes the salted nut butter unless the line says unsalted', () => {
    expect(find('creamy peanut butter')).toBe('16098');
    expect(find('unsalted peanut butter')).toBe('16398');
  });

  it('takes salted nuts roasted, not raw and not their butter', () => {
    expect(find('salted cashews')).toBe('12585');
    expect(find('cashews')).toBe('12087');
  });

  it('takes a can of beans canned, even from a kin with another name', () => {
    expect(find('black beans', 'can')).toBe('16018');
  });

  it('takes frozen corn as sold, not cooked', () => {
    expect(find('frozen corn')).toBe('11178');
  });

  it('finds a food named after its brand (silken tofu)', () => {
    expect(find('firm silken tofu')).toBe('16162');
    expect(find('firm tofu')).toBe('16126');
  });
});

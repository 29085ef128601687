import { describe, expect, it } from 'vitest';
import { buildFoodIndex, everydayScore, matchFood, MATCH_THRESHOLD } from './match.js';
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

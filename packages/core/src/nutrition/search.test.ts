import { describe, expect, it } from 'vitest';
import { buildFoodIndex } from './match.js';
import { searchFoods } from './search.js';
import { TEST_FOODS } from './test-foods.js';

const index = buildFoodIndex(TEST_FOODS);
const names = (term: string, limit = 5) => searchFoods(index, term, limit).map((h) => h.food.id);

describe('searchFoods', () => {
  it('puts the whole raw egg first for "egg" and "eggs", egg noodles and baby food after', () => {
    expect(names('egg')[0]).toBe('01123');
    expect(names('eggs')[0]).toBe('01123');
    expect(names('egg')).toEqual(expect.arrayContaining(['20109', '03112']));
  });

  it('finds foods by every word contained, in names and common names', () => {
    expect(names('cilantro')).toEqual(expect.arrayContaining(['11165', '02012']));
    expect(names('cilantro')[0]).toBe('11165');
    expect(names('olive oil')).toEqual(['04053']);
  });

  it('ranks brands below generic foods', () => {
    expect(names('peppers')[0]).toBe('11821');
    expect(names('sausage')).toEqual(['06427']);
  });

  it('honours the limit and finds nothing for an empty or unknown term', () => {
    expect(names('raw', 2)).toHaveLength(2);
    expect(names('')).toEqual([]);
    expect(names('  ,; ')).toEqual([]);
    expect(names('unicorn')).toEqual([]);
    expect(names('egg', 0)).toEqual([]);
  });

  it('returns the best first in a stable order', () => {
    const hits = searchFoods(index, 'raw', 20);
    for (let i = 1; i < hits.length; i++)
      expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
  });
});

import * as core from '@mise/core';
import { describe, expect, it } from 'vitest';
import * as limits from './limits';

describe('the diary page’s copies of core’s limits', () => {
  it('match the contracts', () => {
    expect(limits.MAX_ENTRY_CALORIES).toBe(core.MAX_ENTRY_CALORIES);
    expect(limits.MAX_ENTRY_GRAMS).toBe(core.MAX_ENTRY_GRAMS);
    expect(limits.MAX_SERVING_SIZE).toBe(core.MAX_SERVING_SIZE);
    expect(limits.MAX_DIARY_SERVINGS).toBe(core.MAX_DIARY_SERVINGS);
    expect(limits.MAX_DIARY_RANGE_DAYS).toBe(core.MAX_DIARY_RANGE_DAYS);
    expect(limits.MAX_CALORIE_TARGET).toBe(core.MAX_CALORIE_TARGET);
    expect(limits.MAX_GRAMS_TARGET).toBe(core.MAX_GRAMS_TARGET);
  });

  it('match the entry schema’s text lengths', () => {
    const entry = { date: '2026-03-01', meal_type: 'lunch' };
    const parse = (fields: object) =>
      core.DiaryEntryCreateSchema.safeParse({ ...entry, food_name: 'Soup', ...fields }).success;
    expect(parse({ food_name: 'x'.repeat(limits.MAX_FOOD_NAME_LENGTH) })).toBe(true);
    expect(parse({ food_name: 'x'.repeat(limits.MAX_FOOD_NAME_LENGTH + 1) })).toBe(false);
    expect(parse({ notes: 'x'.repeat(limits.MAX_NOTES_LENGTH) })).toBe(true);
    expect(parse({ notes: 'x'.repeat(limits.MAX_NOTES_LENGTH + 1) })).toBe(false);
    expect(parse({ serving_unit: 'x'.repeat(limits.MAX_SERVING_UNIT_LENGTH) })).toBe(true);
    expect(parse({ serving_unit: 'x'.repeat(limits.MAX_SERVING_UNIT_LENGTH + 1) })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CookingProgressSchema,
  CookingStartSchema,
  CooksQuerySchema,
  cookingMessages,
  judgeCook,
} from './sessions.js';

describe('judgeCook', () => {
  it.each([
    // elapsed_s, planned_minutes, steps_total, steps_done → counted, efficiency
    [20, 45, 3, 3, false, 100], // 20 s of a 45-minute recipe: implausibly short
    [45 * 60, 45, 3, 3, true, 100],
    [90 * 60, 45, 3, 3, true, 50],
    [Math.ceil((45 * 60) / 4), 45, 3, 3, true, 100], // exactly a quarter counts
    [Math.floor((45 * 60) / 4) - 1, 45, 3, 3, false, 100],
    [45 * 60, 45, 3, 2, false, 100], // a step left undone
    [59, 0, 1, 1, false, null], // no planned time: one minute at least, no efficiency
    [60, 0, 1, 1, true, null],
    [0, 30, 0, 0, false, 100],
  ] as const)('%i s of %i min, %i/%i steps', (elapsed_s, planned, total, done, counted, eff) => {
    expect(
      judgeCook({ elapsed_s, planned_minutes: planned, steps_total: total, steps_done: done }),
    ).toEqual({ counted, efficiency: eff });
  });
});

describe('cooking contracts', () => {
  it('refuses a recipe id that is no uuid and servings out of range', () => {
    expect(CookingStartSchema.safeParse({ recipe_id: 'x' }).success).toBe(false);
    expect(
      CookingStartSchema.safeParse({ recipe_id: crypto.randomUUID(), servings: 0 }).success,
    ).toBe(false);
    expect(CookingStartSchema.safeParse({ recipe_id: crypto.randomUUID() }).success).toBe(true);
  });

  it('refuses negative or fractional step indexes and non-uuid step ids', () => {
    expect(CookingProgressSchema.safeParse({ current_step_index: -1 }).success).toBe(false);
    expect(CookingProgressSchema.safeParse({ current_step_index: 1.5 }).success).toBe(false);
    expect(CookingProgressSchema.safeParse({ completed_step_ids: ['nope'] }).success).toBe(false);
    expect(CookingProgressSchema.safeParse({ current_step_index: 2 }).success).toBe(true);
  });

  it('GET /api/me/cooks: limit 20 by default, 1 to 100, and a recipe id that is a uuid', () => {
    expect(CooksQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(CooksQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    for (const limit of ['0', '101', '1.5'])
      expect(CooksQuerySchema.safeParse({ limit }).success, limit).toBe(false);
    const bad = CooksQuerySchema.safeParse({ recipe_id: 'not-a-uuid' });
    expect(bad.error?.issues[0]?.message).toBe(cookingMessages.recipeId);
  });
});

import { describe, expect, it } from 'vitest';
import type { MealPlanSlot } from '@mise/core';
import {
  applyDrop,
  buildWeek,
  changeServings,
  DAY_NAMES,
  decodeDrag,
  encodeDrag,
  MAX_SLOTS,
  moveOnWeek,
  placeOnWeek,
  placementsByRecipe,
  removeFromWeek,
  replaceOnWeek,
  sameSchedule,
  servingsStep,
  slotKey,
  unscheduledRecipeIds,
} from './week';

const slot = (overrides: Partial<MealPlanSlot> = {}): MealPlanSlot => ({
  recipe_id: 'r-1',
  day: 0,
  meal_type: 'dinner',
  servings: 2,
  ...overrides,
});

describe('buildWeek', () => {
  it('puts each slot on its day and meal, Monday first, keeping the schedule’s order', () => {
    const week = buildWeek([
      slot({ recipe_id: 'a', day: 6, meal_type: 'breakfast' }),
      slot({ recipe_id: 'b', day: 0, meal_type: 'dinner' }),
      slot({ recipe_id: 'c', day: 0, meal_type: 'dinner' }),
    ]);
    expect(week.map((d) => d.name)).toEqual(DAY_NAMES);
    expect(week[0]?.meals.dinner.map((i) => i.slot.recipe_id)).toEqual(['b', 'c']);
    expect(week[0]?.count).toBe(2);
    expect(week[6]?.meals.breakfast[0]?.key).toBe('a|6|breakfast');
    expect(week[3]?.count).toBe(0);
  });

  it('leaves out a day outside 0–6 rather than failing', () => {
    expect(buildWeek([slot({ day: 9 })]).every((d) => d.count === 0)).toBe(true);
  });
});

describe('placing, moving and removing', () => {
  it('adds a new item at the end', () => {
    const next = placeOnWeek([slot()], 'r-2', { day: 1, meal_type: 'lunch' }, 3);
    expect(next).toEqual([
      slot(),
      slot({ recipe_id: 'r-2', day: 1, meal_type: 'lunch', servings: 3 }),
    ]);
  });

  it('joins the same recipe on the same meal: servings add up, no twin line', () => {
    const next = placeOnWeek([slot()], 'r-1', { day: 0, meal_type: 'dinner' }, 1);
    expect(next).toEqual([slot({ servings: 3 })]);
  });

  it('keeps servings within half a serving and 100', () => {
    expect(placeOnWeek([], 'r-1', { day: 0, meal_type: 'lunch' }, 250)[0]?.servings).toBe(100);
    expect(placeOnWeek([], 'r-1', { day: 0, meal_type: 'lunch' }, 0.1)[0]?.servings).toBe(0.5);
  });

  it('does not grow a full week', () => {
    const full = Array.from({ length: MAX_SLOTS }, (_, i) => slot({ recipe_id: `r-${i}` }));
    expect(placeOnWeek(full, 'new', { day: 2, meal_type: 'snack' }, 1)).toHaveLength(MAX_SLOTS);
  });

  it('moves an item to another meal, joining the same recipe already there', () => {
    const schedule = [slot({ servings: 2 }), slot({ day: 3, meal_type: 'lunch', servings: 1 })];
    const moved = moveOnWeek(schedule, 'r-1|0|dinner', { day: 3, meal_type: 'lunch' });
    expect(moved).toEqual([slot({ day: 3, meal_type: 'lunch', servings: 3 })]);
  });

  it('changes nothing when an item is dropped where it was, or is unknown', () => {
    const schedule = [slot()];
    expect(moveOnWeek(schedule, 'r-1|0|dinner', { day: 0, meal_type: 'dinner' })).toEqual(schedule);
    expect(moveOnWeek(schedule, 'nope', { day: 1, meal_type: 'dinner' })).toEqual(schedule);
  });

  it('replaces an item from the Move picker: a new place and servings, or new servings in place', () => {
    const schedule = [slot(), slot({ recipe_id: 'r-2' }), slot({ day: 4, servings: 1 })];
    // Elsewhere: it leaves its place and joins the same recipe already on Friday dinner.
    expect(replaceOnWeek(schedule, 'r-1|0|dinner', { day: 4, meal_type: 'dinner' }, 3)).toEqual([
      slot({ recipe_id: 'r-2' }),
      slot({ day: 4, servings: 4 }),
    ]);
    // Its own place: only the servings change, and the item keeps its position.
    expect(replaceOnWeek(schedule, 'r-1|0|dinner', { day: 0, meal_type: 'dinner' }, 5)).toEqual([
      slot({ servings: 5 }),
      slot({ recipe_id: 'r-2' }),
      slot({ day: 4, servings: 1 }),
    ]);
    expect(replaceOnWeek(schedule, 'nope', { day: 1, meal_type: 'lunch' }, 1)).toEqual(schedule);
  });

  it('removes only the item asked for', () => {
    const schedule = [slot(), slot({ day: 1 })];
    expect(removeFromWeek(schedule, 'r-1|1|dinner')).toEqual([slot()]);
  });

  it('steps servings by one, and by halves below one', () => {
    expect(servingsStep(2, -1)).toBe(-1);
    expect(servingsStep(1, -1)).toBe(-0.5);
    expect(servingsStep(0.5, 1)).toBe(0.5);
    expect(servingsStep(1, 1)).toBe(1);
    expect(changeServings([slot({ servings: 1 })], 'r-1|0|dinner', -0.5)[0]?.servings).toBe(0.5);
    expect(changeServings([slot({ servings: 0.5 })], 'r-1|0|dinner', -0.5)[0]?.servings).toBe(0.5);
  });
});

describe('what is left to plan', () => {
  it('lists the plan’s recipes no day holds, in the plan’s order, and counts the others', () => {
    const schedule = [slot({ recipe_id: 'b' }), slot({ recipe_id: 'b', day: 2 })];
    expect(unscheduledRecipeIds(['a', 'b', 'c'], schedule)).toEqual(['a', 'c']);
    expect(placementsByRecipe(schedule).get('b')).toBe(2);
  });
});

describe('drag payloads', () => {
  it('round-trip', () => {
    const recipe = { kind: 'recipe', recipe_id: 'r-9' } as const;
    const item = { kind: 'item', key: slotKey(slot()) } as const;
    expect(decodeDrag(encodeDrag(recipe))).toEqual(recipe);
    expect(decodeDrag(encodeDrag(item))).toEqual(item);
  });

  it('refuse anything that is not ours', () => {
    for (const text of [
      '',
      'hello',
      '{}',
      '[1]',
      '{"kind":"recipe"}',
      '{"kind":"item","key":""}',
      'null',
    ])
      expect(decodeDrag(text)).toBeNull();
  });

  it('apply a drop: a tray recipe is placed, a placed item moves', () => {
    const schedule = [slot()];
    expect(
      applyDrop(schedule, { kind: 'recipe', recipe_id: 'r-2' }, { day: 4, meal_type: 'snack' }, 4),
    ).toContainEqual(slot({ recipe_id: 'r-2', day: 4, meal_type: 'snack', servings: 4 }));
    expect(
      applyDrop(
        schedule,
        { kind: 'item', key: 'r-1|0|dinner' },
        { day: 5, meal_type: 'dinner' },
        4,
      ),
    ).toEqual([slot({ day: 5 })]);
  });
});

describe('sameSchedule', () => {
  it('tells a change from none', () => {
    expect(sameSchedule([slot()], [slot()])).toBe(true);
    expect(sameSchedule([slot()], [slot({ servings: 3 })])).toBe(false);
    expect(sameSchedule([slot()], [])).toBe(false);
  });
});

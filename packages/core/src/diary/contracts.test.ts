import { describe, expect, it } from 'vitest';
import {
  DiaryCopySchema,
  DiaryEntryCreateSchema,
  DiaryEntryPatchSchema,
  DiarySummaryQuerySchema,
} from './entries.js';
import { diaryMessages, settingsMessages } from './messages.js';
import { NUTRITION_DEFAULTS, NutritionSettingsInputSchema } from './settings.js';

const fieldMessage = (
  result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } },
  field: string,
) => result.error?.issues.find((i) => i.path.join('.') === field)?.message;

describe('diary contracts', () => {
  const entry = { date: '2026-03-01', meal_type: 'lunch', food_name: 'Soup' };

  it('requires a date with the spec’s message, and a real one', () => {
    const { date: _date, ...withoutDate } = entry;
    expect(fieldMessage(DiaryEntryCreateSchema.safeParse(withoutDate), 'date')).toBe(
      diaryMessages.dateRequired,
    );
    expect(fieldMessage(DiaryEntryCreateSchema.safeParse({ ...entry, date: '' }), 'date')).toBe(
      diaryMessages.dateRequired,
    );
    expect(
      fieldMessage(DiaryEntryCreateSchema.safeParse({ ...entry, date: '2026-02-30' }), 'date'),
    ).toBe(diaryMessages.dateInvalid);
  });

  it('turns an empty recipe_id into null and fills defaults', () => {
    expect(DiaryEntryCreateSchema.parse({ ...entry, recipe_id: '' })).toMatchObject({
      recipe_id: null,
      serving_size: 1,
      serving_unit: 'serving',
      calories: 0,
      notes: null,
    });
    expect(DiaryEntryPatchSchema.parse({ recipe_id: '' })).toEqual({ recipe_id: null });
    expect(DiaryEntryPatchSchema.parse({})).toEqual({});
  });

  it('refuses negative or absurd numbers, unknown meals and a missing food name', () => {
    expect(DiaryEntryCreateSchema.safeParse({ ...entry, calories: -1 }).success).toBe(false);
    expect(DiaryEntryCreateSchema.safeParse({ ...entry, protein: 1e9 }).success).toBe(false);
    expect(
      fieldMessage(
        DiaryEntryCreateSchema.safeParse({ ...entry, meal_type: 'brunch' }),
        'meal_type',
      ),
    ).toBe(diaryMessages.mealType);
    expect(
      fieldMessage(DiaryEntryCreateSchema.safeParse({ ...entry, food_name: '  ' }), 'food_name'),
    ).toBe(diaryMessages.foodNameRequired);
    expect(
      fieldMessage(
        DiaryEntryCreateSchema.safeParse({ date: entry.date, meal_type: 'lunch' }),
        'food_name',
      ),
    ).toBe(diaryMessages.foodNameRequired);
  });

  it('refuses a copy onto the same day and a range that runs backwards', () => {
    expect(
      fieldMessage(
        DiaryCopySchema.safeParse({ from_date: '2026-03-01', to_date: '2026-03-01' }),
        'to_date',
      ),
    ).toBe(diaryMessages.copySameDay);
    expect(
      DiarySummaryQuerySchema.safeParse({ from: '2026-03-08', to: '2026-03-01' }).success,
    ).toBe(false);
  });
});

describe('nutrition settings contract', () => {
  it('takes the spec’s defaults, and a macro split must add up to 100', () => {
    expect(NutritionSettingsInputSchema.parse(NUTRITION_DEFAULTS)).toEqual(NUTRITION_DEFAULTS);
    const bad = NutritionSettingsInputSchema.safeParse({
      ...NUTRITION_DEFAULTS,
      preferred_fat_pct: 31,
    });
    expect(fieldMessage(bad, 'preferred_protein_pct')).toBe(settingsMessages.macroSplitSum);
    expect(
      NutritionSettingsInputSchema.safeParse({ ...NUTRITION_DEFAULTS, calorie_target: 0 }).success,
    ).toBe(false);
    expect(
      NutritionSettingsInputSchema.safeParse({ ...NUTRITION_DEFAULTS, protein_target: -1 }).success,
    ).toBe(false);
  });
});

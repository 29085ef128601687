import type { DayTotals, NutritionTargets } from '@mise/core';

/**
 * What the goal stats read of the food diary, through the diary module's service (never its
 * tables); `diaryReaderOf` adapts that service.
 */
export interface DiaryReader {
  /** Every day from `from` to `to` (`YYYY-MM-DD`, both included), empty days with zeros. */
  dailyTotals(userId: string, from: string, to: string): Promise<DayTotals[]>;
  /** The recipes logged each day of the range (days without one may be absent). */
  recipeIdsByDay(userId: string, from: string, to: string): Promise<Map<string, string[]>>;
  /** The member's nutrition targets (the diary creates the defaults on first read). */
  nutritionSettings(userId: string): Promise<NutritionTargets>;
}

/** What the diary module's service answers, as far as the goal stats need it. */
interface DiaryModuleLike {
  dailyTotals(userId: string, from: string, to: string): Promise<DayTotals[]>;
  recipeIdsByDay(
    userId: string,
    from: string,
    to: string,
  ): Promise<Array<{ date: string; recipe_ids: string[] }>>;
  nutritionSettings(userId: string): Promise<NutritionTargets>;
}

/** The diary module's service, read as the goal stats read it (app.ts wires it). */
export function diaryReaderOf(diary: DiaryModuleLike): DiaryReader {
  return {
    dailyTotals: (userId, from, to) => diary.dailyTotals(userId, from, to),
    recipeIdsByDay: async (userId, from, to) =>
      new Map((await diary.recipeIdsByDay(userId, from, to)).map((d) => [d.date, d.recipe_ids])),
    nutritionSettings: async (userId) => {
      const s = await diary.nutritionSettings(userId);
      return {
        calorie_target: s.calorie_target,
        protein_target: s.protein_target,
        // The spec's settings name it carb_target; the rules' targets say carb_target.
        carb_target: s.carb_target,
        fat_target: s.fat_target,
        sugar_target: s.sugar_target,
      };
    },
  };
}

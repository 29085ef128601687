import type { DayTotals, NutritionTargets } from '@mise/core';

/**
 * What the goal stats read of the food diary, through the diary module's service (never its
 * tables). The diary module (being built on branch `diary-server`) provides these three methods;
 * app.ts passes its service here once it lands.
 */
export interface DiaryReader {
  /** Every day from `from` to `to` (`YYYY-MM-DD`, both included), empty days with zeros. */
  dailyTotals(userId: string, from: string, to: string): Promise<DayTotals[]>;
  /** The recipes logged each day of the range (days without one may be absent). */
  recipeIdsByDay(userId: string, from: string, to: string): Promise<Map<string, string[]>>;
  /** The member's nutrition targets (the diary creates the defaults on first read). */
  nutritionSettings(userId: string): Promise<NutritionTargets>;
}

/**
 * Until the diary module is wired in app.ts: a diary with no entries and the spec's default targets
 * (spec-2 §9), so the stats route answers truthfully — no day logged, no day achieved — instead of
 * failing. Replaced by the diary's service at merge.
 */
export const emptyDiary: DiaryReader = {
  // No day given is a day with no entries (core goalStats).
  dailyTotals: () => Promise.resolve([]),
  recipeIdsByDay: () => Promise.resolve(new Map()),
  nutritionSettings: () =>
    Promise.resolve({
      calorie_target: 2000,
      protein_target: 50,
      carbs_target: 275,
      fat_target: 78,
      sugar_target: 50,
    }),
};

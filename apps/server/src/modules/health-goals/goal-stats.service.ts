import {
  GOAL_WINDOW_DAYS,
  addDays,
  goalStats,
  goalsTaggedByDay,
  localDate,
  type GoalStatsItem,
  type HealthGoalStats,
} from '@mise/core';
import type { ProfilesService } from '../profiles/profiles.service.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import type { DiaryReader } from './diary-reader.js';
import type { HealthGoalsService } from './health-goals.service.js';

/** The server's clock (tests set the day). */
export interface Clock {
  now(): Date;
}
const systemClock: Clock = { now: () => new Date() };

/**
 * How far back a streak is followed. Progress needs only the 30-day window; a streak that runs
 * through the whole window is followed further, in a second read, up to a year (decision 0014).
 */
export const STREAK_LOOKBACK_DAYS = 365;

/**
 * A member's progress toward their preferred goals (spec-2 §4, §9). The rules are core's
 * `goalStats`; this gathers what they need from the modules that own it: the goals (this module),
 * the member's local day (profiles), the diary's daily totals, recipes and targets (the diary), and
 * the goals the logged recipes are tagged with (recipes).
 */
export function createGoalStatsService(deps: {
  healthGoals: Pick<HealthGoalsService, 'preferredGoals'>;
  recipes: Pick<RecipesService, 'goalIdsOfRecipes'>;
  profiles: Pick<ProfilesService, 'getMe'>;
  diary: DiaryReader;
  clock?: Clock | undefined;
}) {
  const { healthGoals, recipes, profiles, diary } = deps;
  const clock = deps.clock ?? systemClock;

  return {
    async stats(userId: string): Promise<HealthGoalStats> {
      const goals = await healthGoals.preferredGoals(userId);
      if (goals.length === 0) return { items: [] };
      const [me, targets] = await Promise.all([
        profiles.getMe(userId),
        diary.nutritionSettings(userId),
      ]);
      const today = localDate(clock.now(), me.profile.time_zone);
      // Only goals without a rule look at the recipes logged.
      const byTags = goals.some((goal) => !goal.rule);

      const over = async (daysBack: number): Promise<GoalStatsItem[]> => {
        const from = addDays(today, -(daysBack - 1));
        const [days, recipeIdsByDay] = await Promise.all([
          diary.dailyTotals(userId, from, today),
          byTags ? diary.recipeIdsByDay(userId, from, today) : new Map<string, string[]>(),
        ]);
        const recipeIds = [...new Set([...recipeIdsByDay.values()].flat())];
        const goalsByRecipe =
          recipeIds.length > 0 ? await recipes.goalIdsOfRecipes(recipeIds, userId) : new Map();
        return goalStats({
          goals,
          targets,
          days,
          taggedGoalsByDay: goalsTaggedByDay(recipeIdsByDay, goalsByRecipe),
          today,
        });
      };

      const items = await over(GOAL_WINDOW_DAYS);
      // A streak that may run on before the window (it reaches its first day, or all but today).
      const longer = items.some((item) => item.streak_days >= GOAL_WINDOW_DAYS - 1);
      return { items: longer ? await over(STREAK_LOOKBACK_DAYS) : items };
    },
  };
}
export type GoalStatsService = ReturnType<typeof createGoalStatsService>;

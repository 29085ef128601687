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

  /** The diary of `from`..`to`: its totals, and (when asked) the recipes logged and their goals. */
  async function readDiary(
    userId: string,
    from: string,
    to: string,
    withRecipes: boolean,
    knownGoals: ReadonlyMap<string, string[]>,
  ) {
    const [days, recipeIdsByDay] = await Promise.all([
      diary.dailyTotals(userId, from, to),
      withRecipes ? diary.recipeIdsByDay(userId, from, to) : new Map<string, string[]>(),
    ]);
    // Only recipes whose goals are not known yet (from the window's read) are asked about.
    const unknown = [...new Set([...recipeIdsByDay.values()].flat())].filter(
      (id) => !knownGoals.has(id),
    );
    const goalsByRecipe = new Map(knownGoals);
    if (unknown.length > 0) {
      for (const [id, goalIds] of await recipes.goalIdsOfRecipes(unknown, userId))
        goalsByRecipe.set(id, goalIds);
    }
    return { days, recipeIdsByDay, goalsByRecipe };
  }

  return {
    async stats(userId: string): Promise<HealthGoalStats> {
      // One round trip for what every answer needs (a member without goals costs the same).
      const [goals, me, targets] = await Promise.all([
        healthGoals.preferredGoals(userId),
        profiles.getMe(userId),
        diary.nutritionSettings(userId),
      ]);
      if (goals.length === 0) return { items: [] };
      const today = localDate(clock.now(), me.profile.time_zone);
      // Only goals without a rule look at the recipes logged.
      const byTags = goals.some((goal) => !goal.rule);
      const windowStart = addDays(today, -(GOAL_WINDOW_DAYS - 1));

      const inWindow = await readDiary(userId, windowStart, today, byTags, new Map());
      const statsOf = (read: typeof inWindow): GoalStatsItem[] =>
        goalStats({
          goals,
          targets,
          days: read.days,
          taggedGoalsByDay: goalsTaggedByDay(read.recipeIdsByDay, read.goalsByRecipe),
          today,
        });
      const items = statsOf(inWindow);

      // A streak that may run on before the window (it reaches its first day, or all but today)
      // is followed back up to a year: only the days before the window are read again, and the
      // recipes only when such a streak is of a goal counted by tagged recipes.
      const reaching = items.filter((item) => item.streak_days >= GOAL_WINDOW_DAYS - 1);
      if (reaching.length === 0) return { items };
      const ruleless = new Set(goals.filter((goal) => !goal.rule).map((goal) => goal.id));
      const withRecipes = reaching.some((item) => ruleless.has(item.health_goal_id));
      const before = await readDiary(
        userId,
        addDays(today, -(STREAK_LOOKBACK_DAYS - 1)),
        addDays(windowStart, -1),
        withRecipes,
        inWindow.goalsByRecipe,
      );
      return {
        items: statsOf({
          days: [...before.days, ...inWindow.days],
          recipeIdsByDay: new Map([...before.recipeIdsByDay, ...inWindow.recipeIdsByDay]),
          goalsByRecipe: before.goalsByRecipe,
        }),
      };
    },
  };
}
export type GoalStatsService = ReturnType<typeof createGoalStatsService>;

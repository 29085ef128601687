import { addDays } from '../diary/dates.js';
import {
  dayAchieved,
  type DayTotals,
  type HealthGoalRule,
  type NutritionTargets,
} from './rules.js';

/**
 * Progress toward a member's health goals (spec-2 §4, §9; issue 12 point 5; decision 0014): per goal,
 * the days achieved over the last 30 as a percentage, the current streak of achieved days and a
 * colour. Pure: the server gathers the diary's totals, the targets and the recipes' tags, and this
 * decides. Zod-free.
 */

/** The window progress is measured over, today included (spec-2 §9). */
export const GOAL_WINDOW_DAYS = 30;

export const GOAL_COLOURS = ['green', 'yellow', 'red'] as const;
export type GoalColour = (typeof GOAL_COLOURS)[number];

/** 70 or more green, 40 or more yellow, otherwise red (spec-2 §9). */
export function goalColour(progressPct: number): GoalColour {
  if (progressPct >= 70) return 'green';
  if (progressPct >= 40) return 'yellow';
  return 'red';
}

export interface GoalStatsItem {
  health_goal_id: string;
  name: string;
  /** Days achieved in the last 30 (today included) as a whole percentage of 30. */
  progress_pct: number;
  days_achieved: number;
  /** Achieved days in a row, counting back from today — or from yesterday while today is not yet achieved. */
  streak_days: number;
  colour: GoalColour;
}

export interface GoalStatsInput {
  goals: ReadonlyArray<{ id: string; name: string; rule: HealthGoalRule | null }>;
  targets: NutritionTargets;
  /**
   * The diary's daily totals, in any order. A day not given is a day with no entries. May reach
   * further back than the window: the streak counts on through them (the window bounds progress).
   */
  days: ReadonlyArray<DayTotals>;
  /** Per day, the goals the recipes logged that day are tagged with. */
  taggedGoalsByDay: ReadonlyMap<string, readonly string[]>;
  /** The member's local day. */
  today: string;
}

/**
 * Each goal's progress, best first: highest progress, then longest streak, then by name.
 *
 * Today is still in progress, so it never breaks a streak: a streak achieved up to yesterday is
 * still current this morning, and today adds to it once achieved. Progress counts today once it is
 * achieved; until then it is one of the window's days not achieved. Days after today (a meal logged
 * ahead) count for nothing.
 */
export function goalStats(input: GoalStatsInput): GoalStatsItem[] {
  const byDate = new Map(input.days.map((day) => [day.date, day]));
  const tagsByDate = new Map(
    [...input.taggedGoalsByDay].map(([date, ids]) => [date, new Set(ids)] as const),
  );
  const windowDates = Array.from({ length: GOAL_WINDOW_DAYS }, (_, i) => addDays(input.today, -i));

  const items = input.goals.map((goal): GoalStatsItem => {
    const achieved = (date: string) =>
      dayAchieved(goal, byDate.get(date), tagsByDate.get(date), input.targets);
    const days_achieved = windowDates.filter(achieved).length;
    let streak_days = 0;
    let date = achieved(input.today) ? input.today : addDays(input.today, -1);
    while (achieved(date)) {
      streak_days += 1;
      date = addDays(date, -1);
    }
    const progress_pct = Math.round((days_achieved * 100) / GOAL_WINDOW_DAYS);
    return {
      health_goal_id: goal.id,
      name: goal.name,
      progress_pct,
      days_achieved,
      streak_days,
      colour: goalColour(progress_pct),
    };
  });

  return items.sort(
    (a, b) =>
      b.progress_pct - a.progress_pct ||
      b.streak_days - a.streak_days ||
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
      (a.health_goal_id < b.health_goal_id ? -1 : a.health_goal_id > b.health_goal_id ? 1 : 0),
  );
}

/**
 * The goals tagged on each day's recipes: the diary's recipe ids per day joined with the recipes'
 * goal links. A recipe logged twice in a day, or tagged twice, counts once.
 */
export function goalsTaggedByDay(
  recipeIdsByDay: ReadonlyMap<string, readonly string[]>,
  goalsByRecipe: ReadonlyMap<string, readonly string[]>,
): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const [date, recipeIds] of recipeIdsByDay) {
    const goals = new Set(recipeIds.flatMap((id) => goalsByRecipe.get(id) ?? []));
    if (goals.size > 0) result.set(date, [...goals]);
  }
  return result;
}

import { addDays } from '../diary/dates.js';

/**
 * The cooking streak (spec-2 §4; issue 14 point 6): consecutive local days (`YYYY-MM-DD` in the
 * member's time zone) with a counted cook. Days are calendar strings, so a DST change never breaks
 * or doubles a day. A gap resets the streak to 1 at the next cook; it is never negative or shaming.
 */
export interface StreakState {
  /** The local day of the last counted cook, or null before the first. */
  last_cook_date: string | null;
  /** Length of the run of days ending on `last_cook_date`. */
  streak_days: number;
}

/** The streak after a counted cook on `day`. A second cook the same day changes nothing. */
export function streakAfterCook(state: StreakState, day: string): StreakState {
  const { last_cook_date: last, streak_days: streak } = state;
  if (last === null) return { last_cook_date: day, streak_days: 1 };
  if (day <= last) return state; // the same day, or a late replay of an earlier one
  return { last_cook_date: day, streak_days: addDays(last, 1) === day ? streak + 1 : 1 };
}

/**
 * The streak shown today: still alive when the last cook was today or yesterday (today's cook may
 * yet come), otherwise 0.
 */
export function currentStreak(state: StreakState, today: string): number {
  const last = state.last_cook_date;
  if (last === null) return 0;
  return last === today || addDays(last, 1) === today ? state.streak_days : 0;
}

/** The longest run of consecutive days in a set of days (any order, repeats allowed). */
export function longestRun(days: readonly string[]): number {
  const sorted = [...new Set(days)].sort();
  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of sorted) {
    run = previous !== null && addDays(previous, 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  return best;
}

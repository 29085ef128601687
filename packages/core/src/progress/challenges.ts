import { addDays, localDate } from '../diary/dates.js';
import {
  CHALLENGE_DIFFICULTIES,
  DAILY_CHALLENGES,
  FAST_COOK_EFFICIENCY,
  type ActionKind,
  type ChallengeDefinition,
  type ChallengeRule,
} from './catalogue.js';

/**
 * Daily challenges (spec-2 §4, §9; issue 14 point 5): three a local day, one per difficulty. The
 * pick is a pseudo-random draw seeded by the member and the day, so two tabs (or two servers)
 * assigning at once draw the same three, and the database's unique key keeps one set.
 */

/** FNV-1a: a small, stable string hash (not for secrets). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The day's three challenges for a member, easy, medium, hard. */
export function pickDailyChallenges(
  memberId: string,
  day: string,
  catalogue: readonly ChallengeDefinition[] = DAILY_CHALLENGES,
): ChallengeDefinition[] {
  const picked: ChallengeDefinition[] = [];
  for (const difficulty of CHALLENGE_DIFFICULTIES) {
    const choices = catalogue.filter((c) => c.difficulty === difficulty);
    if (choices.length === 0) continue;
    picked.push(choices[hash(`${memberId}|${day}|${difficulty}`) % choices.length]!);
  }
  return picked;
}

/** One recorded action of the day, as a challenge sees it. */
export interface DayAction {
  kind: ActionKind;
  efficiency?: number | null;
  /** A cook of a recipe matching one of the member's health goals. */
  matches_goal?: boolean;
  /** A cook of a cuisine the member had not cooked before. */
  new_cuisine?: boolean;
  meal_type?: string | null;
}

/** Whether a day's actions meet a challenge's rule. */
export function isChallengeMet(rule: ChallengeRule, actions: readonly DayAction[]): boolean {
  switch (rule.kind) {
    case 'any':
      return actions.some((a) => a.kind === rule.action);
    case 'fast_cook':
      return actions.some((a) => a.kind === 'cook' && (a.efficiency ?? 0) >= FAST_COOK_EFFICIENCY);
    case 'goal_cook':
      return actions.some((a) => a.kind === 'cook' && a.matches_goal === true);
    case 'new_cuisine_cook':
      return actions.some((a) => a.kind === 'cook' && a.new_cuisine === true);
    case 'meal_types_logged': {
      const logged = new Set(
        actions.filter((a) => a.kind === 'diary_entry').map((a) => a.meal_type),
      );
      return rule.meal_types.every((type) => logged.has(type));
    }
  }
}

/**
 * The instant a local day ends: the first moment of the next local day in the time zone (spec-2 §3:
 * challenges expire at the next local midnight). Found by bisection on the zone's own calendar, so
 * a DST change — even one that skips midnight — gives the true start of the next day.
 */
export function endOfLocalDay(day: string, timeZone: string): Date {
  const next = addDays(day, 1);
  const utcMidnight = Date.parse(`${next}T00:00:00Z`);
  // Every zone's offset lies within ±15 h: the day starts somewhere in this window.
  let low = utcMidnight - 15 * 3_600_000; // still `day` (or earlier) there
  let high = utcMidnight + 15 * 3_600_000; // already `next` (or later) there
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000;
    if (localDate(new Date(middle), timeZone) >= next) high = middle;
    else low = middle;
  }
  return new Date(high);
}

import { BADGES, LEVEL_STEP_XP, type BadgeDefinition } from './catalogue.js';

/**
 * Levels (spec-2 §4 and §9, client model): a member starts at level 1; level L rises to L + 1 when
 * the XP earned since reaching L (current XP) reaches L × 100, and the rest carries over. One truth on
 * the server (total XP, from the ledger) gives every reading: level, current XP and the next target.
 */
export interface Level {
  level: number;
  /** XP earned since reaching this level. */
  current_xp: number;
  /** XP this level needs to rise: level × 100. */
  next_level_xp: number;
}

/** XP needed in all to reach `level` from level 1: 100 + 200 + … + (level − 1) × 100. */
export function totalXpForLevel(level: number): number {
  return (LEVEL_STEP_XP * (level - 1) * level) / 2;
}

export function levelOf(totalXp: number): Level {
  const total = Math.max(0, Math.floor(totalXp));
  // Solve 50·L·(L − 1) ≤ total for the largest L, then nudge for rounding.
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + (8 * total) / LEVEL_STEP_XP)) / 2));
  while (totalXpForLevel(level + 1) <= total) level += 1;
  while (level > 1 && totalXpForLevel(level) > total) level -= 1;
  return {
    level,
    current_xp: total - totalXpForLevel(level),
    next_level_xp: level * LEVEL_STEP_XP,
  };
}

/** The levels reached by going from `beforeTotal` to `afterTotal` XP, in order (several at once). */
export function levelsGained(beforeTotal: number, afterTotal: number): number[] {
  const from = levelOf(beforeTotal).level;
  const to = levelOf(afterTotal).level;
  const gained: number[] = [];
  for (let level = from + 1; level <= to; level += 1) gained.push(level);
  return gained;
}

/** Badges a member at `level` holds (novice_cook from the start). */
export function badgesAt(level: number): BadgeDefinition[] {
  return BADGES.filter((badge) => badge.level <= level);
}

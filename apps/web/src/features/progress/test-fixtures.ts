// Shared by the progress tests (never imported by the app).
import {
  ACHIEVEMENTS,
  BADGES,
  DAILY_CHALLENGES,
  type AchievementStatus,
  type DailyChallengeStatus,
  type Progress,
  type ProgressEvent,
  type ProgressHistory,
} from '@mise/core';

export const TODAY = '2026-03-10';
/** 14:48 in Paris (UTC+1) on TODAY: 9 h 12 min before the local midnight (23:00 UTC). */
export const NOW = new Date('2026-03-10T13:48:00.000Z');
export const EXPIRES_AT = '2026-03-10T23:00:00.000Z';

export const CHALLENGE_IDS = [
  'aaaaaaaa-0000-4000-8000-000000000001',
  'aaaaaaaa-0000-4000-8000-000000000002',
  'aaaaaaaa-0000-4000-8000-000000000003',
];

export function makeAchievement(
  id: string,
  overrides: Partial<AchievementStatus> = {},
): AchievementStatus {
  const def = ACHIEVEMENTS.find((a) => a.id === id)!;
  return {
    id: def.id,
    name: def.name,
    description: def.description,
    icon: def.icon,
    category: def.category,
    xp: def.xp,
    achieved: false,
    progress: 0,
    max_progress: def.max_progress,
    date_unlocked: null,
    seen: false,
    ...overrides,
  };
}

export function makeChallenge(
  index: number,
  overrides: Partial<DailyChallengeStatus> = {},
): DailyChallengeStatus {
  const def = [DAILY_CHALLENGES[0]!, DAILY_CHALLENGES[3]!, DAILY_CHALLENGES[6]!][index]!;
  return {
    id: CHALLENGE_IDS[index]!,
    challenge_id: def.id,
    name: def.name,
    description: def.description,
    icon: def.icon,
    difficulty: def.difficulty,
    xp: def.xp,
    date: TODAY,
    completed: false,
    completed_at: null,
    expires_at: EXPIRES_AT,
    ...overrides,
  };
}

export function makeProgress(overrides: Partial<Progress> = {}): Progress {
  return {
    level: 2,
    current_xp: 40,
    total_xp: 140,
    next_level_xp: 200,
    streak_days: 2,
    today: TODAY,
    achievements: ACHIEVEMENTS.map((a) =>
      a.id === 'first_recipe'
        ? makeAchievement(a.id, {
            achieved: true,
            progress: 1,
            date_unlocked: '2026-03-09T18:00:00.000Z',
          })
        : a.id === 'recipe_creator'
          ? makeAchievement(a.id, { progress: 2 })
          : makeAchievement(a.id),
    ),
    badges: BADGES.map((b) => ({ ...b, unlocked: b.level <= 2 })),
    daily_challenges: [
      makeChallenge(0, { completed: true, completed_at: '2026-03-10T09:00:00.000Z' }),
      makeChallenge(1),
      makeChallenge(2),
    ],
    ...overrides,
  };
}

let nextEvent = 1;
export function makeEvent(overrides: Partial<ProgressEvent> = {}): ProgressEvent {
  const n = nextEvent++;
  return {
    id: `bbbbbbbb-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kind: 'xp',
    name: 'Recipe cooked',
    xp: 20,
    message: '+20 XP: Recipe cooked',
    created_at: '2026-03-10T13:40:00.000Z',
    ...overrides,
  };
}

/** 30 days ending TODAY, cooks on the last two and the 5th, XP on a few. */
export function makeHistory(): ProgressHistory {
  const items = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 2, 10 - 29 + i)).toISOString().slice(0, 10);
    const cooks = i === 28 || i === 29 || i === 4 ? 1 : 0;
    return { date, xp: cooks * 20 + (i === 10 ? 50 : 0), cooks };
  });
  return { items };
}

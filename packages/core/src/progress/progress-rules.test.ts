import { describe, expect, it } from 'vitest';
import { localDate } from '../diary/dates.js';
import { NO_FACTS, achievementProgress } from './achievements.js';
import { ACHIEVEMENTS, BADGES, DAILY_CHALLENGES, actionXp } from './catalogue.js';
import { endOfLocalDay, isChallengeMet, pickDailyChallenges } from './challenges.js';
import { badgesAt, levelOf, levelsGained, totalXpForLevel } from './levels.js';
import { currentStreak, longestRun, streakAfterCook } from './streak.js';

describe('levels (spec-2 §9: level L needs L × 100, the rest carries over)', () => {
  it.each([
    [0, 1, 0, 100],
    [99, 1, 99, 100],
    [100, 2, 0, 200],
    [150, 2, 50, 200],
    [299, 2, 199, 200],
    [300, 3, 0, 300],
    [999, 4, 399, 400],
    [1000, 5, 0, 500],
    [1234, 5, 234, 500],
    [totalXpForLevel(20) + 1, 20, 1, 2000],
  ])('%i XP is level %i with %i of %i', (total, level, current, next) => {
    expect(levelOf(total)).toEqual({ level, current_xp: current, next_level_xp: next });
  });

  it('carries over across several levels at once', () => {
    // 90 XP then +260: level 1 (90/100) → 2 at 100 → 3 at 300, with 50 carried over.
    expect(levelsGained(90, 350)).toEqual([2, 3]);
    expect(levelOf(350)).toEqual({ level: 3, current_xp: 50, next_level_xp: 300 });
    expect(levelsGained(0, 1000)).toEqual([2, 3, 4, 5]);
    expect(levelsGained(350, 360)).toEqual([]);
  });

  it('never goes below level 1', () => {
    expect(levelOf(-5)).toEqual({ level: 1, current_xp: 0, next_level_xp: 100 });
  });
});

describe('badges (levels 1, 5, 10, 15, 20)', () => {
  it('holds novice_cook from the start and each badge from its level', () => {
    expect(badgesAt(1).map((b) => b.id)).toEqual(['novice_cook']);
    expect(badgesAt(4).map((b) => b.id)).toEqual(['novice_cook']);
    expect(badgesAt(5).map((b) => b.id)).toEqual(['novice_cook', 'home_cook']);
    expect(badgesAt(20)).toHaveLength(BADGES.length);
    expect(BADGES.map((b) => b.level)).toEqual([1, 5, 10, 15, 20]);
  });
});

describe('rewards', () => {
  it('a counted cook earns 30 at 90% efficiency or more, else 20', () => {
    expect(actionXp('cook', 90)).toBe(30);
    expect(actionXp('cook', 89)).toBe(20);
    expect(actionXp('cook', null)).toBe(20);
    expect(actionXp('recipe_created')).toBe(50);
    expect(actionXp('cookbook_created')).toBe(50);
    expect(actionXp('recipe_saved')).toBe(10);
    expect(actionXp('health_goal_set')).toBe(25);
  });

  it('lists the ten achievements of spec-2 §3 with their XP', () => {
    expect(Object.fromEntries(ACHIEVEMENTS.map((a) => [a.id, a.xp]))).toEqual({
      first_recipe: 50,
      recipe_creator: 75,
      health_conscious: 50,
      cookbook_collector: 50,
      speed_demon: 100,
      cooking_streak: 150,
      flavor_explorer: 150,
      master_chef: 200,
      health_enthusiast: 200,
      recipe_collector: 250,
    });
  });
});

describe('streaks (consecutive local days with a counted cook)', () => {
  it('grows on the next day, stays on the same day and resets to 1 after a gap', () => {
    let state = streakAfterCook({ last_cook_date: null, streak_days: 0 }, '2026-03-01');
    expect(state).toEqual({ last_cook_date: '2026-03-01', streak_days: 1 });
    state = streakAfterCook(state, '2026-03-01');
    expect(state.streak_days).toBe(1);
    state = streakAfterCook(state, '2026-03-02');
    state = streakAfterCook(state, '2026-03-03');
    expect(state.streak_days).toBe(3);
    expect(streakAfterCook(state, '2026-03-05')).toEqual({
      last_cook_date: '2026-03-05',
      streak_days: 1,
    });
    // A late replay of an earlier day changes nothing.
    expect(streakAfterCook(state, '2026-03-02')).toBe(state);
  });

  it('is shown while alive (today or yesterday) and 0 after a missed day', () => {
    const state = { last_cook_date: '2026-03-03', streak_days: 3 };
    expect(currentStreak(state, '2026-03-03')).toBe(3);
    expect(currentStreak(state, '2026-03-04')).toBe(3);
    expect(currentStreak(state, '2026-03-05')).toBe(0);
    expect(currentStreak({ last_cook_date: null, streak_days: 0 }, '2026-03-05')).toBe(0);
  });

  it('counts local days across a DST change (New York, spring forward 2026-03-08)', () => {
    const zone = 'America/New_York';
    // 23:30 local on the 7th (EST, UTC−5) and 23:30 local on the 8th (EDT, UTC−4).
    const first = localDate(new Date('2026-03-08T04:30:00Z'), zone);
    const second = localDate(new Date('2026-03-09T03:30:00Z'), zone);
    expect([first, second]).toEqual(['2026-03-07', '2026-03-08']);
    const state = streakAfterCook(
      streakAfterCook({ last_cook_date: null, streak_days: 0 }, first),
      second,
    );
    expect(state.streak_days).toBe(2);
  });

  it('counts the member’s day, not UTC’s: two cooks a UTC day apart can be one local day', () => {
    const zone = 'Pacific/Auckland'; // UTC+13 in March
    const morning = localDate(new Date('2026-03-01T20:00:00Z'), zone); // 09:00 on the 2nd
    const evening = localDate(new Date('2026-03-02T09:00:00Z'), zone); // 22:00 on the 2nd
    expect(morning).toBe(evening);
    const state = streakAfterCook(
      streakAfterCook({ last_cook_date: null, streak_days: 0 }, morning),
      evening,
    );
    expect(state.streak_days).toBe(1);
  });

  it('finds the longest run in any order', () => {
    expect(longestRun(['2026-01-05', '2026-01-03', '2026-01-04', '2026-01-04', '2026-01-09'])).toBe(
      3,
    );
    expect(longestRun([])).toBe(0);
    expect(longestRun(['2025-12-31', '2026-01-01'])).toBe(2);
  });
});

describe('daily challenges', () => {
  it('picks one per difficulty, the same for the same member and day', () => {
    const picked = pickDailyChallenges('member-1', '2026-03-01');
    expect(picked.map((c) => c.difficulty)).toEqual(['easy', 'medium', 'hard']);
    expect(pickDailyChallenges('member-1', '2026-03-01')).toEqual(picked);
    // Over a month every challenge comes up for someone.
    const seen = new Set<string>();
    for (let d = 1; d <= 28; d += 1)
      for (const c of pickDailyChallenges('member-1', `2026-02-${String(d).padStart(2, '0')}`))
        seen.add(c.id);
    expect(seen.size).toBe(DAILY_CHALLENGES.length);
  });

  it('has at least nine, three per difficulty, with the spec’s three at their XP', () => {
    expect(DAILY_CHALLENGES.length).toBeGreaterThanOrEqual(9);
    const xp = Object.fromEntries(DAILY_CHALLENGES.map((c) => [c.id, c.xp]));
    expect(xp).toMatchObject({ daily_recipe: 50, try_new_cuisine: 75, health_goal_recipe: 60 });
  });

  it('is met by the action that meets it, not by another', () => {
    const rule = (id: string) => DAILY_CHALLENGES.find((c) => c.id === id)!.rule;
    expect(isChallengeMet(rule('daily_recipe'), [{ kind: 'cook', efficiency: 50 }])).toBe(true);
    expect(isChallengeMet(rule('daily_recipe'), [{ kind: 'diary_entry' }])).toBe(false);
    expect(isChallengeMet(rule('beat_the_clock'), [{ kind: 'cook', efficiency: 89 }])).toBe(false);
    expect(isChallengeMet(rule('beat_the_clock'), [{ kind: 'cook', efficiency: 95 }])).toBe(true);
    expect(isChallengeMet(rule('health_goal_recipe'), [{ kind: 'cook', matches_goal: true }])).toBe(
      true,
    );
    expect(isChallengeMet(rule('try_new_cuisine'), [{ kind: 'cook', new_cuisine: false }])).toBe(
      false,
    );
    expect(isChallengeMet(rule('try_new_cuisine'), [{ kind: 'cook', new_cuisine: true }])).toBe(
      true,
    );
    const day = (types: string[]) =>
      types.map((meal_type) => ({ kind: 'diary_entry' as const, meal_type }));
    expect(isChallengeMet(rule('full_day_logged'), day(['breakfast', 'lunch']))).toBe(false);
    expect(isChallengeMet(rule('full_day_logged'), day(['breakfast', 'lunch', 'dinner']))).toBe(
      true,
    );
  });

  it.each([
    ['UTC', '2026-03-01', '2026-03-02T00:00:00.000Z'],
    ['America/Los_Angeles', '2026-03-01', '2026-03-02T08:00:00.000Z'],
    ['Asia/Kolkata', '2026-03-01', '2026-03-01T18:30:00.000Z'],
    // The day DST starts in New York is 23 hours long; its end is midnight EDT.
    ['America/New_York', '2026-03-08', '2026-03-09T04:00:00.000Z'],
    // The day DST ends in London is 25 hours long.
    ['Europe/London', '2026-10-25', '2026-10-26T00:00:00.000Z'],
    ['Europe/London', '2026-10-24', '2026-10-24T23:00:00.000Z'],
    // Santiago springs forward at midnight: 2026-09-06 starts at 01:00 local (UTC−3).
    ['America/Santiago', '2026-09-05', '2026-09-06T04:00:00.000Z'],
  ])('in %s, %s expires at %s (the next local midnight)', (zone, day, expected) => {
    const end = endOfLocalDay(day, zone);
    expect(end.toISOString()).toBe(expected);
    expect(localDate(end, zone)).not.toBe(day);
    expect(localDate(new Date(end.getTime() - 1000), zone)).toBe(day);
  });
});

describe('achievements', () => {
  it('measures progress against the maximum, capped, and unlocks at it', () => {
    const facts = {
      ...NO_FACTS,
      recipes_created: 7,
      cookbooks_created: 2,
      level: 5,
      counted_cooks: 1,
    };
    const byId = Object.fromEntries(achievementProgress(facts).map((a) => [a.achievement.id, a]));
    expect(byId.recipe_creator).toMatchObject({ progress: 5, achieved: true });
    expect(byId.cookbook_collector).toMatchObject({ progress: 2, achieved: false });
    expect(byId.master_chef).toMatchObject({ progress: 5, achieved: true });
    expect(byId.first_recipe).toMatchObject({ progress: 1, achieved: true });
    expect(byId.recipe_collector).toMatchObject({ progress: 0, achieved: false });
  });

  it('nothing is achieved for a new member (level 1 is 1 of master_chef’s 5)', () => {
    const all = achievementProgress(NO_FACTS);
    expect(all.filter((a) => a.achieved)).toEqual([]);
    expect(all.find((a) => a.achievement.id === 'master_chef')?.progress).toBe(1);
  });
});

import {
  ACHIEVEMENTS,
  ACTION_KINDS,
  BADGES,
  DAILY_CHALLENGES,
  achievementProgress,
  badgesAt,
  isChallengeMet,
  levelOf,
  levelsGained,
  pickDailyChallenges,
  progressMessages,
  streakAfterCook,
  type ChallengeDefinition,
  type ProgressEventKind,
} from '@mise/core';
import type { ProgressOutcome } from './progress.recorder.js';
import type {
  AchievementRow,
  ChallengeRow,
  EventRow,
  JudgeInputs,
  ProgressRepository,
  ProgressState,
} from './progress.repository.js';

const EMPTY_STATE: ProgressState = {
  total_xp: 0,
  last_cook_date: null,
  streak_days: 0,
  best_streak: 0,
};

/** Achievements unlock each other only through the level (master_chef): a few rounds at most. */
const MAX_ROUNDS = ACHIEVEMENTS.length + 1;

export const challengeDefinition = (id: string): ChallengeDefinition | undefined =>
  DAILY_CHALLENGES.find((c) => c.id === id);

/**
 * One change to a member's progress, made inside a transaction that holds the member's lock: what it
 * earns is added up here, then `settle` unlocks what the new totals reach (achievements, levels,
 * badges), keeps the totals and writes the events — each award its own ledger row, once per key.
 */
export class Awards {
  readonly unlocked: ProgressOutcome['unlocked'] = [];
  private readonly events: Omit<EventRow, 'user_id' | 'created_at'>[] = [];
  private readonly state: ProgressState;
  private readonly before: number;
  private readonly isNew: boolean;

  constructor(
    private readonly repo: ProgressRepository,
    private readonly userId: string,
    private readonly at: Date,
    /** The member's local day the awards count on (the history chart). */
    private readonly day: string,
    state: ProgressState | undefined,
    /**
     * What the judging reads, when the caller read it in one statement (`judgeInputs`) after the
     * action's row; else each is read when needed.
     */
    private readonly read?: Omit<JudgeInputs, 'state'>,
  ) {
    this.isNew = state === undefined;
    this.state = { ...(state ?? EMPTY_STATE) };
    this.before = this.state.total_xp;
  }

  private event(kind: ProgressEventKind, name: string, xp: number, message: string) {
    this.events.push({ kind, name, xp, message });
  }

  /** The action's own XP (its toast only when it earned some). */
  earned(xp: number, label: string): void {
    this.state.total_xp += xp;
    if (xp > 0) this.event('xp', label, xp, progressMessages.xpEarned(xp, label));
  }

  cooked(day: string): void {
    const next = streakAfterCook(this.state, day);
    this.state.last_cook_date = next.last_cook_date;
    this.state.streak_days = next.streak_days;
    this.state.best_streak = Math.max(this.state.best_streak, next.streak_days);
  }

  /** Assigns the day's challenges when missing and completes those the day's actions now meet. */
  async judgeChallenges(day: string): Promise<void> {
    let rows = this.read?.challenges ?? (await this.repo.challengesOn(this.userId, day));
    if (rows.length < 3)
      rows = await this.repo.dealChallenges(
        this.userId,
        day,
        pickDailyChallenges(this.userId, day),
      );
    const open = rows.filter((r) => !r.completed);
    if (open.length === 0) return;
    const actions =
      this.read?.actions ?? (await this.repo.dayActions(this.userId, day, ACTION_KINDS));
    for (const row of open) {
      const definition = challengeDefinition(row.challenge_id);
      if (definition && isChallengeMet(definition.rule, actions))
        await this.completeChallenge(row, definition);
    }
  }

  /** Completes an assignment once (the UPDATE … WHERE completed = false decides); its row if so. */
  async completeChallenge(
    row: ChallengeRow,
    definition: ChallengeDefinition,
  ): Promise<ChallengeRow | undefined> {
    const done = await this.repo.completeChallenge(row.id, this.at);
    if (!done) return undefined;
    const fresh = await this.repo.insertAward({
      user_id: this.userId,
      kind: 'challenge',
      source_key: `${row.date}:${definition.id}`,
      xp: definition.xp,
      local_date: row.date,
    });
    if (fresh) {
      this.state.total_xp += definition.xp;
      this.event(
        'challenge',
        definition.name,
        definition.xp,
        progressMessages.challengeCompleted(definition.name, definition.xp),
      );
      this.unlocked.push({
        kind: 'challenge',
        id: definition.id,
        name: definition.name,
        xp: definition.xp,
      });
    }
    return done;
  }

  /** Unlocks what the totals now reach, keeps them and writes the events; all in the caller's tx. */
  async settle(): Promise<void> {
    // Awards written since the read (challenges, achievements) change neither: facts count actions.
    const facts = this.read?.facts ?? (await this.repo.facts(this.userId));
    const stored = new Map<string, Pick<AchievementRow, 'progress' | 'achieved'>>(
      (this.read?.achievements ?? (await this.repo.achievementRows(this.userId))).map((r) => [
        r.achievement_id,
        r,
      ]),
    );
    const writes = new Map<
      string,
      { achievement_id: string; progress: number; achieved: boolean }
    >();
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const level = levelOf(this.state.total_xp).level;
      let unlockedAny = false;
      for (const { achievement, progress, achieved } of achievementProgress({
        ...facts,
        best_streak: this.state.best_streak,
        level,
      })) {
        const row = stored.get(achievement.id);
        const nowAchieved = achieved || row?.achieved === true;
        if (row?.progress === progress && row.achieved === nowAchieved) continue;
        if (!row && progress === 0) continue;
        const next = { achievement_id: achievement.id, progress, achieved: nowAchieved };
        stored.set(achievement.id, next);
        writes.set(achievement.id, next);
        if (!achieved || row?.achieved) continue;
        unlockedAny = true;
        const fresh = await this.repo.insertAward({
          user_id: this.userId,
          kind: 'achievement',
          source_key: achievement.id,
          xp: achievement.xp,
          local_date: this.day,
        });
        if (!fresh) continue;
        this.state.total_xp += achievement.xp;
        this.event(
          'achievement',
          achievement.name,
          achievement.xp,
          progressMessages.achievementUnlocked(achievement.name),
        );
        this.unlocked.push({
          kind: 'achievement',
          id: achievement.id,
          name: achievement.name,
          xp: achievement.xp,
        });
      }
      if (!unlockedAny) break;
    }
    await this.levelsAndBadges();
    // One statement: the achievement rows, the totals and the events.
    await this.repo.settle(this.userId, {
      achievements: [...writes.values()],
      at: this.at,
      state: this.state,
      // Spaced by a millisecond so the feed's newest-first order is the order they were earned.
      events: this.events.map((e, i) => ({
        ...e,
        created_at: new Date(this.at.getTime() + i),
      })),
    });
  }

  private async levelsAndBadges(): Promise<void> {
    const gained = levelsGained(this.before, this.state.total_xp);
    for (const level of gained) {
      this.event('level', `Level ${level}`, 0, progressMessages.levelUp(level));
      this.unlocked.push({ kind: 'level', id: String(level), name: `Level ${level}`, xp: 0 });
    }
    if (!this.isNew && gained.length === 0) return;
    const held = badgesAt(levelOf(this.state.total_xp).level).map((b) => b.id);
    const fresh = new Set(await this.repo.insertBadges(this.userId, held, this.at));
    for (const badge of BADGES) {
      // novice_cook is held from the start: no toast for it.
      if (!fresh.has(badge.id) || badge.level <= 1) continue;
      this.event('badge', badge.name, 0, progressMessages.badgeUnlocked(badge.name));
      this.unlocked.push({ kind: 'badge', id: badge.id, name: badge.name, xp: 0 });
    }
  }
}

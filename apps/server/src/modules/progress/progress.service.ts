import {
  ACHIEVEMENTS,
  ACTION_KINDS,
  ACTION_LABELS,
  BADGES,
  CHALLENGE_DIFFICULTIES,
  DAILY_XP_CAPS,
  NO_FACTS,
  achievementProgress,
  actionXp,
  addDays,
  creditMessages,
  currentStreak,
  endOfLocalDay,
  isChallengeMet,
  isUuid,
  levelOf,
  localDate,
  pickDailyChallenges,
  progressMessages,
  type AchievementStatus,
  type ChallengeComplete,
  type ChallengeHistory,
  type DailyChallengeStatus,
  type Progress,
  type ProgressEventList,
  type ProgressHistory,
} from '@mise/core';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../cooking/cooking.service.js';
import { Awards, challengeDefinition } from './progress.awards.js';
import type { CreditGranter } from '../credits/credits.port.js';
import type { ProgressAction, ProgressOutcome, ProgressRecorder } from './progress.recorder.js';
import type { ChallengeRow, ProgressRepository } from './progress.repository.js';

/** A database or a transaction of it, as the recorder is given one. */
type Db = Parameters<ProgressRecorder['record']>[0];

/** What progress needs of the profiles module: the member's time zone, read in a given tx. */
export interface TimeZones {
  timeZone(userId: string, tx?: Db): Promise<string>;
}

const NOTHING: ProgressOutcome = { xp_awarded: 0, unlocked: [] };
const FEED_LIMIT = 20;
const CHALLENGE_HISTORY = 30;
const difficultyOrder = (d: string) => CHALLENGE_DIFFICULTIES.indexOf(d as never);
const challengeNotFound = () => new AppError('NOT_FOUND', progressMessages.challengeNotFound);

/**
 * The end of a local day, remembered: `endOfLocalDay` bisects on the zone's calendar (~0.2 ms), and
 * every read asks for the same few days (today's three, the last 30).
 */
const dayEnds = new Map<string, string>();
function expiresAt(day: string, timeZone: string): string {
  const key = `${day}|${timeZone}`;
  let end = dayEnds.get(key);
  if (end === undefined) {
    if (dayEnds.size >= 10_000) dayEnds.clear();
    end = endOfLocalDay(day, timeZone).toISOString();
    dayEnds.set(key, end);
  }
  return end;
}

function challengeStatus(row: ChallengeRow, timeZone: string): DailyChallengeStatus {
  const definition = challengeDefinition(row.challenge_id);
  return {
    id: row.id,
    challenge_id: row.challenge_id,
    name: definition?.name ?? row.challenge_id,
    description: definition?.description ?? '',
    icon: definition?.icon ?? 'trophy',
    difficulty: (definition?.difficulty ?? row.difficulty) as DailyChallengeStatus['difficulty'],
    xp: definition?.xp ?? 0,
    date: row.date,
    completed: row.completed,
    completed_at: row.completed_at,
    expires_at: expiresAt(row.date, timeZone),
  };
}

/**
 * Progress (issue 14; decision 0018): one truth on the server. `record` is called by the awarding
 * modules inside their own transactions; the reads serve both the client model (level, XP, toasts)
 * and the table model (achievement rows, owned badges, assigned challenges).
 */
export function createProgressService(deps: {
  db: Db;
  repoOf: (db: Db) => ProgressRepository;
  profiles: TimeZones;
  clock: Clock;
  /** Credits granted on each level reached, in the award's transaction; null: none. */
  levelCredits?: { granter: CreditGranter; perLevel: number } | null;
}) {
  const { db, repoOf, profiles, clock, levelCredits } = deps;
  const repo = repoOf(db);

  async function record(tx: Db, action: ProgressAction): Promise<ProgressOutcome> {
    const txRepo = repoOf(tx);
    await txRepo.lock(action.user_id);
    const at = action.at ?? clock.now();
    const day = localDate(at, await profiles.timeZone(action.user_id, tx));
    const written = await txRepo.insertAction(
      {
        user_id: action.user_id,
        kind: action.kind,
        source_key: action.source_key,
        xp: actionXp(action.kind, action.efficiency),
        local_date: day,
        cuisine: action.kind === 'cook' ? (action.cuisine ?? null) : null,
        efficiency: action.efficiency ?? null,
        matches_goal: action.matches_goal ?? false,
        meal_type: action.meal_type ?? null,
      },
      DAILY_XP_CAPS[action.kind],
    );
    if (!written) return NOTHING;
    // What judging reads, in one statement now the action's row is written.
    const { state, ...read } = await txRepo.judgeInputs(action.user_id, day, ACTION_KINDS);
    const awards = new Awards(txRepo, action.user_id, at, day, state, read);
    awards.earned(written.xp, ACTION_LABELS[action.kind]);
    if (action.kind === 'cook') awards.cooked(day);
    await awards.judgeChallenges(day);
    await awards.settle();
    if (levelCredits && levelCredits.perLevel > 0)
      for (const unlocked of awards.unlocked)
        if (unlocked.kind === 'level')
          await levelCredits.granter.grant(tx, {
            user_id: action.user_id,
            source_key: `level:${unlocked.id}`,
            delta: levelCredits.perLevel,
            reason: creditMessages.levelReason(Number(unlocked.id)),
          });
    return { xp_awarded: written.xp, unlocked: awards.unlocked };
  }

  /** Today's three, assigned once per local day (the unique key keeps one set from two tabs). */
  async function todaysChallenges(
    userId: string,
    today: string,
    rows: ChallengeRow[] | null,
  ): Promise<ChallengeRow[]> {
    if (rows && rows.length >= CHALLENGE_DIFFICULTIES.length) return rows;
    return repo.dealChallenges(userId, today, pickDailyChallenges(userId, today));
  }

  return {
    record,

    /** The XP the ledger holds for one source (a finished cook asked again); 0 when none. */
    async awardedXp(userId: string, kind: string, sourceKey: string): Promise<number> {
      return repo.ledgerXp(userId, kind, sourceKey);
    },

    async progress(userId: string): Promise<Progress> {
      const timeZone = await profiles.timeZone(userId);
      const today = localDate(clock.now(), timeZone);
      const snapshot = await repo.snapshot(userId, today);
      const state = snapshot.state ?? {
        total_xp: 0,
        last_cook_date: null,
        streak_days: 0,
        best_streak: 0,
      };
      const level = levelOf(state.total_xp);
      const rows = new Map((snapshot.achievements ?? []).map((a) => [a.achievement_id, a]));
      const fromLevel = achievementProgress({ ...NO_FACTS, level: level.level });
      const achievements: AchievementStatus[] = ACHIEVEMENTS.map((a, i) => {
        const row = rows.get(a.id);
        const progress =
          a.fact === 'level'
            ? Math.max(row?.progress ?? 0, fromLevel[i]!.progress)
            : (row?.progress ?? 0);
        return {
          id: a.id,
          name: a.name,
          description: a.description,
          icon: a.icon,
          category: a.category,
          xp: a.xp,
          achieved: row?.achieved ?? false,
          progress,
          max_progress: a.max_progress,
          date_unlocked: row?.date_unlocked ?? null,
          seen: row?.seen ?? false,
        };
      });
      const challenges = await todaysChallenges(userId, today, snapshot.challenges);
      return {
        level: level.level,
        current_xp: level.current_xp,
        total_xp: state.total_xp,
        next_level_xp: level.next_level_xp,
        streak_days: currentStreak(state, today),
        today,
        achievements,
        badges: BADGES.map((b) => ({ ...b, unlocked: b.level <= level.level })),
        daily_challenges: [...challenges]
          .sort((x, y) => difficultyOrder(x.difficulty) - difficultyOrder(y.difficulty))
          .map((row) => challengeStatus(row, timeZone)),
      };
    },

    async events(userId: string, unseenOnly: boolean): Promise<ProgressEventList> {
      const items = await repo.events(userId, unseenOnly, FEED_LIMIT);
      return { items: items as ProgressEventList['items'] };
    },

    async markEventsSeen(userId: string, ids: string[]): Promise<void> {
      await repo.markEventsSeen(userId, ids.filter(isUuid));
    },

    async markAchievementsSeen(userId: string, ids: string[]): Promise<void> {
      const known = new Set(ACHIEVEMENTS.map((a) => a.id));
      const wanted = [...new Set(ids)].filter((id) => known.has(id));
      await repo.markAchievementsSeen(
        userId,
        wanted.map((achievement_id) => ({ achievement_id, progress: 0 })),
      );
    },

    /** Every one of the last `days` local days, oldest first, with its XP and counted cooks. */
    async history(userId: string, days: number): Promise<ProgressHistory> {
      const timeZone = await profiles.timeZone(userId);
      const today = localDate(clock.now(), timeZone);
      const from = addDays(today, -(days - 1));
      const byDay = new Map((await repo.history(userId, from)).map((r) => [r.date, r]));
      const items: ProgressHistory['items'] = [];
      for (let day = from; day <= today; day = addDays(day, 1)) {
        const row = byDay.get(day);
        items.push({ date: day, xp: row?.xp ?? 0, cooks: row?.cooks ?? 0 });
      }
      return { items };
    },

    async challenges(userId: string): Promise<ChallengeHistory> {
      const timeZone = await profiles.timeZone(userId);
      const rows = await repo.recentChallenges(userId, CHALLENGE_HISTORY);
      return { items: rows.map((row) => challengeStatus(row, timeZone)) };
    },

    /**
     * Completes an assignment the day's recorded actions meet (one done before it was assigned, say);
     * a repeat changes nothing. Never on the browser's word: the ledger decides.
     */
    async complete(userId: string, id: string): Promise<ChallengeComplete> {
      if (!isUuid(id)) throw challengeNotFound();
      const timeZone = await profiles.timeZone(userId);
      return db.transaction(async (tx) => {
        const txRepo = repoOf(tx);
        await txRepo.lock(userId);
        const row = await txRepo.findChallenge(userId, id.toLowerCase());
        if (!row) throw challengeNotFound();
        if (row.completed)
          return { challenge: challengeStatus(row, timeZone), newly_completed: false };
        const definition = challengeDefinition(row.challenge_id);
        const actions = await txRepo.dayActions(userId, row.date, ACTION_KINDS);
        if (!definition || !isChallengeMet(definition.rule, actions))
          throw new AppError('CONFLICT', progressMessages.challengeNotMet);
        const awards = new Awards(
          txRepo,
          userId,
          clock.now(),
          row.date,
          await txRepo.state(userId),
        );
        const done = await awards.completeChallenge(row, definition);
        await awards.settle();
        return { challenge: challengeStatus(done ?? row, timeZone), newly_completed: true };
      });
    },

    // ── your data (issue 17 §2) ──
    /** Every XP-earning action of the member's, oldest first: the export's progress ledger. */
    ledgerOf: (userId: string) => repo.ledger(userId),
  };
}

export type ProgressService = ReturnType<typeof createProgressService> & ProgressRecorder;

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DayAction, ProgressFacts } from '@mise/core';
import type { Db } from '../../db/client.js';
import {
  achievements,
  badges,
  daily_challenges,
  progress_actions,
  progress_events,
  user_achievements,
  user_badges,
  user_daily_challenges,
  user_progress,
} from '../../db/schema/progress.js';
import { isoTimestamp, isoTimestampText } from '../../db/timestamps.js';

/**
 * Namespace of progress's advisory locks (the other half of the key is the member's): every change
 * to a member's progress takes it, so one member's awards are judged one at a time — the daily cap,
 * the challenges and the achievements each read what the previous one wrote (Habitica's double
 * awards came from reading, checking and saving side by side).
 */
const PROGRESS_LOCK = 0x70726f67; // 'prog'

export interface LedgerRow {
  user_id: string;
  kind: string;
  source_key: string;
  xp: number;
  local_date: string;
  cuisine?: string | null;
  efficiency?: number | null;
  matches_goal?: boolean;
  meal_type?: string | null;
}

export interface ProgressState {
  total_xp: number;
  last_cook_date: string | null;
  streak_days: number;
  best_streak: number;
}

export interface ChallengeRow {
  id: string;
  challenge_id: string;
  difficulty: string;
  date: string;
  completed: boolean;
  completed_at: string | null;
}

export interface AchievementRow {
  achievement_id: string;
  progress: number;
  achieved: boolean;
  date_unlocked: string | null;
  seen: boolean;
}

export interface EventRow {
  user_id: string;
  kind: string;
  name: string;
  xp: number;
  message: string;
  created_at: Date;
}

const challengeColumns = {
  id: user_daily_challenges.id,
  challenge_id: user_daily_challenges.challenge_id,
  difficulty: user_daily_challenges.difficulty,
  date: user_daily_challenges.date,
  completed: user_daily_challenges.completed,
  completed_at: sql<
    string | null
  >`case when ${user_daily_challenges.completed_at} is null then null else ${isoTimestamp('user_daily_challenges.completed_at')} end`,
};

/** A challenge row as JSON inside one statement (the progress read). */
const challengeJson = `json_build_object('id', c.id, 'challenge_id', c.challenge_id, 'difficulty', c.difficulty,
  'date', c.date, 'completed', c.completed,
  'completed_at', case when c.completed_at is null then null else ${isoTimestampText('c.completed_at')} end)`;

/** The counts achievements are judged by (`ProgressFacts` but the streak and level, kept apart). */
type Facts = Omit<ProgressFacts, 'best_streak' | 'level'>;

/** What `judgeInputs` reads for an action just written. */
export interface JudgeInputs {
  state: ProgressState | undefined;
  challenges: ChallengeRow[];
  actions: DayAction[];
  facts: Facts;
  achievements: AchievementRow[];
}

/**
 * The member's facts from their ledger, reading only the kinds they count (index
 * progress_actions_user_kind_source_idx): not a year of diary entries, awards and the like.
 */
const factsQuery = (userId: string) => sql`
  select
    count(*) filter (where kind = 'cook')::int as counted_cooks,
    count(*) filter (where kind = 'recipe_created')::int as recipes_created,
    count(*) filter (where kind = 'health_goal_set')::int as health_goals_set,
    count(*) filter (where kind = 'cookbook_created')::int as cookbooks_created,
    count(*) filter (where kind = 'cook' and efficiency >= 90)::int as fast_cooks,
    count(distinct lower(cuisine)) filter (where kind = 'cook')::int as cuisines,
    count(*) filter (where kind = 'cook' and matches_goal)::int as goal_cooks,
    count(*) filter (where kind = 'recipe_saved')::int as recipes_saved
  from ${progress_actions}
  where user_id = ${userId}
    and kind in ('cook', 'recipe_created', 'health_goal_set', 'cookbook_created', 'recipe_saved')`;

/** The member's achievement rows as one JSON array (null when none), as `achievementRows` reads them. */
/** The member's kept totals, as one JSON object (null before their first award). */
const stateJson = (userId: string) => sql`
  select json_build_object('total_xp', total_xp, 'last_cook_date', last_cook_date,
      'streak_days', streak_days, 'best_streak', best_streak)
  from ${user_progress} where user_id = ${userId}`;

/** The member's challenges of `date`, as one JSON array (null when none were given yet). */
const challengesJson = (userId: string, date: string) => sql`
  select json_agg(${sql.raw(challengeJson)} order by c.difficulty)
  from ${user_daily_challenges} c where c.user_id = ${userId} and c.date = ${date}`;

const achievementsJson = (userId: string) => sql`
  select json_agg(json_build_object('achievement_id', a.achievement_id, 'progress', a.progress,
      'achieved', a.achieved, 'seen', a.seen_at is not null,
      'date_unlocked', case when a.date_unlocked is null then null
                       else ${sql.raw(isoTimestampText('a.date_unlocked'))} end))
  from ${user_achievements} a where a.user_id = ${userId}`;

export function createProgressRepository(db: Db) {
  /** The member's challenges of a day, in difficulty order. */
  const challengesOn = (userId: string, date: string): Promise<ChallengeRow[]> =>
    db
      .select(challengeColumns)
      .from(user_daily_challenges)
      .where(and(eq(user_daily_challenges.user_id, userId), eq(user_daily_challenges.date, date)))
      .orderBy(user_daily_challenges.difficulty);

  return {
    /** Serialises a member's progress changes until `db` (a transaction) ends. */
    async lock(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${PROGRESS_LOCK}, hashtext(${userId}))`);
    },

    /**
     * Writes an action once per (member, kind, key); undefined when it was already there. Its XP is
     * `xp` while fewer than `cap` rows of its kind earned XP that local day, else 0. A cook is of a
     * new cuisine when no earlier cook of the member had it (in any case). One statement, under the
     * member's lock, so the counts it reads are the ones the previous action left.
     */
    async insertAction(
      row: LedgerRow,
      cap: number,
    ): Promise<{ xp: number; new_cuisine: boolean } | undefined> {
      const cuisine = row.cuisine?.trim() ? row.cuisine.trim() : null;
      const result = await db.execute<{ xp: number; new_cuisine: boolean }>(sql`
        insert into ${progress_actions}
          (user_id, kind, source_key, xp, local_date, cuisine, efficiency, matches_goal, new_cuisine, meal_type)
        select ${row.user_id}, ${row.kind}, ${row.source_key},
          case when (select count(*) from ${progress_actions} p
                     where p.user_id = ${row.user_id} and p.kind = ${row.kind}
                       and p.local_date = ${row.local_date} and p.xp > 0) < ${cap}
               then ${row.xp}::int else 0 end,
          ${row.local_date}, ${cuisine}, ${row.efficiency ?? null}::int, ${row.matches_goal ?? false},
          ${row.kind === 'cook' && cuisine !== null}::boolean and not exists (
            select 1 from ${progress_actions} p
            where p.user_id = ${row.user_id} and p.kind = 'cook' and lower(p.cuisine) = lower(${cuisine}::text)),
          ${row.meal_type ?? null}
        on conflict (user_id, kind, source_key) do nothing
        returning xp, new_cuisine`);
      return result.rows[0];
    },

    /** An award row (an achievement, a challenge) with its own XP, once per key; false if there. */
    async insertAward(row: LedgerRow): Promise<boolean> {
      const inserted = await db
        .insert(progress_actions)
        .values(row)
        .onConflictDoNothing({
          target: [progress_actions.user_id, progress_actions.kind, progress_actions.source_key],
        })
        .returning({ id: progress_actions.id });
      return inserted.length > 0;
    },

    /** The XP the ledger holds for one source (a finished cook asked again). */
    async ledgerXp(userId: string, kind: string, sourceKey: string): Promise<number> {
      const [row] = await db
        .select({ xp: progress_actions.xp })
        .from(progress_actions)
        .where(
          and(
            eq(progress_actions.user_id, userId),
            eq(progress_actions.kind, kind),
            eq(progress_actions.source_key, sourceKey),
          ),
        );
      return row?.xp ?? 0;
    },

    async state(userId: string): Promise<ProgressState | undefined> {
      const [row] = await db
        .select({
          total_xp: user_progress.total_xp,
          last_cook_date: user_progress.last_cook_date,
          streak_days: user_progress.streak_days,
          best_streak: user_progress.best_streak,
        })
        .from(user_progress)
        .where(eq(user_progress.user_id, userId));
      return row;
    },

    /** The day's actions as challenges judge them (index progress_actions_user_date_idx). */
    async dayActions(userId: string, date: string, kinds: readonly string[]): Promise<DayAction[]> {
      const rows = await db
        .select({
          kind: progress_actions.kind,
          efficiency: progress_actions.efficiency,
          matches_goal: progress_actions.matches_goal,
          new_cuisine: progress_actions.new_cuisine,
          meal_type: progress_actions.meal_type,
        })
        .from(progress_actions)
        .where(
          and(
            eq(progress_actions.user_id, userId),
            eq(progress_actions.local_date, date),
            inArray(progress_actions.kind, [...kinds]),
          ),
        );
      return rows as DayAction[];
    },

    /** Assigns the day's picks; a set already there (another tab, another action) is kept. */
    /**
     * Assigns the day's challenges the member lacks (the unique key keeps one set from two tabs)
     * and answers the day's rows, in difficulty order. One statement when it assigned them all —
     * a member's first look of the day — else the day's rows are read again (another request
     * assigned some meanwhile, or some were there).
     */
    async dealChallenges(
      userId: string,
      date: string,
      picks: readonly { id: string; difficulty: string }[],
    ): Promise<ChallengeRow[]> {
      const dealt = await db
        .insert(user_daily_challenges)
        .values(
          picks.map((c) => ({
            user_id: userId,
            challenge_id: c.id,
            difficulty: c.difficulty,
            date,
          })),
        )
        .onConflictDoNothing({
          target: [
            user_daily_challenges.user_id,
            user_daily_challenges.date,
            user_daily_challenges.difficulty,
          ],
        })
        .returning(challengeColumns);
      if (dealt.length < picks.length) return challengesOn(userId, date);
      // challengesOn's order: easy, hard, medium (lower-case ASCII words sort alike everywhere)
      return dealt.sort((a, b) => (a.difficulty < b.difficulty ? -1 : 1));
    },

    challengesOn,

    /** The member's last `limit` assignments, newest day first (index user_date). */
    async recentChallenges(userId: string, limit: number): Promise<ChallengeRow[]> {
      return db
        .select(challengeColumns)
        .from(user_daily_challenges)
        .where(eq(user_daily_challenges.user_id, userId))
        .orderBy(desc(user_daily_challenges.date), user_daily_challenges.difficulty)
        .limit(limit);
    },

    async findChallenge(userId: string, id: string): Promise<ChallengeRow | undefined> {
      const [row] = await db
        .select(challengeColumns)
        .from(user_daily_challenges)
        .where(and(eq(user_daily_challenges.id, id), eq(user_daily_challenges.user_id, userId)));
      return row;
    },

    /** Marks it complete unless it already is; the row when this call completed it. */
    async completeChallenge(id: string, at: Date): Promise<ChallengeRow | undefined> {
      const [row] = await db
        .update(user_daily_challenges)
        .set({ completed: true, completed_at: at, updated_at: sql`now()` })
        .where(and(eq(user_daily_challenges.id, id), eq(user_daily_challenges.completed, false)))
        .returning(challengeColumns);
      return row;
    },

    /** The member's counts, from their ledger rows of the kinds counted (written paths only). */
    async facts(userId: string): Promise<Facts> {
      const result = await db.execute<Facts>(sql`${factsQuery(userId)}`);
      return result.rows[0]!;
    },

    /**
     * Everything judging a just-written action reads, in ONE statement (under the member's lock,
     * after the action's row): the kept totals, the day's challenges, the day's actions, the facts
     * and the achievement rows — what `state`, `challengesOn`, `dayActions`, `facts` and
     * `achievementRows` read one by one.
     */
    async judgeInputs(
      userId: string,
      date: string,
      kinds: readonly string[],
    ): Promise<JudgeInputs> {
      const result = await db.execute<{
        state: ProgressState | null;
        challenges: ChallengeRow[] | null;
        actions: DayAction[] | null;
        facts: Facts;
        achievements: AchievementRow[] | null;
      }>(sql`
        select
          (${stateJson(userId)}) as state,
          (${challengesJson(userId, date)}) as challenges,
          (select json_agg(json_build_object('kind', p.kind, 'efficiency', p.efficiency,
                  'matches_goal', p.matches_goal, 'new_cuisine', p.new_cuisine,
                  'meal_type', p.meal_type))
             from ${progress_actions} p
             where p.user_id = ${userId} and p.local_date = ${date}
               and p.kind = any(${sql.param([...kinds])}::text[])) as actions,
          (select row_to_json(f) from (${factsQuery(userId)}) f) as facts,
          (${achievementsJson(userId)}) as achievements`);
      const row = result.rows[0]!;
      return {
        state: row.state ?? undefined,
        challenges: row.challenges ?? [],
        actions: row.actions ?? [],
        facts: row.facts,
        achievements: row.achievements ?? [],
      };
    },

    /**
     * What settling writes, in ONE statement: the changed achievement rows (an unlock is kept, never
     * un-achieved, with its first date), the kept totals and the events — what `upsertAchievements`,
     * `saveState` and `insertEvents` write one by one.
     */
    async settle(
      userId: string,
      writes: {
        achievements: { achievement_id: string; progress: number; achieved: boolean }[];
        at: Date;
        state: ProgressState;
        events: Omit<EventRow, 'user_id'>[];
      },
    ): Promise<void> {
      const { achievements: rows, at, state, events } = writes;
      const achievementsCte =
        rows.length === 0
          ? sql``
          : sql`a as (
              insert into ${user_achievements}
                (user_id, achievement_id, progress, achieved, date_unlocked)
              select ${userId}, x.achievement_id, x.progress, x.achieved,
                case when x.achieved then ${at.toISOString()}::timestamptz end
              from json_to_recordset(${JSON.stringify(rows)}::json)
                as x(achievement_id text, progress int, achieved boolean)
              on conflict (user_id, achievement_id) do update set
                progress = excluded.progress,
                achieved = ${user_achievements}.achieved or excluded.achieved,
                date_unlocked = coalesce(${user_achievements}.date_unlocked, excluded.date_unlocked)
              returning 1),`;
      const eventsCte =
        events.length === 0
          ? sql``
          : sql`e as (
              insert into ${progress_events} (user_id, kind, name, xp, message, created_at)
              select ${userId}, x.kind, x.name, x.xp, x.message, x.created_at
              from json_to_recordset(${JSON.stringify(events)}::json)
                as x(kind text, name text, xp int, message text, created_at timestamptz)
              returning 1),`;
      const ctes = rows.length + events.length > 0;
      await db.execute(sql`
        ${ctes ? sql`with ${achievementsCte} ${eventsCte} _ as (select 1)` : sql``}
        insert into ${user_progress} (user_id, total_xp, last_cook_date, streak_days, best_streak)
        values (${userId}, ${state.total_xp}::int, ${state.last_cook_date}, ${state.streak_days}::int,
          ${state.best_streak}::int)
        on conflict (user_id) do update set total_xp = excluded.total_xp,
          last_cook_date = excluded.last_cook_date, streak_days = excluded.streak_days,
          best_streak = excluded.best_streak, updated_at = now()`);
    },

    async achievementRows(userId: string): Promise<AchievementRow[]> {
      return db
        .select({
          achievement_id: user_achievements.achievement_id,
          progress: user_achievements.progress,
          achieved: user_achievements.achieved,
          date_unlocked: sql<
            string | null
          >`case when ${user_achievements.date_unlocked} is null then null else ${isoTimestamp('user_achievements.date_unlocked')} end`,
          seen: sql<boolean>`${user_achievements.seen_at} is not null`,
        })
        .from(user_achievements)
        .where(eq(user_achievements.user_id, userId));
    },

    /** Gives badges; the ids that were new. */
    async insertBadges(userId: string, ids: readonly string[], at: Date): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .insert(user_badges)
        .values(ids.map((badge_id) => ({ user_id: userId, badge_id, unlocked_at: at })))
        .onConflictDoNothing()
        .returning({ badge_id: user_badges.badge_id });
      return rows.map((r) => r.badge_id);
    },

    async events(userId: string, unseenOnly: boolean, limit: number) {
      return db
        .select({
          id: progress_events.id,
          kind: progress_events.kind,
          name: progress_events.name,
          xp: progress_events.xp,
          message: progress_events.message,
          created_at: isoTimestamp('progress_events.created_at'),
        })
        .from(progress_events)
        .where(
          unseenOnly
            ? and(eq(progress_events.user_id, userId), sql`${progress_events.seen_at} is null`)
            : eq(progress_events.user_id, userId),
        )
        .orderBy(desc(progress_events.created_at), desc(progress_events.id))
        .limit(limit);
    },

    /** Marks the member's own events seen; anyone else's ids match nothing. */
    async markEventsSeen(userId: string, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(progress_events)
        .set({ seen_at: sql`now()` })
        .where(
          and(
            eq(progress_events.user_id, userId),
            inArray(progress_events.id, ids),
            sql`${progress_events.seen_at} is null`,
          ),
        );
    },

    /**
     * Marks achievements seen once. One the member has no row for yet (never recorded) gets a row
     * with its progress so far: seen is kept whatever comes next.
     */
    async markAchievementsSeen(
      userId: string,
      rows: { achievement_id: string; progress: number }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(user_achievements)
        .values(rows.map((r) => ({ user_id: userId, ...r, seen_at: sql`now()` })))
        .onConflictDoUpdate({
          target: [user_achievements.user_id, user_achievements.achievement_id],
          set: { seen_at: sql`coalesce(${user_achievements.seen_at}, now())` },
        });
    },

    /**
     * Everything GET /api/me/progress shows but the time zone, in ONE statement on the member's own
     * rows (no ledger scan): the kept totals, the achievement rows and the day's challenges.
     */
    async snapshot(userId: string, date: string) {
      const result = await db.execute<{
        state: ProgressState | null;
        achievements: AchievementRow[] | null;
        challenges: ChallengeRow[] | null;
      }>(sql`
        select
          (${stateJson(userId)}) as state,
          (${achievementsJson(userId)}) as achievements,
          (${challengesJson(userId, date)}) as challenges`);
      return result.rows[0]!;
    },

    /** XP and counted cooks per local day from `from` on (index progress_actions_user_date_idx). */
    async history(userId: string, from: string) {
      const result = await db.execute<{ date: string; xp: number; cooks: number }>(sql`
        select local_date as date, coalesce(sum(xp), 0)::int as xp,
               count(*) filter (where kind = 'cook')::int as cooks
        from ${progress_actions}
        where user_id = ${userId} and local_date >= ${from}
        group by local_date`);
      return result.rows;
    },

    async upsertCatalogues(catalogues: {
      achievements: (typeof achievements.$inferInsert)[];
      badges: (typeof badges.$inferInsert)[];
      challenges: (typeof daily_challenges.$inferInsert)[];
    }): Promise<void> {
      const replace = (columns: string[]) =>
        Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded.${c}`)]));
      await db
        .insert(achievements)
        .values(catalogues.achievements)
        .onConflictDoUpdate({
          target: achievements.id,
          set: replace(['name', 'description', 'icon', 'category', 'xp', 'max_progress']),
        });
      await db
        .insert(badges)
        .values(catalogues.badges)
        .onConflictDoUpdate({
          target: badges.id,
          set: replace(['name', 'level', 'icon', 'description', 'xp']),
        });
      await db
        .insert(daily_challenges)
        .values(catalogues.challenges)
        .onConflictDoUpdate({
          target: daily_challenges.id,
          set: replace(['name', 'description', 'icon', 'difficulty', 'xp']),
        });
    },

    // ── your data (issue 17 §2) ──
    /** Every action the member was awarded XP for, oldest first: the export's progress ledger. */
    async ledger(userId: string) {
      return db
        .select({
          kind: progress_actions.kind,
          source_key: progress_actions.source_key,
          xp: progress_actions.xp,
          local_date: progress_actions.local_date,
          created_at: progress_actions.created_at,
        })
        .from(progress_actions)
        .where(eq(progress_actions.user_id, userId))
        .orderBy(asc(progress_actions.created_at), asc(progress_actions.id));
    },
  };
}
export type ProgressRepository = ReturnType<typeof createProgressRepository>;

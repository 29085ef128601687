import {
  isUuid,
  cookingMessages,
  judgeCook,
  type CookList,
  type CooksQuery,
  type CookingFinish,
  type CookingProgress,
  type CookingSession,
  type CookingStart,
} from '@mise/core';
import { AppError } from '../../http/app-error.js';
import { decodeCursor, encodeCursor } from '../cursor.js';
import type { HealthGoalsService } from '../health-goals/health-goals.service.js';
import type { ProgressRecorder } from '../progress/progress.recorder.js';
import type { ProgressService } from '../progress/progress.service.js';
import type { CookingFacts, RecipesService } from '../recipes/recipes.service.js';
import type { CookingRepository, CookingSessionRow, ProgressValues } from './cooking.repository.js';

/** The server's clock: sessions are timed by the server, and tests make time pass without waiting. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** The caller's transaction, as the repository takes it (services never name Drizzle's types). */
type Transaction = NonNullable<Parameters<CookingRepository['find']>[2]>;

const notFound = () => new AppError('NOT_FOUND', cookingMessages.notFound);
const notActive = () => new AppError('CONFLICT', cookingMessages.notActive);

function toSession(row: CookingSessionRow): CookingSession {
  return {
    id: row.id,
    recipe_id: row.recipe_id,
    servings: row.servings,
    started_at: row.started_at.toISOString(),
    current_step_index: row.current_step_index,
    completed_step_ids: row.completed_step_ids,
    status: row.status as CookingSession['status'],
    finished_at: row.finished_at?.toISOString() ?? null,
    duration_s: row.duration_s,
    efficiency: row.efficiency,
    counted: row.counted,
  };
}

/**
 * Cooking sessions (api.md Cooking). What a session needs of its recipe (visibility, steps, planned
 * time, cuisine) comes from the recipes service; this module never reads the recipes tables.
 */
export function createCookingService(deps: {
  repo: CookingRepository;
  recipes: Pick<RecipesService, 'cookingFacts' | 'goalIdsOfRecipes'>;
  healthGoals: Pick<HealthGoalsService, 'preferredIds'>;
  progress: ProgressRecorder & Pick<ProgressService, 'awardedXp'>;
  clock?: Clock | undefined;
}) {
  const { repo, recipes, healthGoals, progress } = deps;
  const clock = deps.clock ?? systemClock;

  async function own(id: string, userId: string, tx?: Transaction): Promise<CookingSessionRow> {
    const row = isUuid(id) ? await repo.find(id, userId, tx) : undefined;
    if (!row) throw notFound();
    return row;
  }

  /** Step ids must be the recipe's (deduplicated, in the recipe's order); the index must be a step. */
  function checkProgress(input: CookingProgress, facts: CookingFacts): ProgressValues {
    const values: ProgressValues = {};
    if (input.completed_step_ids) {
      const wanted = new Set(input.completed_step_ids.map((s) => s.toLowerCase()));
      const known = facts.step_ids.filter((s) => wanted.has(s));
      if (known.length !== wanted.size)
        throw new AppError('VALIDATION_FAILED', cookingMessages.unknownStep, {
          completed_step_ids: cookingMessages.unknownStep,
        });
      values.completed_step_ids = known;
    }
    if (input.current_step_index !== undefined) {
      if (input.current_step_index > Math.max(facts.step_ids.length - 1, 0))
        throw new AppError('VALIDATION_FAILED', cookingMessages.stepIndex, {
          current_step_index: cookingMessages.stepIndex,
        });
      values.current_step_index = input.current_step_index;
    }
    if (input.servings !== undefined) values.servings = input.servings;
    return values;
  }

  /**
   * Whether the recipe is tagged with one of the member's preferred goals (health_enthusiast,
   * health_goal_recipe): asked before the finish's transaction, which only records the answer.
   */
  async function matchesGoal(recipeId: string, userId: string): Promise<boolean> {
    const [tagged, preferred] = await Promise.all([
      recipes.goalIdsOfRecipes([recipeId], userId),
      healthGoals.preferredIds(userId),
    ]);
    const goals = new Set(tagged.get(recipeId) ?? []);
    return preferred.some((id) => goals.has(id));
  }

  /** A second finish: the same session, the XP the ledger holds for it, nothing newly unlocked. */
  const finishedBefore = async (row: CookingSessionRow): Promise<CookingFinish> => ({
    session: toSession(row),
    xp_awarded: row.counted ? await progress.awardedXp(row.user_id, 'cook', row.id) : 0,
    unlocked: [],
  });

  return {
    /** Opens a session, ending (not counting) the member's active one; an unseen recipe → 404. */
    async start(input: CookingStart, userId: string): Promise<CookingSession> {
      const facts = await recipes.cookingFacts(input.recipe_id, userId);
      const row = await repo.start({
        user_id: userId,
        recipe_id: input.recipe_id.toLowerCase(),
        cuisine: facts.cuisine,
        servings: input.servings ?? facts.servings,
        started_at: clock.now(),
      });
      return toSession(row);
    },

    async current(userId: string): Promise<{ session: CookingSession | null }> {
      const row = await repo.findActive(userId);
      return { session: row ? toSession(row) : null };
    },

    /**
     * A step ticked, the current step or the servings changed. The session, its recipe's steps and
     * the update run on one connection (one transaction): three checkouts of the pool each queued
     * on their own under load (decision 0029).
     */
    async progress(id: string, input: CookingProgress, userId: string): Promise<CookingSession> {
      if (!isUuid(id)) throw notFound();
      return repo.inTransaction(async (tx) => {
        const session = await own(id, userId, tx);
        if (session.status !== 'active') throw notActive();
        const facts = await recipes.cookingFacts(session.recipe_id, userId, tx);
        const values = checkProgress(input, facts);
        // Nothing to change (an empty body): the session as it is, not an UPDATE with no columns.
        if (Object.keys(values).length === 0) return toSession(session);
        const row = await repo.updateProgress(session.id, userId, values, tx);
        if (!row) throw notActive(); // stopped or finished in the meantime
        return toSession(row);
      });
    },

    /**
     * The member's finished sessions, newest first, paged by a keyset cursor in the recipes lists'
     * format (finished_at at full precision + id). With a recipe, also the summary the recipe page
     * shows: how many of those cooks counted and when the last one finished.
     */
    async cooks(query: CooksQuery, userId: string): Promise<CookList> {
      const cursor = decodeCursor(query.cursor);
      const recipeId = query.recipe_id?.toLowerCase();
      const rows = await repo.listFinished(userId, {
        recipeId,
        after: cursor ? { finished_at: cursor.created_at, id: cursor.id } : undefined,
        limit: query.limit + 1,
      });
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      const next_cursor =
        rows.length > query.limit && last
          ? encodeCursor({ created_at: last.cursor_finished_at, id: last.id })
          : null;
      const list: CookList = { items: items.map(toSession), next_cursor };
      if (recipeId) {
        const summary = await repo.countedSummary(userId, recipeId);
        list.summary = {
          count: summary.count,
          last_finished_at: summary.last_finished_at?.toISOString() ?? null,
        };
      }
      return list;
    },

    /** Stop cooking. Stopping an ended session changes nothing (a second tab, a replay). */
    async stop(id: string, userId: string): Promise<void> {
      const session = await own(id, userId);
      if (session.status === 'active') await repo.stop(session.id, userId, clock.now());
    },

    /**
     * Finishes and judges a session (core `judgeCook`). A second finish gets the same answer and
     * changes nothing; a stopped session cannot be finished (409).
     */
    async finish(id: string, userId: string): Promise<CookingFinish> {
      const session = await own(id, userId);
      if (session.status === 'finished') return finishedBefore(session);
      if (session.status !== 'active') throw notActive();
      const facts = await recipes.cookingFacts(session.recipe_id, userId);
      const matches_goal = await matchesGoal(session.recipe_id, userId);
      let outcome: CookingFinish['unlocked'] | undefined;
      let xp_awarded = 0;
      const steps = new Set(facts.step_ids);
      const at = clock.now();
      const row = await repo.finish(
        session.id,
        userId,
        at,
        (locked) => {
          const elapsed_s = Math.max(
            0,
            Math.floor((at.getTime() - locked.started_at.getTime()) / 1000),
          );
          const judged = judgeCook({
            elapsed_s,
            planned_minutes: facts.planned_minutes,
            steps_total: steps.size,
            steps_done: locked.completed_step_ids.filter((s) => steps.has(s)).length,
          });
          return { duration_s: elapsed_s, ...judged };
        },
        async (tx, finished) => {
          if (!finished.counted) return;
          // In the finish's own transaction: the cook and its award commit together, once.
          const awarded = await progress.record(tx, {
            user_id: userId,
            kind: 'cook',
            source_key: finished.id,
            at,
            cuisine: finished.cuisine,
            efficiency: finished.efficiency,
            matches_goal,
          });
          xp_awarded = awarded.xp_awarded;
          outcome = awarded.unlocked;
        },
      );
      if (!row) throw notFound();
      if (row.status !== 'finished') throw notActive();
      // Finished by another request meanwhile: that one told what it earned.
      if (outcome === undefined) return finishedBefore(row);
      return { session: toSession(row), xp_awarded, unlocked: outcome };
    },

    // ── your data (issue 17 §2) ──
    /** Every finished cook of the member's, newest first, for their export. */
    async exportOf(userId: string) {
      return (await repo.listFinished(userId, { limit: 100_000 })).map(toSession);
    },
  };
}
export type CookingService = ReturnType<typeof createCookingService>;

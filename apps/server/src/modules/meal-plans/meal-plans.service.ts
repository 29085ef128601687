import {
  isUuid,
  MEAL_PLAN_DAYS,
  mealPlanMessages as m,
  messages,
  type MealPlan,
  type MealPlanCreate,
  type MealPlanList,
  type MealPlanPatch,
  type MealPlanSlot,
  type MealPlanSummary,
  type NutritionSettings,
} from '@mise/core';
import type { ExportedMealPlan } from '@mise/core';
import { AppError } from '../../http/app-error.js';
import { decodeCursor, encodeCursor } from '../cursor.js';
import type { HealthGoalsService } from '../health-goals/health-goals.service.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import type { ProgressRecorder } from '../progress/progress.recorder.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import {
  isForeignKeyViolation,
  type MealPlansRepository,
  type OnPlanWritten,
  type PlanRow,
  type PlanValues,
} from './meal-plans.repository.js';

const notFound = () => new AppError('NOT_FOUND', m.notFound);
/** Whose a sample plan is, on its card ("By Mise"). */
export const SAMPLE_PLAN_AUTHOR = 'Mise';
const unknownRecipes = () =>
  new AppError('VALIDATION_FAILED', m.unknownRecipes, { recipes: m.unknownRecipes });
const unknownHealthGoal = () =>
  new AppError('VALIDATION_FAILED', m.unknownHealthGoal, { health_goal_id: m.unknownHealthGoal });

const cents = (n: number) => Math.round(n * 100) / 100;
/** One decimal, as the diary shows nutrients. */
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The plan with only those of its recipes (and their days) that are in `kept`. */
function onlyRecipes(plan: PlanRow, kept: ReadonlyMap<string, unknown>): PlanRow {
  return {
    ...plan,
    recipes: plan.recipes.filter((id) => kept.has(id)),
    schedule: plan.schedule.filter((slot) => kept.has(slot.recipe_id)),
  };
}

/** What the plans need of the diary module: the viewer's daily targets. */
export interface NutritionTargetsReader {
  nutritionSettings(userId: string): Promise<NutritionSettings>;
}

/** A plan's servings per recipe for a week, as the grocery list adds them. */
export interface PlannedServings {
  title: string;
  recipes: Array<{ recipe_id: string; servings: number }>;
}

/**
 * Meal plans (spec-2 §2–§5, §7–§9; issue 13 point 1). Anyone reads public plans; a private plan is
 * its author's alone (404 to anyone else, admins included); only the author changes or deletes a
 * plan (403 on someone else's public one). Recipes (visibility, costs, nutrition) come from the
 * recipes service, the goal catalogue from the health-goals service, authors' names from the
 * profiles service and the viewer's targets from the diary's — never from their tables.
 */
export function createMealPlansService(deps: {
  repo: MealPlansRepository;
  recipes: Pick<RecipesService, 'titles' | 'planFacts' | 'imagesOf'>;
  healthGoals: Pick<HealthGoalsService, 'resolve'>;
  profiles: Pick<ProfilesService, 'displayNames'>;
  diary: NutritionTargetsReader;
  progress: ProgressRecorder;
}) {
  const { repo, recipes, healthGoals, profiles, diary, progress } = deps;

  /** A new plan of the member's, made or copied, recorded by progress in its own transaction. */
  const recordPlan =
    (userId: string): OnPlanWritten =>
    (tx, planId) =>
      progress.record(tx, {
        user_id: userId,
        kind: 'meal_plan_created',
        source_key: planId,
      });

  /** Rows as the API sends them, with their authors' names: one profiles query for all of them. */
  async function withAuthors(rows: PlanRow[]): Promise<MealPlan[]> {
    const names = await profiles.displayNames(rows.flatMap((r) => r.author_id ?? []));
    return rows.map(({ cursor_created_at: _cursor, ...row }) => ({
      ...row,
      author_name: row.author_id ? (names.get(row.author_id) ?? null) : SAMPLE_PLAN_AUTHOR,
    }));
  }

  /**
   * The plans as this viewer may see them. In someone else's plan, recipes the viewer may not see
   * (the author's private ones, or ones their author made private since) are left out with their
   * days: a public plan must not hand out the ids of private recipes. One recipes query for all the
   * rows; none when every row is the viewer's own (an author sees their plan as stored).
   */
  async function forViewer(rows: PlanRow[], viewerId: string | undefined): Promise<PlanRow[]> {
    const ids = [
      ...new Set(rows.filter((row) => row.author_id !== viewerId).flatMap((row) => row.recipes)),
    ];
    if (ids.length === 0) return rows;
    const seen = await recipes.imagesOf(ids, viewerId);
    return rows.map((row) => (row.author_id === viewerId ? row : onlyRecipes(row, seen)));
  }

  async function page(
    rows: PlanRow[],
    limit: number,
    viewerId: string | undefined,
  ): Promise<MealPlanList> {
    const items = await forViewer(rows.slice(0, limit), viewerId);
    const last = items.at(-1);
    return {
      items: await withAuthors(items),
      next_cursor:
        rows.length > limit && last
          ? encodeCursor({ created_at: last.cursor_created_at, id: last.id })
          : null,
    };
  }

  async function visible(id: string, viewerId: string | undefined): Promise<PlanRow> {
    const row = isUuid(id) ? await repo.findVisible(id.toLowerCase(), viewerId) : undefined;
    if (!row) throw notFound();
    return row;
  }

  async function read(id: string, viewerId: string | undefined): Promise<MealPlan> {
    return (await withAuthors(await forViewer([await visible(id, viewerId)], viewerId)))[0]!;
  }

  /** A plan the member may change: missing or someone else's private → 404, someone else's → 403. */
  async function owned(id: string, userId: string) {
    const access = isUuid(id) ? await repo.findAccess(id.toLowerCase()) : undefined;
    if (!access || (!access.is_public && access.user_id !== userId)) throw notFound();
    if (access.user_id !== userId) throw new AppError('FORBIDDEN', m.notOwner);
    return access;
  }

  /** Recipes the author adds must exist and be theirs to see (public, or their own). */
  async function checkRecipes(ids: string[], authorId: string): Promise<void> {
    if (ids.length === 0) return;
    const seen = await recipes.titles(ids, authorId);
    if (ids.some((id) => !seen.has(id))) throw unknownRecipes();
  }

  async function checkHealthGoal(id: string | null | undefined): Promise<void> {
    if (id && !(await healthGoals.resolve(id))) throw unknownHealthGoal();
  }

  /** A write whose recipe was deleted after the check: the same 400 as an unknown recipe. */
  async function linked<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unknownRecipes();
      throw error;
    }
  }

  /** Each slot's recipe must be one of the plan's (the schedule sent alone, against the stored). */
  function checkSchedule(schedule: MealPlanSlot[], recipeIds: string[]): void {
    const inPlan = new Set(recipeIds);
    const index = schedule.findIndex((slot) => !inPlan.has(slot.recipe_id));
    if (index >= 0)
      throw new AppError('VALIDATION_FAILED', m.slotNotInPlan, {
        [`schedule.${index}`]: m.slotNotInPlan,
      });
  }

  return {
    read,

    /**
     * `public`: every public plan, newest first, others' included; `mine`: the member's own, public
     * or private (a guest → 401). Keyset pages: two queries (plans, authors' names) whatever the size.
     */
    async list(
      query: { scope: 'public' | 'mine'; limit: number; cursor?: string | undefined },
      viewerId: string | undefined,
    ): Promise<MealPlanList> {
      const after = decodeCursor(query.cursor);
      if (query.scope === 'mine') {
        if (!viewerId) throw new AppError('UNAUTHENTICATED', messages.signInRequired);
        return page(await repo.listOwn(viewerId, after, query.limit + 1), query.limit, viewerId);
      }
      return page(await repo.listPublic(after, query.limit + 1), query.limit, viewerId);
    },

    /** Public plans, most copied first, then newest (spec-2 §9: 3 by default). */
    async popular(limit: number, viewerId: string | undefined): Promise<MealPlanList> {
      return page(await repo.popular(limit), limit, viewerId);
    },

    async create(input: MealPlanCreate, userId: string): Promise<MealPlan> {
      await checkRecipes(input.recipes, userId);
      await checkHealthGoal(input.health_goal_id);
      const { recipes: recipeIds, schedule, ...values } = input;
      const id = await linked(() =>
        repo.create(userId, values, recipeIds, schedule, recordPlan(userId)),
      );
      return read(id, userId);
    },

    /**
     * Changes what the patch sends (only the author). Recipes newly added are checked like on create;
     * those already in the plan stay as stored (one made private since by its author stays listed).
     * An empty or null `health_goal_id` clears the goal (spec-2 §5).
     */
    async update(id: string, patch: MealPlanPatch, userId: string): Promise<MealPlan> {
      const access = await owned(id, userId);
      const planId = id.toLowerCase();
      const { recipes: recipeIds, schedule, ...fields } = patch;
      if (recipeIds) {
        const stored = new Set(access.recipes);
        await checkRecipes(
          recipeIds.filter((r) => !stored.has(r)),
          userId,
        );
      }
      if (schedule && !recipeIds) checkSchedule(schedule, access.recipes);
      // The goal as stored passes even if the catalogue lost it since: a form sending back what it
      // loaded must not fail on a field the author did not touch.
      if (fields.health_goal_id !== access.health_goal_id)
        await checkHealthGoal(fields.health_goal_id);
      const values = Object.fromEntries(
        Object.entries(fields).filter(([, value]) => value !== undefined),
      ) as Partial<PlanValues>;
      if (Object.keys(values).length > 0 || recipeIds || schedule)
        await linked(() => repo.update(planId, values, recipeIds, schedule));
      return read(planId, userId);
    },

    async delete(id: string, userId: string): Promise<void> {
      await owned(id, userId);
      await repo.delete(id.toLowerCase());
    },

    /**
     * A private copy, for the member, of a plan they may read: "<title> (copy)", with the recipes
     * (and days) of it they may see. Copies of someone else's plan count towards its popularity.
     */
    async copy(id: string, userId: string): Promise<MealPlan> {
      const source = await visible(id, userId);
      const seen = source.recipes.length > 0 ? await recipes.titles(source.recipes, userId) : null;
      const keep = source.recipes.filter((r) => seen?.has(r));
      const copyId = await linked(() =>
        repo.copy(source.id, userId, keep, source.author_id !== userId, recordPlan(userId)),
      );
      if (!copyId) throw notFound();
      return read(copyId, userId);
    },

    /**
     * The plan's week in numbers (GET /api/meal-plans/:id/summary), for whoever may read it: per
     * day the cost (cost per serving × servings) and nutrition (per serving × servings) of its
     * meals, the week's cost against the budget, and the viewer's daily targets (null for a guest).
     * Someone who is not the author gets the week as the plan reads to them (only the recipes they
     * may see, `forViewer`): the facts of all the plan's recipes say which those are, in the same
     * one query. For the author, a recipe they can no longer see counts as without cost and
     * nutrition.
     */
    async summary(id: string, viewerId: string | undefined): Promise<MealPlanSummary> {
      const stored = await visible(id, viewerId);
      const isAuthor = stored.author_id === viewerId;
      const scheduled = (p: PlanRow) => [...new Set(p.schedule.map((slot) => slot.recipe_id))];
      const [facts, settings] = await Promise.all([
        recipes.planFacts(isAuthor ? scheduled(stored) : stored.recipes, viewerId),
        viewerId ? diary.nutritionSettings(viewerId) : Promise.resolve(null),
      ]);
      const plan = isAuthor ? stored : onlyRecipes(stored, facts);
      const planned = scheduled(plan);
      const days = Array.from({ length: MEAL_PLAN_DAYS }, (_, day) => ({
        day,
        calories: 0,
        protein: 0,
        carbohydrates: 0,
        fat: 0,
        sugar: 0,
        cost: 0,
        meals: 0,
      }));
      let totalCost = 0;
      for (const slot of plan.schedule) {
        const day = days[slot.day]!;
        const fact = facts.get(slot.recipe_id);
        day.meals += 1;
        if (!fact) continue;
        const cost = fact.cost_per_serving * slot.servings;
        day.cost += cost;
        totalCost += cost;
        if (!fact.nutrition) continue;
        day.calories += fact.nutrition.calories * slot.servings;
        day.protein += fact.nutrition.protein * slot.servings;
        day.carbohydrates += fact.nutrition.carbohydrates * slot.servings;
        day.fat += fact.nutrition.fat * slot.servings;
        day.sugar += fact.nutrition.sugar * slot.servings;
      }
      const total_cost = cents(totalCost);
      const onSomeDay = new Set(planned);
      return {
        total_budget: plan.total_budget,
        total_cost,
        within_budget: plan.total_budget === 0 || total_cost <= plan.total_budget,
        days: days.map((d) => ({
          ...d,
          calories: round1(d.calories),
          protein: round1(d.protein),
          carbohydrates: round1(d.carbohydrates),
          fat: round1(d.fat),
          sugar: round1(d.sugar),
          cost: cents(d.cost),
        })),
        recipes_without_cost: planned.filter((r) => !(facts.get(r)?.cost_per_serving ?? 0)),
        recipes_without_nutrition: planned.filter((r) => !facts.get(r)?.nutrition),
        unscheduled_recipes: plan.recipes.filter((r) => !onSomeDay.has(r)),
        targets: settings && {
          calories: settings.calorie_target,
          protein: settings.protein_target,
          carbohydrates: settings.carb_target,
          fat: settings.fat_target,
          sugar: settings.sugar_target,
        },
      };
    },

    /**
     * For the grocery list: a plan the viewer may read (else NOT_FOUND), as the viewer sees it, as
     * servings per recipe — "all planned servings". When the week has at least one meal, each
     * recipe on it counts its servings summed over its days, and recipes on no day are left out
     * (the week is what gets cooked). When the week is empty, every recipe of the plan is listed
     * once with `servings: 0`, meaning "the recipe's own servings". In the plan's order.
     */
    async plannedServings(planId: string, viewerId: string): Promise<PlannedServings> {
      const plan = (await forViewer([await visible(planId, viewerId)], viewerId))[0]!;
      const servings = new Map<string, number>();
      if (plan.schedule.length === 0) for (const r of plan.recipes) servings.set(r, 0);
      else {
        const onSomeDay = new Set(plan.schedule.map((slot) => slot.recipe_id));
        for (const r of plan.recipes) if (onSomeDay.has(r)) servings.set(r, 0);
        for (const slot of plan.schedule)
          servings.set(slot.recipe_id, (servings.get(slot.recipe_id) ?? 0) + slot.servings);
      }
      return {
        title: plan.title,
        recipes: [...servings].map(([recipe_id, total]) => ({
          recipe_id,
          // Sums of fractions drift (0.1 + 0.2): three decimals are more than any cook types.
          servings: Math.round(total * 1000) / 1000,
        })),
      };
    },

    // ── your data (issue 17 §2) ──
    /** The member's own plans, oldest first, for their export. */
    async exportOf(userId: string): Promise<ExportedMealPlan[]> {
      const rows = await repo.listOwn(userId, undefined, 100_000);
      return rows.reverse().map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        total_budget: row.total_budget,
        is_public: row.is_public,
        target_group: row.target_group,
        health_goal_id: row.health_goal_id,
        recipes: row.recipes,
        schedule: row.schedule,
      }));
    },
  };
}
export type MealPlansService = ReturnType<typeof createMealPlansService>;

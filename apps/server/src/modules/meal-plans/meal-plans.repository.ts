import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { MealPlanSlot } from '@mise/core';
import type { Db } from '../../db/client.js';
import { isoTimestampText } from '../../db/timestamps.js';
import { meal_plan_recipes, meal_plan_slots, meal_plans } from '../../db/schema/meal-plans.js';
import type { Cursor } from '../cursor.js';

/** For the service: a recipe deleted between its check and the write (db/errors.ts). */
export { isForeignKeyViolation } from '../../db/errors.js';

/** Told of a new plan (made or copied) inside the write's transaction (progress records it there). */
export type OnPlanWritten = (tx: Db, planId: string) => Promise<unknown>;

/** A plan as read, before the author's name is added; `cursor_created_at` keeps full precision. */
// A type, not an interface: raw `execute` rows must be indexable records.
export type PlanRow = {
  id: string;
  /** Null for a sample plan of Mise's own (the meal-plans seed). */
  author_id: string | null;
  title: string;
  description: string;
  total_budget: number;
  is_public: boolean;
  target_group: string;
  health_goal_id: string | null;
  recipes: string[];
  schedule: MealPlanSlot[];
  created_at: string;
  updated_at: string;
  cursor_created_at: string;
};

/** The plan's own columns a write sets. */
export interface PlanValues {
  title: string;
  description: string;
  total_budget: number;
  is_public: boolean;
  target_group: string;
  health_goal_id: string | null;
}

/**
 * A plan with its recipes (in order) and its week (in the order sent) as JSON arrays, over a row
 * source named `p`: one statement reads a whole page of plans, however many recipes each holds.
 * Written once as plain SQL text (Drizzle walks every piece of a query each time it builds one).
 */
const planColumns = sql.raw(`p.id, p.user_id as author_id, p.title, p.description,
  p.total_budget::float8 as total_budget, p.is_public, p.target_group, p.health_goal_id,
  coalesce((select json_agg(r.recipe_id order by r.position) from meal_plan_recipes r
            where r.plan_id = p.id), '[]'::json) as recipes,
  coalesce((select json_agg(json_build_object('recipe_id', s.recipe_id, 'day', s.day,
              'meal_type', s.meal_type, 'servings', s.servings) order by s.position)
            from meal_plan_slots s where s.plan_id = p.id), '[]'::json) as schedule,
  ${isoTimestampText('p.created_at')} as created_at, ${isoTimestampText('p.updated_at')} as updated_at,
  p.created_at::text as cursor_created_at`);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Puts the recipes in the plan in this order: those no longer listed leave (with their days). */
async function replaceRecipes(tx: Tx, planId: string, recipeIds: string[]): Promise<void> {
  await tx
    .delete(meal_plan_recipes)
    .where(
      and(
        eq(meal_plan_recipes.plan_id, planId),
        sql`not (${meal_plan_recipes.recipe_id} = any(${sql.param(recipeIds)}::uuid[]))`,
      ),
    );
  if (recipeIds.length === 0) return;
  // An upsert, not delete-and-insert: the days of a recipe that stays must not cascade away.
  await tx
    .insert(meal_plan_recipes)
    .values(recipeIds.map((recipe_id, position) => ({ plan_id: planId, recipe_id, position })))
    .onConflictDoUpdate({
      target: [meal_plan_recipes.plan_id, meal_plan_recipes.recipe_id],
      set: { position: sql`excluded.position` },
    });
}

async function replaceSchedule(tx: Tx, planId: string, slots: MealPlanSlot[]): Promise<void> {
  await tx.delete(meal_plan_slots).where(eq(meal_plan_slots.plan_id, planId));
  if (slots.length === 0) return;
  await tx
    .insert(meal_plan_slots)
    .values(slots.map((slot, position) => ({ ...slot, plan_id: planId, position })));
}

export function createMealPlansRepository(db: Db) {
  async function select(where: SQL, order: SQL, limit: number): Promise<PlanRow[]> {
    const result = await db.execute<PlanRow>(
      sql`select ${planColumns} from ${meal_plans} p where ${where} order by ${order} limit ${limit}`,
    );
    return result.rows;
  }
  const newest = sql`p.created_at desc, p.id desc`;
  const before = (after: Cursor | undefined) =>
    after
      ? sql` and (p.created_at, p.id) < (${after.created_at}::timestamptz, ${after.id}::uuid)`
      : sql``;

  return {
    /** Public plans, everyone's, newest first (index `meal_plans_public_newest_idx`). */
    listPublic(after: Cursor | undefined, limit: number): Promise<PlanRow[]> {
      return select(sql`p.is_public${before(after)}`, newest, limit);
    },

    /** A member's own plans, public or private, newest first (`meal_plans_owner_newest_idx`). */
    listOwn(userId: string, after: Cursor | undefined, limit: number): Promise<PlanRow[]> {
      return select(sql`p.user_id = ${userId}${before(after)}`, newest, limit);
    },

    /** Public plans, most copied first, then newest (`meal_plans_public_popular_idx`). */
    popular(limit: number): Promise<PlanRow[]> {
      return select(sql`p.is_public`, sql`p.copy_count desc, ${newest}`, limit);
    },

    /** A plan the viewer may read (public, or their own); undefined otherwise. */
    async findVisible(id: string, viewerId: string | undefined): Promise<PlanRow | undefined> {
      const [row] = await select(
        sql`p.id = ${id} and (p.is_public or p.user_id = ${viewerId ?? null})`,
        newest,
        1,
      );
      return row;
    },

    /** Who owns a plan, whether it is public, its goal and recipes (for writes), or undefined. */
    async findAccess(id: string) {
      const result = await db.execute<{
        user_id: string | null;
        is_public: boolean;
        health_goal_id: string | null;
        recipes: string[];
      }>(
        sql`select p.user_id, p.is_public, p.health_goal_id,
              coalesce((select json_agg(r.recipe_id) from ${meal_plan_recipes} r
                        where r.plan_id = p.id), '[]'::json) as recipes
            from ${meal_plans} p where p.id = ${id}`,
      );
      return result.rows[0];
    },

    /** The plan, its recipes and its week in one transaction; answers with the new id. */
    async create(
      userId: string | null,
      values: PlanValues,
      recipeIds: string[],
      slots: MealPlanSlot[],
      onWritten: OnPlanWritten,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(meal_plans)
          .values({ ...values, user_id: userId })
          .returning({ id: meal_plans.id });
        const id = row!.id;
        await replaceRecipes(tx, id, recipeIds);
        await replaceSchedule(tx, id, slots);
        await onWritten(tx, id);
        return id;
      });
    },

    /**
     * Changes what is given, in one transaction: the recipes before the week (a day refers to its
     * plan's recipe). Recipes given without a week drop the days of recipes no longer in the plan
     * (the foreign key cascades).
     */
    async update(
      id: string,
      values: Partial<PlanValues>,
      recipeIds: string[] | undefined,
      slots: MealPlanSlot[] | undefined,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(meal_plans)
          .set({ ...values, updated_at: sql`now()` })
          .where(eq(meal_plans.id, id));
        if (recipeIds) await replaceRecipes(tx, id, recipeIds);
        if (slots) await replaceSchedule(tx, id, slots);
      });
    },

    /** Deletes the plan; its recipe links and days go with it (foreign keys cascade). */
    async delete(id: string): Promise<void> {
      await db.delete(meal_plans).where(eq(meal_plans.id, id));
    },

    /**
     * A private copy of the plan for `userId`, titled "<title> (copy)", with those of its recipes
     * (and their days) listed in `keepRecipeIds`; when `counted`, the original's copy count goes up.
     * One transaction; undefined when the original vanished meanwhile.
     */
    async copy(
      sourceId: string,
      userId: string,
      keepRecipeIds: string[],
      counted: boolean,
      onWritten: OnPlanWritten,
    ): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const inserted = await tx.execute<{ id: string }>(sql`
          insert into ${meal_plans} (user_id, title, description, total_budget, is_public,
            target_group, health_goal_id, copied_from)
          select ${userId}, left(title, 193) || ' (copy)', description, total_budget, false,
            target_group, health_goal_id, id
          from ${meal_plans} where id = ${sourceId}
          returning id`);
        const id = inserted.rows[0]?.id;
        if (!id) return undefined;
        const keep = sql.param(keepRecipeIds);
        await tx.execute(sql`
          insert into ${meal_plan_recipes} (plan_id, recipe_id, position)
          select ${id}, recipe_id, position from ${meal_plan_recipes}
          where plan_id = ${sourceId} and recipe_id = any(${keep}::uuid[])`);
        await tx.execute(sql`
          insert into ${meal_plan_slots} (plan_id, recipe_id, day, meal_type, servings, position)
          select ${id}, recipe_id, day, meal_type, servings, position from ${meal_plan_slots}
          where plan_id = ${sourceId} and recipe_id = any(${keep}::uuid[])`);
        if (counted)
          await tx
            .update(meal_plans)
            .set({ copy_count: sql`${meal_plans.copy_count} + 1` })
            .where(eq(meal_plans.id, sourceId));
        await onWritten(tx, id);
        return id;
      });
    },
  };
}
export type MealPlansRepository = ReturnType<typeof createMealPlansRepository>;

import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { HealthGoalRule } from '@mise/core';
import type { Db } from '../../db/client.js';
import { user } from '../../db/schema/auth.js';
import { health_goals, user_health_goals } from '../../db/schema/health-goals.js';

/** A goal as the API shows it. */
export interface HealthGoalRow {
  id: string;
  name: string;
  description: string;
  rule: HealthGoalRule | null;
}
export type HealthGoalValues = Omit<HealthGoalRow, 'id'>;

const goalColumns = {
  id: health_goals.id,
  name: health_goals.name,
  description: health_goals.description,
  rule: health_goals.rule,
};

/** By name, as the spec reads the catalogue (spec-2 §7), whatever the case. */
const byName = [asc(sql`lower(${health_goals.name})`), asc(health_goals.id)];

/** PostgreSQL's unique violation: a goal name already taken (the unique index is on lower(name)). */
export function isNameTaken(error: unknown): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function createHealthGoalsRepository(db: Db) {
  return {
    list(): Promise<HealthGoalRow[]> {
      return db
        .select(goalColumns)
        .from(health_goals)
        .orderBy(...byName);
    },

    async find(id: string): Promise<HealthGoalRow | undefined> {
      const [row] = await db.select(goalColumns).from(health_goals).where(eq(health_goals.id, id));
      return row;
    },

    /** The goal of that name, whatever its case (the unique index `health_goals_name_idx`). */
    async findByName(name: string): Promise<HealthGoalRow | undefined> {
      const [row] = await db
        .select(goalColumns)
        .from(health_goals)
        .where(sql`lower(${health_goals.name}) = lower(${name})`);
      return row;
    },

    /** The goals whose names are among `lowerNames` (already lower case). */
    idsByNames(lowerNames: string[]): Promise<Array<{ id: string; name: string }>> {
      return db
        .select({ id: health_goals.id, name: health_goals.name })
        .from(health_goals)
        .where(inArray(sql`lower(${health_goals.name})`, lowerNames));
    },

    async create(values: HealthGoalValues): Promise<HealthGoalRow> {
      const [row] = await db.insert(health_goals).values(values).returning(goalColumns);
      return row!;
    },

    async update(
      id: string,
      values: Partial<HealthGoalValues>,
    ): Promise<HealthGoalRow | undefined> {
      const [row] = await db
        .update(health_goals)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(health_goals.id, id))
        .returning(goalColumns);
      return row;
    },

    /**
     * Deletes a goal. Its recipe links (`recipe_health_goals`) and members' preferences
     * (`user_health_goals`) reference it ON DELETE CASCADE, so they go in the same statement.
     */
    async delete(id: string): Promise<boolean> {
      const rows = await db
        .delete(health_goals)
        .where(eq(health_goals.id, id))
        .returning({ id: health_goals.id });
      return rows.length > 0;
    },

    /** The member's preferred goals, by name. */
    preferred(userId: string): Promise<HealthGoalRow[]> {
      return db
        .select(goalColumns)
        .from(user_health_goals)
        .innerJoin(health_goals, eq(health_goals.id, user_health_goals.health_goal_id))
        .where(eq(user_health_goals.user_id, userId))
        .orderBy(...byName);
    },

    async preferredIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: user_health_goals.health_goal_id })
        .from(user_health_goals)
        .where(eq(user_health_goals.user_id, userId));
      return rows.map((r) => r.id);
    },

    /**
     * Replaces the member's preferred goals as a whole, in one transaction (spec-2 §4: delete then
     * insert). The member's row is locked first, so two saves at once (two tabs) run one after the
     * other instead of both deleting and then colliding on insert; the chosen goals are locked
     * (KEY SHARE) while they are checked, so an admin cannot delete one between the check and the
     * insert. Answers with the ids that are not goals, and changes nothing when there are any.
     */
    async replacePreferred(
      userId: string,
      goalIds: string[],
      onWritten: (tx: Db) => Promise<unknown>,
    ): Promise<{ unknown: string[] }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
        const found =
          goalIds.length === 0
            ? []
            : await tx
                .select({ id: health_goals.id })
                .from(health_goals)
                .where(inArray(health_goals.id, goalIds))
                .for('key share');
        const known = new Set(found.map((r) => r.id));
        const unknown = goalIds.filter((id) => !known.has(id));
        if (unknown.length > 0) return { unknown };
        await tx.delete(user_health_goals).where(eq(user_health_goals.user_id, userId));
        if (goalIds.length > 0)
          await tx
            .insert(user_health_goals)
            .values(goalIds.map((health_goal_id) => ({ user_id: userId, health_goal_id })));
        await onWritten(tx);
        return { unknown };
      });
    },

    /** The starter catalogue, once per install (health-goals.seed.ts). */
    async insertCatalogue(goals: ReadonlyArray<HealthGoalValues>): Promise<void> {
      await db
        .insert(health_goals)
        .values([...goals])
        .onConflictDoNothing();
    },

    /** Gives a goal its rule unless it has one (health-goals.seed.ts). */
    async setRuleWhereNone(name: string, rule: HealthGoalRule): Promise<void> {
      await db
        .update(health_goals)
        .set({ rule })
        .where(and(sql`lower(${health_goals.name}) = lower(${name})`, isNull(health_goals.rule)));
    },
  };
}
export type HealthGoalsRepository = ReturnType<typeof createHealthGoalsRepository>;

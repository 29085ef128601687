import {
  isUuid,
  healthGoalMessages,
  type HealthGoal,
  type HealthGoalCreateSchema,
  type HealthGoalPatchSchema,
  type MyHealthGoals,
} from '@mise/core';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { ProgressRecorder } from '../progress/progress.recorder.js';
import {
  isNameTaken,
  type HealthGoalRow,
  type HealthGoalsRepository,
} from './health-goals.repository.js';

type Create = z.output<typeof HealthGoalCreateSchema>;
type Patch = z.output<typeof HealthGoalPatchSchema>;

const notFound = () => new AppError('NOT_FOUND', healthGoalMessages.notFound);
const nameTaken = () =>
  new AppError('CONFLICT', healthGoalMessages.nameTaken, { name: healthGoalMessages.nameTaken });

const toGoal = (row: HealthGoalRow): HealthGoal => ({
  id: row.id,
  name: row.name,
  description: row.description,
  rule: row.rule ?? null,
});

/**
 * The health-goal catalogue (admins change it) and each member's preferred goals. Other modules get
 * goals through here, never through the tables: recipes link by name (`idsByNames`), filter by a goal
 * (`resolve`) and recommend by the member's goals (`preferredIds`); the stats read the member's goals
 * with their rules (`preferredGoals`).
 */
export function createHealthGoalsService(repo: HealthGoalsRepository, progress: ProgressRecorder) {
  /** Writes that would give two goals one name (any case) are refused with 409, not a 500. */
  async function guardName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isNameTaken(error)) throw nameTaken();
      throw error;
    }
  }

  async function mine(userId: string): Promise<MyHealthGoals> {
    const items = (await repo.preferred(userId)).map(toGoal);
    return { goal_ids: items.map((g) => g.id), items };
  }

  return {
    /** The whole catalogue, by name (spec-2 §7). */
    async list(): Promise<HealthGoal[]> {
      return (await repo.list()).map(toGoal);
    },

    async create(input: Create): Promise<HealthGoal> {
      return toGoal(await guardName(() => repo.create(input)));
    },

    /** Changes what the patch sends; an empty patch answers with the goal as it is. */
    async update(id: string, patch: Patch): Promise<HealthGoal> {
      if (!isUuid(id)) throw notFound();
      const row =
        Object.keys(patch).length === 0
          ? await repo.find(id)
          : await guardName(() => repo.update(id, patch));
      if (!row) throw notFound();
      return toGoal(row);
    },

    /** Deletes a goal with its recipe links and members' preferences (foreign keys cascade). */
    async delete(id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.delete(id))) throw notFound();
    },

    mine,

    /**
     * Replaces the member's preferred goals as a whole, in one transaction. An id that is not a goal
     * (deleted meanwhile, or never one) refuses the whole save with a clear message: saving the rest
     * would quietly drop a choice the member made.
     */
    async replaceMine(userId: string, goalIds: string[]): Promise<MyHealthGoals> {
      const ids = [...new Set(goalIds.map((id) => id.toLowerCase()))];
      // Each goal of the new set earns once (progress keys it by the goal): one chosen before, or
      // the same save sent twice, earns nothing again.
      const { unknown } = await repo.replacePreferred(userId, ids, async (tx) => {
        for (const id of ids)
          await progress.record(tx, { user_id: userId, kind: 'health_goal_set', source_key: id });
      });
      if (unknown.length > 0)
        throw new AppError('VALIDATION_FAILED', healthGoalMessages.unknownGoals, {
          goal_ids: healthGoalMessages.unknownGoals,
        });
      return mine(userId);
    },

    /** The member's preferred goal ids (recommended recipes). */
    preferredIds(userId: string): Promise<string[]> {
      return repo.preferredIds(userId);
    },

    /** The member's preferred goals with their rules (the stats). */
    async preferredGoals(userId: string): Promise<HealthGoal[]> {
      return (await repo.preferred(userId)).map(toGoal);
    },

    /**
     * The ids of the goals with these names, whatever their case, keyed by lower-case name: how a
     * recipe's health tags become links (spec-1 §7). Names that are no goal are left out.
     */
    async idsByNames(names: readonly string[]): Promise<Map<string, string>> {
      const lower = [...new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean))];
      if (lower.length === 0) return new Map();
      const rows = await repo.idsByNames(lower);
      return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
    },

    /** A goal named by its id or its name (the recipes' `health_goal` filter); undefined if none. */
    async resolve(idOrName: string): Promise<string | undefined> {
      const value = idOrName.trim();
      if (!value) return undefined;
      const row = isUuid(value)
        ? await repo.find(value.toLowerCase())
        : await repo.findByName(value);
      return row?.id;
    },
  };
}
export type HealthGoalsService = ReturnType<typeof createHealthGoalsService>;

import type { Db } from '../../db/client.js';
import { applyOnce } from '../../db/seed/apply-once.js';
import { createHealthGoalsRepository } from './health-goals.repository.js';
import { STARTER_HEALTH_GOALS } from './seed/starter-goals.js';

/**
 * The health-goal catalogue, once per install. It runs before the starter recipes, which tag
 * themselves with these goals by name (src/catalogues.ts).
 *
 * `health-goals-v1` inserts the goals (with their rules on a new install). `health-goal-rules-v1`
 * gives the rules of decision 0014 to installs seeded before rules existed: only to a starter goal
 * still under its starter name and still without a rule, so an admin's own changes are kept.
 */
export async function seedHealthGoals(db: Db): Promise<void> {
  await applyOnce(db, 'health-goals-v1', async (tx) => {
    await createHealthGoalsRepository(tx).insertCatalogue(STARTER_HEALTH_GOALS);
  });
  await applyOnce(db, 'health-goal-rules-v1', async (tx) => {
    const repo = createHealthGoalsRepository(tx);
    for (const goal of STARTER_HEALTH_GOALS)
      if (goal.rule) await repo.setRuleWhereNone(goal.name, goal.rule);
  });
}

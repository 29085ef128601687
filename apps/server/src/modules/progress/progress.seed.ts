import { ACHIEVEMENTS, BADGES, DAILY_CHALLENGES } from '@mise/core';
import type { Db } from '../../db/client.js';
import { createProgressRepository } from './progress.repository.js';

/**
 * The progress catalogues (achievements, badges, daily challenges) copied from core for SQL readers
 * (the table model). An upsert on every start rather than once per install: core is their one
 * source, so a changed name or XP reaches the tables, and nothing here is the admin's to edit.
 */
export async function seedProgressCatalogues(db: Db): Promise<void> {
  await createProgressRepository(db).upsertCatalogues({
    achievements: ACHIEVEMENTS.map(({ fact: _fact, ...a }) => a),
    badges: BADGES.map((b) => ({ ...b, xp: 0 })),
    challenges: DAILY_CHALLENGES.map(({ rule: _rule, ...c }) => c),
  });
}

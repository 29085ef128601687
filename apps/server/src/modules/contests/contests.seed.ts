import type { Db } from '../../db/client.js';
import { applyOnce } from '../../db/seed/apply-once.js';
import { createContestsRepository } from './contests.repository.js';

const DAY_MS = 86_400_000;

/**
 * Two sample contests so a new install's /contests and home page are alive (issue 15 §1): both
 * started the day before the install and run 30 days from it. Seeded once per install: an admin who
 * edits or ends them keeps their changes, and they do not come back.
 */
export async function seedContests(db: Db, now: Date = new Date()): Promise<void> {
  await applyOnce(db, 'contests-v1', async (tx) => {
    const repo = createContestsRepository(tx);
    const starts_at = new Date(now.getTime() - DAY_MS).toISOString();
    const ends_at = new Date(now.getTime() + 30 * DAY_MS).toISOString();
    await repo.insert({
      title: 'Weeknight Wonders',
      description: 'Your best dinner on the table in 30 minutes or less.',
      theme: 'Quick dinners',
      rules:
        'Enter one of your own public recipes with a total time of 30 minutes or less. One vote per member.',
      image_url: null,
      starts_at,
      ends_at,
    });
    await repo.insert({
      title: 'Seasonal Harvest',
      description: 'Cook with what is fresh at the market this month.',
      theme: 'Seasonal produce',
      rules:
        'Enter one of your own public recipes built around a seasonal fruit or vegetable. One vote per member.',
      image_url: null,
      starts_at,
      ends_at,
    });
  });
}

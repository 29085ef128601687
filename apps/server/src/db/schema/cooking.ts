import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { recipes } from './recipes.js';

/**
 * A member's cook of one recipe (api.md Cooking; issue 11 point 5). Progress lives here as well as in
 * the browser, so another device can resume it; the progress issue counts the finished ones, so each
 * row keeps what that needs: the recipe, its cuisine as it was when cooking started, servings, the
 * server's start and finish times, the steps done and whether the cook counted.
 */
export const cooking_sessions = pgTable(
  'cooking_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recipe_id: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    cuisine: text('cuisine'),
    servings: integer('servings').notNull(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    current_step_index: integer('current_step_index').notNull().default(0),
    completed_step_ids: uuid('completed_step_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text('status').notNull().default('active'),
    duration_s: integer('duration_s'),
    efficiency: integer('efficiency'),
    counted: boolean('counted').notNull().default(false),
  },
  (t) => [
    check('cooking_sessions_status_check', sql`${t.status} in ('active', 'finished', 'stopped')`),
    // One active session per member: starting another ends the previous one first, and two starts
    // at once cannot both leave an active session behind.
    uniqueIndex('cooking_sessions_one_active_idx')
      .on(t.user_id)
      .where(sql`${t.status} = 'active'`),
    // The member's cooks of a recipe ("You've cooked this N times", GET /api/me/cooks?recipe_id=).
    index('cooking_sessions_user_recipe_idx').on(t.user_id, t.recipe_id, t.started_at),
    // GET /api/me/cooks: the member's finished cooks in keyset order (finished_at, id), newest first.
    index('cooking_sessions_user_finished_idx')
      .on(t.user_id, t.finished_at, t.id)
      .where(sql`${t.status} = 'finished'`),
    index('cooking_sessions_recipe_idx').on(t.recipe_id),
  ],
);

import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { HealthGoalRule } from '@mise/core';
import { user } from './auth.js';

/**
 * The health-goal catalogue (spec-2 §3), owned by the health-goals module; admins change it. `rule`
 * is the goal's daily rule (decision 0014), null for a goal that counts days with a recipe tagged
 * with it. Recipes link to goals (`recipe_health_goals`, recipes.ts) and members choose theirs
 * (`user_health_goals`); both references cascade, so deleting a goal removes its links.
 */
export const health_goals = pgTable(
  'health_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    rule: jsonb('rule').$type<HealthGoalRule>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('health_goals_name_idx').on(sql`lower(${t.name})`)],
);

/** A member's preferred goals (spec-2 §3), replaced as a whole (spec-2 §4). */
export const user_health_goals = pgTable(
  'user_health_goals',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    health_goal_id: uuid('health_goal_id')
      .notNull()
      .references(() => health_goals.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.health_goal_id] }),
    // The cascade from a deleted goal finds its preferences by this index, not by a scan.
    index('user_health_goals_goal_idx').on(t.health_goal_id),
  ],
);

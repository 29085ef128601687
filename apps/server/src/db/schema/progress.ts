import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * Progress (issue 14; docs/decisions/0018-progress.md). The catalogues are seeded from core; the
 * ledger `progress_actions` is the one truth: every award is a row with a unique key per source, so
 * a repeat (a retry, a second tab) writes nothing. Totals, level and streak are kept beside it in
 * `user_progress` so reading them never scans the ledger. The catalogue tables are copies of core's
 * catalogues (seeded at start-up for SQL readers); the member rows name their entries without a
 * foreign key, as the code judges by core's catalogue and a database that was never seeded (tests,
 * a first start mid-seed) must still record progress.
 */
export const achievements = pgTable('achievements', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  category: text('category').notNull(),
  xp: integer('xp').notNull(),
  max_progress: integer('max_progress').notNull(),
});

export const badges = pgTable('badges', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  level: integer('level').notNull(),
  icon: text('icon').notNull(),
  description: text('description').notNull(),
  // Badges carry no XP: the level is the only ladder (decision 0018).
  xp: integer('xp').notNull().default(0),
});

export const daily_challenges = pgTable('daily_challenges', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  difficulty: text('difficulty').notNull(),
  xp: integer('xp').notNull(),
});

/** The ledger: one row per thing that happened (an action, an achievement, a challenge). */
export const progress_actions = pgTable(
  'progress_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    source_key: text('source_key').notNull(),
    xp: integer('xp').notNull(),
    local_date: text('local_date').notNull(),
    cuisine: text('cuisine'),
    efficiency: integer('efficiency'),
    matches_goal: boolean('matches_goal').notNull().default(false),
    new_cuisine: boolean('new_cuisine').notNull().default(false),
    meal_type: text('meal_type'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('progress_actions_user_kind_source_idx').on(t.user_id, t.kind, t.source_key),
    // The day's actions (challenges, the cap) and the history chart, grouped by local day.
    index('progress_actions_user_date_idx').on(t.user_id, t.local_date),
  ],
);

export const user_progress = pgTable('user_progress', {
  user_id: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  total_xp: integer('total_xp').notNull().default(0),
  last_cook_date: text('last_cook_date'),
  streak_days: integer('streak_days').notNull().default(0),
  best_streak: integer('best_streak').notNull().default(0),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const user_achievements = pgTable(
  'user_achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    achievement_id: text('achievement_id').notNull(),
    progress: integer('progress').notNull().default(0),
    achieved: boolean('achieved').notNull().default(false),
    date_unlocked: timestamp('date_unlocked', { withTimezone: true }),
    seen_at: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('user_achievements_user_achievement_idx').on(t.user_id, t.achievement_id)],
);

export const user_badges = pgTable(
  'user_badges',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    badge_id: text('badge_id').notNull(),
    unlocked_at: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.badge_id] })],
);

export const user_daily_challenges = pgTable(
  'user_daily_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    challenge_id: text('challenge_id').notNull(),
    difficulty: text('difficulty').notNull(),
    date: text('date').notNull(),
    completed: boolean('completed').notNull().default(false),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One per difficulty per local day: two tabs assigning at once keep one set.
    uniqueIndex('user_daily_challenges_user_date_difficulty_idx').on(
      t.user_id,
      t.date,
      t.difficulty,
    ),
    index('user_daily_challenges_user_date_idx').on(t.user_id, t.date.desc()),
  ],
);

/** Something to tell the member once, on whichever device they use next (a toast). */
export const progress_events = pgTable(
  'progress_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    xp: integer('xp').notNull().default(0),
    message: text('message').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    seen_at: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    index('progress_events_user_unseen_idx')
      .on(t.user_id, t.created_at)
      .where(sql`${t.seen_at} is null`),
  ],
);

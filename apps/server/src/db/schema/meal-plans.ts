import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { recipes } from './recipes.js';

/**
 * Meal plans (spec-2 §3; issue 13): a plan's basic information. `health_goal_id` is not a foreign
 * key: the goal belongs to the health-goals module, which validates it through its service; a goal
 * deleted later leaves a dangling id the web shows as no goal. `copied_from` is the plan this one was
 * copied from (no foreign key either: deleting the original must leave its copies alone), and
 * `copy_count` how many times other members copied this one — popular plans read it from an index
 * instead of counting every copy on each read.
 */
export const meal_plans = pgTable(
  'meal_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for Mise's sample plans (community plans, like community recipes): nobody's to change. */
    user_id: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Weekly, in dollars, exact to the cent (spec-2 §5: minimum 0, step 0.01); 0 means none set. */
    total_budget: numeric('total_budget', { precision: 10, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    is_public: boolean('is_public').notNull().default(true),
    target_group: text('target_group').notNull().default(''),
    health_goal_id: uuid('health_goal_id'),
    copied_from: uuid('copied_from'),
    copy_count: integer('copy_count').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('meal_plans_budget_check', sql`${t.total_budget} >= 0`),
    // Lists are newest first with (created_at, id) as the keyset: scanned backwards, these ascending
    // indexes give `order by created_at desc, id desc` and a page stops after `limit` rows.
    index('meal_plans_public_newest_idx')
      .on(t.created_at, t.id)
      .where(sql`${t.is_public}`),
    index('meal_plans_owner_newest_idx').on(t.user_id, t.created_at, t.id),
    // Popular: public plans, most copied first, then newest.
    index('meal_plans_public_popular_idx')
      .on(t.copy_count, t.created_at, t.id)
      .where(sql`${t.is_public}`),
  ],
);

/** The plan's recipes, in the order the author put them. */
export const meal_plan_recipes = pgTable(
  'meal_plan_recipes',
  {
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => meal_plans.id, { onDelete: 'cascade' }),
    recipe_id: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.plan_id, t.recipe_id] }),
    // Deleting a recipe removes it from every plan (ON DELETE CASCADE) without a scan.
    index('meal_plan_recipes_recipe_idx').on(t.recipe_id),
  ],
);

/**
 * The plan's week: a recipe on a day (0 Monday … 6 Sunday) and a meal type, with servings. A slot
 * references its plan's recipe link, so a recipe taken out of the plan (or deleted) takes its days
 * with it, and a day can never hold a recipe the plan does not have.
 */
export const meal_plan_slots = pgTable(
  'meal_plan_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => meal_plans.id, { onDelete: 'cascade' }),
    recipe_id: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    meal_type: text('meal_type').notNull(),
    servings: doublePrecision('servings').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    check('meal_plan_slots_day_check', sql`${t.day} between 0 and 6`),
    check(
      'meal_plan_slots_meal_type_check',
      sql`${t.meal_type} in ('breakfast', 'lunch', 'dinner', 'snack', 'other')`,
    ),
    check('meal_plan_slots_servings_check', sql`${t.servings} > 0`),
    foreignKey({
      name: 'meal_plan_slots_plan_recipe_fk',
      columns: [t.plan_id, t.recipe_id],
      foreignColumns: [meal_plan_recipes.plan_id, meal_plan_recipes.recipe_id],
    }).onDelete('cascade'),
    // A recipe is on a meal of a day once per plan (the contract refuses a second slot).
    uniqueIndex('meal_plan_slots_plan_recipe_day_meal_idx').on(
      t.plan_id,
      t.recipe_id,
      t.day,
      t.meal_type,
    ),
    index('meal_plan_slots_plan_idx').on(t.plan_id, t.position),
    index('meal_plan_slots_recipe_idx').on(t.recipe_id),
  ],
);

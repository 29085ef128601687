import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NutritionalInfo } from '@mise/core';
import { user } from './auth.js';
import { health_goals } from './health-goals.js';

const money = (name: string) =>
  numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull().default(0);
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Recipes (spec-1 §3). `user_id` is the member who made it and the only one who may change it (null
 * for the bundled starter recipes, which nobody owns); `author_id` is who is credited, null for
 * community recipes.
 */
export const recipes = pgTable(
  'recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image_url: text('image_url'),
    servings: integer('servings').notNull().default(4),
    prep_time: integer('prep_time').notNull().default(0),
    cook_time: integer('cook_time').notNull().default(0),
    cooking_time_minutes: integer('cooking_time_minutes')
      .notNull()
      .generatedAlwaysAs(sql`prep_time + cook_time`),
    complexity: text('complexity').notNull().default('medium'),
    dietary_restrictions: textList('dietary_restrictions'),
    total_cost: money('total_cost'),
    cost_per_serving: money('cost_per_serving'),
    author_id: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    user_id: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    is_community: boolean('is_community').notNull().default(false),
    is_public: boolean('is_public').notNull().default(false),
    ai_generated: boolean('ai_generated').notNull().default(false),
    ai_modified: boolean('ai_modified').notNull().default(false),
    ai_estimated: boolean('ai_estimated').notNull().default(false),
    /**
     * Nutrition typed by hand whose ingredients or servings changed since: kept, but the recipe says
     * so and offers to recalculate. Cleared when nutrition is saved again (an automatic estimate is
     * recalculated instead, recipes.service.ts).
     */
    nutrition_outdated: boolean('nutrition_outdated').notNull().default(false),
    nutritional_info: jsonb('nutritional_info').$type<NutritionalInfo>(),
    /**
     * The title as search compares it: `mise_search_fold()` (migrations 0006, 0008: no accents, lower
     * case), computed once per write. Filtering on the function itself cost ~12 µs a row — a search
     * walking a thousand titles spent 13 ms folding them; this column is read like any text.
     */
    title_folded: text('title_folded')
      .notNull()
      .generatedAlwaysAs(sql`mise_search_fold(title)`),
    health_tags: textList('health_tags'),
    cuisine: text('cuisine'),
    /** The page an imported recipe was read from (issue 16 §4); null when typed in. */
    source_url: text('source_url'),
    meal_type: text('meal_type'),
    equipment_needed: textList('equipment_needed'),
    special_ingredients: textList('special_ingredients'),
    /**
     * How many ingredients recipe ideas count (issue 16 §3): not optional, not a pantry staple.
     * Kept with every ingredient write so ranking divides by it without reading the other lines.
     */
    counted_ingredients: integer('counted_ingredients').notNull().default(0),
    /**
     * What ranking reads instead of the ingredient rows (core `ideaRecipeIndex`, decision 0024): each
     * counted ingredient's words as '|chicken|thigh|', and every word once per line it is in
     * ('onion', 'onion#2'), whose GIN index finds the recipes that can match at least so many lines.
     */
    idea_lines: text('idea_lines')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    idea_words: text('idea_words')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('recipes_complexity_check', sql`${t.complexity} in ('easy', 'medium', 'hard', 'expert')`),
    check('recipes_servings_check', sql`${t.servings} >= 1`),
    check('recipes_times_check', sql`${t.prep_time} >= 0 and ${t.cook_time} >= 0`),
    // Every list is newest first with (created_at, id) as the keyset; each filter has an index that
    // keeps that order, so a page is an ordered index scan that stops after `limit` visible rows.
    // Ascending indexes: scanned backwards they give exactly `order by created_at desc, id desc`.
    index('recipes_newest_idx').on(t.created_at, t.id),
    index('recipes_owner_newest_idx').on(t.user_id, t.created_at, t.id),
    // Cuisine is free text a cook types; the filter matches it whatever its case.
    index('recipes_cuisine_newest_idx').on(sql`lower(${t.cuisine})`, t.created_at, t.id),
    index('recipes_complexity_newest_idx').on(t.complexity, t.created_at, t.id),
    index('recipes_meal_type_idx').on(t.meal_type),
    index('recipes_total_time_idx').on(t.cooking_time_minutes),
    // The GIN indexes take each write at once (fastupdate off, migration 0030): with the default
    // pending list, recipes written since the last vacuum were scanned one by one by every search —
    // 4,000 of them took recipe ideas from p95 27 ms to 1.0–1.4 s (decision 0029).
    index('recipes_diets_idx').using('gin', t.dietary_restrictions).with({ fastupdate: false }),
    index('recipes_idea_words_idx').using('gin', t.idea_words).with({ fastupdate: false }),
    // Ideas' exact cut (decision 0024): the few recipes short enough to outrank the best found.
    index('recipes_counted_newest_idx').on(t.counted_ingredients, t.created_at.desc(), t.id.desc()),
    // Title search ignores case and accents ("gruyere" finds "Gruyère"): the trigram index is on the
    // folded title (`title_folded`, from `mise_search_fold()` of migrations 0006 and 0008).
    index('recipes_title_folded_trgm_idx')
      .using('gin', sql`${t.title_folded} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // Trending (until cooks and saves exist): the public recipes most recently updated.
    index('recipes_public_updated_idx')
      .on(t.updated_at, t.id)
      .where(sql`${t.is_public}`),
  ],
);

export const recipe_ingredients = pgTable(
  'recipe_ingredients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipe_id: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    quantity: text('quantity').notNull().default(''),
    amount: doublePrecision('amount').notNull().default(0),
    unit: text('unit').notNull().default('piece'),
    cost: money('cost'),
    optional: boolean('optional').notNull().default(false),
    notes: text('notes'),
    /**
     * The name's food identity (core `foodIdentity`: lower case, singular, no preparation), written
     * with every ingredient write; null until the start-up backfill reaches a row written before
     * migration 0024. A recipe's idea index (`recipes.idea_lines`, migration 0026) is built from it,
     * and the matched and missing lines of the top 20 are read by `food_words @> term` within each
     * recipe (its rows by `recipe_ingredients_recipe_idx`): no index on the words themselves.
     */
    food_words: text('food_words').array(),
    /** Salt, pepper, oil, water…: everybody has them, ideas never count them. */
    is_staple: boolean('is_staple').notNull().default(false),
  },
  (t) => [
    index('recipe_ingredients_recipe_idx').on(t.recipe_id, t.position),
    // Rows the start-up backfill has still to fill: empty once it has run.
    index('recipe_ingredients_identity_pending_idx')
      .on(t.id)
      .where(sql`${t.food_words} is null`),
    // The assistant's "what can I make with …" (recipesWithIngredients: lower(name) LIKE '%…%').
    index('recipe_ingredients_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const recipe_steps = pgTable(
  'recipe_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipe_id: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    step_number: integer('step_number').notNull(),
    instruction: text('instruction').notNull(),
    time_required: integer('time_required'),
    tips: text('tips'),
    video_url: text('video_url'),
  },
  (t) => [index('recipe_steps_recipe_idx').on(t.recipe_id, t.step_number)],
);

export const recipe_health_goals = pgTable(
  'recipe_health_goals',
  {
    recipe_id: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    health_goal_id: uuid('health_goal_id')
      .notNull()
      .references(() => health_goals.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.recipe_id, t.health_goal_id] }),
    index('recipe_health_goals_goal_idx').on(t.health_goal_id, t.recipe_id),
  ],
);

/** Catalogue seeds applied once per install, so deleting seeded content does not bring it back. */
export const seed_runs = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  applied_at: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

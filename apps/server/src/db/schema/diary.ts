import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
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

const nutrient = (name: string) => doublePrecision(name).notNull().default(0);

/**
 * Food diary entries (spec-2 §3; issue 12). `date` is the member's local day, stored as a calendar
 * date (no instant, no zone). The nutrient values are the ones the entry was logged with: nothing
 * recomputes them from the recipe or the food later. A deleted recipe leaves its entries, unlinked.
 */
export const diary_entries = pgTable(
  'diary_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    meal_type: text('meal_type').notNull(),
    recipe_id: uuid('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    food_name: text('food_name').notNull(),
    serving_size: doublePrecision('serving_size').notNull().default(1),
    serving_unit: text('serving_unit').notNull().default('serving'),
    calories: nutrient('calories'),
    protein: nutrient('protein'),
    carbohydrates: nutrient('carbohydrates'),
    fat: nutrient('fat'),
    sugar: nutrient('sugar'),
    notes: text('notes'),
    /**
     * The original entry this one is a copy of (the copy's own source when that was a copy too), so
     * copying the same day twice adds nothing (the unique index below). Not a foreign key: deleting
     * the original must neither touch its copies nor let them be copied again.
     */
    copied_from: uuid('copied_from'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'diary_entries_meal_type_check',
      sql`${t.meal_type} in ('breakfast', 'lunch', 'dinner', 'snack', 'other')`,
    ),
    check(
      'diary_entries_amounts_check',
      sql`${t.serving_size} >= 0 and ${t.calories} >= 0 and ${t.protein} >= 0 and ${t.carbohydrates} >= 0 and ${t.fat} >= 0 and ${t.sugar} >= 0`,
    ),
    // A day, a range of days (summary, export, health goals) and recent foods (the latest days
    // first): every read is the member's, by date. The only index every add maintains besides the
    // primary key — the partial ones below skip the usual entry (no copy, no recipe).
    index('diary_entries_user_date_idx').on(t.user_id, t.date),
    uniqueIndex('diary_entries_copy_once_idx')
      .on(t.copied_from, t.date)
      .where(sql`${t.copied_from} is not null`),
    // Deleting a recipe unlinks its entries (ON DELETE SET NULL) without a scan of every entry.
    index('diary_entries_recipe_idx')
      .on(t.recipe_id)
      .where(sql`${t.recipe_id} is not null`),
  ],
);

/** A member's nutrition targets and preferred macro split (spec-2 §3), made on the first read. */
export const user_nutrition_settings = pgTable(
  'user_nutrition_settings',
  {
    user_id: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    calorie_target: integer('calorie_target').notNull(),
    protein_target: doublePrecision('protein_target').notNull(),
    carb_target: doublePrecision('carb_target').notNull(),
    fat_target: doublePrecision('fat_target').notNull(),
    sugar_target: doublePrecision('sugar_target').notNull(),
    preferred_protein_pct: integer('preferred_protein_pct').notNull(),
    preferred_carb_pct: integer('preferred_carb_pct').notNull(),
    preferred_fat_pct: integer('preferred_fat_pct').notNull(),
    track_sugar: boolean('track_sugar').notNull(),
    track_macros: boolean('track_macros').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'user_nutrition_settings_split_check',
      sql`${t.preferred_protein_pct} + ${t.preferred_carb_pct} + ${t.preferred_fat_pct} = 100`,
    ),
  ],
);

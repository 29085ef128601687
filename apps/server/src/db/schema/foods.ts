import { doublePrecision, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FoodMeasure, FoodNutrients } from '@mise/core';

/**
 * The food nutrition reference (spec-2 §3): food_name with calories, protein, carbohydrates, fat and
 * sugar per 100 g, filled once per install from the committed USDA SR21 table
 * (db/seed/foods/PROVENANCE.md). The nutrition engine also reads the rest: all nutrients, household
 * measures, group, common names and manufacturer. Search and matching run on the engine's in-memory
 * index of this table, not in SQL (docs/decisions/0004-nutrition-engine.md).
 */
export const food_nutrition_reference = pgTable('food_nutrition_reference', {
  /** The source's id: SR21's 5-digit NDB number. */
  id: text('id').primaryKey(),
  source: text('source').notNull().default('usda-sr21'),
  food_name: text('food_name').notNull(),
  food_group: text('food_group').notNull(),
  common_names: text('common_names').notNull().default(''),
  manufacturer: text('manufacturer').notNull().default(''),
  calories: doublePrecision('calories'),
  protein: doublePrecision('protein'),
  carbohydrates: doublePrecision('carbohydrates'),
  fat: doublePrecision('fat'),
  sugar: doublePrecision('sugar'),
  nutrients: jsonb('nutrients').$type<FoodNutrients>().notNull(),
  measures: jsonb('measures').$type<FoodMeasure[]>().notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import { asc, count, sql } from 'drizzle-orm';
import type { Food } from '@mise/core';
import type { Db } from '../../db/client.js';
import { food_nutrition_reference as foods } from '../../db/schema/foods.js';

/** Rows per insert statement: the whole SR21 table (7.4k foods) goes in as one. */
const INSERT_BATCH = 10_000;

export function createFoodsRepository(db: Db) {
  return {
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(foods);
      return row?.n ?? 0;
    },

    /**
     * Fills the reference (seed): the rows travel as one JSON document and go in with a single
     * `insert … select from jsonb_to_recordset` per batch — COPY-like, on PGlite and PostgreSQL
     * alike. Existing ids are left alone.
     */
    async insertMany(list: readonly Food[]): Promise<void> {
      for (let start = 0; start < list.length; start += INSERT_BATCH) {
        const rows = list.slice(start, start + INSERT_BATCH).map((food) => ({
          id: food.id,
          food_name: food.name,
          food_group: food.group,
          common_names: food.common_names,
          manufacturer: food.manufacturer,
          calories: food.nutrients.calories ?? null,
          protein: food.nutrients.protein ?? null,
          carbohydrates: food.nutrients.carbohydrates ?? null,
          fat: food.nutrients.fat ?? null,
          sugar: food.nutrients.sugar ?? null,
          nutrients: food.nutrients,
          measures: food.measures,
        }));
        await db.execute(sql`
          insert into ${foods} (id, food_name, food_group, common_names, manufacturer, calories,
            protein, carbohydrates, fat, sugar, nutrients, measures)
          select id, food_name, food_group, common_names, manufacturer, calories, protein,
            carbohydrates, fat, sugar, nutrients, measures
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, food_name text,
            food_group text, common_names text, manufacturer text, calories float8, protein float8,
            carbohydrates float8, fat float8, sugar float8, nutrients jsonb, measures jsonb)
          on conflict (id) do nothing`);
      }
    },

    /** Every food, as the nutrition engine reads them (one query). */
    async all(): Promise<Food[]> {
      const rows = await db
        .select({
          id: foods.id,
          name: foods.food_name,
          group: foods.food_group,
          common_names: foods.common_names,
          manufacturer: foods.manufacturer,
          nutrients: foods.nutrients,
          measures: foods.measures,
        })
        .from(foods)
        .orderBy(asc(foods.id));
      return rows;
    },
  };
}

export type FoodsRepository = ReturnType<typeof createFoodsRepository>;

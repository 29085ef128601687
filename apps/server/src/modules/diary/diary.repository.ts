import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DailySummary, MealType } from '@mise/core';
import type { Db } from '../../db/client.js';
import { isoTimestamp, isoTimestampText } from '../../db/timestamps.js';
import { diary_entries as entries } from '../../db/schema/diary.js';

/** For the service: a recipe deleted between its check and the write (db/errors.ts). */
export { isForeignKeyViolation } from '../../db/errors.js';

/** An entry's own columns as the API sends them (without the linked recipe's title). */
// A type, not an interface: raw `execute` rows must be indexable records.
export type EntryRow = {
  id: string;
  user_id: string;
  date: string;
  meal_type: MealType;
  recipe_id: string | null;
  food_name: string;
  serving_size: number;
  serving_unit: string;
  calories: number;
  protein: number;
  carbohydrates: number;
  fat: number;
  sugar: number;
  notes: string | null;
  created_at: string;
  updated_at: string;
};

export type EntryValues = Omit<EntryRow, 'id' | 'user_id' | 'created_at' | 'updated_at'>;
export type EntryChanges = Partial<EntryValues>;

/** The entry columns of a raw statement over a row source named `e`. */
const rawColumns = sql.raw(`e.id, e.user_id, e.date::text as date, e.meal_type, e.recipe_id,
  e.food_name, e.serving_size, e.serving_unit, e.calories, e.protein, e.carbohydrates, e.fat,
  e.sugar, e.notes, ${isoTimestampText('e.created_at')} as created_at, ${isoTimestampText('e.updated_at')} as updated_at`);

/** The same, for Drizzle's builder (selects and RETURNING). */
const entryColumns = {
  id: entries.id,
  user_id: entries.user_id,
  date: entries.date,
  meal_type: sql<MealType>`${entries.meal_type}`,
  recipe_id: entries.recipe_id,
  food_name: entries.food_name,
  serving_size: entries.serving_size,
  serving_unit: entries.serving_unit,
  calories: entries.calories,
  protein: entries.protein,
  carbohydrates: entries.carbohydrates,
  fat: entries.fat,
  sugar: entries.sugar,
  notes: entries.notes,
  created_at: isoTimestamp('"diary_entries"."created_at"'),
  updated_at: isoTimestamp('"diary_entries"."updated_at"'),
};

/** Breakfast to other, as a day is shown; within a meal, in the order logged. */
const mealOrder = (column: SQL | string) =>
  sql`array_position(array['breakfast','lunch','dinner','snack','other'], ${typeof column === 'string' ? sql.raw(column) : column})`;
const dayOrder = [
  mealOrder(sql`${entries.meal_type}`),
  asc(entries.created_at),
  asc(entries.id),
] as const;

/** Told of each new entry inside the write's transaction (progress records it there). */
export type OnEntryWritten = (tx: Db, row: EntryRow) => Promise<unknown>;

const mine = (id: string, userId: string) => and(eq(entries.id, id), eq(entries.user_id, userId));

export function createDiaryRepository(db: Db) {
  return {
    /** A member's day (index `diary_entries_user_date_idx`). */
    async day(userId: string, date: string): Promise<EntryRow[]> {
      return db
        .select(entryColumns)
        .from(entries)
        .where(and(eq(entries.user_id, userId), eq(entries.date, date)))
        .orderBy(...dayOrder);
    },

    async insert(
      userId: string,
      values: EntryValues,
      onWritten: OnEntryWritten,
    ): Promise<EntryRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(entries)
          .values({ ...values, user_id: userId })
          .returning(entryColumns);
        await onWritten(tx, row!);
        return row!;
      });
    },

    /**
     * Changes the member's own entry; undefined when it is not theirs (or gone). An entry moved to
     * another day is no longer a copy there, so it forgets its original (the copy-once key).
     */
    async update(id: string, userId: string, changes: EntryChanges): Promise<EntryRow | undefined> {
      const [row] = await db
        .update(entries)
        .set({
          ...changes,
          ...(changes.date !== undefined
            ? {
                copied_from: sql`case when ${entries.date} = ${changes.date}::date then ${entries.copied_from} end`,
              }
            : {}),
          updated_at: sql`now()`,
        })
        .where(mine(id, userId))
        .returning(entryColumns);
      return row;
    },

    async find(id: string, userId: string): Promise<EntryRow | undefined> {
      const [row] = await db.select(entryColumns).from(entries).where(mine(id, userId));
      return row;
    },

    /** Deletes the member's own entry; false when there was none. */
    async delete(id: string, userId: string): Promise<boolean> {
      const rows = await db.delete(entries).where(mine(id, userId)).returning({ id: entries.id });
      return rows.length > 0;
    },

    /**
     * Every day from `from` to `to` (both included) with its totals, empty days as zeros, in one
     * statement: the member's entries of the range are summed per day (one index range scan), then
     * joined to the series of days. Totals are rounded to one decimal (floating sums drift).
     */
    async summary(userId: string, from: string, to: string): Promise<DailySummary[]> {
      const result = await db.execute<DailySummary>(sql`
        with totals as (
          select date, sum(calories) as calories, sum(protein) as protein,
            sum(carbohydrates) as carbohydrates, sum(fat) as fat, sum(sugar) as sugar,
            count(*)::int as entries,
            count(*) filter (where meal_type = 'breakfast')::int as breakfast,
            count(*) filter (where meal_type = 'lunch')::int as lunch,
            count(*) filter (where meal_type = 'dinner')::int as dinner,
            count(*) filter (where meal_type = 'snack')::int as snack,
            count(*) filter (where meal_type = 'other')::int as other
          from ${entries}
          where user_id = ${userId} and date between ${from}::date and ${to}::date
          group by date)
        select day::text as date,
          round(coalesce(t.calories, 0)::numeric, 1)::float8 as total_calories,
          round(coalesce(t.protein, 0)::numeric, 1)::float8 as total_protein,
          round(coalesce(t.carbohydrates, 0)::numeric, 1)::float8 as total_carbohydrates,
          round(coalesce(t.fat, 0)::numeric, 1)::float8 as total_fat,
          round(coalesce(t.sugar, 0)::numeric, 1)::float8 as total_sugar,
          coalesce(t.entries, 0) as entries_count,
          json_build_object('breakfast', coalesce(t.breakfast, 0), 'lunch', coalesce(t.lunch, 0),
            'dinner', coalesce(t.dinner, 0), 'snack', coalesce(t.snack, 0),
            'other', coalesce(t.other, 0)) as meal_counts
        from (select ${from}::date + n as day
              from generate_series(0, ${to}::date - ${from}::date) n) days
        left join totals t on t.date = days.day
        order by days.day`);
      return result.rows;
    },

    /** The recipe ids logged on each day of the range (every day, none for an empty one). */
    async recipeIdsByDay(
      userId: string,
      from: string,
      to: string,
    ): Promise<Array<{ date: string; recipe_ids: string[] }>> {
      const result = await db.execute<{ date: string; recipe_ids: string[] }>(sql`
        select days.day::text as date,
          coalesce(json_agg(distinct e.recipe_id::text) filter (where e.recipe_id is not null),
            '[]'::json) as recipe_ids
        from (select ${from}::date + n as day
              from generate_series(0, ${to}::date - ${from}::date) n) days
        left join ${entries} e on e.user_id = ${userId} and e.date = days.day
        group by days.day
        order by days.day`);
      return result.rows;
    },

    /**
     * Distinct foods (by name, ignoring case, and recipe) among the member's latest 500 entries (by
     * day, then by when logged), each with the numbers of its latest entry, latest first — one
     * statement on `diary_entries_user_date_idx` read backwards.
     */
    async recent(userId: string, limit: number) {
      const result = await db.execute<{
        food_name: string;
        recipe_id: string | null;
        meal_type: MealType;
        serving_size: number;
        serving_unit: string;
        calories: number;
        protein: number;
        carbohydrates: number;
        fat: number;
        sugar: number;
        last_logged_on: string;
      }>(sql`
        select food_name, recipe_id::text as recipe_id, meal_type, serving_size, serving_unit,
          calories, protein, carbohydrates, fat, sugar, date::text as last_logged_on
        from (
          select distinct on (lower(food_name), recipe_id) *
          from (select * from ${entries} where user_id = ${userId}
                order by date desc, created_at desc, id desc limit 500) latest
          order by lower(food_name), recipe_id, date desc, created_at desc, id desc) foods
        order by date desc, created_at desc, id desc
        limit ${limit}`);
      return result.rows;
    },

    /**
     * Copies the member's entries of a day (or of one meal) to another day with their stored numbers,
     * in one statement. Each copy records its original; the unique index on (copied_from, date)
     * turns a second copy of the same entry to the same day into nothing (ON CONFLICT DO NOTHING).
     * Copies keep the source's order within a meal (created_at a microsecond apart). A copy is not
     * copied back onto the day its original is on. `onWritten` is told of each copy made.
     */
    async copy(
      userId: string,
      fromDate: string,
      toDate: string,
      mealType: MealType | undefined,
      onWritten: OnEntryWritten,
    ): Promise<{ inserted: EntryRow[]; sourceCount: number }> {
      return db.transaction(async (tx) => {
        const result = await tx.execute<EntryRow & { source_count: number }>(sql`
        with source as (
          select s.*, row_number() over (
              order by ${mealOrder('s.meal_type')}, s.created_at, s.id) as position,
            -- a copy is never copied back onto its original's day (the original is there)
            exists (select 1 from ${entries} o
              where o.id = s.copied_from and o.user_id = ${userId} and o.date = ${toDate}::date)
              as original_there
          from ${entries} s
          where s.user_id = ${userId} and s.date = ${fromDate}::date
            ${mealType ? sql`and s.meal_type = ${mealType}` : sql``}),
        inserted as (
          insert into ${entries} (user_id, date, meal_type, recipe_id, food_name, serving_size,
            serving_unit, calories, protein, carbohydrates, fat, sugar, notes, copied_from,
            created_at, updated_at)
          select user_id, ${toDate}::date, meal_type, recipe_id, food_name, serving_size,
            serving_unit, calories, protein, carbohydrates, fat, sugar, notes,
            coalesce(copied_from, id), now() + make_interval(secs => position / 1e6::float8), now()
          from source
          where not original_there
          order by position
          on conflict do nothing
          returning *)
        select counted.source_count, ${rawColumns}
        from (select count(*)::int as source_count from source) counted
        left join inserted e on true
        order by ${mealOrder('e.meal_type')}, e.created_at, e.id`);
        const rows = result.rows;
        const inserted = rows
          .filter((r) => r.id !== null)
          .map(({ source_count: _n, ...row }) => row);
        for (const row of inserted) await onWritten(tx, row);
        return { sourceCount: rows[0]?.source_count ?? 0, inserted };
      });
    },

    /** The member's entries of a range (either end open), oldest day first, for the CSV export. */
    async range(userId: string, from: string | undefined, to: string | undefined) {
      return db
        .select(entryColumns)
        .from(entries)
        .where(
          and(
            eq(entries.user_id, userId),
            from ? gte(entries.date, from) : undefined,
            to ? lte(entries.date, to) : undefined,
          ),
        )
        .orderBy(asc(entries.date), ...dayOrder);
    },
  };
}
export type DiaryRepository = ReturnType<typeof createDiaryRepository>;

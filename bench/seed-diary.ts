import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';

export interface DiarySeed {
  /** Members in all, those already signed up included. */
  members: number;
  /** Days of entries per member, ending on `lastDay`. */
  days: number;
  entriesPerDay: number;
  lastDay: string;
  /** Members signed up through the app (their sessions are used to measure); the rest are made here. */
  signedUp: string[];
}

/**
 * A year of food diary for many members, written straight in SQL. Rows go in day by day across all
 * members, as a live server would have written them, so each member's entries are scattered over
 * the table rather than stored together (which would flatter every read). A fifth of the entries
 * link one of 50 public recipes.
 */
export async function seedBenchDiary(database: Database, seed: DiarySeed): Promise<void> {
  const db = database.db;
  const made = seed.members - seed.signedUp.length;
  await db.execute(sql`
    insert into "user" (id, name, email)
    select 'bench-diary-' || g, 'Diary member ' || g, 'bench-diary-' || g || '@example.com'
    from generate_series(1, ${made}) g`);
  await db.execute(sql`
    insert into profiles (id, username, display_name, time_zone)
    select 'bench-diary-' || g, 'bench_diary_' || g, 'Diary member ' || g,
      (array['UTC','America/Los_Angeles','Europe/Paris','Pacific/Auckland','Asia/Tokyo'])[1 + g % 5]
    from generate_series(1, ${made}) g`);
  await db.execute(sql`
    insert into recipes (title, description, servings, is_public, is_community, nutritional_info)
    select 'Diary bench recipe ' || g, 'A recipe to log.', 4, true, true,
      jsonb_build_object('calories', 300 + g, 'protein', 12, 'carbohydrates', 40, 'fat', 9, 'sugar', 6)
    from generate_series(1, 50) g`);
  await db.execute(sql`
    create temporary table bench_members as
    select id, row_number() over (order by id) as n from "user"
    where id like 'bench-diary-%'
      ${
        seed.signedUp.length > 0
          ? sql`or id in (${sql.join(
              seed.signedUp.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql``
      }`);
  await db.execute(sql`
    create temporary table bench_recipes as
    select id, row_number() over (order by id) - 1 as n from recipes where title like 'Diary bench recipe %'`);
  // One day at a time (all members), oldest first; a statement per 30 days keeps each one small.
  for (let start = seed.days - 1; start >= 0; start -= 30) {
    const end = Math.max(0, start - 29);
    await db.execute(sql`
      insert into diary_entries (user_id, date, meal_type, recipe_id, food_name, serving_size,
        serving_unit, calories, protein, carbohydrates, fat, sugar, notes, created_at, updated_at)
      select m.id, ${seed.lastDay}::date - d,
        (array['breakfast','lunch','dinner','snack','other'])[1 + (k % 5)],
        case when (m.n + d + k) % 5 = 0 then r.id end,
        (array['Oats','Banana','Tomato soup','Rye bread','Yogurt','Apple','Rice','Chicken salad',
          'Coffee','Pasta'])[1 + ((m.n * 7 + d * 3 + k) % 10)::int],
        1, 'serving', 50 + (m.n + d * 13 + k * 7) % 600, (d + k) % 40, (m.n + k) % 90,
        (d * k) % 35, (m.n + d) % 30, null,
        (${seed.lastDay}::date - d)::timestamptz + make_interval(hours => 7 + k * 4),
        (${seed.lastDay}::date - d)::timestamptz + make_interval(hours => 7 + k * 4)
      from generate_series(${start}, ${end}, -1) d
        cross join bench_members m
        cross join generate_series(0, ${seed.entriesPerDay - 1}) k
        left join bench_recipes r on r.n = (m.n + d + k) % 50
      order by d desc, m.n, k`);
  }
  await db.execute(sql`drop table bench_members`);
  await db.execute(sql`drop table bench_recipes`);
  // A database in steady state, not one just bulk-loaded (see seed-recipes.ts).
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
}

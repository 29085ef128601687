import { sql } from 'drizzle-orm';
import type { NutritionSettings, NutritionSettingsInput } from '@mise/core';
import type { Db } from '../../db/client.js';
import { isoTimestamp } from '../../db/timestamps.js';
import { user_nutrition_settings as settings } from '../../db/schema/diary.js';

const columns = sql.raw(`user_id, calorie_target, protein_target, carb_target, fat_target,
  sugar_target, preferred_protein_pct, preferred_carb_pct, preferred_fat_pct, track_sugar,
  track_macros`);

export function createSettingsRepository(db: Db) {
  const values = (userId: string, input: NutritionSettingsInput) => sql`(${userId},
    ${input.calorie_target}, ${input.protein_target}, ${input.carb_target}, ${input.fat_target},
    ${input.sugar_target}, ${input.preferred_protein_pct}, ${input.preferred_carb_pct},
    ${input.preferred_fat_pct}, ${input.track_sugar}, ${input.track_macros})`;
  const answer = sql`${columns}, ${isoTimestamp('created_at')} as created_at, ${isoTimestamp('updated_at')} as updated_at`;

  return {
    /**
     * The member's settings, made from `defaults` when they have none — in one statement: the
     * insert does nothing when a row exists, and the select (which sees the table as it was before
     * the statement) finds that row instead. Of two first reads at once, the second one's insert
     * waits for the first and then does nothing, and its select cannot see the row committed after
     * its statement began: it reads once more.
     */
    async findOrCreate(
      userId: string,
      defaults: NutritionSettingsInput,
    ): Promise<NutritionSettings> {
      const result = await db.execute<NutritionSettings>(sql`
        with created as (
          insert into ${settings} (${columns}) values ${values(userId, defaults)}
          on conflict (user_id) do nothing
          returning ${answer})
        select * from created
        union all
        select ${answer} from ${settings} where user_id = ${userId}
        limit 1`);
      if (result.rows[0]) return result.rows[0];
      const again = await db.execute<NutritionSettings>(
        sql`select ${answer} from ${settings} where user_id = ${userId}`,
      );
      return again.rows[0]!;
    },

    /** Replaces the member's settings (made if missing). */
    async save(userId: string, input: NutritionSettingsInput): Promise<NutritionSettings> {
      const result = await db.execute<NutritionSettings>(sql`
        insert into ${settings} (${columns}) values ${values(userId, input)}
        on conflict (user_id) do update set
          calorie_target = excluded.calorie_target, protein_target = excluded.protein_target,
          carb_target = excluded.carb_target, fat_target = excluded.fat_target,
          sugar_target = excluded.sugar_target,
          preferred_protein_pct = excluded.preferred_protein_pct,
          preferred_carb_pct = excluded.preferred_carb_pct,
          preferred_fat_pct = excluded.preferred_fat_pct,
          track_sugar = excluded.track_sugar, track_macros = excluded.track_macros,
          updated_at = now()
        returning ${answer}`);
      return result.rows[0]!;
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

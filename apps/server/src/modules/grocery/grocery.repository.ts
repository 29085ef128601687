import { and, eq, sql } from 'drizzle-orm';
import {
  GROCERY_CATEGORIES,
  type GroceryAddPlan,
  type GroceryCategory,
  type GroceryLine,
  type GrocerySource,
} from '@mise/core';
import type { Db } from '../../db/client.js';
import { isoTimestamp } from '../../db/timestamps.js';
import {
  grocery_idempotency_keys as addKeys,
  grocery_items as items,
} from '../../db/schema/grocery.js';

/** A list line's columns as the service reads them (the quantity shown is worked out from them). */
export interface ItemRow {
  id: string;
  name: string;
  food_key: string;
  amount: number | null;
  unit: string;
  category: GroceryCategory;
  checked: boolean;
  sources: GrocerySource[];
  created_at: string;
  updated_at: string;
}

/** A new line: an entry of an add, checked or not. */
export interface ItemValues {
  name: string;
  food_key: string;
  amount: number | null;
  unit: string;
  category: GroceryCategory;
  checked?: boolean | undefined;
  sources: GrocerySource[];
}

export type ItemChanges = Partial<Omit<ItemValues, 'sources'>>;

/** What an add decides once it sees the member's unchecked lines of its foods and their count. */
export type AddDecision = (
  unchecked: GroceryLine[],
  itemCount: number,
) => Omit<GroceryAddPlan, 'inserts'> & { inserts: ItemValues[] };

const itemColumns = {
  id: items.id,
  name: items.name,
  food_key: items.food_key,
  amount: items.amount,
  unit: items.unit,
  category: sql<GroceryCategory>`${items.category}`,
  checked: items.checked,
  sources: items.sources,
  created_at: isoTimestamp('"grocery_items"."created_at"'),
  updated_at: isoTimestamp('"grocery_items"."updated_at"'),
};

/** The aisles in the order a list shows them, then the lines by name. */
const listOrder = [
  sql`array_position(array[${sql.join(
    GROCERY_CATEGORIES.map((c) => sql`${c}`),
    sql`, `,
  )}]::text[], ${items.category})`,
  sql`lower(${items.name})`,
  items.created_at,
  items.id,
] as const;

/**
 * Namespace of the list's advisory locks (the other half of the key is the member's): every add
 * takes it, so two adds of one member run one after the other and the second sees the first's
 * lines — it merges into them instead of duplicating them, and the limit counts both.
 */
const LIST_LOCK = 0x67726f63; // 'groc'

const mine = (id: string, userId: string) => and(eq(items.id, id), eq(items.user_id, userId));

export function createGroceryRepository(db: Db) {
  return {
    /** The member's whole list, aisle by aisle (index `grocery_items_user_checked_category_idx`). */
    async list(userId: string): Promise<ItemRow[]> {
      return db
        .select(itemColumns)
        .from(items)
        .where(eq(items.user_id, userId))
        .orderBy(...listOrder);
    },

    async find(id: string, userId: string): Promise<ItemRow | undefined> {
      const [row] = await db.select(itemColumns).from(items).where(mine(id, userId));
      return row;
    },

    /**
     * An add in one transaction under the member's list lock: reads their unchecked lines of
     * `foodKeys` and how many lines they have, lets `decide` plan the add (it may throw: nothing is
     * written), then writes every merged line in one statement and every new one in another.
     * Answers the ids of the new lines, in the plan's order; with `answerLine` (which names a line,
     * given those ids), that line as the transaction leaves it, read on the same connection.
     */
    async add(
      userId: string,
      foodKeys: string[],
      decide: AddDecision,
      once?: AddOnce,
      answerLine?: (insertedIds: string[]) => string,
    ): Promise<{ ids: string[]; line?: ItemRow | undefined }> {
      const answer = async (tx: Tx, ids: string[]) => {
        if (!answerLine) return { ids };
        const [line] = await tx
          .select(itemColumns)
          .from(items)
          .where(mine(answerLine(ids), userId));
        return { ids, line };
      };
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LIST_LOCK}, hashtext(${userId}))`);
        // Under the lock: of two adds with one key, the second sees the first's (issue 17 §1).
        if (once) {
          const [done] = await tx
            .select({ item_id: addKeys.item_id })
            .from(addKeys)
            .where(and(eq(addKeys.user_id, userId), eq(addKeys.key, once.key)));
          if (done) throw new ReplayedAdd(done.item_id);
        }
        // One statement: the member's count of lines, and their unchecked lines of these foods.
        const [read] = (
          await tx.execute<{ count: number; unchecked: GroceryLine[] | null }>(sql`
            select (select count(*)::int from ${items} where user_id = ${userId}) as count,
              ${
                foodKeys.length === 0
                  ? sql`null::json`
                  : sql`(select json_agg(json_build_object('id', g.id, 'food_key', g.food_key,
                      'amount', g.amount, 'unit', g.unit, 'sources', g.sources)
                      order by g.created_at, g.id)
                    from ${items} g where g.user_id = ${userId} and not g.checked
                      and g.food_key = any(${sql.param(foodKeys)}::text[]))`
              } as unchecked`)
        ).rows;
        const unchecked = read?.unchecked ?? [];
        const counted = { count: read?.count ?? 0 };
        const plan = decide(unchecked, counted?.count ?? 0);
        if (plan.updates.length > 0) {
          const changes = JSON.stringify(
            plan.updates.map(({ id, amount, unit, sources }) => ({ id, amount, unit, sources })),
          );
          await tx.execute(sql`
            update ${items} g set amount = v.amount, unit = v.unit, sources = v.sources,
              updated_at = now()
            from json_to_recordset(${changes}::json)
              as v(id uuid, amount float8, unit text, sources jsonb)
            where g.id = v.id and g.user_id = ${userId}`);
        }
        if (plan.inserts.length === 0) {
          if (once) await remember(tx, userId, once, []);
          return answer(tx, []);
        }
        const inserted = await tx
          .insert(items)
          .values(
            plan.inserts.map((entry) => ({
              user_id: userId,
              name: entry.name,
              food_key: entry.food_key,
              amount: entry.amount,
              unit: entry.unit,
              category: entry.category,
              checked: entry.checked ?? false,
              sources: entry.sources,
            })),
          )
          .returning({ id: items.id });
        const ids = inserted.map((row) => row.id);
        if (once) await remember(tx, userId, once, ids);
        return answer(tx, ids);
      });
    },

    /** Changes the member's own line; undefined when it is not theirs (or gone). */
    async update(id: string, userId: string, changes: ItemChanges): Promise<ItemRow | undefined> {
      const [row] = await db
        .update(items)
        .set({ ...changes, updated_at: sql`now()` })
        .where(mine(id, userId))
        .returning(itemColumns);
      return row;
    },

    /** Deletes the member's own line; false when there was none. */
    async delete(id: string, userId: string): Promise<boolean> {
      const rows = await db.delete(items).where(mine(id, userId)).returning({ id: items.id });
      return rows.length > 0;
    },

    async deleteChecked(userId: string): Promise<void> {
      await db.delete(items).where(and(eq(items.user_id, userId), eq(items.checked, true)));
    },
  };
}
export type GroceryRepository = ReturnType<typeof createGroceryRepository>;

/**
 * An add made under an `Idempotency-Key`: `lineOf` names the line the add went to (given the ids of
 * the lines it made), which the key then points to.
 */
export interface AddOnce {
  key: string;
  lineOf: (insertedIds: string[]) => string;
}

/** Thrown by an add whose key was already used: nothing was written; `lineId` is the first add's line. */
export class ReplayedAdd extends Error {
  constructor(readonly lineId: string) {
    super('grocery add replayed');
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Keeps the key with the add's line, in the add's transaction; the member's month-old keys go. */
async function remember(tx: Tx, userId: string, once: AddOnce, insertedIds: string[]) {
  await tx
    .delete(addKeys)
    .where(
      and(eq(addKeys.user_id, userId), sql`${addKeys.created_at} < now() - interval '30 days'`),
    );
  await tx
    .insert(addKeys)
    .values({ user_id: userId, key: once.key, item_id: once.lineOf(insertedIds) });
}

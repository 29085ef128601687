import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { isoTimestamp, isoTimestampText } from '../../db/timestamps.js';
import { collection_recipes as links, collections } from '../../db/schema/collections.js';
import type { Cursor } from '../cursor.js';

/**
 * A cookbook's own columns as the API sends them, with the ids of its recipes in their order (what
 * the viewer may see of them is the recipes service's to say, not this table's).
 */
// A type, not an interface: raw rows must be indexable records.
export type CollectionRow = {
  id: string;
  user_id: string;
  name: string;
  description: string;
  is_public: boolean;
  created_at: string;
  updated_at: string;
  recipe_ids: string[];
};

/** A row of the member's list: its keyset position and, when asked, whether it holds a recipe. */
export type ListedCollectionRow = CollectionRow & {
  cursor_created_at: string;
  contains_recipe?: boolean;
};

export type CollectionValues = { name: string; description: string; is_public: boolean };

/**
 * The columns of a cookbook, its recipe ids gathered by a subquery on the primary key's index (no
 * N+1: a whole list page is one statement). Written out in full: in a one-table select Drizzle
 * leaves columns unqualified, and the subquery's own would shadow them.
 */
const collectionColumns = {
  id: collections.id,
  user_id: collections.user_id,
  name: collections.name,
  description: collections.description,
  is_public: collections.is_public,
  created_at: isoTimestamp('"collections"."created_at"'),
  updated_at: isoTimestamp('"collections"."updated_at"'),
  recipe_ids: sql<string[]>`array(
    select l.recipe_id::text from "collection_recipes" l
    where l.collection_id = "collections"."id" order by l.position, l.added_at, l.recipe_id)`,
};

/**
 * What adding a recipe did ('recipe-gone': the recipe was deleted since the service checked it;
 * 'not-owned': the member has no cookbook of that id).
 */
export type AddOutcome = 'added' | 'already' | 'full' | 'gone' | 'recipe-gone' | 'not-owned';

/**
 * Told inside the write's transaction of what it wrote (progress records it there): a new cookbook
 * with its ordinal (how many cookbooks the member has with it) and the recipes it starts with; or
 * a recipe just added to one.
 */
export type OnCollectionWritten = (
  tx: Db,
  written: { id: string; ordinal: number; recipeIds: string[] },
) => Promise<unknown>;
export type OnRecipeAdded = (tx: Db) => Promise<unknown>;
/**
 * Asked under the cookbook's lock before the link is written, with the recipe ids it held when
 * locked; throws to refuse the add (nothing is written).
 */
export type CheckBeforeAdd = (tx: Db, heldRecipeIds: string[]) => Promise<void>;

/** Namespace of the advisory lock a member's cookbook creations take (the other half is theirs). */
const CREATE_LOCK = 0x63626b73; // 'cbks'

export function createCollectionsRepository(db: Db) {
  /** Locks the cookbook's row until the transaction ends: its links change one writer at a time. */
  async function lock(tx: Db, id: string): Promise<boolean> {
    const rows = await tx
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.id, id))
      .for('update');
    return rows.length > 0;
  }
  const touch = (tx: Db, id: string) =>
    tx
      .update(collections)
      .set({ updated_at: sql`now()` })
      .where(eq(collections.id, id));

  /**
   * Appends the recipe under the cookbook's lock (see `addRecipe`): the lock (the owner's cookbook
   * only), the caller's check, then ONE statement that reads the links (count, presence, next
   * position), inserts the link when it may, touches the cookbook when it did, and answers the
   * cookbook as it now stands.
   */
  function addOnce(
    id: string,
    userId: string,
    recipeId: string,
    max: number,
    check: CheckBeforeAdd,
    onAdded: OnRecipeAdded,
  ): Promise<{ outcome: AddOutcome; row?: CollectionRow }> {
    return db.transaction(async (tx) => {
      // The owner's cookbook only: someone else's is never locked (the service tells 404 from 403).
      // Its recipe ids are read from the statement's snapshot, which is taken before the lock is
      // granted, so they may miss an add that committed meanwhile: they only say which images the
      // answer needs, and the statement below reads the links again under the lock.
      const [locked] = await tx
        .select({ id: collections.id, recipe_ids: collectionColumns.recipe_ids })
        .from(collections)
        .where(and(eq(collections.id, id), eq(collections.user_id, userId)))
        .for('update');
      if (!locked) return { outcome: 'not-owned' as const };
      await check(tx, locked.recipe_ids);
      const { rows } = await tx.execute<
        CollectionRow & { count: number; present: boolean; added: boolean }
      >(sql`
        with state as (
          select count(*)::int as count,
            coalesce(bool_or(${links.recipe_id} = ${recipeId}::uuid), false) as present,
            coalesce(max(${links.position}) + 1, 0)::int as next
          from ${links} where ${links.collection_id} = ${id}::uuid),
        added as (
          insert into ${links} (collection_id, recipe_id, position)
          select ${id}::uuid, ${recipeId}::uuid, state.next from state
          where not state.present and state.count < ${max}
          returning recipe_id),
        touched as (
          update ${collections} set updated_at = now()
          where ${collections.id} = ${id}::uuid and exists (select 1 from added)
          returning updated_at)
        select c.id, c.user_id, c.name, c.description, c.is_public,
          ${sql.raw(isoTimestampText('c.created_at'))} as created_at,
          ${sql.raw(isoTimestampText('coalesce((select updated_at from touched), c.updated_at)'))} as updated_at,
          -- the links before this statement's insert (which it cannot see), then the new one
          array(select l.recipe_id::text from ${links} l where l.collection_id = c.id
            order by l.position, l.added_at, l.recipe_id)
            || array(select recipe_id::text from added) as recipe_ids,
          state.count, state.present, exists (select 1 from added) as added
        from ${collections} c, state where c.id = ${id}::uuid`);
      const { count, present, added, ...row } = rows[0]!;
      if (present) return { outcome: 'already' as const, row };
      if (!added) return { outcome: count >= max ? ('full' as const) : ('gone' as const) };
      await onAdded(tx);
      return { outcome: 'added' as const, row };
    });
  }

  return {
    /**
     * The member's cookbooks, newest first, from `after` (index `collections_user_created_idx`);
     * with `recipeId`, whether each holds it. One statement whatever the page size.
     */
    async list(
      userId: string,
      options: { after?: Cursor | undefined; limit: number; recipeId?: string | undefined },
    ): Promise<ListedCollectionRow[]> {
      const { after, limit, recipeId } = options;
      return db
        .select({
          ...collectionColumns,
          // Full microsecond precision for the keyset cursor (a JS Date keeps only milliseconds).
          cursor_created_at: sql<string>`${collections.created_at}::text`,
          ...(recipeId
            ? {
                contains_recipe: sql<boolean>`exists (select 1 from "collection_recipes" l
                  where l.collection_id = "collections"."id" and l.recipe_id = ${recipeId}::uuid)`,
              }
            : {}),
        })
        .from(collections)
        .where(
          and(
            eq(collections.user_id, userId),
            after
              ? sql`(${collections.created_at}, ${collections.id}) < (${after.created_at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(collections.created_at), desc(collections.id))
        .limit(limit);
    },

    async find(id: string): Promise<CollectionRow | undefined> {
      const [row] = await db
        .select(collectionColumns)
        .from(collections)
        .where(eq(collections.id, id));
      return row;
    },

    /**
     * A new cookbook with these recipes in this order, in one transaction. 'recipe-gone' (nothing
     * written) when one of them was deleted since the service checked it. A member's creates run
     * one after the other, so each counts the cookbooks before it.
     */
    async insert(
      userId: string,
      values: CollectionValues,
      recipeIds: string[],
      onWritten: OnCollectionWritten,
    ): Promise<CollectionRow | 'recipe-gone'> {
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_LOCK}, hashtext(${userId}))`);
          const [row] = await tx
            .insert(collections)
            .values({ ...values, user_id: userId })
            .returning({
              ...collectionColumns,
              recipe_ids: sql<string[]>`'{}'::text[]`,
            });
          if (recipeIds.length > 0)
            await tx.insert(links).values(
              recipeIds.map((recipe_id, position) => ({
                collection_id: row!.id,
                recipe_id,
                position,
              })),
            );
          const [counted] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(collections)
            .where(eq(collections.user_id, userId));
          await onWritten(tx, { id: row!.id, ordinal: counted!.n, recipeIds });
          return { ...row!, recipe_ids: recipeIds };
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'recipe-gone';
        throw error;
      }
    },

    /** Changes the cookbook (the service has checked it is the caller's). */
    async update(id: string, changes: Partial<CollectionValues>): Promise<void> {
      await db
        .update(collections)
        .set({ ...changes, updated_at: sql`now()` })
        .where(eq(collections.id, id));
    },

    /** Deletes the cookbook and its links (ON DELETE CASCADE); the recipes stay. */
    async delete(id: string): Promise<void> {
      await db.delete(collections).where(eq(collections.id, id));
    },

    /**
     * Appends the recipe to the member's cookbook, once: a recipe already in it stays where it is.
     * Under the cookbook's lock, so two adds at once take distinct positions and the cap holds; the
     * whole save is one transaction on one pooled connection. 'not-owned': no cookbook of the
     * member's has this id (nothing locked or written). With the outcome 'added' or 'already', the
     * cookbook as it stands after it.
     */
    async addRecipe(
      id: string,
      userId: string,
      recipeId: string,
      max: number,
      check: CheckBeforeAdd,
      onAdded: OnRecipeAdded,
    ): Promise<{ outcome: AddOutcome; row?: CollectionRow }> {
      try {
        return await addOnce(id, userId, recipeId, max, check, onAdded);
      } catch (error) {
        if (isForeignKeyViolation(error)) return { outcome: 'recipe-gone' };
        throw error;
      }
    },

    /** Takes the recipe out of the cookbook; false when it was not in it. */
    async removeRecipe(id: string, recipeId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(links)
          .where(and(eq(links.collection_id, id), eq(links.recipe_id, recipeId)))
          .returning({ id: links.recipe_id });
        if (removed.length > 0) await touch(tx, id);
        return removed.length > 0;
      });
    },

    /**
     * Puts the cookbook's recipes in this order, in one statement under the cookbook's lock. False
     * (nothing changed) when `order` is not exactly the recipes it holds now — a recipe added or
     * removed since the caller looked.
     */
    async setOrder(id: string, order: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await lock(tx, id))) return false;
        const held = await tx
          .select({ recipe_id: links.recipe_id })
          .from(links)
          .where(eq(links.collection_id, id));
        const wanted = new Set(order);
        if (held.length !== wanted.size || held.some((l) => !wanted.has(l.recipe_id))) return false;
        if (order.length > 0)
          await tx.execute(sql`
            update ${links} set position = o.ord::int - 1
            from unnest(${sql.param(order)}::uuid[]) with ordinality as o(recipe_id, ord)
            where ${links.collection_id} = ${id}::uuid and ${links.recipe_id} = o.recipe_id`);
        await touch(tx, id);
        return true;
      });
    },
  };
}
export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;

import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { user } from '../../db/schema/auth.js';
import { cooking_sessions } from '../../db/schema/cooking.js';

export type CookingSessionRow = typeof cooking_sessions.$inferSelect;
export type NewCookingSession = Pick<
  CookingSessionRow,
  'user_id' | 'recipe_id' | 'cuisine' | 'servings' | 'started_at'
>;
export type ProgressValues = Partial<
  Pick<CookingSessionRow, 'current_step_index' | 'completed_step_ids' | 'servings'>
>;
export type FinishValues = Pick<CookingSessionRow, 'duration_s' | 'efficiency' | 'counted'>;

const mine = (id: string, userId: string) =>
  and(eq(cooking_sessions.id, id), eq(cooking_sessions.user_id, userId));
const active = sql`${cooking_sessions.status} = 'active'`;
const finished = sql`${cooking_sessions.status} = 'finished'`;

/** A finished session with its finish time at full (microsecond) precision, for the keyset cursor. */
export type FinishedSessionRow = CookingSessionRow & { cursor_finished_at: string };
export interface FinishedQuery {
  recipeId?: string | undefined;
  /** The last row of the previous page: rows strictly older (finished_at, id) come next. */
  after?: { finished_at: string; id: string } | undefined;
  limit: number;
}

export function createCookingRepository(db: Db) {
  return {
    /**
     * Ends the member's active session (stopped, never counted) and opens the new one, in one
     * transaction. The member's row is locked first so two starts at once (two tabs) run one after
     * the other instead of the second tripping over the one-active-session index.
     */
    async start(values: NewCookingSession): Promise<CookingSessionRow> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: user.id })
          .from(user)
          .where(eq(user.id, values.user_id))
          .for('update');
        await tx
          .update(cooking_sessions)
          .set({ status: 'stopped', finished_at: values.started_at })
          .where(and(eq(cooking_sessions.user_id, values.user_id), active));
        const [row] = await tx.insert(cooking_sessions).values(values).returning();
        return row!;
      });
    },

    async findActive(userId: string): Promise<CookingSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(cooking_sessions)
        .where(and(eq(cooking_sessions.user_id, userId), active));
      return row;
    },

    /**
     * The member's finished sessions, newest first, in one query served by the partial index
     * `cooking_sessions_user_finished_idx` (user_id, finished_at, id) where finished.
     */
    async listFinished(userId: string, query: FinishedQuery): Promise<FinishedSessionRow[]> {
      return db
        .select({
          ...getTableColumns(cooking_sessions),
          // A JS Date keeps only milliseconds; the cursor needs the stored microseconds.
          cursor_finished_at: sql<string>`${cooking_sessions.finished_at}::text`,
        })
        .from(cooking_sessions)
        .where(
          and(
            eq(cooking_sessions.user_id, userId),
            finished,
            query.recipeId ? eq(cooking_sessions.recipe_id, query.recipeId) : undefined,
            query.after
              ? sql`(${cooking_sessions.finished_at}, ${cooking_sessions.id}) < (${query.after.finished_at}::timestamptz, ${query.after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(cooking_sessions.finished_at), desc(cooking_sessions.id))
        .limit(query.limit);
    },

    /** How many of the member's cooks of a recipe counted, and when the last of them finished. */
    async countedSummary(
      userId: string,
      recipeId: string,
    ): Promise<{ count: number; last_finished_at: Date | null }> {
      // Served by `cooking_sessions_user_recipe_idx` (user_id, recipe_id, …).
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          last: sql<Date | null>`max(${cooking_sessions.finished_at})`.mapWith(
            cooking_sessions.finished_at,
          ),
        })
        .from(cooking_sessions)
        .where(
          and(
            eq(cooking_sessions.user_id, userId),
            eq(cooking_sessions.recipe_id, recipeId),
            finished,
            eq(cooking_sessions.counted, true),
          ),
        );
      return {
        count: row?.count ?? 0,
        last_finished_at: row?.last ?? null,
      };
    },

    /**
     * Runs `work` in one transaction: a request that reads, asks another module and writes holds one
     * pooled connection for all of it instead of queueing for the pool once per statement.
     */
    inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The member's own session, whatever its status; another member's is undefined (→ 404). */
    async find(id: string, userId: string, tx: Db = db): Promise<CookingSessionRow | undefined> {
      const [row] = await tx.select().from(cooking_sessions).where(mine(id, userId));
      return row;
    },

    /** Progress on an active session only; undefined when it is not (or no longer) active. */
    async updateProgress(
      id: string,
      userId: string,
      values: ProgressValues,
      tx: Db = db,
    ): Promise<CookingSessionRow | undefined> {
      const [row] = await tx
        .update(cooking_sessions)
        .set(values)
        .where(and(mine(id, userId), active))
        .returning();
      return row;
    },

    /** Stops an active session; false when there was none to stop. */
    async stop(id: string, userId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(cooking_sessions)
        .set({ status: 'stopped', finished_at: at })
        .where(and(mine(id, userId), active))
        .returning({ id: cooking_sessions.id });
      return rows.length > 0;
    },

    /**
     * Finishes an active session with what `judge` decides from the locked row, in one transaction:
     * the row is locked, and the UPDATE is conditional on `status = 'active'`, so of any number of
     * finishes at once exactly one writes; the others read the finished row back unchanged.
     */
    async finish(
      id: string,
      userId: string,
      at: Date,
      judge: (row: CookingSessionRow) => FinishValues,
      /** Runs in the finish's transaction once this call finished it (progress records the cook). */
      onFinished: (tx: Db, row: CookingSessionRow) => Promise<void> = () => Promise.resolve(),
    ): Promise<CookingSessionRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(cooking_sessions)
          .where(mine(id, userId))
          .for('update');
        if (!row || row.status !== 'active') return row;
        const [finished] = await tx
          .update(cooking_sessions)
          .set({ status: 'finished', finished_at: at, ...judge(row) })
          .where(and(mine(id, userId), active))
          .returning();
        if (finished) await onFinished(tx, finished);
        return finished ?? row;
      });
    },
  };
}
export type CookingRepository = ReturnType<typeof createCookingRepository>;

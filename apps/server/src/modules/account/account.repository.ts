import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { account_imports } from '../../db/schema/account.js';

export type ImportKind = 'recipe' | 'cookbook' | 'meal_plan' | 'diary';

/** An import lock older than this was left by a crash (an import of a big account takes a minute). */
export const IMPORT_LOCK_MINUTES = 15;

/** What earlier imports brought into a member's account: an export's id → the row made from it. */
export function createAccountRepository(db: Db) {
  return {
    /** One transaction for the modules' writes of an account's deletion (each given `tx`). */
    transaction: <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as Db)),
    async imported(userId: string, kind: ImportKind): Promise<Map<string, string>> {
      const rows = await db
        .select({ source_id: account_imports.source_id, target_id: account_imports.target_id })
        .from(account_imports)
        .where(and(eq(account_imports.user_id, userId), eq(account_imports.kind, kind)));
      return new Map(rows.map((row) => [row.source_id, row.target_id]));
    },
    /**
     * One import at a time per member, whichever process serves it: a 'lock' row taken here (or
     * taken over when older than IMPORT_LOCK_MINUTES, left by a crash). False: another is running.
     */
    async lockImport(userId: string): Promise<boolean> {
      const { rows } = await db.execute(sql`
        insert into ${account_imports} (user_id, kind, source_id, target_id)
        values (${userId}, 'lock', 'import', gen_random_uuid())
        on conflict (user_id, kind, source_id) do update set created_at = now()
          where ${account_imports.created_at} < now() - make_interval(mins => ${IMPORT_LOCK_MINUTES})
        returning 1`);
      return rows.length > 0;
    },
    async unlockImport(userId: string): Promise<void> {
      await db
        .delete(account_imports)
        .where(and(eq(account_imports.user_id, userId), eq(account_imports.kind, 'lock')));
    },
    async remember(userId: string, kind: ImportKind, sourceId: string, targetId: string) {
      await db
        .insert(account_imports)
        .values({ user_id: userId, kind, source_id: sourceId, target_id: targetId })
        .onConflictDoNothing();
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;

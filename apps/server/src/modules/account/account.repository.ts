import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { account_imports } from '../../db/schema/account.js';

export type ImportKind = 'recipe' | 'cookbook' | 'meal_plan' | 'diary';

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
    async remember(userId: string, kind: ImportKind, sourceId: string, targetId: string) {
      await db
        .insert(account_imports)
        .values({ user_id: userId, kind, source_id: sourceId, target_id: targetId })
        .onConflictDoNothing();
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;

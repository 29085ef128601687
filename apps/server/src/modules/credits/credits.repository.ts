import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { credit_accounts, credit_ledger } from '../../db/schema/credits.js';
import type { Cursor } from '../cursor.js';

export interface LedgerRow {
  id: string;
  delta: number;
  reason: string;
  created_at: Date;
  /** Full microsecond precision, for the keyset cursor. */
  cursor_created_at: string;
}

export interface LedgerWrite {
  user_id: string;
  delta: number;
  reason: string;
  action: string | null;
  source_key: string;
}

/**
 * The credit tables. Writes take a `Db` that is a transaction of the service's: the account row is
 * locked first, then the balance and its ledger row change together.
 */
export function createCreditsRepository(db: Db) {
  return {
    /** The account as it stands, without a lock (the read path's "is a top-up due?"). */
    async account(userId: string): Promise<{ balance: number; period: string } | undefined> {
      const [row] = await db
        .select({ balance: credit_accounts.balance, period: credit_accounts.period })
        .from(credit_accounts)
        .where(eq(credit_accounts.user_id, userId));
      return row;
    },

    /**
     * The member's account row, created when missing, locked for the rest of `tx`: every change to
     * one member's balance queues here, so two tabs take turns.
     */
    async lock(tx: Db, userId: string): Promise<{ balance: number; period: string }> {
      // One statement: the do-nothing update still takes the row lock, on a new row or an old one.
      const [row] = await tx
        .insert(credit_accounts)
        .values({ user_id: userId })
        .onConflictDoUpdate({
          target: credit_accounts.user_id,
          set: { user_id: sql`excluded.user_id` },
        })
        .returning({ balance: credit_accounts.balance, period: credit_accounts.period });
      return row!;
    },

    /** Adds `delta` to the locked account (and sets its period when given). */
    async add(tx: Db, userId: string, delta: number, period?: string): Promise<number> {
      const [row] = await tx
        .update(credit_accounts)
        .set({
          balance: sql`${credit_accounts.balance} + ${delta}`,
          ...(period !== undefined ? { period } : {}),
          updated_at: sql`now()`,
        })
        .where(eq(credit_accounts.user_id, userId))
        .returning({ balance: credit_accounts.balance });
      return row!.balance;
    },

    /** Takes `cost` only while the balance covers it; undefined (nothing changed) when it does not. */
    async take(tx: Db, userId: string, cost: number): Promise<number | undefined> {
      const [row] = await tx
        .update(credit_accounts)
        .set({ balance: sql`${credit_accounts.balance} - ${cost}`, updated_at: sql`now()` })
        .where(and(eq(credit_accounts.user_id, userId), sql`${credit_accounts.balance} >= ${cost}`))
        .returning({ balance: credit_accounts.balance });
      return row?.balance;
    },

    /** Writes the ledger row once per (member, source key); its id, or undefined when already there. */
    async write(tx: Db, row: LedgerWrite): Promise<string | undefined> {
      const [written] = await tx
        .insert(credit_ledger)
        .values(row)
        .onConflictDoNothing({ target: [credit_ledger.user_id, credit_ledger.source_key] })
        .returning({ id: credit_ledger.id });
      return written?.id;
    },

    /** A page of the ledger, newest first, from `after` (index `credit_ledger_user_created_idx`). */
    async ledger(
      userId: string,
      options: { after?: Cursor | undefined; limit: number },
    ): Promise<LedgerRow[]> {
      const { after, limit } = options;
      return db
        .select({
          id: credit_ledger.id,
          delta: credit_ledger.delta,
          reason: credit_ledger.reason,
          created_at: credit_ledger.created_at,
          cursor_created_at: sql<string>`${credit_ledger.created_at}::text`,
        })
        .from(credit_ledger)
        .where(
          and(
            eq(credit_ledger.user_id, userId),
            after
              ? sql`(${credit_ledger.created_at}, ${credit_ledger.id}) < (${after.created_at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(credit_ledger.created_at), desc(credit_ledger.id))
        .limit(limit);
    },
  };
}
export type CreditsRepository = ReturnType<typeof createCreditsRepository>;

import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sign_in_failures } from '../../db/schema/rate-limits.js';

// Windows are measured with the database's clock, the one clock every server process shares.
const windowStart = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

export function createSignInLimitRepository(db: Db) {
  return {
    /**
     * Records an attempt under each key and returns the attempts now in the window, per key — in one
     * transaction holding an advisory lock per key, so parallel attempts are counted one after another
     * and none slips past the limit while another's password is being checked. Old rows of these keys
     * are pruned on the way.
     */
    async recordAttempt(
      keys: string[],
      windowMinutes: number,
    ): Promise<{ ids: number[]; counts: Map<string, number> }> {
      return db.transaction(async (tx) => {
        for (const key of [...keys].sort()) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
        }
        await tx
          .delete(sign_in_failures)
          .where(
            and(
              inArray(sign_in_failures.key, keys),
              lt(sign_in_failures.failed_at, windowStart(windowMinutes)),
            ),
          );
        const inserted = await tx
          .insert(sign_in_failures)
          .values(keys.map((key) => ({ key })))
          .returning({ id: sign_in_failures.id });
        const rows = await tx
          .select({ key: sign_in_failures.key, attempts: count() })
          .from(sign_in_failures)
          .where(
            and(
              inArray(sign_in_failures.key, keys),
              gt(sign_in_failures.failed_at, windowStart(windowMinutes)),
            ),
          )
          .groupBy(sign_in_failures.key);
        return {
          ids: inserted.map((r) => r.id),
          counts: new Map(rows.map((r) => [r.key, r.attempts])),
        };
      });
    },

    /** Takes back attempts that turned out not to be failures. */
    async forget(ids: number[]): Promise<void> {
      if (ids.length > 0)
        await db.delete(sign_in_failures).where(inArray(sign_in_failures.id, ids));
    },

    async clear(key: string): Promise<void> {
      await db.delete(sign_in_failures).where(eq(sign_in_failures.key, key));
    },
  };
}
export type SignInLimitRepository = ReturnType<typeof createSignInLimitRepository>;

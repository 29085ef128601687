import type { SessionUser } from './context.js';

/**
 * Sessions this process confirmed in the last few seconds, by the request's Cookie header.
 *
 * Confirming a session costs a statement and an HMAC (auth/session-lookup.service.ts) on top of the
 * request's own work. A browser sends the same Cookie header with every request, so the answer is
 * kept for `ttlMs` (never past the session's own expiry). Only confirmed sessions are kept, so made-up cookies cannot fill it,
 * and it holds at most `maxEntries`, dropping the oldest first.
 *
 * Revocation: a sign-out or any other change through /api/auth/*, and an account's deletion, empty
 * it at once in this process; in other processes a revoked session stays usable for up to `ttlMs`
 * (decisions 0003 and 0033).
 */
export interface RecentSessions {
  get(cookieHeader: string): SessionUser | undefined;
  /**
   * Counts `forgetAll` calls. A lookup notes it before asking better-auth and passes it to
   * `remember`, which ignores an answer older than the last `forgetAll`: a sign-out that finished
   * while the lookup was in flight must not be undone by it.
   */
  readonly generation: number;
  remember(
    cookieHeader: string,
    user: SessionUser,
    sessionExpiresAt: Date,
    lookedUpIn: number,
  ): void;
  forgetAll(): void;
  readonly size: number;
}

export function createRecentSessions({
  ttlMs = 15_000,
  maxEntries = 10_000,
  now = Date.now,
}: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): RecentSessions {
  const entries = new Map<string, { user: SessionUser; until: number }>();
  let generation = 0;
  return {
    get generation() {
      return generation;
    },
    get(cookieHeader) {
      const entry = entries.get(cookieHeader);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.user;
      entries.delete(cookieHeader);
      return undefined;
    },
    remember(cookieHeader, user, sessionExpiresAt, lookedUpIn) {
      const until = Math.min(now() + ttlMs, sessionExpiresAt.getTime());
      if (until <= now() || lookedUpIn !== generation) return;
      entries.delete(cookieHeader); // re-inserted last: the Map's order is the eviction order
      entries.set(cookieHeader, { user, until });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    forgetAll() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

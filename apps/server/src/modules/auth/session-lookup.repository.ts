import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { session, user } from '../../db/schema/auth.js';

/** A stored session as the session middleware needs it: whose, their e-mail, and until when. */
export interface StoredSession {
  user_id: string;
  email: string;
  expires_at: Date;
}

/**
 * The session of a token with its member, in ONE statement (better-auth's own look-up reads the
 * session, then the user). Built once and run as a named prepared statement, planned once per
 * connection.
 */
export function createSessionLookupRepository(db: Db) {
  const byToken = db
    .select({ user_id: session.userId, email: user.email, expires_at: session.expiresAt })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('auth_session_by_token');
  return {
    async findByToken(token: string): Promise<StoredSession | undefined> {
      const [row] = await byToken.execute({ token });
      return row;
    },
  };
}
export type SessionLookupRepository = ReturnType<typeof createSessionLookupRepository>;

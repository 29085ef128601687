import { eq, inArray, sql } from 'drizzle-orm';
import type { Profile } from '@mise/core';
import type { Db } from '../../db/client.js';
import { user } from '../../db/schema/auth.js';
import { profiles, user_roles } from '../../db/schema/profiles.js';

const profileColumns = {
  id: profiles.id,
  username: profiles.username,
  display_name: profiles.display_name,
  time_zone: profiles.time_zone,
};

/** PostgreSQL's unique-violation code, so a taken username becomes a 409 rather than a 500. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function createProfilesRepository(db: Db) {
  return {
    /** The signed-in user's account, profile (may be missing) and roles, in one query. */
    async findMe(userId: string) {
      const [row] = await db
        .select({
          email: user.email,
          profile: profileColumns,
          roles: sql<
            string[]
          >`coalesce((select array_agg(${user_roles.role} order by ${user_roles.role}) from ${user_roles} where ${user_roles.user_id} = ${user.id}), '{}')`,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.id, user.id))
        .where(eq(user.id, userId));
      return row;
    },

    /** Inserts the profile unless one exists; returns the row either way. */
    async insertIfMissing(values: Profile): Promise<Profile> {
      await db.insert(profiles).values(values).onConflictDoNothing({ target: profiles.id });
      const [row] = await db
        .select(profileColumns)
        .from(profiles)
        .where(eq(profiles.id, values.id));
      if (!row) throw new Error('profile vanished after insert');
      return row;
    },

    /** The member's time zone, or undefined when they have no profile yet. */
    async findTimeZone(userId: string, executor: Db = db): Promise<string | undefined> {
      const [row] = await executor
        .select({ time_zone: profiles.time_zone })
        .from(profiles)
        .where(eq(profiles.id, userId));
      return row?.time_zone;
    },

    /** The display names of those of `ids` who have a profile, in one query (meal plan cards). */
    async findDisplayNames(ids: string[]): Promise<Array<{ id: string; display_name: string }>> {
      return db
        .select({ id: profiles.id, display_name: profiles.display_name })
        .from(profiles)
        .where(inArray(profiles.id, ids));
    },

    async isUsernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(sql`lower(${profiles.username}) = lower(${username})`)
        .limit(1);
      return rows.some((r) => r.id !== exceptUserId);
    },

    async update(
      userId: string,
      patch: Partial<Omit<Profile, 'id'>>,
    ): Promise<Profile | undefined> {
      const [row] = await db
        .update(profiles)
        .set({ ...patch, updated_at: sql`now()` })
        .where(eq(profiles.id, userId))
        .returning(profileColumns);
      return row;
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;

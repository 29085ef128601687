import {
  defaultProfileNames,
  messages,
  type Me,
  type Profile,
  type ProfilePatch,
  type Role,
} from '@mise/core';
import { AppError } from '../../http/app-error.js';
import { isUniqueViolation, type ProfilesRepository } from './profiles.repository.js';

const usernameTaken = () =>
  new AppError('CONFLICT', messages.usernameTaken, { username: messages.usernameTaken });

/** How long this process trusts a member's time zone it read (one that changes here is forgotten at once). */
const TIME_ZONE_TTL_MS = 60_000;
const TIME_ZONES_KEPT = 10_000;

export function createProfilesService(repo: ProfilesRepository) {
  const now = Date.now;
  /**
   * Time zones read in the last minute, by member: nearly every diary, progress and award path
   * asks for one (a statement each, inside the award's transaction too). A change made through
   * this process (`updateProfile`) is forgotten at once; one made by another process is taken
   * within the minute — a day boundary for a member who just moved, nothing more.
   */
  const timeZones = new Map<string, { zone: string; until: number }>();
  /** Counts profile changes here: a read that a change overtook does not keep what it read. */
  let changes = 0;
  /**
   * A missing profile is not an error (spec-1 §7): it is created with the default names. A default
   * name that happens to be taken gets a longer slice of the id.
   */
  async function ensureProfile(
    userId: string,
    wanted?: { username: string; display_name: string },
  ) {
    const defaults = defaultProfileNames(userId);
    const attempts = [
      ...(wanted ? [wanted] : []),
      defaults,
      {
        username: `user_${userId.replace(/-/g, '').slice(0, 24)}`,
        display_name: defaults.display_name,
      },
    ];
    for (const names of attempts) {
      try {
        return await repo.insertIfMissing({ id: userId, time_zone: 'UTC', ...names });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw usernameTaken();
  }

  return {
    ensureProfile,

    async getMe(userId: string): Promise<Me> {
      const row = await repo.findMe(userId);
      if (!row) throw new AppError('UNAUTHENTICATED', messages.signInRequired);
      const profile: Profile = row.profile ?? (await ensureProfile(userId));
      return {
        user: { id: userId, email: row.email },
        profile,
        roles: row.roles.filter((r): r is Role => r === 'admin'),
      };
    },

    /**
     * The member's time zone (a diary day is their local day); UTC until they have a profile, as a
     * new profile starts with. `tx`: read inside the caller's transaction (progress records inside
     * an action's: on PGlite's one connection a read beside it would wait for it forever).
     */
    async timeZone(
      userId: string,
      tx?: Parameters<ProfilesRepository['findTimeZone']>[1],
    ): Promise<string> {
      const kept = timeZones.get(userId);
      if (kept && kept.until > now()) return kept.zone;
      const readIn = changes;
      const zone = (await repo.findTimeZone(userId, tx)) ?? 'UTC';
      if (readIn !== changes) return zone;
      timeZones.delete(userId); // re-inserted last: the Map's order is the eviction order
      timeZones.set(userId, { zone, until: now() + TIME_ZONE_TTL_MS });
      if (timeZones.size > TIME_ZONES_KEPT) timeZones.delete(timeZones.keys().next().value!);
      return zone;
    },

    /**
     * Members' display names by id, for showing who wrote something (a public meal plan's card):
     * one query whatever the number; members without a profile yet are absent.
     */
    async displayNames(ids: readonly string[]): Promise<Map<string, string>> {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return new Map();
      const rows = await repo.findDisplayNames(wanted);
      return new Map(rows.map((r) => [r.id, r.display_name]));
    },

    async isUsernameTaken(username: string): Promise<boolean> {
      return repo.isUsernameTaken(username);
    },

    async updateProfile(userId: string, patch: ProfilePatch): Promise<Profile> {
      changes += 1;
      timeZones.delete(userId);
      await ensureProfile(userId);
      if (patch.username && (await repo.isUsernameTaken(patch.username, userId)))
        throw usernameTaken();
      try {
        const updated = await repo.update(userId, patch);
        // Forgotten again after the write: a read that began before the change may have kept it.
        changes += 1;
        timeZones.delete(userId);
        if (!updated) throw new AppError('NOT_FOUND', messages.profileNotFound);
        return updated;
      } catch (error) {
        if (isUniqueViolation(error)) throw usernameTaken();
        throw error;
      }
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;

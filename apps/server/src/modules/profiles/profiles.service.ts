import {
  defaultProfileNames,
  messages,
  type Me,
  type Profile,
  type ProfilePatch,
  type Role,
} from '@mise/core';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { isUniqueViolation, type ProfilesRepository } from './profiles.repository.js';

const usernameTaken = () =>
  new AppError('CONFLICT', messages.usernameTaken, { username: messages.usernameTaken });

export function createProfilesService(repo: ProfilesRepository) {
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
    async timeZone(userId: string, tx?: Db): Promise<string> {
      return (await repo.findTimeZone(userId, tx)) ?? 'UTC';
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
      await ensureProfile(userId);
      if (patch.username && (await repo.isUsernameTaken(patch.username, userId)))
        throw usernameTaken();
      try {
        const updated = await repo.update(userId, patch);
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

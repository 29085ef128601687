import type { Me } from '@mise/core';
import { queryOptions, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest, isApiError } from './api-client';
import { rememberCurrency } from './currency';

export const meQueryKey = ['me'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `MeSchema` checked by hand (this module is in the entry bundle; zod is not). Like the schema,
 * it rejects a role it does not know. `session.test.ts` holds it to the schema.
 */
export function parseMe(value: unknown): Me {
  if (
    isRecord(value) &&
    isRecord(value.user) &&
    isRecord(value.profile) &&
    Array.isArray(value.roles)
  ) {
    const { user, profile, roles } = value;
    if (
      typeof user.id === 'string' &&
      typeof user.email === 'string' &&
      typeof profile.id === 'string' &&
      typeof profile.username === 'string' &&
      typeof profile.display_name === 'string' &&
      typeof profile.time_zone === 'string' &&
      roles.every((role) => role === 'admin')
    ) {
      return {
        user: { id: user.id, email: user.email },
        profile: {
          id: profile.id,
          username: profile.username,
          display_name: profile.display_name,
          time_zone: profile.time_zone,
        },
        roles: roles as Me['roles'],
      };
    }
  }
  throw new Error('The server sent an unexpected answer for the current user.');
}

/**
 * GET /api/session — the signed-in user, or null for a guest. (It answers 200 either way, so a
 * guest's page load logs no failed request; /api/me keeps its 401 for API clients.)
 */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    const body = await apiRequest<unknown>('/api/session', { signal });
    // The session answer also carries the install's CURRENCY (no request of its own).
    if (isRecord(body)) rememberCurrency(body.currency);
    if (isRecord(body) && body.me === null) return null;
    return parseMe(isRecord(body) ? body.me : undefined);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 60_000,
    retry: false,
  });
}

export function isMeQueryKey(key: QueryKey): boolean {
  return key.length === meQueryKey.length && key[0] === meQueryKey[0];
}

/** The current user (undefined while the first answer is pending, null for a guest). */
export function useMe() {
  return useQuery(meQueryOptions());
}

/** Ask the server again, ignoring the cache — after sign-in, sign-up or a social sign-in. */
export function refetchMe(queryClient: QueryClient): Promise<Me | null> {
  return queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
}

/** Forget everything the previous user could see, and remember that nobody is signed in. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !isMeQueryKey(query.queryKey) });
  queryClient.setQueryData(meQueryKey, null);
}

export function isAdmin(me: Me | null | undefined): boolean {
  return Array.isArray(me?.roles) && me.roles.includes('admin');
}

export function avatarLetterOf(email: string): string {
  return email.trim().charAt(0).toUpperCase() || '?';
}

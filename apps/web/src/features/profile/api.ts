import type { ImportResult, Me, Profile, ProfilePatch } from '@mise/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { meQueryKey } from '../../lib/session';

/** The page's zod (with the answers' schemas), loaded after it painted: `validation.ts`. */
const contracts = () => import('./validation');

export async function updateProfile(patch: ProfilePatch): Promise<Profile> {
  const answer = await apiRequest<unknown>('/api/me/profile', { method: 'PATCH', body: patch });
  return (await contracts()).ProfileSchema.parse(answer);
}

/** PATCH /api/me/profile, then show the saved profile everywhere `me` is read. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, profile } : me));
    },
  });
}

// ── Your data (issue 17 §2) ──

/** Exports and imports carry a member's whole history: they get longer than the usual 10 s. */
const DATA_TIMEOUT_MS = 120_000;

/** GET /api/me/export: everything the member owns, as the JSON document the file will hold. */
export function fetchExport(): Promise<unknown> {
  return apiRequest<unknown>('/api/me/export', { timeoutMs: DATA_TIMEOUT_MS });
}

/** POST /api/me/import with the parsed file; the server says what it brought in. */
export async function importExport(doc: unknown): Promise<ImportResult> {
  const answer = await apiRequest<unknown>('/api/me/import', {
    method: 'POST',
    body: doc,
    timeoutMs: DATA_TIMEOUT_MS,
  });
  return (await contracts()).ImportResultSchema.parse(answer);
}

/** DELETE /api/me: the member's own e-mail confirms it. */
export function deleteAccount(email: string): Promise<unknown> {
  return apiRequest<unknown>('/api/me', { method: 'DELETE', body: { email } });
}

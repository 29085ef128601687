import { ProfileSchema, type Me, type Profile, type ProfilePatch } from '@mise/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { meQueryKey } from '../../lib/session';

export async function updateProfile(patch: ProfilePatch): Promise<Profile> {
  return ProfileSchema.parse(
    await apiRequest<unknown>('/api/me/profile', { method: 'PATCH', body: patch }),
  );
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

import type { HealthGoal } from '@mise/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/*
 * The health-goal catalogue (api.md "Food diary, settings, health goals"): everyone reads it; admins
 * add, edit and delete goals (the server refuses others with 403).
 */

export const healthGoalKeys = {
  catalogue: ['health-goals'] as const,
};

/** What the admin's dialog sends: name and description are required (spec-2 §5). */
export interface HealthGoalInput {
  name: string;
  description: string;
}

const goalPath = (id: string) => `/api/health-goals/${encodeURIComponent(id)}`;

export async function fetchHealthGoals(signal?: AbortSignal): Promise<HealthGoal[]> {
  const body = await apiRequest<{ items?: HealthGoal[] }>('/api/health-goals', { signal });
  return Array.isArray(body?.items) ? body.items : [];
}

export function useHealthGoals() {
  return useQuery({
    queryKey: healthGoalKeys.catalogue,
    queryFn: ({ signal }) => fetchHealthGoals(signal),
  });
}

/** Add (no id) or update (with id) a goal; the catalogue is read again after either. */
export function useSaveHealthGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: HealthGoalInput }) =>
      apiRequest<HealthGoal>(id ? goalPath(id) : '/api/health-goals', {
        method: id ? 'PATCH' : 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthGoalKeys.catalogue }),
  });
}

export function useDeleteHealthGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(goalPath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthGoalKeys.catalogue }),
  });
}

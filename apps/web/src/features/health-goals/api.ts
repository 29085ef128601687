import type { HealthGoal, HealthGoalRule } from '@mise/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { healthGoalKeys } from '../../components/health-goals/api';
import { apiRequest } from '../../lib/api-client';

export { useHealthGoals } from '../../components/health-goals/api';

/*
 * The admin's writes to the health-goal catalogue (api.md "Food diary, settings, health goals"); the
 * server refuses non-admins with 403. Reading the catalogue is shared (components/health-goals/api.ts).
 */

/** What the admin's dialog sends: name and description are required (spec-2 §5). */
export interface HealthGoalInput {
  name: string;
  description: string;
  /** Null: no rule (the goal counts days with a recipe tagged with it). */
  rule: HealthGoalRule | null;
}

const goalPath = (id: string) => `/api/health-goals/${encodeURIComponent(id)}`;

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

import type { HealthGoal } from '@mise/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/*
 * Health goals as members meet them on several pages (home, profile, diary, the admin screen): the
 * catalogue, the member's chosen goals and their 30-day stats (api.md "Food diary, settings, health
 * goals"). Shared parts live in components/, below the features that show them.
 */

export const healthGoalKeys = {
  catalogue: ['health-goals'] as const,
  mine: ['health-goals', 'mine'] as const,
  stats: ['health-goals', 'stats'] as const,
};

export interface GoalStatsItem {
  health_goal_id: string;
  name: string;
  /** Days achieved in the last 30, as a whole percentage. */
  progress_pct: number;
  days_achieved: number;
  streak_days: number;
  colour: 'green' | 'yellow' | 'red';
}

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

export async function fetchMyGoalIds(signal?: AbortSignal): Promise<string[]> {
  const body = await apiRequest<{ goal_ids?: string[] }>('/api/me/health-goals', { signal });
  return Array.isArray(body?.goal_ids) ? body.goal_ids : [];
}

/** Replaces the member's goals as a whole (spec-2 §4). */
export async function saveMyGoalIds(goalIds: string[]): Promise<string[]> {
  const body = await apiRequest<{ goal_ids?: string[] }>('/api/me/health-goals', {
    method: 'PUT',
    body: { goal_ids: goalIds },
  });
  return Array.isArray(body?.goal_ids) ? body.goal_ids : goalIds;
}

export async function fetchGoalStats(signal?: AbortSignal): Promise<GoalStatsItem[]> {
  const body = await apiRequest<{ items?: GoalStatsItem[] }>('/api/me/health-goals/stats', {
    signal,
  });
  return Array.isArray(body?.items) ? body.items : [];
}

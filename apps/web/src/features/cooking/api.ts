import type { CookingFinish, CookingSession, CookList, CookSummary } from '@mise/core';
import { apiRequest } from '../../lib/api-client';

/*
 * The cooking-sessions API (api.md Cooking), zod-free: the recipe page reads the current session and
 * the cook summary, and it is where visitors land (see lib/recipe-answers.ts for why no zod there).
 * Answers are checked just enough to be used.
 */

const unexpected = () => new Error('The server sent an unexpected answer for cooking.');

/** The servings and progress a session carries, as the API names them. */
export interface SessionProgress {
  current_step_index: number;
  completed_step_ids: string[];
  servings?: number;
}

function sessionOf(value: unknown): CookingSession {
  const session = value as Partial<CookingSession> | null;
  if (
    typeof session?.id !== 'string' ||
    typeof session.recipe_id !== 'string' ||
    typeof session.current_step_index !== 'number' ||
    !Array.isArray(session.completed_step_ids)
  ) {
    throw unexpected();
  }
  return session as CookingSession;
}

const sessionPath = (id: string) => `/api/cooking/sessions/${encodeURIComponent(id)}`;

export async function startSession(recipe_id: string, servings?: number): Promise<CookingSession> {
  const body = await apiRequest<unknown>('/api/cooking/sessions', {
    method: 'POST',
    body: servings === undefined ? { recipe_id } : { recipe_id, servings },
  });
  return sessionOf(body);
}

/** The member's active session on any device, or null. */
export async function fetchCurrentSession(signal?: AbortSignal): Promise<CookingSession | null> {
  const body = await apiRequest<{ session?: unknown }>('/api/cooking/sessions/current', { signal });
  return body?.session ? sessionOf(body.session) : null;
}

export async function saveSessionProgress(id: string, progress: SessionProgress): Promise<void> {
  await apiRequest(sessionPath(id), { method: 'PATCH', body: progress });
}

export async function deleteSession(id: string): Promise<void> {
  await apiRequest(sessionPath(id), { method: 'DELETE' });
}

export async function finishSession(id: string): Promise<CookingFinish> {
  const body = await apiRequest<Partial<CookingFinish> | null>(`${sessionPath(id)}/finish`, {
    method: 'POST',
  });
  if (!body?.session) throw unexpected();
  return {
    session: sessionOf(body.session),
    xp_awarded: body.xp_awarded ?? 0,
    unlocked: body.unlocked ?? [],
  };
}

/** "You've cooked this N times, last on …" for one recipe. */
export async function fetchCookSummary(
  recipeId: string,
  signal?: AbortSignal,
): Promise<CookSummary> {
  const body = await apiRequest<Partial<CookList> | null>(
    `/api/me/cooks?recipe_id=${encodeURIComponent(recipeId)}&limit=1`,
    { signal },
  );
  const summary = body?.summary;
  if (typeof summary?.count !== 'number') throw unexpected();
  return summary;
}

export const cookingKeys = {
  current: ['cooking', 'current'] as const,
  summary: (recipeId: string) => ['cooking', 'summary', recipeId] as const,
};

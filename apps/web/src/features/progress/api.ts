import type { ChallengeComplete } from '@mise/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isUnreachable } from '../../lib/api-client';
import {
  challengeCompleteOf,
  challengeHistoryOf,
  progressEventsOf,
  progressHistoryOf,
  progressOf,
} from './answers';
import { addToOutbox, readOutbox, writeOutbox, type Outbox } from './last-known';

/*
 * The progress calls (api.md "Progress"). Every query shares the `progress` prefix: news from the
 * server reloads them all with one invalidation.
 */
export const progressKeys = {
  all: ['progress'] as const,
  progress: ['progress', 'me'] as const,
  history: (days: number) => ['progress', 'history', days] as const,
  challenges: ['progress', 'challenges'] as const,
};

/** Marking things seen earns nothing: the toast feed, which listens to every mutation, skips these. */
export const SEEN_MUTATION_KEY = ['progress', 'seen'] as const;

export const HISTORY_DAYS = 30;

export function useProgress() {
  return useQuery({
    queryKey: progressKeys.progress,
    queryFn: async ({ signal }) =>
      progressOf(await apiRequest<unknown>('/api/me/progress', { signal })),
  });
}

export function useProgressHistory(days = HISTORY_DAYS) {
  return useQuery({
    queryKey: progressKeys.history(days),
    queryFn: async ({ signal }) =>
      progressHistoryOf(
        await apiRequest<unknown>(`/api/me/progress/history?days=${days}`, { signal }),
      ),
  });
}

export function useChallengeHistory() {
  return useQuery({
    queryKey: progressKeys.challenges,
    queryFn: async ({ signal }) =>
      challengeHistoryOf(await apiRequest<unknown>('/api/me/challenges', { signal })),
  });
}

export async function fetchUnseenEvents() {
  return progressEventsOf(await apiRequest<unknown>('/api/me/progress/events?unseen=true'));
}

const postIds = (path: string, ids: readonly string[]) =>
  apiRequest<unknown>(path, { method: 'POST', body: { ids } });

const outboxPaths: Record<Exclude<keyof Outbox, 'completions'>, string> = {
  eventsSeen: '/api/me/progress/seen',
  achievementsSeen: '/api/me/achievements/seen',
};

/**
 * Tells the server these were seen. Unreachable (offline, a server fault): kept in the outbox for
 * when the network returns, and the caller hears `false` (it says so once). Refused (4xx): dropped,
 * since sending it again would be refused again.
 */
export async function sendSeen(
  part: 'eventsSeen' | 'achievementsSeen',
  ids: readonly string[],
): Promise<boolean> {
  if (ids.length === 0) return true;
  try {
    await postIds(outboxPaths[part], ids);
    return true;
  } catch (error) {
    if (!isUnreachable(error)) return true;
    addToOutbox(part, ids);
    return false;
  }
}

const completePath = (id: string) => `/api/me/challenges/${encodeURIComponent(id)}/complete`;

export async function completeChallenge(id: string): Promise<ChallengeComplete> {
  return challengeCompleteOf(await apiRequest<unknown>(completePath(id), { method: 'POST' }));
}

/** The server's limit on ids per call (SeenIdsSchema). */
const MAX_IDS = 100;

/** Sends what the outbox holds; what stays unreachable stays in it. True when it is empty after. */
export async function flushOutbox(): Promise<boolean> {
  const outbox = readOutbox();
  const left: Outbox = { eventsSeen: [], achievementsSeen: [], completions: [] };
  for (const part of ['eventsSeen', 'achievementsSeen'] as const) {
    for (let i = 0; i < outbox[part].length; i += MAX_IDS) {
      const ids = outbox[part].slice(i, i + MAX_IDS);
      try {
        await postIds(outboxPaths[part], ids);
      } catch (error) {
        if (isUnreachable(error)) left[part].push(...ids);
      }
    }
  }
  for (const id of outbox.completions) {
    try {
      await apiRequest<unknown>(completePath(id), { method: 'POST' });
    } catch (error) {
      if (isUnreachable(error)) left.completions.push(id);
    }
  }
  writeOutbox(left);
  return left.eventsSeen.length + left.achievementsSeen.length + left.completions.length === 0;
}

/** Marks achievements seen (the achievements page, once it has shown them). */
export function useMarkAchievementsSeen() {
  return useMutation({
    mutationKey: SEEN_MUTATION_KEY,
    mutationFn: (ids: readonly string[]) => sendSeen('achievementsSeen', ids),
  });
}

/** Asks the server to check a challenge (it decides from what it saw; nothing from here counts). */
export function useCompleteChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['progress', 'complete'],
    mutationFn: async (id: string) => {
      try {
        return await completeChallenge(id);
      } catch (error) {
        if (isUnreachable(error)) addToOutbox('completions', [id]);
        throw error;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: progressKeys.all }),
  });
}

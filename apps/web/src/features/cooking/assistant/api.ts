import type { ChatConversationDetail, ChatConversationList } from '@mise/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { conversationDetailOf, conversationListOf } from './answers';

/* The assistant's conversations (api.md "Cooking assistant"); the chat itself streams through useChat. */
export const conversationKeys = {
  all: ['chat-conversations'] as const,
  list: () => ['chat-conversations', 'list'] as const,
  detail: (id: string) => ['chat-conversations', 'detail', id] as const,
};

const conversationPath = (id: string) => `/api/chat/conversations/${encodeURIComponent(id)}`;

/** The member's latest 50 conversations, latest activity first. */
export function useConversations() {
  return useQuery({
    queryKey: conversationKeys.list(),
    queryFn: async ({ signal }): Promise<ChatConversationList> =>
      conversationListOf(await apiRequest<unknown>('/api/chat/conversations?limit=50', { signal })),
  });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: conversationKeys.detail(id ?? ''),
    enabled: Boolean(id),
    queryFn: async ({ signal }): Promise<ChatConversationDetail> =>
      conversationDetailOf(await apiRequest<unknown>(conversationPath(id!), { signal })),
  });
}

export function useDeleteConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(conversationPath(id), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

/**
 * Whether an AI service answers on this server (GET /api/nutrition/providers: the same provider
 * answers the chat). False: the kitchen helper answers everything, so there is no choice to offer.
 * Unknown (loading, failed) counts as "maybe", and the choice is shown.
 */
export function useAiProvider() {
  return useQuery({
    queryKey: ['nutrition', 'providers', 'ai'],
    queryFn: async ({ signal }): Promise<boolean | null> => {
      const answer = await apiRequest<unknown>('/api/nutrition/providers', { signal });
      const ai = (answer as { ai?: unknown } | null)?.ai;
      return typeof ai === 'boolean' ? ai : null;
    },
    staleTime: 10 * 60_000,
  });
}

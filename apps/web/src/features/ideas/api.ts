import {
  RECIPE_TEMPLATE_STORAGE_KEY,
  type GeneratedIdeasResponse,
  type Idea,
  type IdeaIngredient,
  type IdeasRequest,
  type RecipeDraft,
} from '@mise/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { GROCERY_LIST_QUERY_KEY } from '../../lib/grocery-list-query';
import { createdRecipeIdOf, generatedIdeasOf, ideasOf } from './answers';
import { recipeFromDraft } from './draft-recipe';

/* The ideas page's calls (api.md "Inspiration and ideas"; core ideas/contract.ts). */

export const ideasKeys = {
  all: ['ideas'] as const,
  search: (request: IdeasRequest) => ['ideas', 'search', request] as const,
};

/** The ranked recipes for a search; nothing is asked until the cook has searched once. */
export function useIdeas(request: IdeasRequest | null) {
  return useQuery({
    queryKey: ideasKeys.search(request ?? { ingredients: [] }),
    enabled: request !== null,
    queryFn: async ({ signal }): Promise<Idea[]> =>
      ideasOf(await apiRequest<unknown>('/api/ideas', { method: 'POST', body: request, signal })),
    // What a kitchen can cook does not change from one minute to the next.
    staleTime: 60_000,
  });
}

/**
 * Whether an AI provider answers on this server (GET /api/nutrition/providers; the same provider
 * writes new ideas). The same cache entry as the cooking assistant's question, so it is asked once.
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

export function useGenerateIdeas() {
  return useMutation({
    mutationFn: async (request: IdeasRequest): Promise<GeneratedIdeasResponse> =>
      generatedIdeasOf(
        await apiRequest<unknown>('/api/ideas/generate', {
          method: 'POST',
          body: request,
          // The provider writes three recipes: give it longer than a plain call.
          timeoutMs: 60_000,
        }),
      ),
  });
}

/** A generated idea saved as a private recipe; answers the new recipe's id. */
export function useSaveDraft() {
  return useMutation({
    mutationFn: async (draft: RecipeDraft): Promise<string> =>
      createdRecipeIdOf(
        await apiRequest<unknown>('/api/recipes', {
          method: 'POST',
          body: recipeFromDraft(draft),
        }),
      ),
  });
}

/**
 * Puts the draft where the create page's template mode reads it (spec-1 §4 template flow). False
 * when storage is blocked: the caller says so instead of opening an empty form.
 */
export function storeTemplate(draft: RecipeDraft): boolean {
  try {
    sessionStorage.setItem(RECIPE_TEMPLATE_STORAGE_KEY, JSON.stringify(recipeFromDraft(draft)));
    return true;
  } catch {
    return false;
  }
}

export interface AddMissing {
  idea: Idea;
  /** Names already added by an earlier try that stopped half-way: not sent twice. */
  skip: ReadonlySet<string>;
  /** Called after each one the list took, so a failure part-way keeps what was done. */
  onAdded: (name: string) => void;
}

const groceryBody = (item: IdeaIngredient, idea: Idea) => ({
  name: item.name,
  amount: item.amount,
  unit: item.unit,
  sources: [{ recipe_id: idea.recipe.id, title: idea.recipe.title }],
});

/**
 * "Add missing to grocery list": one POST /api/grocery-list/items per missing ingredient, one after
 * the other (the list merges each into a line of the same food, and two at once could both miss the
 * other's line). The list page's cache is refreshed afterwards, whatever happened.
 */
export function useAddMissing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ idea, skip, onAdded }: AddMissing): Promise<number> => {
      let added = 0;
      for (const item of idea.missing) {
        if (skip.has(item.name)) continue;
        await apiRequest<unknown>('/api/grocery-list/items', {
          method: 'POST',
          body: groceryBody(item, idea),
        });
        added += 1;
        onAdded(item.name);
      }
      return added;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: GROCERY_LIST_QUERY_KEY }),
  });
}

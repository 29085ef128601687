import type {
  DailySummary,
  DiaryCopyResult,
  DiaryEntry,
  MealType,
  NutritionSettings,
  NutritionSettingsInput,
  RecentFood,
  RecipeSummary,
} from '@mise/core';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { recipeListOf } from '../../lib/recipe-answers';
import {
  aiOfferedIn,
  copyResultOf,
  dayEntriesOf,
  entryOf,
  estimateOf,
  foodsOf,
  recentFoodsOf,
  settingsOf,
  summaryOf,
  type DiaryEstimate,
  type DiaryFood,
} from './answers';

/*
 * The food diary's calls (api.md "Food diary, settings, health goals"). Every write reloads what it
 * can change (spec-2 §4: adding, changing or deleting an entry reloads that day and the 7-day
 * summary): all of the diary's queries share the `diary` prefix, so one invalidation reaches the
 * day (any day: an edit or a copy may touch another), the summary and the recent foods. Only the
 * queries on screen refetch; the others are marked stale.
 */
export const diaryKeys = {
  all: ['diary'] as const,
  day: (date: string) => ['diary', 'day', date] as const,
  summary: (from: string, to: string) => ['diary', 'summary', from, to] as const,
  recent: ['diary', 'recent'] as const,
};
export const settingsKey = ['nutrition-settings'] as const;

/** Recent foods offered to log again in one tap. */
export const RECENT_LIMIT = 10;

const dayParams = (date: string) => new URLSearchParams({ date }).toString();
const rangeParams = (from: string, to: string) => new URLSearchParams({ from, to }).toString();

export function useDiaryDay(date: string) {
  return useQuery({
    queryKey: diaryKeys.day(date),
    queryFn: async ({ signal }) =>
      dayEntriesOf(await apiRequest<unknown>(`/api/diary?${dayParams(date)}`, { signal })),
  });
}

export function useDiarySummary(from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: diaryKeys.summary(from, to),
    queryFn: async ({ signal }): Promise<DailySummary[]> =>
      summaryOf(
        await apiRequest<unknown>(`/api/diary/summary?${rangeParams(from, to)}`, { signal }),
      ),
    enabled,
  });
}

export function useRecentFoods() {
  return useQuery({
    queryKey: diaryKeys.recent,
    queryFn: async ({ signal }): Promise<RecentFood[]> =>
      recentFoodsOf(
        await apiRequest<unknown>(`/api/diary/recent?limit=${RECENT_LIMIT}`, { signal }),
      ),
  });
}

export function useNutritionSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }): Promise<NutritionSettings> =>
      settingsOf(await apiRequest<unknown>('/api/me/nutrition-settings', { signal })),
    staleTime: 5 * 60_000,
  });
}

/** The link of `GET /api/diary/export.csv` for a range of days (both included). */
export const exportHref = (from: string, to: string) =>
  `/api/diary/export.csv?${rangeParams(from, to)}`;

/** What POST /api/diary and PATCH /api/diary/:id take (the member comes from the session). */
export interface EntryFields {
  food_name: string;
  serving_size: number;
  serving_unit: string;
  calories: number;
  protein: number;
  carbohydrates: number;
  fat: number;
  sugar: number;
  notes: string | null;
}

export interface NewEntry extends EntryFields {
  date: string;
  meal_type: MealType;
  recipe_id?: string | null;
}

export interface RecipeServings {
  recipe_id: string;
  date: string;
  meal_type: MealType;
  servings: number;
}

export interface EntryChanges extends Partial<EntryFields> {
  meal_type?: MealType;
}

export interface CopyRequest {
  from_date: string;
  to_date: string;
  meal_type?: MealType;
}

const reloadDiary = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: diaryKeys.all });

/**
 * A diary write that, once done, reloads the diary; it resolves after the reload so a dialog
 * closes onto the list that already shows the change.
 */
function useDiaryWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => reloadDiary(queryClient) });
}

export function useAddEntry() {
  return useDiaryWrite(async (entry: NewEntry): Promise<DiaryEntry> =>
    entryOf(await apiRequest<unknown>('/api/diary', { method: 'POST', body: entry })),
  );
}

export function useAddFromRecipe() {
  return useDiaryWrite(async (body: RecipeServings): Promise<DiaryEntry> =>
    entryOf(await apiRequest<unknown>('/api/diary/from-recipe', { method: 'POST', body })),
  );
}

const entryPath = (id: string) => `/api/diary/${encodeURIComponent(id)}`;

export function useUpdateEntry() {
  return useDiaryWrite(
    async ({ id, changes }: { id: string; changes: EntryChanges }): Promise<DiaryEntry> =>
      entryOf(await apiRequest<unknown>(entryPath(id), { method: 'PATCH', body: changes })),
  );
}

export function useDeleteEntry() {
  return useDiaryWrite((id: string) => apiRequest<void>(entryPath(id), { method: 'DELETE' }));
}

export function useCopyDiary() {
  return useDiaryWrite(async (body: CopyRequest): Promise<DiaryCopyResult> =>
    copyResultOf(await apiRequest<unknown>('/api/diary/copy', { method: 'POST', body })),
  );
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NutritionSettingsInput): Promise<NutritionSettings> =>
      settingsOf(
        await apiRequest<unknown>('/api/me/nutrition-settings', { method: 'PUT', body: input }),
      ),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}

/** Searches need this many characters; fewer find too much to help. */
export const MIN_SEARCH_LENGTH = 2;
/** The food reference's limit (spec-2 §7, §9). */
export const FOOD_SEARCH_LIMIT = 5;
export const RECIPE_SEARCH_LIMIT = 8;

/** GET /api/foods/search for a (debounced) term; nothing is asked below MIN_SEARCH_LENGTH. */
export function useFoodSearch(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: ['diary-foods', q],
    queryFn: async ({ signal }): Promise<DiaryFood[]> =>
      foodsOf(
        await apiRequest<unknown>(
          `/api/foods/search?${new URLSearchParams({ q, limit: String(FOOD_SEARCH_LIMIT) }).toString()}`,
          { signal },
        ),
      ),
    enabled: q.length >= MIN_SEARCH_LENGTH,
    // The previous results stay while the next term's load: the list does not flash empty per key.
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}

/** GET /api/recipes?q= — the member's own and public recipes whose title matches. */
export function useRecipeSearch(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: ['diary-recipes', q],
    queryFn: async ({ signal }): Promise<RecipeSummary[]> =>
      recipeListOf(
        await apiRequest<unknown>(
          `/api/recipes?${new URLSearchParams({ q, limit: String(RECIPE_SEARCH_LIMIT) }).toString()}`,
          { signal },
        ),
      ).items,
    enabled: q.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** GET /api/nutrition/providers — asked once the cook opens "Describe it". */
export function useAiOffered(enabled: boolean) {
  return useQuery({
    queryKey: ['nutrition', 'providers'],
    queryFn: async ({ signal }) =>
      aiOfferedIn(await apiRequest<unknown>('/api/nutrition/providers', { signal })),
    enabled,
    staleTime: 10 * 60_000,
    // A failure only hides the AI choice: the built-in estimate works without it.
    retry: false,
  });
}

/** The estimate contract's limits (core nutrition/contract.ts, a zod module): 200 lines of 300. */
const MAX_ESTIMATE_LINES = 200;
const MAX_ESTIMATE_LINE = 300;

/** An AI provider may take its full 10 s; the server's own timeout message should be what shows. */
const ESTIMATE_TIMEOUT_MS = 15_000;

/**
 * POST /api/nutrition/estimate of a typed description, as one serving: each line (or comma-separated
 * part) is an ingredient line for the engine; the AI reads the whole description as the title too.
 */
export async function estimateDescription(
  description: string,
  source: 'usda' | 'ai',
): Promise<DiaryEstimate> {
  const ingredients = description
    .split(/[\n,;]+/)
    .map((line) => line.trim().slice(0, MAX_ESTIMATE_LINE))
    .filter(Boolean)
    .slice(0, MAX_ESTIMATE_LINES);
  return estimateOf(
    await apiRequest<unknown>('/api/nutrition/estimate', {
      method: 'POST',
      body: {
        title: description.replace(/\s+/g, ' ').trim().slice(0, 200),
        servings: 1,
        ingredients,
        source,
      },
      timeoutMs: ESTIMATE_TIMEOUT_MS,
    }),
  );
}

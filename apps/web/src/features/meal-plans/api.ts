import type {
  MealPlan,
  MealPlanCreate,
  MealPlanList,
  MealPlanPatch,
  MealPlanSlot,
  MealPlanSummary,
  RecipeSummary,
} from '@mise/core';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { recipeListOf } from '../../lib/recipe-answers';
import type { ScheduleEdit } from './week';
import { groceryAddOf, mealPlanListOf, mealPlanOf, mealPlanSummaryOf } from './answers';
import { GROCERY_LIST_QUERY_KEY } from '../../lib/grocery-list-query';

/*
 * The meal plans' calls (api.md "Meal plans, grocery list, cookbooks"). Every query shares the
 * `meal-plans` prefix: a write reloads what it can change with one invalidation.
 */
export const mealPlanKeys = {
  all: ['meal-plans'] as const,
  list: (scope: MealPlanScope) => ['meal-plans', 'list', scope] as const,
  popular: ['meal-plans', 'popular'] as const,
  plan: (id: string) => ['meal-plans', 'plan', id] as const,
  summary: (id: string) => ['meal-plans', 'summary', id] as const,
  recipes: (ids: readonly string[]) =>
    ['meal-plans', 'recipes', [...ids].sort().join(',')] as const,
  search: (term: string) => ['meal-plans', 'recipe-search', term] as const,
};

export type MealPlanScope = 'mine' | 'public';

const planPath = (id: string) => `/api/meal-plans/${encodeURIComponent(id)}`;

export function useMealPlanList(scope: MealPlanScope) {
  return useInfiniteQuery({
    queryKey: mealPlanKeys.list(scope),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<MealPlanList> => {
      const params = new URLSearchParams({ scope });
      if (pageParam) params.set('cursor', pageParam);
      return mealPlanListOf(await apiRequest<unknown>(`/api/meal-plans?${params}`, { signal }));
    },
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** spec-2 §9: the 3 popular public plans. */
export const POPULAR_LIMIT = 3;

export function usePopularMealPlans() {
  return useQuery({
    queryKey: mealPlanKeys.popular,
    queryFn: async ({ signal }) =>
      mealPlanListOf(
        await apiRequest<unknown>(`/api/meal-plans/popular?limit=${POPULAR_LIMIT}`, { signal }),
      ).items,
  });
}

export function useMealPlan(id: string) {
  return useQuery({
    queryKey: mealPlanKeys.plan(id),
    queryFn: async ({ signal }) => mealPlanOf(await apiRequest<unknown>(planPath(id), { signal })),
    enabled: id !== '',
  });
}

export function useMealPlanSummary(id: string, enabled = true) {
  return useQuery({
    queryKey: mealPlanKeys.summary(id),
    queryFn: async ({ signal }): Promise<MealPlanSummary> =>
      mealPlanSummaryOf(await apiRequest<unknown>(`${planPath(id)}/summary`, { signal })),
    // A reload after an edit keeps the last numbers on screen (the query's data stays while it
    // refetches); no placeholder across plans, which would show another plan's numbers.
    enabled: enabled && id !== '',
  });
}

/** The recipes of a plan, by id (those the viewer may see; a recipe deleted since is left out). */
export function usePlanRecipes(ids: readonly string[]) {
  return useQuery({
    queryKey: mealPlanKeys.recipes(ids),
    queryFn: async ({ signal }): Promise<RecipeSummary[]> => {
      const query = new URLSearchParams({ ids: ids.join(',') });
      return recipeListOf(await apiRequest<unknown>(`/api/recipes/by-ids?${query}`, { signal }))
        .items;
    },
    enabled: ids.length > 0,
    // The list's key changes with each recipe added or removed: keep the known ones meanwhile
    // (looked up by id, so a previous plan's recipes never show as this plan's).
    placeholderData: keepPreviousData,
  });
}

/** spec-2 §2: the editor's recipe search, 10 results. The caller decides when a term is long enough. */
export function useRecipeSearch(term: string, enabled: boolean) {
  return useQuery({
    queryKey: mealPlanKeys.search(term),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ q: term, limit: '10' });
      return recipeListOf(await apiRequest<unknown>(`/api/recipes/search?${query}`, { signal }))
        .items;
    },
    enabled,
  });
}

const reloadPlans = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: mealPlanKeys.all });

export function useCreateMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plan: MealPlanCreate) =>
      mealPlanOf(await apiRequest<unknown>('/api/meal-plans', { method: 'POST', body: plan })),
    onSuccess: (plan) => {
      queryClient.setQueryData(mealPlanKeys.plan(plan.id), plan);
      void reloadPlans(queryClient);
    },
  });
}

export function useUpdateMealPlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: MealPlanPatch) =>
      mealPlanOf(await apiRequest<unknown>(planPath(id), { method: 'PATCH', body: patch })),
    onSuccess: (plan) => {
      queryClient.setQueryData(mealPlanKeys.plan(plan.id), plan);
      void reloadPlans(queryClient);
    },
  });
}

export function useDeleteMealPlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>(planPath(id), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: mealPlanKeys.plan(id) });
      queryClient.removeQueries({ queryKey: mealPlanKeys.summary(id) });
      void reloadPlans(queryClient);
    },
  });
}

/** POST …/copy (201): a private copy in the viewer's plans. */
export function useCopyMealPlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      mealPlanOf(await apiRequest<unknown>(`${planPath(id)}/copy`, { method: 'POST' })),
    onSuccess: (copy) => {
      queryClient.setQueryData(mealPlanKeys.plan(copy.id), copy);
      void reloadPlans(queryClient);
    },
  });
}

/**
 * A plan's week while edits are on their way: the last week the server agreed to, and the edits
 * sent or waiting, oldest first. Kept per query client (a test's client, the app's one).
 */
interface WeekInFlight {
  confirmed: readonly MealPlanSlot[];
  edits: ScheduleEdit[];
}
const weeksInFlight = new WeakMap<QueryClient, Map<string, WeekInFlight>>();

function weeksInFlightOf(queryClient: QueryClient): Map<string, WeekInFlight> {
  let weeks = weeksInFlight.get(queryClient);
  if (!weeks) {
    weeks = new Map();
    weeksInFlight.set(queryClient, weeks);
  }
  return weeks;
}

const applyEdits = (schedule: readonly MealPlanSlot[], edits: readonly ScheduleEdit[]) =>
  edits.reduce<MealPlanSlot[]>((week, edit) => edit(week), [...schedule]);

/**
 * The week's edits, each shown at once and saved with PATCH { schedule } — one at a time, in the
 * order made (a mutation scope per plan): two PATCHes in flight could land out of order and the
 * older week would win. Each edit is a function, applied when its turn comes to the week the server
 * last agreed to, so it never sends a week computed before the previous edit was answered (nor one
 * holding a refused edit). The page shows the server's week with the edits still waiting on top; a
 * refused edit drops out of it (`onRefused` tells the cook). The summary (cost, nutrition) is asked
 * for again after each answer.
 */
export function useSaveSchedule(id: string, onRefused?: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const key = mealPlanKeys.plan(id);
  const weeks = weeksInFlightOf(queryClient);
  const show = (schedule: readonly MealPlanSlot[], plan?: MealPlan) => {
    const base = plan ?? queryClient.getQueryData<MealPlan>(key);
    if (base) queryClient.setQueryData<MealPlan>(key, { ...base, schedule: [...schedule] });
  };
  /** The settled edit (always the oldest: they run one at a time) leaves the queue. */
  const settle = (confirmed: readonly MealPlanSlot[] | undefined, plan?: MealPlan) => {
    const week = weeks.get(id);
    if (!week) return;
    week.edits.shift();
    if (confirmed) week.confirmed = confirmed;
    show(applyEdits(week.confirmed, week.edits), plan);
    if (week.edits.length === 0) weeks.delete(id);
  };
  return useMutation({
    mutationKey: ['meal-plans', 'schedule', id],
    scope: { id: `meal-plan-week:${id}` },
    onMutate: async (edit: ScheduleEdit) => {
      // Synchronously, before any await: edits made in one tick queue in the order made.
      let week = weeks.get(id);
      if (!week) {
        // The first edit of a burst: the cached week is the server's.
        week = { confirmed: queryClient.getQueryData<MealPlan>(key)?.schedule ?? [], edits: [] };
        weeks.set(id, week);
      }
      week.edits.push(edit);
      show(applyEdits(week.confirmed, week.edits));
      // A read of the plan already on its way would draw the week without this edit.
      await queryClient.cancelQueries({ queryKey: key });
      show(applyEdits(week.confirmed, week.edits));
    },
    mutationFn: async (edit: ScheduleEdit) => {
      const confirmed = weeks.get(id)?.confirmed ?? [];
      const schedule = edit(confirmed);
      return mealPlanOf(
        await apiRequest<unknown>(planPath(id), { method: 'PATCH', body: { schedule } }),
      );
    },
    onSuccess: (plan) => settle(plan.schedule, plan),
    onError: (error) => {
      settle(undefined);
      // Nothing more on its way: read the plan again, the server's week is the truth.
      if (!weeks.has(id)) void queryClient.invalidateQueries({ queryKey: key });
      onRefused?.(error);
    },
    // Not awaited: the next edit in the queue must not wait for the numbers.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: mealPlanKeys.summary(id) }),
  });
}

/**
 * POST /api/grocery-list/from-meal-plan/:id. The grocery page's own queries are marked stale
 * (whatever their key below the `grocery` prefix) so it opens on the new lines.
 */
export function useAddPlanToGrocery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      groceryAddOf(
        await apiRequest<unknown>(`/api/grocery-list/from-meal-plan/${encodeURIComponent(id)}`, {
          method: 'POST',
        }),
      ),
    // The grocery page reads the list afresh when it is next shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GROCERY_LIST_QUERY_KEY }),
  });
}

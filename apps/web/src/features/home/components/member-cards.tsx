import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { BookOpen, Coffee, Cookie, Moon, NotebookPen, Sun, Target } from 'lucide-react';
import { localDate, MEAL_TYPES, type MealType } from '@mise/core';
import { RecipeImage } from '../../../components/recipe-card';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { fetchMyGoalIds, healthGoalKeys } from '../../../components/health-goals/api';
import { apiRequest } from '../../../lib/api-client';
import { recipeListOf } from '../../../lib/recipe-answers';
import { useMe } from '../../../lib/session';
import { mealCountsOf } from '../answers';
import { HOME_REFRESH_MS } from '../api';
import { HomePartError, useHomeFailure } from '../home-failures';

/*
 * The home page's members-only cards (issue 16 §2), in their own chunk like the Health Goals
 * widget: a guest's first load carries none of this.
 */

/** How many recipes For Your Goals shows. */
export const GOAL_RECIPES = 3;

/** The meals Today's Meals counts (spec-1 §2 Home); 'other' stays in the diary. */
export const TODAY_MEALS = MEAL_TYPES.filter((m): m is Exclude<MealType, 'other'> => m !== 'other');

const mealIcons = { breakfast: Coffee, lunch: Sun, dinner: Moon, snack: Cookie } as const;
const mealNames = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' };

const itemsText = (n: number) => (n === 0 ? 'No items' : n === 1 ? '1 item' : `${n} items`);

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Whether a query someone else runs (the Health Goals widget's) has failed, read from the cache. */
function useQueryFailed(queryKey: QueryKey): boolean {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => queryClient.getQueryState(queryKey)?.status === 'error',
  );
}

/**
 * The widget's stats reload with the rest of the page, and count in the page's failure message
 * (the widget is shared with other pages, so its own query is left as it is).
 */
function useWidgetOnHomeTerms() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: healthGoalKeys.stats }),
      HOME_REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [queryClient]);
  useHomeFailure('health-goals', useQueryFailed(healthGoalKeys.stats));
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="mb-3 text-xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CardLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <span role="status" className="sr-only">
        {label}
      </span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-9 rounded-lg" />
      ))}
    </div>
  );
}

/**
 * Today's Meals: entries per meal for the member's today (their time zone), from the diary's
 * one-day summary — its cheapest answer that counts them. The key starts like the diary's own
 * summary keys (`diary`), so logging a food anywhere refreshes it.
 */
export function TodaysMeals() {
  const { data: me } = useMe();
  // The member's today in their profile's time zone, as the diary reads it (read on each render).
  const today = localDate(new Date(), me?.profile.time_zone || browserTimeZone());
  const counts = useQuery({
    queryKey: ['diary', 'summary', today, today, 'home', me?.user.id ?? null],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ from: today, to: today });
      return mealCountsOf(
        await apiRequest<unknown>(`/api/diary/summary?${params.toString()}`, { signal }),
      );
    },
    refetchInterval: HOME_REFRESH_MS,
    staleTime: 60_000,
  });
  useHomeFailure('todays-meals', counts.isError);

  return (
    <Card id="home-todays-meals" title="Today's Meals">
      {counts.isPending ? (
        <CardLoading label="Loading today's meals…" />
      ) : counts.data === undefined ? (
        <HomePartError
          what="today's meals"
          onRetry={() => void counts.refetch()}
          retrying={counts.isFetching}
        />
      ) : (
        <ul className="grid grid-cols-2 gap-2">
          {TODAY_MEALS.map((meal) => {
            const Icon = mealIcons[meal];
            const n = counts.data[meal];
            return (
              <li
                key={meal}
                className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-slate-800"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
                <span className="flex flex-col leading-tight">
                  <span className="font-medium">{mealNames[meal]}</span>
                  <span className="text-sm text-slate-700" data-testid={`meal-count-${meal}`}>
                    {itemsText(n)}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <Link to="/food-diary" className={buttonClasses('secondary', 'sm', 'mt-4 self-start')}>
        <NotebookPen aria-hidden="true" className="size-4" />
        Open Food Diary
      </Link>
    </Card>
  );
}

/**
 * For Your Goals: public recipes tagged with the member's goals. Whether they chose any comes from
 * their goals (shared key with the profile's picker, so choosing some there refreshes this).
 */
export function ForYourGoals() {
  const { data: me } = useMe();
  const userId = me?.user.id ?? null;
  const goals = useQuery({
    queryKey: healthGoalKeys.mine,
    queryFn: ({ signal }) => fetchMyGoalIds(signal),
    refetchInterval: HOME_REFRESH_MS,
  });
  const recipes = useQuery({
    queryKey: ['recipes', 'recommended', GOAL_RECIPES, userId],
    queryFn: async ({ signal }) =>
      recipeListOf(
        await apiRequest<unknown>(`/api/recipes/recommended?limit=${GOAL_RECIPES}`, { signal }),
      ).items,
    refetchInterval: HOME_REFRESH_MS,
    staleTime: 60_000,
  });
  const failed = goals.isError || recipes.isError;
  useHomeFailure('for-your-goals', failed);

  let body: ReactNode;
  if (goals.isPending || recipes.isPending)
    body = <CardLoading label="Loading recipes for your goals…" />;
  else if (!goals.data || !recipes.data)
    body = (
      <HomePartError
        what="recipes for your goals"
        onRetry={() => {
          if (goals.isError) void goals.refetch();
          if (recipes.isError) void recipes.refetch();
        }}
        retrying={goals.isFetching || recipes.isFetching}
      />
    );
  else if (goals.data.length === 0)
    body = (
      <div className="flex flex-col items-start gap-2 text-slate-700">
        <Target aria-hidden="true" className="size-7 text-emerald-700" />
        <p>Choose a health goal or two, and recipes that suit them will show up here.</p>
        <Link to="/profile#health-goals" className={buttonClasses('secondary', 'sm', 'mt-1')}>
          Choose health goals
        </Link>
      </div>
    );
  else if (recipes.data.length === 0)
    body = <p className="text-slate-700">No public recipes match your goals yet.</p>;
  else
    body = (
      <ul className="flex flex-col gap-2">
        {recipes.data.map((recipe) => (
          <li key={recipe.id}>
            <Link
              to={`/recipes/${encodeURIComponent(recipe.id)}`}
              className="flex items-center gap-3 rounded-lg p-1 hover:bg-slate-50"
            >
              <RecipeImage
                src={recipe.image_url}
                sizes="56px"
                className="size-14 shrink-0 rounded-lg"
              />
              <span className="font-medium text-slate-900">{recipe.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <Card id="home-for-your-goals" title="For Your Goals">
      {body}
      <Link to="/recipes" className={buttonClasses('secondary', 'sm', 'mt-4 self-start')}>
        <BookOpen aria-hidden="true" className="size-4" />
        Browse Recipes
      </Link>
    </Card>
  );
}

/** Both cards side by side from a small screen up, under the Health Goals widget. */
export default function MemberCards() {
  useWidgetOnHomeTerms();
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2">
      <TodaysMeals />
      <ForYourGoals />
    </div>
  );
}

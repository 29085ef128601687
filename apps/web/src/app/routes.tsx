import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { WebPagePath } from '@mise/core';
import type { PagePrimer } from '../lib/page-primer';
import { withHomeInspirations } from './home-inspirations';
import { NotFoundPage } from './not-found-page';
import { preloadRecipeActions } from './recipe-actions';
import { AppLoading, RootLayout } from './root-layout';
import { RootError, RouteError } from './route-error';
import { guardLoader } from './route-loaders';
import type { RouteGuard } from './route-guard';

type PageModule = () => Promise<{ Component: ComponentType; prime?: PagePrimer }>;

export interface AppRoute {
  /** Only paths of core's WEB_PAGE_PATHS: the server answers 404 for any other (web-app.ts). */
  path: WebPagePath | '*';
  guard: RouteGuard;
  /** A lazily loaded page, or (for the not-found page only) one already in the entry bundle. */
  page: PageModule | { Component: ComponentType };
}

/** Each page is its own chunk: `import()` here is the split point. */
const page =
  <M,>(
    load: () => Promise<M>,
    pick: (module: M) => ComponentType,
    primer?: (module: M) => PagePrimer,
  ): PageModule =>
  async () => {
    const module = await load();
    return { Component: pick(module), prime: primer?.(module) };
  };

/** A slow answer does not hold the first page back for long: it shows its skeletons instead. */
const PRIME_WAIT_MS = 1_500;

function primeLoader(prime: PagePrimer, queryClient: QueryClient) {
  return async (args: LoaderFunctionArgs) => {
    const primed = prime(queryClient, args);
    if (primed) {
      await Promise.race([
        primed.catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, PRIME_WAIT_MS)),
      ]);
    }
    return null;
  };
}

/** spec-1 §2 and spec-2 §2: every route with its guard. */
export const appRoutes: readonly AppRoute[] = [
  {
    path: '/',
    guard: 'none',
    page: page(
      () => import('../features/home/pages/home-page'),
      (m) => m.HomePage,
      (m) => withHomeInspirations(m.primeHomePage),
    ),
  },
  {
    path: '/test',
    guard: 'none',
    page: page(
      () => import('../features/diagnostics/pages/test-page'),
      (m) => m.TestPage,
    ),
  },
  {
    path: '/login',
    guard: 'guest',
    page: page(
      () => import('../features/auth/pages/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: '/auth/callback',
    guard: 'none',
    page: page(
      () => import('../features/auth/pages/auth-callback-page'),
      (m) => m.AuthCallbackPage,
    ),
  },
  {
    path: '/recipes',
    guard: 'none',
    page: page(
      () => import('../features/recipes/pages/recipes-page'),
      (m) => m.RecipesPage,
      (m) => m.primeRecipesPage,
    ),
  },
  {
    path: '/recipes/create',
    guard: 'login',
    page: page(
      () => import('../features/recipes/pages/recipe-create-page'),
      (m) => m.RecipeCreatePage,
    ),
  },
  {
    path: '/recipes/ideas',
    guard: 'login',
    page: page(
      () => import('../features/ideas/pages/recipe-ideas-page'),
      (m) => m.RecipeIdeasPage,
    ),
  },
  {
    path: '/recipes/:id',
    guard: 'none',
    page: page(
      // The action buttons' chunks (cooking, cookbook…) start loading with the page's own.
      () => {
        preloadRecipeActions();
        return import('../features/recipes/pages/recipe-detail-page');
      },
      (m) => m.RecipeDetailPage,
      (m) => m.primeRecipeDetailPage,
    ),
  },
  {
    path: '/recipes/:id/edit',
    guard: 'login',
    page: page(
      () => import('../features/recipes/pages/recipe-edit-page'),
      (m) => m.RecipeEditPage,
    ),
  },
  {
    path: '/cooking/:id',
    guard: 'login',
    page: page(
      () => import('../features/cooking/pages/cooking-mode-page'),
      (m) => m.CookingModePage,
    ),
  },
  {
    path: '/cooking-chat',
    guard: 'login',
    page: page(
      () => import('../features/cooking/pages/cooking-chat-page'),
      (m) => m.CookingChatPage,
    ),
  },
  {
    path: '/meal-plans',
    guard: 'login',
    page: page(
      () => import('../features/meal-plans/pages/meal-plans-page'),
      (m) => m.MealPlansPage,
    ),
  },
  {
    path: '/meal-plans/create',
    guard: 'login',
    page: page(
      () => import('../features/meal-plans/pages/meal-plan-create-page'),
      (m) => m.MealPlanCreatePage,
    ),
  },
  {
    path: '/meal-plans/:id',
    guard: 'login',
    page: page(
      () => import('../features/meal-plans/pages/meal-plan-detail-page'),
      (m) => m.MealPlanDetailPage,
    ),
  },
  {
    path: '/meal-plans/:id/edit',
    guard: 'login',
    page: page(
      () => import('../features/meal-plans/pages/meal-plan-edit-page'),
      (m) => m.MealPlanEditPage,
    ),
  },
  {
    path: '/grocery-list',
    guard: 'login',
    page: page(
      () => import('../features/grocery/pages/grocery-list-page'),
      (m) => m.GroceryListPage,
    ),
  },
  {
    path: '/collections',
    guard: 'login',
    page: page(
      () => import('../features/collections/pages/collections-page'),
      (m) => m.CollectionsPage,
    ),
  },
  {
    path: '/collections/:id',
    guard: 'login',
    page: page(
      () => import('../features/collections/pages/collection-detail-page'),
      (m) => m.CollectionDetailPage,
    ),
  },
  {
    path: '/contests',
    guard: 'login',
    page: page(
      () => import('../features/contests/pages/contests-page'),
      (m) => m.ContestsPage,
    ),
  },
  {
    path: '/contests/:id',
    guard: 'login',
    page: page(
      () => import('../features/contests/pages/contest-detail-page'),
      (m) => m.ContestDetailPage,
    ),
  },
  {
    path: '/my-entries',
    guard: 'login',
    page: page(
      () => import('../features/contests/pages/my-entries-page'),
      (m) => m.MyEntriesPage,
    ),
  },
  {
    path: '/profile',
    guard: 'login',
    page: page(
      () => import('../features/profile/pages/profile-page'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: '/progress',
    guard: 'login',
    page: page(
      () => import('../features/progress/pages/progress-page'),
      (m) => m.ProgressPage,
    ),
  },
  {
    path: '/user-progress',
    guard: 'login',
    page: page(
      () => import('../features/progress/pages/user-progress-page'),
      (m) => m.UserProgressPage,
    ),
  },
  {
    path: '/achievements',
    guard: 'login',
    page: page(
      () => import('../features/progress/pages/achievements-page'),
      (m) => m.AchievementsPage,
    ),
  },
  {
    path: '/test/achievements',
    guard: 'login',
    page: page(
      () => import('../features/progress/pages/achievements-tester-page'),
      (m) => m.AchievementsTesterPage,
    ),
  },
  {
    path: '/food-diary',
    guard: 'login',
    page: page(
      () => import('../features/diary/pages/food-diary-page'),
      (m) => m.FoodDiaryPage,
    ),
  },
  {
    path: '/credits',
    guard: 'login',
    page: page(
      () => import('../features/credits/pages/credits-page'),
      (m) => m.CreditsPage,
    ),
  },
  {
    path: '/admin/health-goals',
    guard: 'admin',
    page: page(
      () => import('../features/health-goals/pages/admin-health-goals-page'),
      (m) => m.AdminHealthGoalsPage,
    ),
  },
  // Not split: the route error boundary shows the same content for a 404 a loader throws, so it is in
  // the entry bundle already (under 1 KB).
  { path: '*', guard: 'none', page: { Component: NotFoundPage } },
];

/**
 * The page's component, and the loader that primes it (for a page with a primer on a route without
 * a guard: a guarded route's loader is the guard).
 */
function lazyPage(load: PageModule, queryClient: QueryClient, canPrime: boolean) {
  return async () => {
    const { Component, prime } = await load();
    return prime && canPrime
      ? { Component, loader: primeLoader(prime, queryClient) }
      : { Component };
  };
}

export function toRouteObject(route: AppRoute, queryClient: QueryClient): RouteObject {
  return {
    path: route.path,
    ...(typeof route.page === 'function'
      ? { lazy: lazyPage(route.page, queryClient, route.guard === 'none') }
      : { Component: route.page.Component }),
    ...(route.guard === 'none' ? {} : { loader: guardLoader(queryClient, route.guard) }),
  };
}

/** The data-router tree: one layout, a per-page error boundary inside it, and the pages. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RootError />,
      hydrateFallbackElement: <AppLoading />,
      children: [
        {
          errorElement: <RouteError />,
          children: appRoutes.map((route) => toRouteObject(route, queryClient)),
        },
      ],
    },
  ];
}

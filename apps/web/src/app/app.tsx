import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RecipeActionsSlot, type RecipeActionsProps } from '../components/recipe-actions-slot';
import { HomeInspirationsSlot } from '../components/home-inspirations-slot';
import { Toaster } from '../components/ui/toaster';
import { GroceryOutboxMount } from '../features/grocery/outbox-mount';
import { ProgressFeedMount } from '../features/progress/progress-feed-mount';
import { loadAddToGroceryList, loadRecipeCooking, loadSaveToCookbook } from './recipe-actions';
import { renderHomeInspirations } from './home-inspirations';
import { createQueryClient } from './query-client';
import { createRoutes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/** The query client and the router; created once per page load, before the first render. */
export function createApp(): { queryClient: QueryClient; router: Router } {
  const queryClient = createQueryClient();
  return { queryClient, router: createBrowserRouter(createRoutes(queryClient)) };
}

/**
 * Resolves once the first route's code and guard have loaded. Rendering only then keeps the static
 * shell of index.html on screen until the page can show itself (no spinner in between), and spares
 * the main thread a render that would be thrown away at once.
 */
export function whenRouterReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const CookThisRecipe = lazy(loadRecipeCooking);
const SaveToCookbook = lazy(loadSaveToCookbook);
const AddToGroceryList = lazy(loadAddToGroceryList);

/**
 * What other features do with the recipe on its page: cooking it first, then keeping it (cookbook)
 * and shopping for it. Each is its own small chunk, loaded with the recipe page.
 */
function renderRecipeActions(props: RecipeActionsProps) {
  return (
    <>
      {/* The height of its buttons while the chunk loads, so nothing below shifts. */}
      <Suspense fallback={<div aria-hidden="true" className="min-h-11" />}>
        <CookThisRecipe {...props} />
      </Suspense>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Suspense fallback={<div aria-hidden="true" className="min-h-11" />}>
          <SaveToCookbook recipe={props.recipe} />
        </Suspense>
        <Suspense fallback={<div aria-hidden="true" className="min-h-11" />}>
          <AddToGroceryList {...props} />
        </Suspense>
      </div>
    </>
  );
}

/** Providers and the router; the app fills the slots where one feature shows another's part. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: Router }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RecipeActionsSlot.Provider value={renderRecipeActions}>
        <HomeInspirationsSlot.Provider value={renderHomeInspirations}>
          <RouterProvider router={router} />
        </HomeInspirationsSlot.Provider>
      </RecipeActionsSlot.Provider>
      <Toaster />
      <ProgressFeedMount />
      <GroceryOutboxMount />
    </QueryClientProvider>
  );
}

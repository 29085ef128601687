import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RecipeCookingSlot, type RecipeCookingProps } from '../components/recipe-cooking-slot';
import { Toaster } from '../components/ui/toaster';
import { loadRecipeCooking } from './recipe-cooking';
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

/** The recipe page's way into cooking: its own small chunk, loaded with the recipe page. */
function renderRecipeCooking(props: RecipeCookingProps) {
  return (
    // The height of its buttons while the chunk loads, so nothing below shifts.
    <Suspense fallback={<div aria-hidden="true" className="min-h-11" />}>
      <CookThisRecipe {...props} />
    </Suspense>
  );
}

/** Providers and the router; the app fills the slots where one feature shows another's part. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: Router }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RecipeCookingSlot.Provider value={renderRecipeCooking}>
        <RouterProvider router={router} />
      </RecipeCookingSlot.Provider>
      <Toaster />
    </QueryClientProvider>
  );
}

import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Me } from '@mise/core';

export const memberMe: Me = {
  user: { id: 'u-1', email: 'zoe@example.com' },
  profile: { id: 'u-1', username: 'zoe_cooks', display_name: 'Zoe', time_zone: 'Europe/Paris' },
  roles: [],
};

export function createTestQueryClient(me?: Me | null): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (me !== undefined) queryClient.setQueryData(['me'], me);
  return queryClient;
}

/** Shows the router's current location so tests can assert where a navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderWithRouterOptions {
  path?: string;
  initialEntry?: string;
  me?: Me | null;
  queryClient?: QueryClient;
}

/** Renders `ui` at `initialEntry` inside a data router and a query client; every other path shows a probe. */
export function renderWithRouter(ui: ReactElement, options: RenderWithRouterOptions = {}) {
  const { path = '/', initialEntry = path, me } = options;
  const queryClient = options.queryClient ?? createTestQueryClient(me);
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [initialEntry] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

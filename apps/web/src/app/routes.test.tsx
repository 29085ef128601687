import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_PAGE_PATHS, type Me } from '@mise/core';
import { createTestQueryClient, memberMe } from '../test-utils/render';
import { toastStore } from '../components/ui/toast-store';
import { appRoutes, createRoutes } from './routes';

const adminMe: Me = { ...memberMe, roles: ['admin'] };

function renderApp(initialEntry: string, me: Me | null | 'error') {
  const queryClient = createTestQueryClient(me === 'error' ? undefined : me);
  if (me === 'error') {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  }
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [initialEntry] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const where = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ oidc: { enabled: false, display_name: '' } }), { status: 200 }),
  );
});
afterEach(() => vi.restoreAllMocks());

/** spec-1 §2 / spec-2 §2, with the h1 each page shows. */
const expected: Array<[path: string, guard: string, h1: string]> = [
  ['/', 'none', 'Mise'],
  ['/test', 'none', 'Test Page'],
  ['/login', 'guest', 'Welcome to Mise'],
  ['/auth/callback', 'none', ''],
  ['/recipes', 'none', 'Browse Recipes'],
  ['/recipes/create', 'login', 'Create Recipe'],
  ['/recipes/ideas', 'login', 'Recipe Ideas'],
  ['/recipes/:id', 'none', 'Recipe'],
  ['/recipes/:id/edit', 'login', 'Edit Recipe'],
  ['/cooking/:id', 'login', 'Cooking Mode'],
  ['/cooking-chat', 'login', 'Cooking Assistant'],
  ['/meal-plans', 'login', 'Meal Plans'],
  ['/meal-plans/create', 'login', 'Create Meal Plan'],
  ['/meal-plans/:id', 'login', 'Meal Plan'],
  ['/meal-plans/:id/edit', 'login', 'Edit Meal Plan'],
  ['/grocery-list', 'login', 'Grocery List'],
  ['/collections', 'login', 'Cookbooks'],
  ['/collections/:id', 'login', 'Cookbook'],
  ['/contests', 'login', 'Contests'],
  ['/contests/:id', 'login', 'Contest'],
  ['/my-entries', 'login', 'My Contest Entries'],
  ['/profile', 'login', 'Profile'],
  ['/progress', 'login', 'My Cooking Journey'],
  ['/user-progress', 'login', 'Your Progress'],
  ['/achievements', 'login', 'My Achievements'],
  ['/test/achievements', 'login', 'Achievements Tester'],
  ['/food-diary', 'login', 'Food Diary'],
  ['/credits', 'login', 'Credits'],
  ['/admin/health-goals', 'admin', 'Manage Health Goals'],
  ['*', 'none', 'Page Not Found'],
];

describe('route table', () => {
  it('registers exactly the spec routes with their guards', () => {
    expect(appRoutes.map((r) => [r.path, r.guard]).sort()).toEqual(
      expected.map(([p, g]) => [p, g]).sort(),
    );
  });

  it("has a page for every path of core's list, the one the server answers 404 from", () => {
    expect(appRoutes.map((r) => r.path).filter((p) => p !== '*')).toEqual([...WEB_PAGE_PATHS]);
  });

  const pages = expected.filter(([path, , h1]) => h1 && path !== '/login');
  it.each(pages)('%s (guard: %s) shows the h1 "%s" to an admin', async (path, _guard, h1) => {
    const url = path === '*' ? '/no/such/page' : path.replace(':id', '42');
    renderApp(url, adminMe);
    expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });
});

describe('guards on the real routes', () => {
  it('sends a guest to /login with the wanted path and query', async () => {
    const router = renderApp('/meal-plans?week=2', null);
    await waitFor(() => expect(where(router)).toBe('/login?redirect=%2Fmeal-plans%3Fweek%3D2'));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(document.title).toBe('Login · Mise');
  });

  it('sends a member away from the admin page to the home page', async () => {
    const router = renderApp('/admin/health-goals', memberMe);
    await waitFor(() => expect(where(router)).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mise' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Manage Health Goals' })).not.toBeInTheDocument();
    expect(toastStore.getSnapshot().map((t) => t.message)).toContain(
      'You need administrator privileges to access this page',
    );
  });

  it('tells a guest at the admin page to sign in, on the way to /login', async () => {
    act(() => toastStore.clear());
    const router = renderApp('/admin/health-goals', null);
    await waitFor(() => expect(where(router)).toBe('/login?redirect=%2Fadmin%2Fhealth-goals'));
    expect(toastStore.getSnapshot().map((t) => t.message)).toContain(
      'You must be logged in to access this page',
    );
  });

  it('sends a visitor to /login when the user cannot be loaded', async () => {
    const router = renderApp('/profile', 'error');
    await waitFor(() => expect(where(router)).toBe('/login'));
  });

  it('sends a signed-in visitor of /login on to the redirect', async () => {
    const router = renderApp('/login?redirect=%2Fcredits', memberMe);
    await waitFor(() => expect(where(router)).toBe('/credits'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Credits' })).toBeInTheDocument();
  });

  it('lets a guest see open pages', async () => {
    const router = renderApp('/recipes', null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Browse Recipes' }),
    ).toBeInTheDocument();
    expect(where(router)).toBe('/recipes');
  });
});

describe('home page', () => {
  it('shows the spec sections, the active contests and the empty meal plan list', async () => {
    const contest = (n: number) => ({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      title: `Contest ${n}`,
      description: '',
      theme: '',
      rules: '',
      image_url: null,
      starts_at: '2026-03-01T00:00:00.000Z',
      ends_at: '2026-03-31T00:00:00.000Z',
      status: 'active',
      entry_count: 0,
    });
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/contests'))
        return Promise.resolve(
          new Response(JSON.stringify({ items: [contest(1), contest(2)], next_cursor: null })),
        );
      if (url.includes('/api/meal-plans/popular'))
        return Promise.resolve(new Response(JSON.stringify({ items: [], next_cursor: null })));
      return Promise.resolve(
        new Response(JSON.stringify({ oidc: { enabled: false, display_name: '' } })),
      );
    });
    renderApp('/', null);
    await screen.findByRole('heading', { level: 1, name: 'Mise' });
    for (const section of [
      'Recipe Inspirations',
      'Trending Recipes',
      'Featured Recipes',
      'Active Contests',
      'Weekly Meal Plans',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(
      await screen.findAllByRole('link', { name: /^Enter Contest: Contest \d$/ }),
    ).toHaveLength(2);
    expect(await screen.findByText('No meal plans found.')).toBeInTheDocument();
    expect(document.title).toBe('Home · Mise');
  });
});

describe('focus after a page change (issue 10)', () => {
  it('stays put on the first load, moves to the new h1 after a navigation', async () => {
    const router = renderApp('/recipes', adminMe);
    await screen.findByRole('heading', { level: 1, name: 'Browse Recipes' });
    expect(document.activeElement).toBe(document.body);

    await act(() => router.navigate('/credits'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Credits' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('keeps focus in the search box when only the search changes', async () => {
    const router = renderApp('/credits', adminMe);
    await screen.findByRole('heading', { level: 1, name: 'Credits' });
    await act(() => router.navigate('/recipes'));
    await screen.findByRole('heading', { level: 1, name: 'Browse Recipes' });
    const search = screen.getByRole('searchbox', { name: 'Search recipes' });
    search.focus();
    await act(() => router.navigate('/recipes?q=soup', { replace: true }));
    await act(() => router.navigate('/recipes?q=soup&diet=vegan'));
    expect(document.activeElement).toBe(search);
  });
});

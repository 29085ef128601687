import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test-utils/render';
import { fakeApi, json, makeRecipe, type ApiCall } from '../../../test-utils/recipe-fixtures';
import { RecipesPage } from './recipes-page';

function renderBrowse(initialEntry = '/recipes') {
  return renderWithRouter(<RecipesPage />, { path: '/recipes', initialEntry, me: null });
}

const page = (ids: string[], next: string | null) => ({
  items: ids.map((id) => makeRecipe({ id, title: `Recipe ${id}`, prep_time: 5, cook_time: 70 })),
  next_cursor: next,
});

const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/recipes');
const cards = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('RecipesPage', () => {
  it('lists recipes as cards with total time, complexity and diets; one request per page', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/recipes': ({ search }) =>
        json(200, search.get('cursor') === 'c2' ? page(['3'], null) : page(['1', '2'], 'c2')),
    });
    renderBrowse();

    expect(await screen.findByRole('link', { name: 'Recipe 1' })).toHaveAttribute(
      'href',
      '/recipes/1',
    );
    const first = screen.getByRole('link', { name: 'Recipe 1' }).closest('article')!;
    expect(within(first).getByText('1 h 15 min')).toBeInTheDocument();
    expect(within(first).getByText('Easy')).toBeInTheDocument();
    expect(within(first).getByText('Vegetarian')).toBeInTheDocument();

    // No IntersectionObserver in this test browser: the Load more button is the way on.
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toEqual(['Recipe 1', 'Recipe 2', 'Recipe 3']));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    expect(listCalls(calls).map((c) => c.search.get('cursor'))).toEqual([null, 'c2']);
    expect(calls).toHaveLength(2);
  });

  it('puts the search in the URL after a pause and asks the server with it', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/recipes': ({ search }) =>
        json(200, search.get('q') === 'soup' ? page(['s'], null) : page(['1'], null)),
    });
    renderBrowse();
    await screen.findByRole('link', { name: 'Recipe 1' });

    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'soup');

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/recipes?q=soup'),
    );
    expect(await screen.findByRole('link', { name: 'Recipe s' })).toBeInTheDocument();
    // Debounced: not one request per letter.
    expect(listCalls(calls).map((c) => c.search.get('q'))).toEqual([null, 'soup']);
  });

  it('reads search and filters from the URL and writes filter changes to it', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'GET /api/recipes': () => json(200, page(['1'], null)) });
    renderBrowse('/recipes?q=curry&cuisine=Indian');

    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('curry');
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    expect(screen.getByLabelText('Cuisine')).toHaveValue('Indian');
    await screen.findByRole('link', { name: 'Recipe 1' });

    await user.selectOptions(screen.getByLabelText('Diet'), 'vegan');
    await user.selectOptions(screen.getByLabelText('Total time'), '30');
    await user.selectOptions(screen.getByLabelText('Complexity'), 'easy');

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/recipes?q=curry&cuisine=Indian&diet=vegan&max_time=30&complexity=easy',
      ),
    );
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThanOrEqual(4));
    const last = listCalls(calls).at(-1)!.search;
    expect(Object.fromEntries(last)).toEqual({
      q: 'curry',
      cuisine: 'Indian',
      diet: 'vegan',
      max_time: '30',
      complexity: 'easy',
      limit: '20',
    });
  });

  it('folds the filters behind one Filters button on a narrow screen, with the count chosen', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/recipes': () => json(200, page(['1'], null)) });
    renderBrowse('/recipes?q=soup&cuisine=Indian&diet=vegan');
    await screen.findByRole('link', { name: 'Recipe 1' });

    // The search is not a filter: two chosen.
    const toggle = screen.getByRole('button', { name: 'Filters, 2 chosen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Cuisine' })).not.toBeInTheDocument();

    // By keyboard: Enter opens, Space closes.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('combobox', { name: 'Cuisine' })).toHaveValue('Indian');
    expect(within(panel).getByRole('combobox', { name: 'Diet' })).toHaveValue('vegan');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Diet' })).not.toBeInTheDocument();
  });

  it('keeps the filters open, with no Filters button, on a wide screen', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === '(min-width: 1024px)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    fakeApi({ 'GET /api/recipes': () => json(200, page(['1'], null)) });
    renderBrowse();
    await screen.findByRole('link', { name: 'Recipe 1' });
    expect(screen.getByRole('combobox', { name: 'Cuisine' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });

  it('says when nothing matches and clears search and filters', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/recipes': ({ search }) =>
        json(200, search.get('q') ? page([], null) : page(['1'], null)),
    });
    renderBrowse('/recipes?q=zzz');

    expect(await screen.findByText('No recipes match your search.')).toBeInTheDocument();
    await user.click(
      within(screen.getByText('No recipes match your search.').parentElement!).getByRole('button', {
        name: 'Clear search and filters',
      }),
    );
    expect(await screen.findByRole('link', { name: 'Recipe 1' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/recipes$/);
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('');
  });

  it('shows an error with Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      'GET /api/recipes': () =>
        fail
          ? json(500, { error: { code: 'INTERNAL', message: 'Something went wrong.' } })
          : json(200, page(['1'], null)),
    });
    renderBrowse();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Recipe 1' })).toBeInTheDocument();
  });
});

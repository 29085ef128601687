import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECIPE_TEMPLATE_STORAGE_KEY, RecipeCreateSchema } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { GROCERY_LIST_QUERY_KEY } from '../../../lib/grocery-list-query';
import { fakeApi, json, type Handler } from '../../../test-utils/recipe-fixtures';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { PANTRY_STORAGE_KEY } from '../pantry-storage';
import { makeDraft, makeIdea, RECIPE_ID } from '../test-fixtures';
import { RecipeIdeasPage } from './recipe-ideas-page';

const toasts = () => toastStore.getSnapshot().map((t) => t.message);
const noAi: Record<string, Handler> = {
  'GET /api/nutrition/providers': () => json(200, { ai: false, local: true }),
};
const render = () =>
  renderWithRouter(<RecipeIdeasPage />, { path: '/recipes/ideas', me: memberMe });
const box = () => screen.getByRole('textbox', { name: 'Ingredients you have' });
const findButton = () => screen.getByRole('button', { name: 'Find recipes' });
const results = () => screen.getByRole('region', { name: 'Recipes you can make' });

beforeEach(() => act(() => toastStore.clear()));
afterEach(() => {
  vi.restoreAllMocks();
  act(() => toastStore.clear());
});

describe('RecipeIdeasPage: finding ideas', () => {
  it('asks for an ingredient before searching, and searches nothing until then', async () => {
    const api = fakeApi(noAi);
    render();
    expect(screen.getByRole('form', { name: 'What do you have?' })).toBeInTheDocument();
    await userEvent.click(findButton());
    expect(screen.getByText('Add at least one ingredient.')).toBeInTheDocument();
    expect(box()).toHaveFocus();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((c) => c.path === '/api/ideas')).toHaveLength(0);
  });

  it('sends the list, diet and time; shows skeletons, then the cards with what is had and missing', async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({
      ...noAi,
      'POST /api/ideas': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    render();
    await userEvent.type(box(), 'eggs{Enter}feta cheese{Enter}');
    await userEvent.selectOptions(screen.getByLabelText('Diet (optional)'), 'vegetarian');
    await userEvent.selectOptions(screen.getByLabelText('Maximum time (optional)'), '45');
    await userEvent.click(findButton());

    const ideaCalls = api.calls.filter((c) => c.path === '/api/ideas');
    expect(ideaCalls.map((c) => c.body)).toEqual([
      { ingredients: ['eggs', 'feta cheese'], diet: 'vegetarian', max_time: 45 },
    ]);
    expect(within(results()).getByRole('status')).toHaveTextContent('Finding recipes…');
    expect(within(results()).queryByRole('article')).toBeNull();

    act(() => answer(json(200, { items: [makeIdea()] })));
    const card = await within(results()).findByRole('article', { name: 'Smoky Shakshuka' });
    expect(within(results()).getByRole('status')).toHaveTextContent('Found 1 recipe.');
    expect(card).toHaveTextContent('You have 2 of 4');
    expect(card).toHaveTextContent('You have: eggs, feta cheese');
    expect(card).toHaveTextContent('Missing: crushed tomatoes (1 can), red bell pepper');
    expect(within(card).getByRole('link', { name: 'Smoky Shakshuka' })).toHaveAttribute(
      'href',
      `/recipes/${RECIPE_ID}`,
    );
    // Remembered on this device.
    expect(JSON.parse(localStorage.getItem(PANTRY_STORAGE_KEY) ?? '[]')).toEqual([
      'eggs',
      'feta cheese',
    ]);
  });

  it('says so when nothing uses these ingredients', async () => {
    fakeApi({ ...noAi, 'POST /api/ideas': () => json(200, { items: [] }) });
    render();
    await userEvent.type(box(), 'dragon fruit{Enter}');
    await userEvent.click(findButton());
    const text = 'No recipes use these yet — try fewer or different ingredients';
    await waitFor(() => expect(within(results()).getByRole('status')).toHaveTextContent(text));
    expect(within(results()).getAllByText(text).length).toBeGreaterThan(0);
  });

  it('shows the error with a retry that asks again', async () => {
    let fail = true;
    const api = fakeApi({
      ...noAi,
      'POST /api/ideas': () =>
        fail
          ? json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } })
          : json(200, { items: [makeIdea()] }),
    });
    render();
    await userEvent.type(box(), 'eggs{Enter}');
    await userEvent.click(findButton());
    const alert = await within(results()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to find recipe ideas: Something went wrong');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await within(results()).findByRole('article', { name: 'Smoky Shakshuka' });
    expect(api.calls.filter((c) => c.path === '/api/ideas')).toHaveLength(2);
  });

  it('starts from the list remembered on this device, and searches it at once', async () => {
    localStorage.setItem(PANTRY_STORAGE_KEY, JSON.stringify(['rice', 'tofu']));
    const api = fakeApi({ ...noAi, 'POST /api/ideas': () => json(200, { items: [makeIdea()] }) });
    render();
    expect(screen.getByRole('button', { name: 'Remove rice' })).toBeInTheDocument();
    await within(results()).findByRole('article', { name: 'Smoky Shakshuka' });
    expect(api.calls.find((c) => c.path === '/api/ideas')?.body).toEqual({
      ingredients: ['rice', 'tofu'],
    });
  });
});

describe('RecipeIdeasPage: Add missing to grocery list', () => {
  const searchOnce = async (routes: Record<string, Handler>) => {
    localStorage.setItem(PANTRY_STORAGE_KEY, JSON.stringify(['eggs']));
    const api = fakeApi({
      ...noAi,
      'POST /api/ideas': () => json(200, { items: [makeIdea()] }),
      ...routes,
    });
    const view = render();
    const card = await screen.findByRole('article', { name: 'Smoky Shakshuka' });
    return { api, card, ...view };
  };

  it('posts each missing ingredient with the recipe as its source, busy meanwhile, then says it is done', async () => {
    const waiting: Array<() => void> = [];
    const { api, card, queryClient } = await searchOnce({
      'POST /api/grocery-list/items': () =>
        new Promise<Response>((resolve) => waiting.push(() => resolve(json(201, {})))),
    });
    queryClient.setQueryData(GROCERY_LIST_QUERY_KEY, []);
    const button = within(card).getByRole('button', { name: 'Add missing to grocery list' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    act(() => waiting.shift()?.());
    await waitFor(() => expect(waiting).toHaveLength(1));
    act(() => waiting.shift()?.());

    const link = await within(card).findByRole('link', { name: 'View list' });
    expect(card).toHaveTextContent('Missing ingredients are on your grocery list.');
    expect(link).toHaveFocus();
    const source = { recipe_id: RECIPE_ID, title: 'Smoky Shakshuka' };
    expect(
      api.calls.filter((c) => c.path === '/api/grocery-list/items').map((c) => c.body),
    ).toEqual([
      { name: 'crushed tomatoes', amount: 1, unit: 'can', sources: [source] },
      { name: 'red bell pepper', amount: null, unit: '', sources: [source] },
    ]);
    expect(toasts()).toEqual([
      'Added 2 missing ingredients of Smoky Shakshuka to your grocery list',
    ]);
    // The list page reloads rather than show the list from before.
    expect(queryClient.getQueryState(GROCERY_LIST_QUERY_KEY)?.isInvalidated).toBe(true);
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/grocery-list');
  });

  it('after a failure part-way, says so and a retry sends only what is still missing', async () => {
    let calls = 0;
    const { api, card } = await searchOnce({
      'POST /api/grocery-list/items': () =>
        ++calls === 2
          ? json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } })
          : json(201, {}),
    });
    const button = () => within(card).getByRole('button', { name: 'Add missing to grocery list' });
    await userEvent.click(button());
    await waitFor(() =>
      expect(toasts()).toEqual(['Failed to add the missing ingredients to your grocery list']),
    );
    await userEvent.click(button());
    await within(card).findByRole('link', { name: 'View list' });
    const names = api.calls
      .filter((c) => c.path === '/api/grocery-list/items')
      .map((c) => (c.body as { name: string }).name);
    expect(names).toEqual(['crushed tomatoes', 'red bell pepper', 'red bell pepper']);
  });
});

describe('RecipeIdeasPage: new ideas from AI', () => {
  const withAi = (routes: Record<string, Handler>) => {
    localStorage.setItem(PANTRY_STORAGE_KEY, JSON.stringify(['eggs', 'rice']));
    return fakeApi({
      'GET /api/nutrition/providers': () => json(200, { ai: true, local: true }),
      'POST /api/ideas': () => json(200, { items: [] }),
      ...routes,
    });
  };
  const aiSection = () => screen.findByRole('region', { name: 'New ideas from AI' });
  const createButton = async () =>
    within(await aiSection()).getByRole('button', { name: 'Create new recipes (uses credits)' });

  it('is not offered without an AI provider', async () => {
    const api = fakeApi(noAi);
    render();
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/nutrition/providers')).toBe(true),
    );
    await screen.findByRole('form', { name: 'What do you have?' });
    expect(screen.queryByRole('region', { name: 'New ideas from AI' })).toBeNull();
  });

  it('writes drafts from the same list; one is saved as a private recipe, another opens in the editor', async () => {
    const api = withAi({
      'POST /api/ideas/generate': () =>
        json(200, { items: [makeDraft(), makeDraft({ title: 'Rice Omelette' })], balance: 4 }),
      'POST /api/recipes': () => json(201, { id: 'new-recipe', title: 'Egg and Feta Fried Rice' }),
    });
    render();
    await userEvent.click(await createButton());
    const section = await aiSection();
    const first = await within(section).findByRole('article', { name: 'Egg and Feta Fried Rice' });
    expect(api.calls.find((c) => c.path === '/api/ideas/generate')?.body).toEqual({
      ingredients: ['eggs', 'rice'],
    });
    expect(section).toHaveTextContent('Credits left: 4');
    expect(first).toHaveTextContent('2 cup cooked rice');

    await userEvent.click(within(first).getByRole('button', { name: 'Save as draft' }));
    const open = await within(first).findByRole('link', { name: 'Open recipe' });
    expect(open).toHaveAttribute('href', '/recipes/new-recipe');
    const saved = RecipeCreateSchema.parse(api.calls.find((c) => c.path === '/api/recipes')?.body);
    expect(saved).toMatchObject({
      title: 'Egg and Feta Fried Rice',
      is_public: false,
      ai_generated: true,
    });

    const second = within(section).getByRole('article', { name: 'Rice Omelette' });
    await userEvent.click(within(second).getByRole('button', { name: 'Open in editor' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/recipes/create?template=true');
    const template = JSON.parse(sessionStorage.getItem(RECIPE_TEMPLATE_STORAGE_KEY) ?? 'null');
    expect(RecipeCreateSchema.parse(template).title).toBe('Rice Omelette');
  });

  it('out of credits, links to the credits page', async () => {
    withAi({
      'POST /api/ideas/generate': () =>
        json(402, { error: { code: 'PAYMENT_REQUIRED', message: 'Not enough credits' } }),
    });
    render();
    await userEvent.click(await createButton());
    const alert = await within(await aiSection()).findByRole('alert');
    expect(alert).toHaveTextContent('You have no credits left for AI recipes.');
    expect(within(alert).getByRole('link', { name: 'Get credits' })).toHaveAttribute(
      'href',
      '/credits',
    );
  });

  it('goes away when the server has no provider after all', async () => {
    withAi({
      'POST /api/ideas/generate': () =>
        json(503, { error: { code: 'UPSTREAM_FAILED', message: 'No AI provider is configured' } }),
    });
    render();
    await userEvent.click(await createButton());
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'New ideas from AI' })).toBeNull(),
    );
  });
});

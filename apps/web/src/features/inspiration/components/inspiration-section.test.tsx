import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECIPE_TEMPLATE_STORAGE_KEY, type InspirationMeal } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { json, makeCategory, makeMeal, savedRecipe } from '../test-fixtures';
import { InspirationSection } from './inspiration-section';

const toasts = () => toastStore.getSnapshot().map((t) => t.message);
const location = () => screen.getByTestId('location').textContent;

type Handler = () => Response;

/** Fakes the server at the fetch boundary; records every call as 'METHOD /path'. */
function serve(routes: Record<string, Handler | Handler[]>) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(typeof input === 'string' ? input : (input as Request).url, 'http://x');
    const call = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(call);
    const route = routes[call];
    // A list of answers is given out in turn, the last one repeating.
    const handler = Array.isArray(route) ? (route.length > 1 ? route.shift() : route[0]) : route;
    return Promise.resolve(
      handler ? handler() : json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404),
    );
  });
  return calls;
}

const meals =
  (...items: InspirationMeal[]) =>
  () =>
    json({ items });
const categories = () => json({ items: [makeCategory('Dessert'), makeCategory('Seafood')] });
const broken = () => json({ error: { code: 'UPSTREAM_FAILED', message: 'x' } }, 502);
const tatin = makeMeal();
const soup = makeMeal({
  id: 'mise-fish-soup',
  title: 'Fish Soup',
  category: 'Seafood',
  cuisine: null,
  prep_time: 0,
  cook_time: 0,
  image_url: null,
});

const crumble = makeMeal({ id: 'mise-crumble', title: 'Apple Crumble' });
const salad = makeMeal({ id: 'mise-salad', title: 'Green Salad' });

afterEach(() => vi.restoreAllMocks());

const region = () => screen.getByRole('region', { name: 'Recipe Inspirations' });

function renderSection(
  me: typeof memberMe | null,
  onFailureChange?: (failed: boolean) => void,
  returnAnchor?: string,
) {
  return renderWithRouter(
    <section aria-label="Recipe Inspirations">
      <InspirationSection onFailureChange={onFailureChange} returnAnchor={returnAnchor} />
    </section>,
    { me },
  );
}

describe('Recipe Inspirations on the home page', () => {
  it('shows skeletons, then random meals as cards with artwork, kind and time', async () => {
    serve({
      'GET /api/inspiration/random': meals(tatin, soup, crumble, salad),
      'GET /api/inspiration/categories': categories,
    });
    renderSection(null);

    expect(screen.getByText('Loading recipe inspirations…')).toHaveAttribute('role', 'status');
    const card = (
      await screen.findByRole('heading', { name: 'Tarte Tatin' }, { timeout: 5000 })
    ).closest('article')!;
    expect(within(card).getByText('Dessert · French')).toBeInTheDocument();
    expect(within(card).getByText('45 min')).toBeInTheDocument();
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('src', tatin.image_url);
    // The first row is on screen at once: eager, and the first picture (the home page's largest
    // paint) ahead of everything else; the cards after the first row load lazily.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    const pictureOf = (title: string) =>
      screen.getByRole('heading', { name: title }).closest('article')!.querySelector('img')!;
    expect(pictureOf('Apple Crumble')).toHaveAttribute('loading', 'eager');
    expect(pictureOf('Apple Crumble')).not.toHaveAttribute('fetchpriority');
    expect(pictureOf('Green Salad')).toHaveAttribute('loading', 'lazy');
    expect(pictureOf('Green Salad')).not.toHaveAttribute('fetchpriority');
    for (const action of ['Customize', 'Save', 'View'])
      expect(
        within(card).getByRole('button', { name: `${action}: Tarte Tatin` }),
      ).toBeInTheDocument();
    // A meal without cuisine or times says only its category, never '0 min'.
    const other = screen.getByRole('heading', { name: 'Fish Soup' }).closest('article')!;
    expect(within(other).getByText('Seafood')).toBeInTheDocument();
    expect(within(other).queryByText(/min/)).toBeNull();
  });

  it('lists the categories after the random picks, and loads the one chosen', async () => {
    const user = userEvent.setup();
    const calls = serve({
      'GET /api/inspiration/random': meals(tatin),
      'GET /api/inspiration/categories': categories,
      'GET /api/inspiration/categories/Seafood': meals(soup),
    });
    renderSection(null);
    const picker = screen.getByLabelText('Category');
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Random picks', 'Dessert', 'Seafood']),
    );
    await user.selectOptions(picker, 'Seafood');
    expect(await screen.findByRole('heading', { name: 'Fish Soup' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tarte Tatin' })).toBeNull();
    expect(calls).toContain('GET /api/inspiration/categories/Seafood');
  });

  it('Refresh asks for new random meals', async () => {
    const user = userEvent.setup();
    const calls = serve({
      'GET /api/inspiration/random': [meals(tatin), meals(soup)],
      'GET /api/inspiration/categories': categories,
    });
    renderSection(null);
    await screen.findByRole('heading', { name: 'Tarte Tatin' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Fish Soup' })).toBeInTheDocument();
    expect(calls.filter((c) => c === 'GET /api/inspiration/random')).toHaveLength(2);
  });

  it('says the spec’s message when random meals fail, and Retry loads them', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/inspiration/random': [broken, meals(tatin)],
      'GET /api/inspiration/categories': categories,
    });
    const onFailureChange = vi.fn();
    renderSection(null, onFailureChange);
    const alert = await within(region()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load recipe inspirations. Please try again.');
    // The home page is told, so it can say its one message at the top.
    expect(onFailureChange).toHaveBeenLastCalledWith(true);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Tarte Tatin' })).toBeInTheDocument();
    expect(onFailureChange).toHaveBeenLastCalledWith(false);
  });

  it('names the category that failed, and says when the categories fail', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/inspiration/random': meals(tatin),
      'GET /api/inspiration/categories': categories,
      'GET /api/inspiration/categories/Seafood': broken,
    });
    renderSection(null);
    const picker = screen.getByLabelText('Category');
    await within(picker).findByRole('option', { name: 'Seafood' });
    await user.selectOptions(picker, 'Seafood');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load Seafood recipes. Please try again.',
    );
  });

  it('says when the categories fail, and still offers random picks', async () => {
    serve({
      'GET /api/inspiration/random': meals(tatin),
      'GET /api/inspiration/categories': broken,
    });
    renderSection(null);
    expect(await screen.findByText('Failed to load recipe categories')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(within(screen.getByLabelText('Category')).getAllByRole('option')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Tarte Tatin' })).toBeInTheDocument();
  });

  it('says so when there is nothing to show', async () => {
    serve({
      'GET /api/inspiration/random': meals(),
      'GET /api/inspiration/categories': categories,
    });
    renderSection(null);
    expect(await screen.findByText('No recipe inspirations to show yet.')).toBeInTheDocument();
  });

  it('sends a guest to sign in from Save and Customize, without saving or storing anything', async () => {
    const user = userEvent.setup();
    const calls = serve({
      'GET /api/inspiration/random': meals(tatin),
      'GET /api/inspiration/categories': categories,
    });
    const first = renderSection(null);
    await user.click(await screen.findByRole('button', { name: 'Save: Tarte Tatin' }));
    expect(location()).toBe('/login');
    first.unmount();

    renderSection(null);
    await user.click(await screen.findByRole('button', { name: 'Customize: Tarte Tatin' }));
    expect(location()).toBe('/login');
    expect(sessionStorage.getItem(RECIPE_TEMPLATE_STORAGE_KEY)).toBeNull();
    expect(calls.some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('brings a guest back to the section on the home page after signing in', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/inspiration/random': meals(tatin),
      'GET /api/inspiration/categories': categories,
    });
    const first = renderSection(null, undefined, 'home-inspirations');
    await user.click(await screen.findByRole('button', { name: 'Save: Tarte Tatin' }));
    // `/#home-inspirations`: the login page goes there once the guest has signed in.
    expect(location()).toBe('/login?redirect=%2F%23home-inspirations');
    first.unmount();

    renderSection(null, undefined, 'home-inspirations');
    await user.click(await screen.findByRole('button', { name: 'Customize: Tarte Tatin' }));
    expect(location()).toBe('/login?redirect=%2F%23home-inspirations');
  });

  it('Customize stores the template draft and opens the create form in template mode', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/inspiration/random': meals(tatin),
      'GET /api/inspiration/categories': categories,
    });
    renderSection(memberMe);
    await user.click(await screen.findByRole('button', { name: 'Customize: Tarte Tatin' }));
    expect(location()).toBe('/recipes/create?template=true');
    const draft = JSON.parse(sessionStorage.getItem(RECIPE_TEMPLATE_STORAGE_KEY)!) as {
      title: string;
      ingredients: unknown[];
    };
    expect(draft.title).toBe('Tarte Tatin');
    expect(draft.ingredients).toHaveLength(2);
  });

  it('Customize says so and stays when the draft cannot be stored', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/inspiration/random': meals(tatin),
      'GET /api/inspiration/categories': categories,
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    renderSection(memberMe);
    await user.click(await screen.findByRole('button', { name: 'Customize: Tarte Tatin' }));
    expect(toasts()).toEqual(['Failed to prepare recipe template']);
    expect(location()).toBe('/');
  });

  it('Save saves, tells, refreshes recipe lists and offers to open the recipe', async () => {
    const user = userEvent.setup();
    const calls = serve({
      'GET /api/inspiration/random': meals(tatin),
      'GET /api/inspiration/categories': categories,
      'POST /api/inspiration/mise-tarte-tatin/save': () =>
        json(savedRecipe('r-1', 'Tarte Tatin (Saved)'), 201),
    });
    const { queryClient } = renderSection(memberMe);
    queryClient.setQueryData(['recipes', 'trending', 'u-1'], []);
    await user.click(await screen.findByRole('button', { name: 'Save: Tarte Tatin' }));

    const confirm = await screen.findByRole(
      'alertdialog',
      { name: 'Recipe saved! Would you like to view it now?' },
      { timeout: 5000 },
    );
    expect(toasts()).toEqual(['Recipe saved to your cookbook!']);
    expect(calls).toContain('POST /api/inspiration/mise-tarte-tatin/save');
    expect(queryClient.getQueryState(['recipes', 'trending', 'u-1'])?.isInvalidated).toBe(true);
    await user.click(within(confirm).getByRole('button', { name: 'View recipe' }));
    expect(location()).toBe('/recipes/r-1');
  });

  it('"Not now" stays on the page; a failed save says so', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/inspiration/random': meals(tatin, soup),
      'GET /api/inspiration/categories': categories,
      'POST /api/inspiration/mise-tarte-tatin/save': () =>
        json(savedRecipe('r-1', 'Tarte Tatin (Saved)'), 201),
      'POST /api/inspiration/mise-fish-soup/save': broken,
    });
    renderSection(memberMe);
    const save = await screen.findByRole('button', { name: 'Save: Tarte Tatin' });
    await user.click(save);
    const confirm = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await user.click(within(confirm).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(location()).toBe('/');
    expect(save).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save: Fish Soup' }));
    await waitFor(() => expect(toasts()[0]).toBe('Failed to save recipe to your cookbook'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

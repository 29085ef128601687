import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionMessages } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { makeRecipe } from '../../../test-utils/recipe-fixtures';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { callsTo, fakeCookbooks, makeCollection, makeSummary } from '../test-fixtures';
import { SaveToCookbook } from './save-to-cookbook';

const recipe = makeRecipe({ id: 'r-soup', title: 'Tomato Soup' });
const toasts = () => toastStore.getSnapshot().map((t) => t.message);
const renderButton = (me = memberMe as typeof memberMe | null) =>
  renderWithRouter(<SaveToCookbook recipe={recipe} />, {
    path: '/recipes/:id',
    initialEntry: '/recipes/r-soup?servings=2',
    me,
  });
const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Save to cookbook' }));
  return screen.findByRole('dialog', { name: 'Save to cookbook' });
};

beforeEach(() => act(() => toastStore.clear()));
afterEach(() => {
  vi.restoreAllMocks();
  act(() => toastStore.clear());
});

describe('SaveToCookbook', () => {
  it('sends a guest to sign in, and back to this recipe after', async () => {
    const api = fakeCookbooks();
    renderButton(null);
    await userEvent.click(screen.getByRole('button', { name: 'Save to cookbook' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/login?redirect=${encodeURIComponent('/recipes/r-soup?servings=2')}`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('lists my cookbooks, ticked where the recipe already is, and adds or removes it', async () => {
    const api = fakeCookbooks({
      books: [
        {
          collection: makeCollection({ id: 'c-soups', name: 'Soups' }),
          recipes: [makeSummary({ id: 'r-soup' })],
        },
        { collection: makeCollection({ id: 'c-quick', name: 'Quick' }), recipes: [] },
      ],
      recipes: [makeSummary({ id: 'r-soup' })],
    });
    renderButton();
    const dialog = await openDialog();
    const soups = await within(dialog).findByRole('checkbox', { name: /Soups/ });
    const quick = within(dialog).getByRole('checkbox', { name: /Quick/ });
    expect(soups).toBeChecked();
    expect(quick).not.toBeChecked();
    expect(callsTo(api.calls, 'GET /api/collections')[0]?.search.get('recipe_id')).toBe('r-soup');

    await userEvent.click(quick);
    await waitFor(() => expect(toasts()).toContain(collectionMessages.savedTo('Quick')));
    expect(callsTo(api.calls, 'PUT /api/collections/c-quick/recipes/r-soup')).toHaveLength(1);
    expect(quick).toBeChecked();

    await userEvent.click(soups);
    await waitFor(() => expect(toasts()).toContain(collectionMessages.removedFrom('Soups')));
    expect(callsTo(api.calls, 'DELETE /api/collections/c-soups/recipes/r-soup')).toHaveLength(1);
    await waitFor(() => expect(soups).not.toBeChecked());
  });

  it('loads further cookbooks on demand, ticked like the first ones', async () => {
    const api = fakeCookbooks({
      pageSize: 2,
      books: ['Soups', 'Cakes', 'Winter'].map((name, n) => ({
        collection: makeCollection({ id: `c-${n}`, name }),
        recipes: name === 'Winter' ? [makeSummary({ id: 'r-soup' })] : [],
      })),
    });
    renderButton();
    const dialog = await openDialog();
    await within(dialog).findByRole('checkbox', { name: /Soups/ });
    expect(within(dialog).queryByRole('checkbox', { name: /Winter/ })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Show more cookbooks' }));
    const winter = await within(dialog).findByRole('checkbox', { name: /Winter/ });
    expect(winter).toBeChecked();
    await waitFor(() => expect(winter).toHaveFocus());
    const second = callsTo(api.calls, 'GET /api/collections')[1];
    expect(second?.search.get('cursor')).toBe('2');
    expect(second?.search.get('recipe_id')).toBe('r-soup');
    expect(within(dialog).queryByRole('button', { name: 'Show more cookbooks' })).toBeNull();
  });

  it('makes a new cookbook with the recipe in it in one go', async () => {
    const api = fakeCookbooks({ recipes: [makeSummary({ id: 'r-soup' })] });
    renderButton();
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/no cookbooks yet/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'New cookbook' }));

    // A blank name is refused here, without a call.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and save' }));
    expect(within(dialog).getByText(collectionMessages.nameRequired)).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST /api/collections')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Cookbook name/), '  Winter  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and save' }));
    await waitFor(() => expect(toasts()).toContain(collectionMessages.savedTo('Winter')));
    // One call: the cookbook is made with the recipe in it, or not at all.
    expect(callsTo(api.calls, 'POST /api/collections').map((call) => call.body)).toEqual([
      { name: 'Winter', description: '', is_public: false, recipe_ids: ['r-soup'] },
    ]);
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    expect(await within(dialog).findByRole('checkbox', { name: /Winter/ })).toBeChecked();
  });

  it('leaves no empty cookbook behind when the recipe cannot be saved to the new one', async () => {
    // The recipe is no longer visible to this member (made private or deleted meanwhile).
    const api = fakeCookbooks();
    renderButton();
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'New cookbook' }));
    await userEvent.type(within(dialog).getByLabelText(/Cookbook name/), 'Winter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Recipe not found');
    expect(api.books).toHaveLength(0);
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    expect(within(dialog).queryByRole('checkbox', { name: /Winter/ })).toBeNull();
  });

  it('says when saving fails, and leaves the box as it was', async () => {
    fakeCookbooks({
      books: [{ collection: makeCollection({ id: 'c-quick', name: 'Quick' }), recipes: [] }],
      fail: {
        'PUT /api/collections/:id/recipes/:id': () =>
          new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'boom' } }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          }),
      },
    });
    renderButton();
    const dialog = await openDialog();
    const quick = await within(dialog).findByRole('checkbox', { name: /Quick/ });
    await userEvent.click(quick);
    await waitFor(() => expect(toasts()).toContain(collectionMessages.addFailed));
    expect(quick).not.toBeChecked();
  });
});

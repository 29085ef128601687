import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionMessages } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { callsTo, fakeCookbooks, makeCollection, makeSummary } from '../test-fixtures';
import { CollectionDetailPage, moved } from './collection-detail-page';

const toasts = () => toastStore.getSnapshot().map((t) => t.message);
const renderPage = (id = 'c-1') =>
  renderWithRouter(<CollectionDetailPage />, {
    path: '/collections/:id',
    initialEntry: `/collections/${id}`,
    me: memberMe,
  });
const titles = () =>
  within(screen.getByRole('list', { name: 'Recipes in this cookbook' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

const threeRecipes = () => [
  makeSummary({ id: 'r-1', title: 'Soup' }),
  makeSummary({ id: 'r-2', title: 'Bread' }),
  makeSummary({ id: 'r-3', title: 'Cake' }),
];

beforeEach(() => act(() => toastStore.clear()));
afterEach(() => {
  vi.restoreAllMocks();
  act(() => toastStore.clear());
});

describe('moved', () => {
  it('swaps with the neighbour, and stays put at either end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('CollectionDetailPage', () => {
  it('shows the cookbook’s recipes as cards in order, and moves them with buttons', async () => {
    const api = fakeCookbooks({
      books: [
        {
          collection: makeCollection({ id: 'c-1', name: 'Favourites', description: 'The best.' }),
          recipes: threeRecipes(),
        },
      ],
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Favourites' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The best.')).toBeInTheDocument();
    expect(screen.getByText('3 recipes')).toBeInTheDocument();
    expect(titles()).toEqual(['Soup', 'Bread', 'Cake']);
    expect(screen.getByRole('link', { name: 'Soup' })).toHaveAttribute('href', '/recipes/r-1');

    // The first cannot go up: said, and nothing is sent.
    const soupUp = screen.getByRole('button', { name: 'Move Soup up' });
    expect(soupUp).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(soupUp);
    expect(callsTo(api.calls, 'PUT /api/collections/c-1/order')).toHaveLength(0);

    // By keyboard: focus Move down on Soup and press Enter.
    screen.getByRole('button', { name: 'Move Soup down' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Bread', 'Soup', 'Cake']));
    expect(callsTo(api.calls, 'PUT /api/collections/c-1/order')[0]?.body).toEqual({
      recipe_ids: ['r-2', 'r-1', 'r-3'],
    });
    // The moved card keeps the focus, so the cook can press again.
    expect(screen.getByRole('button', { name: 'Move Soup down' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Move Cake up' }));
    await waitFor(() => expect(titles()).toEqual(['Bread', 'Cake', 'Soup']));
  });

  it('keeps the focus on the moved card and says where it went', async () => {
    fakeCookbooks({
      books: [{ collection: makeCollection({ id: 'c-1' }), recipes: threeRecipes() }],
    });
    renderPage();
    await screen.findByRole('button', { name: 'Move Bread down' });
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toBeEmptyDOMElement();

    screen.getByRole('button', { name: 'Move Bread down' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Soup', 'Cake', 'Bread']));
    expect(live).toHaveTextContent('Moved Bread to 3 of 3');
    // At the bottom Move down cannot be pressed again: the focus goes to Move up on the same card.
    expect(screen.getByRole('button', { name: 'Move Bread up' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Soup', 'Bread', 'Cake']));
    expect(live).toHaveTextContent('Moved Bread to 2 of 3');
    expect(screen.getByRole('button', { name: 'Move Bread up' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Bread', 'Soup', 'Cake']));
    expect(live).toHaveTextContent('Moved Bread to 1 of 3');
    expect(screen.getByRole('button', { name: 'Move Bread down' })).toHaveFocus();
  });

  it('removes a recipe from the cookbook', async () => {
    const api = fakeCookbooks({
      books: [
        { collection: makeCollection({ id: 'c-1', name: 'Favourites' }), recipes: threeRecipes() },
      ],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Bread' }));
    await waitFor(() => expect(toasts()).toContain(collectionMessages.removedFrom('Favourites')));
    expect(callsTo(api.calls, 'DELETE /api/collections/c-1/recipes/r-2')).toHaveLength(1);
    await waitFor(() => expect(titles()).toEqual(['Soup', 'Cake']));
  });

  it('renames and publishes it', async () => {
    const api = fakeCookbooks({
      books: [{ collection: makeCollection({ id: 'c-1', name: 'Draft' }), recipes: [] }],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit cookbook' });
    const name = within(dialog).getByLabelText(/Name/);
    expect(name).toHaveValue('Draft');
    await userEvent.clear(name);
    await userEvent.type(name, 'Final');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Public/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toasts()).toContain(collectionMessages.renamed));
    expect(callsTo(api.calls, 'PATCH /api/collections/c-1')[0]?.body).toEqual({
      name: 'Final',
      description: '',
      is_public: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Final' })).toBeInTheDocument();
    expect(screen.getByText('Public')).toBeInTheDocument();
  });

  it('deletes it after a confirmation that says the recipes stay', async () => {
    const api = fakeCookbooks({
      books: [{ collection: makeCollection({ id: 'c-1', name: 'Old' }), recipes: threeRecipes() }],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this cookbook?' });
    expect(confirm).toHaveTextContent('Its recipes stay in Mise.');
    // Cancel is focused first: Enter never deletes by accident.
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete cookbook' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/collections'));
    expect(callsTo(api.calls, 'DELETE /api/collections/c-1')).toHaveLength(1);
    expect(toasts()).toContain(collectionMessages.deleted);
  });

  it('shows someone else’s public cookbook without the owner’s controls', async () => {
    fakeCookbooks({
      books: [
        {
          collection: makeCollection({
            id: 'c-1',
            name: 'Shared',
            user_id: 'someone-else',
            is_public: true,
          }),
          recipes: threeRecipes(),
        },
      ],
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared' })).toBeInTheDocument();
    expect(titles()).toEqual(['Soup', 'Bread', 'Cake']);
    for (const name of ['Edit', 'Delete', 'Remove Soup', 'Move Soup down'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('says how to add recipes when it is empty', async () => {
    fakeCookbooks({ books: [{ collection: makeCollection({ id: 'c-1' }), recipes: [] }] });
    renderPage();
    const empty = await screen.findByText('No recipes in this cookbook yet');
    expect(empty.parentElement).toHaveTextContent(/Save to cookbook/);
    expect(screen.getByRole('link', { name: 'Browse recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
  });

  it('shows a not-found state for a cookbook that is missing or private', async () => {
    fakeCookbooks();
    renderPage('c-missing');
    expect(
      await screen.findByRole('heading', { level: 1, name: collectionMessages.notFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cookbooks' })).toHaveAttribute(
      'href',
      '/collections',
    );
  });
});

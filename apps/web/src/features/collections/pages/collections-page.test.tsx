import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionMessages } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { json } from '../../../test-utils/recipe-fixtures';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { callsTo, fakeCookbooks, makeCollection, makeSummary } from '../test-fixtures';
import { CollectionsPage } from './collections-page';

const toasts = () => toastStore.getSnapshot().map((t) => t.message);
const renderPage = () =>
  renderWithRouter(<CollectionsPage />, { path: '/collections', me: memberMe });

beforeEach(() => act(() => toastStore.clear()));
afterEach(() => {
  vi.restoreAllMocks();
  act(() => toastStore.clear());
});

describe('CollectionsPage', () => {
  it('shows my cookbooks as cards: cover, name (a link), count and visibility', async () => {
    fakeCookbooks({
      books: [
        {
          collection: makeCollection({ id: 'c-1', name: 'Soups', is_public: true }),
          recipes: [
            makeSummary({ id: 'r-1', image_url: null }),
            makeSummary({ id: 'r-2', image_url: '/soup.jpg' }),
          ],
        },
        { collection: makeCollection({ id: 'c-2', name: 'Cakes' }), recipes: [] },
      ],
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your cookbooks' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const soups = within(cards[0]!);
    expect(soups.getByRole('link', { name: 'Soups' })).toHaveAttribute('href', '/collections/c-1');
    expect(soups.getByText('2 recipes')).toBeInTheDocument();
    expect(soups.getByText('Public')).toBeInTheDocument();
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', '/soup.jpg');
    const cakes = within(cards[1]!);
    expect(cakes.getByText('0 recipes')).toBeInTheDocument();
    expect(cakes.getByText('Private')).toBeInTheDocument();
  });

  it('shows more cookbooks than one page holds, following the cursor', async () => {
    const api = fakeCookbooks({
      pageSize: 2,
      books: ['Soups', 'Cakes', 'Breads'].map((name, n) => ({
        collection: makeCollection({ id: `c-${n}`, name }),
        recipes: [],
      })),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your cookbooks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Show more cookbooks' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    // The button is gone: the focus is on the first cookbook it brought.
    await waitFor(() => expect(within(list).getByRole('link', { name: 'Breads' })).toHaveFocus());
    expect(callsTo(api.calls, 'GET /api/collections')[1]?.search.get('cursor')).toBe('2');
    // The last page has no cursor: nothing more to show.
    expect(screen.queryByRole('button', { name: 'Show more cookbooks' })).toBeNull();
  });

  it('says how to add recipes when there is no cookbook, and creates one in a dialog', async () => {
    const api = fakeCookbooks();
    renderPage();
    const empty = await screen.findByText('No cookbooks yet');
    expect(empty.parentElement).toHaveTextContent(/press Save to cookbook/);

    await userEvent.click(screen.getByRole('button', { name: 'New cookbook' }));
    const dialog = screen.getByRole('dialog', { name: 'New cookbook' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create cookbook' }));
    expect(within(dialog).getByText(collectionMessages.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Name/)).toHaveFocus();

    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Sunday lunch');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Slow food.');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Public/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create cookbook' }));

    await waitFor(() => expect(toasts()).toContain(collectionMessages.created('Sunday lunch')));
    expect(callsTo(api.calls, 'POST /api/collections')[0]?.body).toEqual({
      name: 'Sunday lunch',
      description: 'Slow food.',
      is_public: true,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sunday lunch' })).toBeInTheDocument();
  });

  it('puts the server’s field message under the name', async () => {
    fakeCookbooks({
      fail: {
        'POST /api/collections': () =>
          json(400, {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Invalid',
              fields: { name: collectionMessages.nameTooLong },
            },
          }),
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New cookbook' }));
    const dialog = screen.getByRole('dialog', { name: 'New cookbook' });
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Long');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create cookbook' }));
    expect(await within(dialog).findByText(collectionMessages.nameTooLong)).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    let failing = true;
    const api = fakeCookbooks({
      fail: {
        'GET /api/collections': () =>
          failing
            ? json(500, { error: { code: 'INTERNAL', message: 'boom' } })
            : json(200, { items: [makeCollection({ name: 'Back again' })], next_cursor: null }),
      },
    });
    renderPage();
    expect(await screen.findByText(collectionMessages.loadFailed)).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
    expect(callsTo(api.calls, 'GET /api/collections').length).toBeGreaterThanOrEqual(2);
  });
});

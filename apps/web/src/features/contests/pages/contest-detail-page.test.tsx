import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contestMessages as m, type ContestDetail } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { fakeApi, json } from '../../../test-utils/recipe-fixtures';
import { makeDetail, makeEntry, makeSummary, uuid } from '../test-fixtures';
import { ContestDetailPage } from './contest-detail-page';

const contestId = uuid(1);
const path = `/api/contests/${contestId}`;
const renderPage = () =>
  renderWithRouter(<ContestDetailPage />, {
    path: '/contests/:id',
    initialEntry: `/contests/${contestId}`,
    me: memberMe,
  });
const toasts = () => toastStore.getSnapshot().map((t) => t.message);

beforeEach(() => act(() => toastStore.clear()));
afterEach(() => {
  vi.restoreAllMocks();
  act(() => toastStore.clear());
});

describe('ContestDetailPage', () => {
  const bobs = makeEntry({ id: uuid(10), display_name: 'Bob', votes: 1 });
  const zoes = makeEntry({
    id: uuid(11),
    user_id: memberMe.user.id,
    display_name: 'Zoe',
    recipe: makeSummary({ id: uuid(21), title: 'Zoe’s pie' }),
  });

  it('votes for someone else’s entry, then shows the vote and offers to take it back; never on your own', async () => {
    let detail: ContestDetail = makeDetail({ entries: [bobs, zoes] });
    const api = fakeApi({
      [`GET ${path}`]: () => json(200, detail),
      [`POST ${path}/entries/${bobs.id}/vote`]: () => {
        detail = { ...detail, my_vote_entry_id: bobs.id, entries: [{ ...bobs, votes: 2 }, zoes] };
        return json(200, { my_vote_entry_id: bobs.id, entries: [{ id: bobs.id, votes: 2 }] });
      },
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Soup season' }),
    ).toBeInTheDocument();
    const zoeItem = screen.getByRole('listitem', { name: 'Zoe’s pie by Zoe' });
    expect(within(zoeItem).queryByRole('button', { name: /vote/i })).toBeNull();
    expect(
      within(zoeItem).getByRole('button', { name: /^Withdraw\s*Zoe’s pie$/ }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Vote\s*for Leek soup$/ }));
    const bobItem = screen.getByRole('listitem', { name: 'Leek soup by Bob' });
    expect(await within(bobItem).findByText('Your vote')).toBeInTheDocument();
    expect(within(bobItem).getByText('2 votes')).toBeInTheDocument();
    expect(
      within(bobItem).getByRole('button', { name: /^Take back vote\s*for Leek soup$/ }),
    ).toBeInTheDocument();
    expect(toasts()).toContain(m.voted);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    // The answer is written into the page: the contest is not read again.
    expect(api.calls.filter((c) => c.method === 'GET' && c.path === path)).toHaveLength(1);
  });

  it('shows more entries page by page, each once, then no more button', async () => {
    const entry = (n: number, votes: number) =>
      makeEntry({
        id: uuid(100 + n),
        votes,
        display_name: `Cook ${n}`,
        recipe: makeSummary({ id: uuid(200 + n), title: `Dish ${n}` }),
      });
    const api = fakeApi({
      [`GET ${path}`]: () =>
        json(
          200,
          makeDetail({ entries: [entry(1, 3), entry(2, 2)], entries_next_cursor: 'page-2' }),
        ),
      [`GET ${path}/entries`]: (call) =>
        call.search.get('cursor') === 'page-2'
          ? // Entry 2's votes moved meanwhile: it comes again, and is shown once.
            json(200, { items: [entry(2, 2), entry(3, 1)], next_cursor: 'page-3' })
          : json(200, { items: [entry(4, 0)], next_cursor: null }),
    });
    renderPage();
    expect(await screen.findByRole('listitem', { name: 'Dish 2 by Cook 2' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Dish 3 by Cook 3' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show more entries' }));
    expect(await screen.findByRole('listitem', { name: 'Dish 3 by Cook 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: 'Dish 2 by Cook 2' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Show more entries' }));
    expect(await screen.findByRole('listitem', { name: 'Dish 4 by Cook 4' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more entries' })).toBeNull();
    const pages = api.calls.filter((c) => c.path === `${path}/entries`);
    expect(pages.map((c) => c.search.get('cursor'))).toEqual(['page-2', 'page-3']);
    expect(pages.every((c) => c.search.get('limit') === '20')).toBe(true);
  });

  it('asks before entering a private recipe, then makes it public and enters it', async () => {
    const secret = makeSummary({ id: uuid(30), title: 'Secret stew', is_public: false });
    let detail: ContestDetail = makeDetail({ entries: [] });
    const api = fakeApi({
      [`GET ${path}`]: () => json(200, detail),
      'GET /api/recipes': () => json(200, { items: [secret], next_cursor: null }),
      [`PATCH /api/recipes/${secret.id}`]: () => json(200, { ...secret, is_public: true }),
      [`POST ${path}/entries`]: () => {
        const entry = makeEntry({
          id: uuid(12),
          user_id: memberMe.user.id,
          display_name: 'Zoe',
          recipe: { ...secret, is_public: true },
        });
        detail = { ...detail, entries: [entry], entry_count: 1 };
        return json(201, entry);
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Enter Contest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter contest' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Secret stew/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enter recipe' }));

    const ask = await screen.findByRole('alertdialog', { name: 'Make it public and enter?' });
    expect(api.calls.some((c) => c.method !== 'GET')).toBe(false);
    await userEvent.click(within(ask).getByRole('button', { name: 'Make public and enter' }));

    expect(await screen.findByRole('listitem', { name: 'Secret stew by Zoe' })).toBeInTheDocument();
    const writes = api.calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([
      `PATCH /api/recipes/${secret.id}`,
      `POST ${path}/entries`,
    ]);
    expect(writes[0]!.body).toEqual({ is_public: true });
    expect(writes[1]!.body).toEqual({ recipe_id: secret.id, note: '' });
    expect(toasts()).toContain(m.entered);
  });

  it('Cancel on "Make it public" enters nothing and publishes nothing', async () => {
    const secret = makeSummary({ id: uuid(30), title: 'Secret stew', is_public: false });
    const api = fakeApi({
      [`GET ${path}`]: () => json(200, makeDetail()),
      'GET /api/recipes': () => json(200, { items: [secret], next_cursor: null }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Enter Contest' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Secret stew/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enter recipe' }));
    const ask = await screen.findByRole('alertdialog');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Enter contest' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it('after the end: the winners, placings, and no vote or enter buttons', async () => {
    fakeApi({
      [`GET ${path}`]: () =>
        json(
          200,
          makeDetail({
            status: 'past',
            entries: [{ ...zoes, votes: 1, placing: 2 }],
            entries_next_cursor: 'more',
            // The winner is on another page: the read brings it all the same.
            winner_entry_ids: [bobs.id],
            winners: [{ ...bobs, votes: 3, placing: 1 }],
          }),
        ),
    });
    renderPage();
    const winners = await screen.findByRole('heading', { level: 2, name: 'Winner' });
    expect(winners).toBeInTheDocument();
    expect(screen.getByText('Leek soup by Bob · 3 votes')).toBeInTheDocument();
    expect(screen.getByText('2nd place')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enter Contest' })).toBeNull();
    expect(screen.queryByRole('button', { name: /vote|withdraw/i })).toBeNull();
  });

  it('says so when the contest does not exist, and offers a retry when loading fails', async () => {
    fakeApi({});
    renderPage();
    expect(await screen.findByText(m.notFound)).toBeInTheDocument();
  });

  it('shows the server’s reason when a vote is refused', async () => {
    fakeApi({
      [`GET ${path}`]: () => json(200, makeDetail({ entries: [bobs] })),
      [`POST ${path}/entries/${bobs.id}/vote`]: () =>
        json(409, { error: { code: 'CONFLICT', message: m.ended } }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Vote\s*for Leek soup$/ }));
    await waitFor(() => expect(toasts()).toContain(m.ended));
  });
});

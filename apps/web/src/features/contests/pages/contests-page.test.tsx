import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contestMessages as m, type Me } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { fakeApi, json } from '../../../test-utils/recipe-fixtures';
import { makeContest, uuid } from '../test-fixtures';
import { ContestsPage } from './contests-page';
import { MyEntriesPage } from './my-entries-page';
import { makeMyEntry } from '../test-fixtures';

const adminMe: Me = { ...memberMe, roles: ['admin'] };

beforeEach(() => act(() => toastStore.clear()));
afterEach(() => {
  vi.restoreAllMocks();
  act(() => toastStore.clear());
});

describe('ContestsPage', () => {
  it('lists active contests, and the other tabs on demand; members see no admin form', async () => {
    const api = fakeApi({
      'GET /api/contests': (call) =>
        json(200, {
          items:
            call.search.get('status') === 'past'
              ? [makeContest({ id: uuid(2), title: 'Old pies', status: 'past' })]
              : [makeContest()],
          next_cursor: null,
        }),
    });
    renderWithRouter(<ContestsPage />, { path: '/contests', me: memberMe });
    expect(await screen.findByRole('link', { name: 'Soup season' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New contest' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByRole('link', { name: 'Old pies' })).toBeInTheDocument();
    expect(api.calls.map((c) => c.search.get('status'))).toEqual(['active', 'past']);
  });

  it('says so when there is none, and when loading fails', async () => {
    fakeApi({
      'GET /api/contests': () => json(500, { error: { code: 'INTERNAL', message: 'x' } }),
    });
    renderWithRouter(<ContestsPage />, { path: '/contests', me: memberMe });
    expect(await screen.findByText(m.loadFailed)).toBeInTheDocument();
  });

  it('lets an admin create a contest, checking the dates before sending', async () => {
    let created: unknown;
    fakeApi({
      'GET /api/contests': () => json(200, { items: [], next_cursor: null }),
      'POST /api/contests': (call) => {
        created = call.body;
        return json(201, makeContest({ title: 'Pies' }));
      },
    });
    renderWithRouter(<ContestsPage />, { path: '/contests', me: adminMe });
    expect(await screen.findByText('No contest is running right now')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New contest' }));
    const dialog = await screen.findByRole('dialog', { name: 'New contest' });
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Pies');
    await userEvent.type(within(dialog).getByLabelText(/Starts/), '2030-05-10T10:00');
    await userEvent.type(within(dialog).getByLabelText(/Ends/), '2030-05-01T10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create contest' }));
    expect(await within(dialog).findByText(m.endsBeforeStart)).toBeInTheDocument();
    expect(created).toBeUndefined();

    const ends = within(dialog).getByLabelText(/Ends/);
    await userEvent.clear(ends);
    await userEvent.type(ends, '2030-05-20T10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create contest' }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => t.message)).toContain(m.created),
    );
    expect(created).toMatchObject({
      title: 'Pies',
      image_url: null,
      starts_at: new Date('2030-05-10T10:00').toISOString(),
      ends_at: new Date('2030-05-20T10:00').toISOString(),
    });
  });
});

describe('MyEntriesPage', () => {
  it('shows each entry with its contest, votes and placing', async () => {
    fakeApi({
      'GET /api/me/contest-entries': () =>
        json(200, {
          items: [
            makeMyEntry({
              votes: 4,
              placing: 1,
              contest: { ...makeMyEntry().contest, status: 'past', title: 'Soup season' },
            }),
          ],
          next_cursor: null,
        }),
    });
    renderWithRouter(<MyEntriesPage />, { path: '/my-entries', me: memberMe });
    expect(await screen.findByRole('link', { name: 'Soup season' })).toBeInTheDocument();
    expect(screen.getByText('4 votes')).toBeInTheDocument();
    expect(screen.getByText('Winner')).toBeInTheDocument();
  });

  it('has an empty state that leads to the contests', async () => {
    fakeApi({ 'GET /api/me/contest-entries': () => json(200, { items: [], next_cursor: null }) });
    renderWithRouter(<MyEntriesPage />, { path: '/my-entries', me: memberMe });
    expect(await screen.findByText('No entries yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See contests' })).toHaveAttribute('href', '/contests');
  });
});

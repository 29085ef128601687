import { createElement } from 'react';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCalendarDate, localDate } from '@mise/core';
import { takeEarlyResponse } from '../lib/early-responses';
import { fakeApi, json, type ApiCall } from '../test-utils/recipe-fixtures';
import { memberMe, renderWithRouter } from '../test-utils/render';
import { FoodDiaryPage } from '../features/diary/pages/food-diary-page';
import { fakeDiary, setClock } from '../features/diary/test-fixtures';
import { GroceryListPage } from '../features/grocery/pages/grocery-list-page';
import { ProgressPage } from '../features/progress/pages/progress-page';
import { makeHistory, makeProgress } from '../features/progress/test-fixtures';
import { startEarlyRequests } from './early-requests';
import startMemberRequests, {
  earlyCalendarDate,
  earlyLocalDate,
  memberRequestsFor,
} from './member-requests';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const reads = (calls: readonly ApiCall[]) =>
  calls
    .filter((call) => call.method === 'GET')
    .map((call) => `${call.path}${call.search.size > 0 ? `?${call.search.toString()}` : ''}`);

describe("core's dates, as copied", () => {
  it('read a calendar date as isCalendarDate does', () => {
    for (const value of ['2026-03-04', '2026-02-30', '2024-02-29', '2026-2-3', '1899-12-31', 'x']) {
      expect(earlyCalendarDate(value) !== null).toBe(isCalendarDate(value));
    }
    expect(earlyCalendarDate(null)).toBeNull();
  });

  it('give the day of an instant in a time zone as localDate does', () => {
    const instant = new Date('2026-03-03T23:30:00Z');
    for (const zone of [
      'Europe/Paris',
      'America/Los_Angeles',
      'Pacific/Auckland',
      'UTC',
      'Nowhere/Else',
    ]) {
      expect(earlyLocalDate(instant, zone)).toBe(localDate(instant, zone));
    }
  });
});

describe("the members' pages' first reads", () => {
  const expectSameReads = async (early: string[], calls: readonly ApiCall[]) => {
    await vi.waitFor(() => expect(new Set(reads(calls))).toEqual(new Set(early)), {
      timeout: 3_000,
    });
  };

  it.each(['', '?date=2026-01-15', '?date=2026-03-02', '?date=not-a-day'])(
    'are the food diary’s (%s), on the member’s day',
    async (search) => {
      // 23:30 UTC on 3 March is already 4 March in Paris, the member's zone.
      setClock('2026-03-03T23:30:00Z');
      const api = fakeDiary();
      renderWithRouter(createElement(FoodDiaryPage), {
        path: '/food-diary',
        initialEntry: `/food-diary${search}`,
        me: memberMe,
      });
      await screen.findByRole('heading', { name: 'Food Diary' });
      const early = memberRequestsFor('/food-diary', search, memberMe.profile.time_zone);
      expect(early[0]).toBe(
        search === '?date=2026-01-15' || search === '?date=2026-03-02'
          ? `/api/diary?${search.slice(1)}`
          : '/api/diary?date=2026-03-04',
      );
      await expectSameReads(early, api.calls);
    },
  );

  it('are the grocery list’s and the progress page’s', async () => {
    const grocery = fakeApi({ 'GET /api/grocery-list': () => json(200, { items: [] }) });
    const first = renderWithRouter(createElement(GroceryListPage), {
      path: '/grocery-list',
      me: memberMe,
    });
    await expectSameReads(memberRequestsFor('/grocery-list', '', ''), grocery.calls);
    first.unmount();
    vi.restoreAllMocks();

    const progress = fakeApi({
      'GET /api/me/progress': () => json(200, makeProgress()),
      'GET /api/me/progress/history': () => json(200, makeHistory()),
    });
    renderWithRouter(createElement(ProgressPage), { path: '/progress', me: memberMe });
    await expectSameReads(memberRequestsFor('/progress', '', ''), progress.calls);
  });
});

describe('starting them', () => {
  it('waits for the session, reads the day in the profile’s zone, and starts nothing for a guest', async () => {
    setClock('2026-03-03T23:30:00Z');
    const answers: Record<string, unknown> = { '/api/session': { me: memberMe } };
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input) =>
        Promise.resolve(json(200, answers[input as string] ?? { items: [] })),
      );
    startEarlyRequests(['/api/session']);
    startMemberRequests('/progress', '');
    // The app takes the session's answer as usual.
    await expect((await takeEarlyResponse('/api/session'))!.json()).resolves.toEqual({
      me: memberMe,
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      '/api/session',
      ...memberRequestsFor('/progress', '', 'Europe/Paris'),
    ]);
    for (const path of memberRequestsFor('/progress', '', 'Europe/Paris')) {
      expect(takeEarlyResponse(path)).toBeDefined();
    }

    fetchMock.mockClear();
    answers['/api/session'] = { me: null };
    startEarlyRequests(['/api/session']);
    startMemberRequests('/food-diary', '');
    await takeEarlyResponse('/api/session');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

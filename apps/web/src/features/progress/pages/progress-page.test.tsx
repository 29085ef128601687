import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressMessages } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { Toaster } from '../../../components/ui/toaster';
import { fakeApi, json } from '../../../test-utils/recipe-fixtures';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { lastKnownProgress, rememberProgress } from '../last-known';
import { makeChallenge, makeHistory, makeProgress, TODAY } from '../test-fixtures';
import { ProgressPage } from './progress-page';

const renderPage = () =>
  renderWithRouter(
    <>
      <ProgressPage />
      <Toaster />
    </>,
    { path: '/progress', me: memberMe },
  );

/** 5 h 12 min (and a few seconds) from now, so the minute shown is stable. */
const inFiveHours = () => new Date(Date.now() + (5 * 60 + 12) * 60_000 + 20_000).toISOString();

afterEach(() => {
  act(() => toastStore.clear());
  vi.restoreAllMocks();
});

describe('My Cooking Journey', () => {
  it('shows level, the XP bar, streak calendar, XP chart, challenges and badges', async () => {
    const expires = inFiveHours();
    const progress = makeProgress({
      daily_challenges: [
        makeChallenge(0, {
          completed: true,
          completed_at: '2026-03-10T09:00:00.000Z',
          expires_at: expires,
        }),
        makeChallenge(1, { expires_at: expires }),
      ],
    });
    const api = fakeApi({
      'GET /api/me/progress': () => json(200, progress),
      'GET /api/me/progress/history': () => json(200, makeHistory()),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Level 2' })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'XP to level 3' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemax', '200');
    expect(bar).toHaveAttribute('aria-valuetext', '40 of 200 XP');
    expect(screen.getByText('40 / 200 XP')).toBeInTheDocument();
    expect(screen.getByText('140 XP')).toBeInTheDocument();

    // Streak: cooked today, kind words; today marked in the calendar; cooked days said in words.
    const streak = screen.getByRole('region', { name: 'Streak' });
    expect(streak).toHaveTextContent('2 days in a row. Lovely cooking!');
    const calendar = within(streak).getByRole('table', { name: /days you cooked/i });
    expect(within(calendar).getByText(/Tue 10 Mar \(today\): cooked/)).toBeInTheDocument();
    expect(within(calendar).getByText(/Mon 9 Mar: cooked/)).toBeInTheDocument();
    expect(within(calendar).getByText(/Sun 8 Mar: no cook/)).toBeInTheDocument();
    expect(within(calendar).getAllByRole('row')).toHaveLength(6);

    // XP chart: one image with its summary, and the table of every day.
    const chart = screen.getByRole('img', { name: /XP per day/ });
    expect(chart).toHaveAccessibleName(
      expect.stringContaining('110 XP earned from 9 Feb to 10 Mar'),
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    const history = api.calls.find((c) => c.path === '/api/me/progress/history');
    expect(history?.search.get('days')).toBe('35');

    const challenges = screen.getByRole('region', { name: "Today's challenges" });
    const items = within(challenges).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Daily Recipe');
    expect(items[0]).toHaveTextContent('easy');
    expect(items[0]).toHaveTextContent('+50 XP');
    expect(items[0]).toHaveTextContent('Done');
    expect(items[1]).toHaveTextContent('Healthy Choice');
    expect(items[1]).toHaveTextContent('medium');
    expect(items[1]).toHaveTextContent('5 h 12 min left');

    const badges = within(screen.getByRole('region', { name: 'Badges' })).getAllByRole('listitem');
    expect(badges).toHaveLength(5);
    expect(badges[0]).toHaveTextContent('Novice CookUnlocked');
    expect(badges[1]).toHaveTextContent('Home CookLocked — unlocks at level 5');
    expect(screen.getAllByRole('link', { name: /achievements/i })[0]).toHaveAttribute(
      'href',
      '/achievements',
    );
  });

  it('says kindly how to start a streak, and toasts new challenges once a day', async () => {
    fakeApi({
      'GET /api/me/progress': () => json(200, makeProgress({ streak_days: 0 })),
      'GET /api/me/progress/history': () =>
        json(200, { items: makeHistory().items.map((d) => ({ ...d, cooks: 0 })) }),
    });
    const first = renderPage();
    expect(await screen.findByText('Cook today to start a streak.')).toBeInTheDocument();
    expect(await screen.findByText(progressMessages.newChallenges)).toBeInTheDocument();
    first.unmount();
    act(() => toastStore.clear());

    renderPage();
    await screen.findByText('Cook today to start a streak.');
    expect(screen.queryByText(progressMessages.newChallenges)).not.toBeInTheDocument();
  });

  it('stores each load, and shows the last known progress with a note and the toast when a load fails', async () => {
    fakeApi({
      'GET /api/me/progress': () => json(200, makeProgress({ total_xp: 140 })),
      'GET /api/me/progress/history': () => json(200, makeHistory()),
    });
    const first = renderPage();
    await screen.findByRole('heading', { name: 'Level 2' });
    expect(lastKnownProgress(memberMe.user.id)?.progress.total_xp).toBe(140);
    expect(localStorage.getItem('mise.progress.cookingXP')).toBe('140');
    expect(localStorage.getItem('mise.progress.chefLevel')).toBe('2');
    expect(localStorage.getItem('mise.progress.cookingStreak')).toBe('2');
    expect(localStorage.getItem('mise.progress.lastCookDate')).toBe(JSON.stringify(TODAY));
    first.unmount();
    vi.restoreAllMocks();

    fakeApi({
      'GET /api/me/progress': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/me/progress/history': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderPage();
    expect(await screen.findByText(/Offline — last known progress/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Level 2' })).toBeInTheDocument();
    expect(await screen.findByText(progressMessages.loadFailed.myAchievements)).toBeInTheDocument();
    // Nothing to check against while offline.
    expect(screen.queryByRole('button', { name: /^Check/ })).not.toBeInTheDocument();
  });

  it('says the load failed, with a retry, when nothing is known, and never shows another member’s', async () => {
    rememberProgress('someone-else', makeProgress());
    fakeApi({
      'GET /api/me/progress': () => json(500, {}),
      'GET /api/me/progress/history': () => json(500, {}),
    });
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    // The page's own alert (the toast says the same).
    expect(retry.closest('[role="alert"]')).toHaveTextContent(
      progressMessages.loadFailed.myAchievements,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Level 2' })).not.toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressMessages } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { Toaster } from '../../../components/ui/toaster';
import { fakeApi, json } from '../../../test-utils/recipe-fixtures';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { readOutbox } from '../last-known';
import { makeAchievement, makeProgress } from '../test-fixtures';
import { AchievementsPage } from './achievements-page';

const renderPage = () =>
  renderWithRouter(
    <>
      <AchievementsPage />
      <Toaster />
    </>,
    { path: '/achievements', me: memberMe },
  );

afterEach(() => {
  act(() => toastStore.clear());
  vi.restoreAllMocks();
});

const progress = makeProgress();
progress.achievements = progress.achievements.map((a) =>
  a.id === 'health_conscious'
    ? makeAchievement(a.id, {
        achieved: true,
        progress: 1,
        seen: true,
        date_unlocked: '2026-03-01T10:00:00.000Z',
      })
    : a,
);

describe('My Achievements', () => {
  it('shows all ten by category with progress bars, dates and XP, flags the unseen New and marks them seen', async () => {
    const api = fakeApi({
      'GET /api/me/progress': () => json(200, progress),
      'POST /api/me/achievements/seen': () => json(200, {}),
    });
    renderPage();
    const cooking = await screen.findByRole('region', { name: 'Cooking' });
    const recipes = screen.getByRole('region', { name: 'Recipes' });
    const health = screen.getByRole('region', { name: 'Health' });
    expect(within(cooking).getAllByRole('article')).toHaveLength(5);
    expect(within(recipes).getAllByRole('article')).toHaveLength(3);
    expect(within(health).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('2 of 10')).toBeInTheDocument();

    const first = within(cooking).getByRole('article', { name: /First Recipe/ });
    expect(first).toHaveTextContent('Achieved on 9 Mar 2026');
    expect(first).toHaveTextContent('+50 XP');
    expect(within(first).getByText('New')).toBeInTheDocument();
    const conscious = within(health).getByRole('article', { name: /Health Conscious/ });
    expect(within(conscious).queryByText('New')).not.toBeInTheDocument();

    const creator = within(recipes).getByRole('article', { name: /Recipe Creator/ });
    const bar = within(creator).getByRole('progressbar', { name: 'Recipe Creator progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(creator).toHaveTextContent('Locked — 2 / 5');

    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/me/achievements/seen')).toHaveLength(1),
    );
    expect(api.calls.find((c) => c.path === '/api/me/achievements/seen')?.body).toEqual({
      ids: ['first_recipe'],
    });
  });

  it('keeps the "seen" for later when offline, with the spec’s toast', async () => {
    fakeApi({
      'GET /api/me/progress': () => json(200, progress),
      'POST /api/me/achievements/seen': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderPage();
    expect(await screen.findByText(progressMessages.saveFailed)).toBeInTheDocument();
    expect(readOutbox().achievementsSeen).toEqual(['first_recipe']);
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressMessages } from '@mise/core';
import { fakeApi, json } from '../../../test-utils/recipe-fixtures';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { makeChallenge, makeProgress } from '../test-fixtures';
import { UserProgressPage } from './user-progress-page';

afterEach(() => vi.restoreAllMocks());

describe('Your Progress (the table model)', () => {
  it('lists achievements with progress and seen state, owned badges and the challenges of 30 days', async () => {
    fakeApi({
      'GET /api/me/progress': () => json(200, makeProgress()),
      'GET /api/me/challenges': () =>
        json(200, {
          items: [
            makeChallenge(1),
            makeChallenge(0, {
              id: 'aaaaaaaa-0000-4000-8000-000000000009',
              date: '2026-03-09',
              completed: true,
              completed_at: '2026-03-09T12:00:00.000Z',
            }),
          ],
        }),
    });
    renderWithRouter(<UserProgressPage />, { path: '/user-progress', me: memberMe });
    const achievements = await screen.findByRole('region', { name: 'Achievements' });
    const rows = within(achievements).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(within(achievements).getByRole('row', { name: /First Recipe/ })).toHaveTextContent(
      'First RecipeCooking1 / 1509 Mar 2026Not seen',
    );
    expect(within(achievements).getByRole('row', { name: /Recipe Creator/ })).toHaveTextContent(
      'Recipe CreatorRecipes2 / 575Not yet—',
    );
    const badges = screen.getByRole('region', { name: 'Badges owned' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Novice Cook (level 1)']);
    const challenges = screen.getByRole('region', { name: 'Daily challenges, last 30 days' });
    const table = await within(challenges).findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Tue 10 MarHealthy Choicemedium60No', 'Mon 9 MarDaily Recipeeasy50Yes']);
  });

  it('says when the challenges could not be loaded, in the spec’s words', async () => {
    fakeApi({
      'GET /api/me/progress': () => json(200, makeProgress()),
      'GET /api/me/challenges': () => json(500, {}),
    });
    renderWithRouter(<UserProgressPage />, { path: '/user-progress', me: memberMe });
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      progressMessages.loadFailed.myChallenges,
    );
  });
});

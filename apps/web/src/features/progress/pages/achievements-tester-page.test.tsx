import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressMessages } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { Toaster } from '../../../components/ui/toaster';
import { fakeApi } from '../../../test-utils/recipe-fixtures';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { AchievementsTesterPage } from './achievements-tester-page';

afterEach(() => {
  act(() => toastStore.clear());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const renderTester = () =>
  renderWithRouter(
    <>
      <AchievementsTesterPage />
      <Toaster />
    </>,
    { path: '/test/achievements', me: memberMe },
  );

describe('the achievements tester', () => {
  it('previews every toast kind and the unlock, and calls no server route', async () => {
    const api = fakeApi({});
    renderTester();
    expect(screen.getByText('Previews only: nothing is saved.')).toBeInTheDocument();
    const expected = [
      ['XP', '+30 XP: Recipe cooked'],
      ['Level up', progressMessages.levelUp(3)],
      ['Badge', progressMessages.badgeUnlocked('Home Cook')],
      ['Achievement', progressMessages.achievementUnlocked('First Recipe')],
      ['Challenge', progressMessages.challengeCompleted('Daily Recipe', 50)],
      ['New challenges', progressMessages.newChallenges],
      ['Failed save', progressMessages.saveFailed],
    ] as const;
    for (const [button, message] of expected) {
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // The toaster keeps three, newest on top.
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Play the unlock' }));
    expect(screen.getByTestId('unlock-preview')).toHaveTextContent('First Recipe');
    expect(screen.getByText('Preview: Achievement Unlocked: First Recipe')).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.calls).toEqual([]);
  });

  it('draws the unlock without motion when less motion is asked for', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
    }));
    renderTester();
    await userEvent.click(screen.getByRole('button', { name: 'Play the unlock' }));
    const preview = screen.getByTestId('unlock-preview');
    expect(preview).toHaveAttribute('data-motion', 'reduced');
    expect(preview.className).not.toMatch(/transition/);
  });
});

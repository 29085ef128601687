import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '../ui/toast-store';
import { fakeApi, json } from '../../test-utils/recipe-fixtures';
import { memberMe, renderWithRouter } from '../../test-utils/render';
import HealthGoalsWidget from './health-goals-widget';
import { MyHealthGoals } from './my-health-goals';

const catalogue = [
  { id: 'g1', name: 'High Protein', description: 'Protein at every meal.' },
  { id: 'g2', name: 'Low Sugar', description: 'Keep added sugar down.' },
  { id: 'g3', name: 'Weight Management', description: 'Calories within target.' },
];

const stat = (id: string, name: string, pct: number, streak: number, colour: string) => ({
  health_goal_id: id,
  name,
  progress_pct: pct,
  days_achieved: Math.round((pct * 30) / 100),
  streak_days: streak,
  colour,
});

const toasts = () => toastStore.getSnapshot().map((t) => t.message);
beforeEach(() => act(() => toastStore.clear()));
afterEach(() => act(() => toastStore.clear()));

describe('MyHealthGoals', () => {
  it('shows the chosen goals pressed and saves the new choice as a whole', async () => {
    const api = fakeApi({
      'GET /api/health-goals': () => json(200, { items: catalogue }),
      'GET /api/me/health-goals': () => json(200, { goal_ids: ['g1'], items: [catalogue[0]] }),
      'PUT /api/me/health-goals': ({ body }) => json(200, body),
    });
    renderWithRouter(<MyHealthGoals />, { me: memberMe });
    const protein = await screen.findByRole('button', { name: 'High Protein' });
    expect(protein).toHaveAttribute('aria-pressed', 'true');
    const save = screen.getByRole('button', { name: 'Save goals' });
    expect(save).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Low Sugar' }));
    await userEvent.click(protein);
    expect(screen.getByText('1 goal chosen (not saved yet).')).toBeInTheDocument();
    await userEvent.click(save);
    await waitFor(() => expect(toasts()).toContain('Health goals preferences saved successfully'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ goal_ids: ['g2'] });
    expect(screen.getByRole('button', { name: 'Save goals' })).toBeDisabled();
  });

  it('a failed save says so and keeps the choice', async () => {
    fakeApi({
      'GET /api/health-goals': () => json(200, { items: catalogue }),
      'GET /api/me/health-goals': () => json(200, { goal_ids: [], items: [] }),
      'PUT /api/me/health-goals': () =>
        json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } }),
    });
    renderWithRouter(<MyHealthGoals />, { me: memberMe });
    await userEvent.click(await screen.findByRole('button', { name: 'Low Sugar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save goals' }));
    await waitFor(() => expect(toasts()).toContain('Failed to save health goals preferences'));
    expect(screen.getByRole('button', { name: 'Low Sugar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("a failed load of the member's goals says which load failed, with Retry", async () => {
    fakeApi({
      'GET /api/health-goals': () => json(200, { items: catalogue }),
      'GET /api/me/health-goals': () =>
        json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } }),
    });
    renderWithRouter(<MyHealthGoals />, { me: memberMe });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load your health goals preferences',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('HealthGoalsWidget', () => {
  it('shows the top 3 goals with their colour, and a streak badge from 2 days', async () => {
    fakeApi({
      'GET /api/me/health-goals/stats': () =>
        json(200, {
          items: [
            stat('g1', 'High Protein', 80, 5, 'green'),
            stat('g2', 'Low Sugar', 50, 2, 'yellow'),
            stat('g3', 'Weight Management', 20, 1, 'red'),
            stat('g4', 'Heart Health', 10, 0, 'red'),
          ],
        }),
    });
    renderWithRouter(<HealthGoalsWidget />, { me: memberMe });
    const bars = await screen.findAllByRole('progressbar');
    expect(bars).toHaveLength(3);
    expect(screen.queryByText('Heart Health')).toBeNull();
    expect(bars[0]).toHaveAttribute('aria-valuenow', '80');
    expect(bars[0]).toHaveAttribute('aria-valuetext', '80%, 24 of the last 30 days, on track');
    expect(bars[2]).toHaveAttribute('aria-valuetext', expect.stringContaining('needs attention'));
    expect(screen.getByText('5-day streak')).toBeInTheDocument();
    expect(screen.getByText('2-day streak')).toBeInTheDocument();
    expect(screen.queryByText('1-day streak')).toBeNull();
  });

  it('invites a member without goals to choose some', async () => {
    fakeApi({ 'GET /api/me/health-goals/stats': () => json(200, { items: [] }) });
    renderWithRouter(<HealthGoalsWidget />, { me: memberMe });
    expect(await screen.findByRole('link', { name: 'Choose health goals' })).toHaveAttribute(
      'href',
      '/profile#health-goals',
    );
  });
});

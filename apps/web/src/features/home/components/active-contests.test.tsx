import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test-utils/render';
import { fakeApi, json } from '../../../test-utils/recipe-fixtures';
import { ActiveContests, HOME_CONTESTS } from './active-contests';

afterEach(() => vi.restoreAllMocks());

const contest = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Soup season',
  description: 'Warm bowls.',
  theme: 'Soup',
  rules: '',
  image_url: null,
  starts_at: '2026-03-01T00:00:00.000Z',
  ends_at: '2026-03-31T12:00:00.000Z',
  status: 'active',
  entry_count: 3,
};

describe('the home page’s Active Contests', () => {
  it('asks for the active contests ending soonest and links each Enter Contest to its page', async () => {
    const api = fakeApi({
      'GET /api/contests': () => json(200, { items: [contest], next_cursor: null }),
    });
    renderWithRouter(<ActiveContests />, { me: null });
    const enter = await screen.findByRole('link', { name: 'Enter Contest: Soup season' });
    expect(enter).toHaveAttribute('href', `/contests/${contest.id}`);
    expect(api.calls[0]!.search.get('status')).toBe('active');
    expect(api.calls[0]!.search.get('limit')).toBe(String(HOME_CONTESTS));
  });

  it('says when no contest is running, and when loading failed', async () => {
    fakeApi({ 'GET /api/contests': () => json(200, { items: [], next_cursor: null }) });
    const { unmount } = renderWithRouter(<ActiveContests />, { me: null });
    expect(await screen.findByText('No contest is running right now.')).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();
    fakeApi({ 'GET /api/contests': () => json(200, { items: [{ id: 1 }] }) });
    renderWithRouter(<ActiveContests />, { me: null });
    expect(await screen.findByText('Could not load contests.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry loading contests' })).toBeInTheDocument();
  });
});

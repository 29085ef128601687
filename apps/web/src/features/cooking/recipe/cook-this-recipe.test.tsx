import type { Me } from '@mise/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, json, makeRecipe, makeStep } from '../../../test-utils/recipe-fixtures';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { cookCountText, CookThisRecipe } from './cook-this-recipe';

const stew = makeRecipe({
  id: '5b1f7a62-4c1e-4a8e-9a55-0a1b2c3d4e5f',
  title: 'Beef stew',
  servings: 4,
  steps: [1, 2, 3, 4].map((n) => makeStep({ id: `st-${n}`, step_number: n })),
});

const session = (over: Record<string, unknown> = {}) => ({
  id: 'sess-1',
  recipe_id: stew.id,
  servings: 6,
  started_at: '2026-11-24T09:00:00.000Z',
  current_step_index: 2,
  completed_step_ids: ['st-1', 'st-2'],
  status: 'active',
  finished_at: null,
  duration_s: null,
  efficiency: null,
  counted: false,
  ...over,
});

const render = (me: Me | null = memberMe) =>
  renderWithRouter(<CookThisRecipe recipe={stew} servings={4} />, {
    path: '/recipes/:id',
    initialEntry: `/recipes/${stew.id}`,
    me,
  });

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('cookCountText', () => {
  it.each([
    [0, null, null],
    [1, null, "You've cooked this once."],
    [2, null, "You've cooked this twice."],
    [7, null, "You've cooked this 7 times."],
  ])('%i cooks → %s', (count, last, text) => {
    expect(cookCountText(count, last)).toBe(text);
  });

  it('names the day of the last cook', () => {
    expect(cookCountText(3, '2026-11-12T18:00:00.000Z')).toMatch(
      /^You've cooked this 3 times, last on .*12.*2026\.$/,
    );
  });
});

describe('CookThisRecipe', () => {
  it('a guest gets a Start Cooking link that leads through sign-in', () => {
    render(null);
    expect(screen.getByRole('link', { name: 'Start Cooking' })).toHaveAttribute(
      'href',
      `/cooking/${stew.id}`,
    );
    expect(screen.queryByRole('button', { name: /mini panel/ })).toBeNull();
  });

  it('shows how many times the member cooked it, and nothing before the first cook', async () => {
    fakeApi({
      'GET /api/me/cooks': () =>
        json(200, {
          items: [],
          next_cursor: null,
          summary: { count: 2, last_finished_at: '2026-11-20T19:00:00.000Z' },
        }),
      'GET /api/cooking/sessions/current': () => json(200, { session: null }),
    });
    render();
    expect(await screen.findByText(/You've cooked this twice, last on/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Continue cooking' })).toBeNull();
  });

  it('Start Cooking opens a session with the chosen servings and goes to the cooking page', async () => {
    const api = fakeApi({
      'GET /api/me/cooks': () =>
        json(200, { items: [], next_cursor: null, summary: { count: 0, last_finished_at: null } }),
      'GET /api/cooking/sessions/current': () => json(200, { session: null }),
      'POST /api/cooking/sessions': () => json(201, session({ servings: 4 })),
      'PATCH /api/cooking/sessions/sess-1': () => json(200, session({ servings: 4 })),
    });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Start Cooking' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/cooking/${stew.id}`),
    );
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/cooking/sessions')).toBe(
        true,
      ),
    );
    expect(localStorage.getItem('mise.cooking.active')).toBe(stew.id);
    expect(screen.queryByText(/You've cooked this/)).toBeNull();
  });

  it("offers to continue another device's session at its step, with its progress", async () => {
    fakeApi({
      'GET /api/me/cooks': () =>
        json(200, { items: [], next_cursor: null, summary: { count: 0, last_finished_at: null } }),
      'GET /api/cooking/sessions/current': () => json(200, { session: session() }),
      'PATCH /api/cooking/sessions/sess-1': () => json(200, session()),
    });
    render();
    const offer = await screen.findByRole('region', { name: 'Continue cooking' });
    expect(offer).toHaveTextContent('step 3 of 4, 2 of 4 steps done');
    await userEvent.click(screen.getByRole('button', { name: 'Continue at step 3' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/cooking/${stew.id}`),
    );
    const { cookingStore } = await import('../cooking-store');
    expect(cookingStore.getState()).toMatchObject({
      currentStepIndex: 2,
      completedSteps: ['st-1', 'st-2'],
      servings: 6,
      isFullMode: true,
    });
  });

  it('no offer when this browser is the one cooking it', async () => {
    localStorage.setItem('mise.cooking.active', stew.id);
    fakeApi({
      'GET /api/me/cooks': () =>
        json(200, { items: [], next_cursor: null, summary: { count: 0, last_finished_at: null } }),
      'GET /api/cooking/sessions/current': () => json(200, { session: session() }),
    });
    render();
    expect(await screen.findByRole('button', { name: 'Continue Cooking' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Continue cooking' })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DailySummary } from '@mise/core';
import { makePlan, PLAN_ID } from '../../../test-utils/plan-fixtures';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { fakeApi, json, makeRecipe, type Handler } from '../../../test-utils/recipe-fixtures';
import { homeLoadFailed } from '../home-failures';
import { HomePage } from './home-page';

// The members' lazily loaded parts, imported ahead so the first test does not wait on the import.
beforeAll(async () => {
  await Promise.all([
    import('../components/member-cards'),
    import('../../../components/health-goals/health-goals-widget'),
  ]);
});

const NOW = '2026-03-04T10:00:00Z';
/** memberMe lives in Europe/Paris: 11:00 on the 4th there. */
const TODAY = '2026-03-04';
const RECIPE_A = '11111111-1111-4111-8111-111111111111';
const RECIPE_B = '22222222-2222-4222-8222-222222222222';

/** Only Date is faked: the page's timers stay real. */
function setClock(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const list = (items: unknown[]) => json(200, { items, next_cursor: null });
/** The members' cards arrive in a lazily loaded chunk: give them longer than the default second. */
const slow = { timeout: 5000 };
const failure = () => json(500, { error: { code: 'INTERNAL', message: 'Something went wrong.' } });

const daySummary = (counts: Partial<DailySummary['meal_counts']>): DailySummary => ({
  date: TODAY,
  total_calories: 0,
  total_protein: 0,
  total_carbohydrates: 0,
  total_fat: 0,
  total_sugar: 0,
  entries_count: 0,
  meal_counts: { breakfast: 0, lunch: 0, dinner: 0, snack: 0, other: 0, ...counts },
});

/** Every call the home page makes, answered as a quiet day would; `overrides` change some. */
function serveHome(overrides: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /api/recipes/trending': () => list([]),
    'GET /api/recipes/featured': () => list([]),
    'GET /api/contests': () => list([]),
    'GET /api/meal-plans/popular': () => list([]),
    'GET /api/me/health-goals/stats': () => json(200, { items: [] }),
    'GET /api/me/health-goals': () => json(200, { goal_ids: ['g-1'] }),
    'GET /api/recipes/recommended': () => list([]),
    'GET /api/diary/summary': () => json(200, { items: [daySummary({})] }),
    ...overrides,
  });
}

describe('the home page for a member', () => {
  it("counts today's diary items per meal, for the member's today, and links to the diary", async () => {
    setClock(NOW);
    const api = serveHome({
      'GET /api/diary/summary': () =>
        json(200, { items: [daySummary({ breakfast: 2, dinner: 1, other: 4 })] }),
    });
    renderWithRouter(<HomePage />, { me: memberMe });

    const card = await screen.findByRole('region', { name: "Today's Meals" }, slow);
    expect(await within(card).findByTestId('meal-count-breakfast')).toHaveTextContent('2 items');
    expect(within(card).getByTestId('meal-count-lunch')).toHaveTextContent('No items');
    expect(within(card).getByTestId('meal-count-dinner')).toHaveTextContent('1 item');
    expect(within(card).getByTestId('meal-count-snack')).toHaveTextContent('No items');
    expect(within(card).getByRole('link', { name: 'Open Food Diary' })).toHaveAttribute(
      'href',
      '/food-diary',
    );
    const asked = api.calls.find((c) => c.path === '/api/diary/summary')!;
    expect([asked.search.get('from'), asked.search.get('to')]).toEqual([TODAY, TODAY]);
  });

  it('recommends recipes for the member’s goals, each linking to it, with a link to browse', async () => {
    const api = serveHome({
      'GET /api/recipes/recommended': () =>
        list([
          makeRecipe({ id: RECIPE_A, title: 'Lentil soup' }),
          makeRecipe({ id: RECIPE_B, title: 'Green salad' }),
        ]),
    });
    renderWithRouter(<HomePage />, { me: memberMe });

    const card = await screen.findByRole('region', { name: 'For Your Goals' }, slow);
    expect(await within(card).findByRole('link', { name: 'Lentil soup' })).toHaveAttribute(
      'href',
      `/recipes/${RECIPE_A}`,
    );
    expect(within(card).getByRole('link', { name: 'Green salad' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Browse Recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
    expect(api.calls.find((c) => c.path === '/api/recipes/recommended')!.search.get('limit')).toBe(
      '3',
    );
  });

  it('asks a member without goals to choose some', async () => {
    serveHome({ 'GET /api/me/health-goals': () => json(200, { goal_ids: [] }) });
    renderWithRouter(<HomePage />, { me: memberMe });

    const card = await screen.findByRole('region', { name: 'For Your Goals' }, slow);
    expect(await within(card).findByText(/Choose a health goal or two/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Choose health goals' })).toHaveAttribute(
      'href',
      '/profile#health-goals',
    );
  });
});

describe('the home page for everyone', () => {
  it('shows no member cards to a guest, and asks nothing of the diary', async () => {
    const api = serveHome();
    renderWithRouter(<HomePage />, { me: null });
    expect(
      await within(screen.getByRole('region', { name: 'Weekly Meal Plans' })).findByText(
        'No meal plans found.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Today's Meals" })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'For Your Goals' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('/api/diary'))).toBe(false);
  });

  it('lists the popular public meal plans as cards linking to each plan', async () => {
    const api = serveHome({
      'GET /api/meal-plans/popular': () =>
        list([
          makePlan({
            title: 'Busy week',
            recipes: [RECIPE_A, RECIPE_B],
            schedule: [
              { recipe_id: RECIPE_A, day: 0, meal_type: 'dinner', servings: 2 },
              { recipe_id: RECIPE_B, day: 0, meal_type: 'lunch', servings: 2 },
              { recipe_id: RECIPE_B, day: 3, meal_type: 'dinner', servings: 2 },
            ],
          }),
          makePlan({ id: '0b9a3c1e-5d4f-4a6b-8c7d-000000000002', title: 'Green week' }),
        ]),
    });
    renderWithRouter(<HomePage />, { me: null });

    const section = screen.getByRole('region', { name: 'Weekly Meal Plans' });
    expect(await within(section).findByRole('link', { name: 'Busy week' })).toHaveAttribute(
      'href',
      `/meal-plans/${PLAN_ID}`,
    );
    expect(within(section).getByRole('link', { name: 'Green week' })).toBeInTheDocument();
    expect(within(section).getAllByText('Quick dinners.')).toHaveLength(2);
    expect(within(section).getByText('2 days planned')).toBeInTheDocument();
    expect(within(section).getByText('2 recipes')).toBeInTheDocument();
    expect(within(section).getByText('No days planned yet')).toBeInTheDocument();
    expect(within(section).queryByText('No meal plans found.')).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/meal-plans/popular')!.search.get('limit')).toBe(
      '3',
    );
  });

  it('says the spec’s message once when parts fail, and keeps every part that loaded', async () => {
    serveHome({
      'GET /api/recipes/trending': () => list([makeRecipe({ id: RECIPE_A, title: 'Ramen' })]),
      'GET /api/recipes/featured': failure,
      'GET /api/meal-plans/popular': failure,
      'GET /api/recipes/recommended': () => list([makeRecipe({ id: RECIPE_B, title: 'Dal' })]),
    });
    renderWithRouter(<HomePage />, { me: memberMe });

    expect(await screen.findByRole('alert')).toHaveTextContent(homeLoadFailed);
    expect(await screen.findByText('Could not load meal plans.')).toBeInTheDocument();
    expect(await screen.findByText('Could not load featured recipes.')).toBeInTheDocument();
    // One alert for the page, however many parts failed.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    const trending = screen.getByRole('region', { name: 'Trending Recipes' });
    expect(within(trending).getByRole('link', { name: 'Ramen' })).toBeInTheDocument();
    const goals = await screen.findByRole('region', { name: 'For Your Goals' }, slow);
    expect(await within(goals).findByRole('link', { name: 'Dal' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Today's Meals" })).toBeInTheDocument();
  });

  it('says nothing while every part loads', async () => {
    serveHome();
    renderWithRouter(<HomePage />, { me: memberMe });
    const card = await screen.findByRole('region', { name: "Today's Meals" }, slow);
    await within(card).findByTestId('meal-count-breakfast');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

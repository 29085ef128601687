import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mealPlanMessages } from '@mise/core';
import { fakeApi, json } from '../../../test-utils/recipe-fixtures';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { makePlan, PLAN_ID, RECIPE_A, RECIPE_B } from '../test-fixtures';
import { MealPlansPage } from './meal-plans-page';

const renderList = () => renderWithRouter(<MealPlansPage />, { path: '/meal-plans', me: memberMe });

afterEach(() => vi.restoreAllMocks());

describe('Meal Plans', () => {
  it('lists my plans as cards, public plans in their tab, and three popular plans', async () => {
    const mine = makePlan({ is_public: false, recipes: [RECIPE_A, RECIPE_B], total_budget: 80 });
    const shared = makePlan({
      id: '77777777-7777-4777-8777-777777777777',
      title: 'Student budget',
      author_id: 'u-2',
      author_name: 'Sam',
      total_budget: 0,
    });
    const api = fakeApi({
      'GET /api/meal-plans': (call) =>
        json(200, {
          items: call.search.get('scope') === 'mine' ? [mine] : [shared],
          next_cursor: null,
        }),
      'GET /api/meal-plans/popular': () => json(200, { items: [shared], next_cursor: null }),
    });
    renderList();
    const link = await screen.findByRole('link', { name: 'Busy week' });
    expect(link).toHaveAttribute('href', `/meal-plans/${PLAN_ID}`);
    const card = link.closest('article')!;
    expect(card).toHaveTextContent('$80.00 a week');
    expect(card).toHaveTextContent('Family of four');
    expect(card).toHaveTextContent('2 recipes');
    expect(card).toHaveTextContent('Private');

    await userEvent.click(screen.getByRole('tab', { name: 'Public plans' }));
    const publicPanel = screen.getByRole('tabpanel', { name: 'Public plans' });
    const sharedCard = (
      await within(publicPanel).findByRole('link', { name: 'Student budget' })
    ).closest('article')!;
    expect(sharedCard).toHaveTextContent('No budget set');
    expect(sharedCard).toHaveTextContent('Public');
    expect(sharedCard).toHaveTextContent('By Sam');

    const popular = screen.getByRole('region', { name: 'Popular plans' });
    expect(
      await within(popular).findByRole('link', { name: 'Student budget' }),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/meal-plans/popular')?.search.get('limit')).toBe(
      '3',
    );
    expect(screen.getAllByRole('link', { name: 'Create meal plan' })[0]).toHaveAttribute(
      'href',
      '/meal-plans/create',
    );
  });

  it('says when there are none, and each list’s failure in the spec’s words', async () => {
    fakeApi({
      'GET /api/meal-plans': (call) =>
        call.search.get('scope') === 'mine'
          ? json(200, { items: [], next_cursor: null })
          : json(500, {}),
      'GET /api/meal-plans/popular': () => json(200, { items: [], next_cursor: null }),
    });
    renderList();
    expect(await screen.findByText('No meal plans found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Public plans' }));
    const panel = screen.getByRole('tabpanel', { name: 'Public plans' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(mealPlanMessages.fetchFailed);

    vi.restoreAllMocks();
    fakeApi({ 'GET /api/meal-plans': () => json(500, {}) });
    renderList();
    expect(await screen.findByText(mealPlanMessages.fetchMineFailed)).toBeInTheDocument();
  });
});

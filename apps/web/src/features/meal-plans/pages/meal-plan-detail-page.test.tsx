import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mealPlanMessages, messages, type MealPlan, type MealPlanSlot } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { fakeApi, json, type Handler } from '../../../test-utils/recipe-fixtures';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import {
  GOAL_ID,
  goalsBody,
  makePlan,
  makeSummary,
  PLAN_ID,
  planRecipe,
  RECIPE_A,
  RECIPE_B,
} from '../test-fixtures';
import { MealPlanDetailPage } from './meal-plan-detail-page';

const chili = planRecipe(RECIPE_A, 'Chili con carne', { cost_per_serving: 2.5, servings: 4 });
const curry = planRecipe(RECIPE_B, 'Chickpea curry', { cost_per_serving: 1.25, servings: 2 });
const planPath = `/api/meal-plans/${PLAN_ID}`;

function fakePlanApi(plan: MealPlan, routes: Record<string, Handler> = {}) {
  return fakeApi({
    [`GET ${planPath}`]: () => json(200, plan),
    [`GET ${planPath}/summary`]: () => json(200, makeSummary({ total_budget: plan.total_budget })),
    'GET /api/recipes/by-ids': () => json(200, { items: [chili, curry], next_cursor: null }),
    'GET /api/health-goals': () => json(200, goalsBody),
    ...routes,
  });
}

const renderPlan = (me = memberMe) =>
  renderWithRouter(<MealPlanDetailPage />, {
    path: '/meal-plans/:id',
    initialEntry: `/meal-plans/${PLAN_ID}`,
    me,
  });
const day = (name: string) => screen.getByRole('listitem', { name });
const location = () => screen.getByTestId('location').textContent;
const toasts = () => toastStore.getSnapshot().map((t) => t.message);

beforeEach(() => act(() => toastStore.clear()));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => toastStore.clear());
});

describe('the plan’s page', () => {
  it('shows what the plan is: author, goal, target group, budget, and the week’s cost', async () => {
    fakePlanApi(makePlan({ health_goal_id: GOAL_ID, author_id: 'u-2', author_name: 'Sam' }), {
      [`GET ${planPath}/summary`]: () =>
        json(200, makeSummary({ total_cost: 32.5, total_budget: 50 })),
    });
    renderPlan();
    expect(await screen.findByRole('heading', { level: 1, name: 'Busy week' })).toBeInTheDocument();
    expect(screen.getByText('By Sam')).toBeInTheDocument();
    expect(await screen.findByText('Heart Health')).toBeInTheDocument();
    expect(screen.getByText('Family of four')).toBeInTheDocument();
    expect(await screen.findByText('Within budget: $17.50 left.')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Cost against the weekly budget' }),
    ).toHaveAttribute('aria-valuenow', '65');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    // Someone else's public plan: copy it, but no Edit or Delete.
    expect(screen.getByRole('button', { name: 'Copy to my plans' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('warns in words when the week costs more than the budget, and says when there is none', async () => {
    fakePlanApi(makePlan(), {
      [`GET ${planPath}/summary`]: () =>
        json(200, makeSummary({ total_cost: 62.4, total_budget: 50, within_budget: false })),
    });
    const first = renderPlan();
    expect(await screen.findByRole('alert')).toHaveTextContent('Over budget by $12.40.');
    first.unmount();
    vi.restoreAllMocks();

    fakePlanApi(makePlan({ total_budget: 0 }), {
      [`GET ${planPath}/summary`]: () =>
        json(200, makeSummary({ total_cost: 62.4, total_budget: 0 })),
    });
    renderPlan();
    expect(await screen.findByText('No budget set.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('draws each day’s nutrition against the targets, the bars stopping at 100 %', async () => {
    const summary = makeSummary();
    summary.days[0] = { ...summary.days[0]!, calories: 3000, protein: 25, meals: 2 };
    fakePlanApi(makePlan(), { [`GET ${planPath}/summary`]: () => json(200, summary) });
    renderPlan();
    const nutrition = await screen.findByRole('region', { name: 'Nutrition per day' });
    const calories = (
      await within(nutrition).findAllByRole('progressbar', { name: 'Calories' })
    )[0];
    expect(calories).toHaveAttribute('aria-valuenow', '100');
    expect(calories).toHaveAttribute('aria-valuetext', '3,000 / 2,000 kcal, 1,000 kcal over');
    expect(within(nutrition).getAllByRole('progressbar', { name: 'Protein' })[0]).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
  });

  it('puts a recipe on a day with the picker, at once, and saves the week', async () => {
    const plan = makePlan({ recipes: [RECIPE_A, RECIPE_B] });
    let saved: MealPlanSlot[] = [];
    const api = fakePlanApi(plan, {
      [`PATCH ${planPath}`]: (call) => {
        saved = (call.body as { schedule: MealPlanSlot[] }).schedule;
        return json(200, { ...plan, schedule: saved });
      },
    });
    renderPlan();
    const unplanned = await screen.findByRole('list', { name: 'Not on a day yet' });
    await userEvent.click(within(unplanned).getByRole('button', { name: 'Plan Chickpea curry' }));
    const dialog = screen.getByRole('dialog', { name: 'Plan Chickpea curry' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Day' }),
      'Wednesday',
    );
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Meal' }), 'Lunch');
    const servings = within(dialog).getByRole('spinbutton', { name: 'Servings' });
    expect(servings).toHaveValue(2);
    await userEvent.clear(servings);
    await userEvent.type(servings, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to week' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const wednesday = day('Wednesday');
    expect(within(wednesday).getByRole('link', { name: 'Chickpea curry' })).toBeInTheDocument();
    expect(wednesday).toHaveTextContent('3 servings · $3.75');
    await waitFor(() =>
      expect(saved).toEqual([{ recipe_id: RECIPE_B, day: 2, meal_type: 'lunch', servings: 3 }]),
    );
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    // The summary is asked for again, for the new cost.
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === `${planPath}/summary`).length).toBeGreaterThan(1),
    );
    expect(
      within(screen.getByRole('list', { name: 'On the week' })).getByText('Chickpea curry'),
    ).toBeInTheDocument();
  });

  it('changes servings and removes an item; a refused change is rolled back with a toast', async () => {
    const plan = makePlan({
      recipes: [RECIPE_A],
      schedule: [{ recipe_id: RECIPE_A, day: 0, meal_type: 'dinner', servings: 2 }],
    });
    let refuse = false;
    const api = fakePlanApi(plan, {
      [`PATCH ${planPath}`]: (call) =>
        refuse ? json(500, {}) : json(200, { ...plan, ...(call.body as object) }),
    });
    renderPlan();
    const monday = await waitFor(() => day('Monday'));
    await within(monday).findByText('2 servings · $5.00');
    await userEvent.click(
      within(monday).getByRole('button', {
        name: 'More servings of Chili con carne, Monday dinner',
      }),
    );
    expect(monday).toHaveTextContent('3 servings · $7.50');
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));

    refuse = true;
    await userEvent.click(
      within(monday).getByRole('button', { name: 'Remove Chili con carne from Monday dinner' }),
    );
    await waitFor(() =>
      expect(toasts()).toContain(mealPlanMessages.updateFailedWithReason(messages.internal)),
    );
    expect(within(day('Monday')).getByText('Chili con carne')).toBeInTheDocument();
  });

  it('saves quick edits one at a time, in order, each on the server’s latest week', async () => {
    const plan = makePlan({
      recipes: [RECIPE_A],
      schedule: [{ recipe_id: RECIPE_A, day: 0, meal_type: 'dinner', servings: 2 }],
    });
    const received: MealPlanSlot[][] = [];
    let answerFirst: () => void = () => undefined;
    fakePlanApi(plan, {
      [`PATCH ${planPath}`]: (call) => {
        const { schedule } = call.body as { schedule: MealPlanSlot[] };
        received.push(schedule);
        const answer = json(200, { ...plan, schedule });
        // The first answer is slow: it arrives only when the test says so.
        if (received.length === 1)
          return new Promise<Response>((resolve) => (answerFirst = () => resolve(answer)));
        return answer;
      },
    });
    renderPlan();
    const monday = await waitFor(() => day('Monday'));
    await within(monday).findByText('2 servings · $5.00');
    const more = within(monday).getByRole('button', {
      name: 'More servings of Chili con carne, Monday dinner',
    });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(monday).toHaveTextContent('4 servings · $10.00');
    // The second edit waits for the first answer.
    await waitFor(() => expect(received).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(received).toHaveLength(1);

    act(() => answerFirst());
    await waitFor(() => expect(received).toHaveLength(2));
    expect(received.map((schedule) => schedule[0]?.servings)).toEqual([3, 4]);
    // The first answer (3 servings) never replaces the second edit on screen.
    await waitFor(() => expect(monday).toHaveTextContent('4 servings · $10.00'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(monday).toHaveTextContent('4 servings · $10.00');
  });

  it('a refused edit drops out; the edit queued after it is still saved', async () => {
    const plan = makePlan({
      recipes: [RECIPE_A, RECIPE_B],
      schedule: [{ recipe_id: RECIPE_A, day: 0, meal_type: 'dinner', servings: 2 }],
    });
    const received: MealPlanSlot[][] = [];
    let refuseFirst: () => void = () => undefined;
    fakePlanApi(plan, {
      [`PATCH ${planPath}`]: (call) => {
        const { schedule } = call.body as { schedule: MealPlanSlot[] };
        received.push(schedule);
        if (received.length === 1)
          return new Promise<Response>((resolve) => (refuseFirst = () => resolve(json(500, {}))));
        return json(200, { ...plan, schedule });
      },
    });
    renderPlan();
    const monday = await waitFor(() => day('Monday'));
    await within(monday).findByText('2 servings · $5.00');
    await userEvent.click(
      within(monday).getByRole('button', { name: 'Remove Chili con carne from Monday dinner' }),
    );
    const unplanned = await screen.findByRole('list', { name: 'Not on a day yet' });
    await userEvent.click(within(unplanned).getByRole('button', { name: 'Plan Chickpea curry' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to week' }));
    expect(within(monday).queryByText('Chili con carne')).not.toBeInTheDocument();

    act(() => refuseFirst());
    await waitFor(() => expect(received).toHaveLength(2));
    // The second week is built on the server's week (the chili still there), not on the refused one.
    expect(received[1]).toEqual([
      { recipe_id: RECIPE_A, day: 0, meal_type: 'dinner', servings: 2 },
      { recipe_id: RECIPE_B, day: 0, meal_type: 'dinner', servings: 2 },
    ]);
    await waitFor(() =>
      expect(toasts()).toContain(mealPlanMessages.updateFailedWithReason(messages.internal)),
    );
    expect(within(day('Monday')).getByText('Chili con carne')).toBeInTheDocument();
    expect(within(day('Monday')).getByText('Chickpea curry')).toBeInTheDocument();
  });

  it('moves a placed item with the picker, opened on its place, and keeps the focus on it', async () => {
    const plan = makePlan({
      recipes: [RECIPE_A, RECIPE_B],
      schedule: [
        { recipe_id: RECIPE_A, day: 0, meal_type: 'dinner', servings: 2 },
        { recipe_id: RECIPE_B, day: 0, meal_type: 'dinner', servings: 1 },
      ],
    });
    let saved: MealPlanSlot[] = [];
    fakePlanApi(plan, {
      [`PATCH ${planPath}`]: (call) => {
        saved = (call.body as { schedule: MealPlanSlot[] }).schedule;
        return json(200, { ...plan, schedule: saved });
      },
    });
    renderPlan();
    const monday = await waitFor(() => day('Monday'));
    await userEvent.click(
      await within(monday).findByRole('button', {
        name: 'Move Chili con carne from Monday dinner',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Move Chili con carne' });
    expect(within(dialog).getByRole('combobox', { name: 'Day' })).toHaveDisplayValue('Monday');
    expect(within(dialog).getByRole('combobox', { name: 'Meal' })).toHaveDisplayValue('Dinner');
    const servings = within(dialog).getByRole('spinbutton', { name: 'Servings' });
    expect(servings).toHaveValue(2);
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Day' }),
      'Thursday',
    );
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Meal' }), 'Lunch');
    await userEvent.clear(servings);
    await userEvent.type(servings, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(day('Monday')).queryByText('Chili con carne')).not.toBeInTheDocument();
    expect(within(day('Thursday')).getByText('Chili con carne')).toBeInTheDocument();
    await waitFor(() =>
      expect(saved).toEqual([
        { recipe_id: RECIPE_B, day: 0, meal_type: 'dinner', servings: 1 },
        { recipe_id: RECIPE_A, day: 3, meal_type: 'lunch', servings: 3 },
      ]),
    );
    // The button that opened the picker went with the old place: the focus follows the item.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Move Chili con carne from Thursday lunch' }),
      ).toHaveFocus(),
    );
  });

  it('on a wide screen, a tray recipe dragged onto a meal is planned with its servings', async () => {
    // jsdom has no matchMedia: the page reads a 1280 px screen from this one.
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === '(min-width: 1024px)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const plan = makePlan({ recipes: [RECIPE_A] });
    let saved: MealPlanSlot[] = [];
    fakePlanApi(plan, {
      [`PATCH ${planPath}`]: (call) => {
        saved = (call.body as { schedule: MealPlanSlot[] }).schedule;
        return json(200, { ...plan, schedule: saved });
      },
    });
    renderPlan();
    const tray = await screen.findByRole('list', { name: 'Not on a day yet' });
    const item = within(tray).getByRole('listitem');
    expect(item).toHaveAttribute('draggable', 'true');
    // One DataTransfer carried from dragstart to drop, as the browser does.
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    fireEvent.dragStart(item, { dataTransfer });
    const cell = within(day('Friday')).getByRole('group', { name: 'Breakfast on Friday' });
    fireEvent.dragOver(cell, { dataTransfer });
    fireEvent.drop(cell, { dataTransfer });

    expect(await within(day('Friday')).findByText('Chili con carne')).toBeInTheDocument();
    await waitFor(() =>
      expect(saved).toEqual([{ recipe_id: RECIPE_A, day: 4, meal_type: 'breakfast', servings: 4 }]),
    );
  });

  it('adds the plan to the grocery list and links to it', async () => {
    fakePlanApi(makePlan({ recipes: [RECIPE_A] }), {
      [`POST /api/grocery-list/from-meal-plan/${PLAN_ID}`]: () =>
        json(200, { items: [], added: 5, merged: 2 }),
    });
    renderPlan();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to grocery list' }));
    expect(await screen.findByRole('link', { name: 'Open the grocery list' })).toHaveAttribute(
      'href',
      '/grocery-list',
    );
    expect(toasts()).toContain('Grocery list: 5 items added, 2 merged with items already there.');
    // Said once, by the toast: the note with the link is not a live region too.
    const note = screen.getByText(/Added to your grocery list/);
    expect(note.closest('[role="status"], [role="alert"], [aria-live]')).toBeNull();
  });

  it('deletes the author’s plan after a confirmation', async () => {
    const api = fakePlanApi(makePlan(), { [`DELETE ${planPath}`]: () => json(204) });
    renderPlan();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this meal plan?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete meal plan' }));
    await waitFor(() => expect(location()).toBe('/meal-plans'));
    expect(toasts()).toContain(mealPlanMessages.deleted);
  });

  it('copies someone else’s public plan and opens the copy', async () => {
    const copyId = '66666666-6666-4666-8666-666666666666';
    fakePlanApi(makePlan({ author_id: 'u-2' }), {
      [`POST ${planPath}/copy`]: () =>
        json(201, makePlan({ id: copyId, is_public: false, title: 'Busy week' })),
    });
    renderPlan();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy to my plans' }));
    await waitFor(() => expect(location()).toBe(`/meal-plans/${copyId}`));
    expect(toasts()).toContain(mealPlanMessages.copied);
  });

  it('says not found with a link to all plans, and a failed load with Retry', async () => {
    fakeApi({
      [`GET ${planPath}`]: () => json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }),
    });
    const first = renderPlan();
    expect(await screen.findByText(mealPlanMessages.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all meal plans' })).toBeInTheDocument();
    first.unmount();
    vi.restoreAllMocks();

    fakeApi({ [`GET ${planPath}`]: () => json(500, {}) });
    renderPlan();
    expect(await screen.findByRole('alert')).toHaveTextContent(mealPlanMessages.fetchOneFailed);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

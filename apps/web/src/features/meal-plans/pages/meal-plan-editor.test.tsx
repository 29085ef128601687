import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mealPlanMessages } from '@mise/core';
import { draftRestoredMessage, leaveDialogTitle } from '../../../components/use-form-guard';
import { toastStore } from '../../../components/ui/toast-store';
import { fakeApi, json, type ApiCall, type Handler } from '../../../test-utils/recipe-fixtures';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import {
  GOAL_ID,
  goalsBody,
  makePlan,
  PLAN_ID,
  planRecipe,
  RECIPE_A,
  RECIPE_B,
} from '../test-fixtures';
import { MealPlanCreatePage } from './meal-plan-create-page';
import { MealPlanEditPage } from './meal-plan-edit-page';

const chili = planRecipe(RECIPE_A, 'Chili con carne');
const curry = planRecipe(RECIPE_B, 'Chickpea curry');

const searchAnswer: Handler = (call) => {
  const q = call.search.get('q')?.toLowerCase() ?? '';
  return json(200, {
    items: [chili, curry].filter((r) => r.title.toLowerCase().includes(q)),
    next_cursor: null,
  });
};

function fakePlans(routes: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /api/health-goals': () => json(200, goalsBody),
    'GET /api/recipes/search': searchAnswer,
    'GET /api/recipes/by-ids': (call) => {
      const ids = call.search.get('ids')?.split(',') ?? [];
      return json(200, {
        items: [chili, curry].filter((r) => ids.includes(r.id)),
        next_cursor: null,
      });
    },
    ...routes,
  });
}

const renderCreate = () =>
  renderWithRouter(<MealPlanCreatePage />, { path: '/meal-plans/create', me: memberMe });
const renderEdit = (me = memberMe) =>
  renderWithRouter(<MealPlanEditPage />, {
    path: '/meal-plans/:id/edit',
    initialEntry: `/meal-plans/${PLAN_ID}/edit`,
    me,
  });
const location = () => screen.getByTestId('location').textContent;
const searchBox = () => screen.getByRole('searchbox', { name: 'Search recipes to add' });
const searches = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/recipes/search');
const planList = () => screen.getByRole('list', { name: 'Recipes in this plan' });
const toasts = () => toastStore.getSnapshot().map((t) => t.message);

beforeEach(() => act(() => toastStore.clear()));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  act(() => toastStore.clear());
});

describe('Create Meal Plan', () => {
  it('opens with spec-2 §3’s defaults and marks the title as required', async () => {
    fakePlans();
    renderCreate();
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('');
    expect(title).toHaveAttribute('aria-required', 'true');
    // The red asterisk is drawn beside the label, hidden from screen readers (they hear "required").
    expect(title.closest('div')?.querySelector('label span[aria-hidden="true"]')).toHaveTextContent(
      '*',
    );
    expect(screen.getByRole('spinbutton', { name: 'Weekly budget ($)' })).toHaveValue(0);
    const budget = screen.getByRole('spinbutton', { name: 'Weekly budget ($)' });
    expect(budget).toHaveAttribute('min', '0');
    expect(budget).toHaveAttribute('step', '0.01');
    expect(screen.getByRole('checkbox', { name: 'Public' })).toBeChecked();
    const goal = screen.getByRole('combobox', { name: 'Health goal' });
    expect(goal).toHaveValue('');
    expect(await within(goal).findByRole('option', { name: 'Heart Health' })).toBeInTheDocument();
    expect(screen.getByText('No recipes yet. Search below to add some.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/meal-plans');
  });

  it('searches only from 3 characters, 500 ms after the last key press', async () => {
    const api = fakePlans();
    renderCreate();
    vi.useFakeTimers();
    fireEvent.change(searchBox(), { target: { value: 'ch' } });
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(searches(api.calls)).toHaveLength(0);

    fireEvent.change(searchBox(), { target: { value: 'chi' } });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    fireEvent.change(searchBox(), { target: { value: 'chil' } });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(searches(api.calls)).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(searches(api.calls)).toHaveLength(1));
    expect(searches(api.calls)[0]?.search.get('q')).toBe('chil');
    expect(searches(api.calls)[0]?.search.get('limit')).toBe('10');
    expect(await screen.findByRole('button', { name: 'Add Chili con carne' })).toBeEnabled();
  });

  it('adds a result, shows it as a disabled Added, and Remove takes it out again', async () => {
    fakePlans();
    renderCreate();
    await userEvent.type(searchBox(), 'chi');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Chili con carne' }));
    expect(within(planList()).getByText('Chili con carne')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Added Chili con carne' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Chickpea curry' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Chili con carne' }));
    expect(screen.queryByRole('list', { name: 'Recipes in this plan' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Chili con carne' })).toBeEnabled();
  });

  it('says what the search found in a short status, never reading the results list again', async () => {
    fakePlans();
    renderCreate();
    await userEvent.type(searchBox(), 'chi');
    const results = await screen.findByRole('list', { name: 'Search results' });
    // The list is out of any live region: each change would read every result again.
    expect(results.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    expect(await screen.findByText('2 recipes found')).toHaveAttribute('role', 'status');

    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'zzz');
    expect(await screen.findByText('No recipes found')).toHaveAttribute('role', 'status');
  });

  it('Add keeps the focus (on the search) and says what was added; Remove hands it on', async () => {
    fakePlans();
    renderCreate();
    await userEvent.type(searchBox(), 'chi');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Chili con carne' }));
    expect(searchBox()).toHaveFocus();
    expect(screen.getByText('Added Chili con carne')).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: 'Add Chickpea curry' }));
    expect(searchBox()).toHaveFocus();

    // Removing the first recipe: the focus goes to the next one's Remove.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Chili con carne' }));
    expect(screen.getByRole('button', { name: 'Remove Chickpea curry' })).toHaveFocus();
    // Removing the last one: back to the search.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Chickpea curry' }));
    expect(searchBox()).toHaveFocus();
  });

  it('says when the search fails', async () => {
    fakePlans({ 'GET /api/recipes/search': () => json(500, {}) });
    renderCreate();
    await userEvent.type(searchBox(), 'chili');
    expect(await screen.findByRole('alert')).toHaveTextContent(mealPlanMessages.searchFailed);
  });

  it('saves with the defaults (no goal sent as null) and opens the new plan with a toast', async () => {
    const api = fakePlans({
      'POST /api/meal-plans': (call) =>
        json(201, makePlan({ ...(call.body as object), id: PLAN_ID, schedule: [] })),
    });
    renderCreate();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), '  Busy week ');
    await userEvent.type(searchBox(), 'curry');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Chickpea curry' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(location()).toBe(`/meal-plans/${PLAN_ID}`));
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      title: 'Busy week',
      description: '',
      total_budget: 0,
      is_public: true,
      target_group: '',
      health_goal_id: null,
      recipes: [RECIPE_B],
      schedule: [],
    });
    expect(toasts()).toContain(mealPlanMessages.created);
  });

  it('checks the title and the budget before sending anything', async () => {
    const api = fakePlans();
    renderCreate();
    const budget = screen.getByRole('spinbutton', { name: 'Weekly budget ($)' });
    await userEvent.clear(budget);
    await userEvent.type(budget, '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(mealPlanMessages.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(mealPlanMessages.budgetRange)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('puts the server’s field errors on their fields, and a failure in the spec’s words', async () => {
    let answer = json(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Check the highlighted fields.',
        fields: { target_group: 'Too long' },
      },
    });
    fakePlans({ 'POST /api/meal-plans': () => answer });
    renderCreate();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Week');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const group = screen.getByRole('textbox', { name: 'Target group' });
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Too long')).toBeInTheDocument();

    answer = json(500, {});
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(mealPlanMessages.createFailed)).toBeInTheDocument();
    expect(location()).toBe('/meal-plans/create');
  });
});

describe('Edit Meal Plan', () => {
  const stored = makePlan({ health_goal_id: GOAL_ID, recipes: [RECIPE_A, RECIPE_B] });

  it('loads the plan, and a cleared goal and a removed recipe go in the PATCH', async () => {
    const api = fakePlans({
      [`GET /api/meal-plans/${PLAN_ID}`]: () => json(200, stored),
      [`PATCH /api/meal-plans/${PLAN_ID}`]: (call) =>
        json(200, { ...stored, ...(call.body as object) }),
    });
    renderEdit();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Busy week');
    expect(within(planList()).getByText('Chili con carne')).toBeInTheDocument();
    const goal = screen.getByRole('combobox', { name: 'Health goal' });
    await within(goal).findByRole('option', { name: 'Heart Health' });
    expect(goal).toHaveValue(GOAL_ID);

    await userEvent.selectOptions(goal, '');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Chickpea curry' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(location()).toBe(`/meal-plans/${PLAN_ID}`));
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({ health_goal_id: null, recipes: [RECIPE_A] });
    expect(patch?.body).not.toHaveProperty('schedule');
    expect(toasts()).toContain(mealPlanMessages.updated);
  });

  it('says the spec’s words when the update fails, and stays', async () => {
    fakePlans({
      [`GET /api/meal-plans/${PLAN_ID}`]: () => json(200, stored),
      [`PATCH /api/meal-plans/${PLAN_ID}`]: () => json(500, {}),
    });
    renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(mealPlanMessages.updateError)).toBeInTheDocument();
    expect(location()).toBe(`/meal-plans/${PLAN_ID}/edit`);
  });

  it('tells a plan that came back unreadable from one that failed to load (spec-2 §8)', async () => {
    fakePlans({
      [`GET /api/meal-plans/${PLAN_ID}`]: () => json(200, { id: PLAN_ID, title: 'Half a plan' }),
    });
    const first = renderEdit();
    expect(await screen.findByRole('alert')).toHaveTextContent(mealPlanMessages.dataUnavailable);
    expect(screen.queryByText(mealPlanMessages.loadDetailsFailed)).not.toBeInTheDocument();
    first.unmount();
    vi.restoreAllMocks();

    fakePlans({ [`GET /api/meal-plans/${PLAN_ID}`]: () => json(500, {}) });
    renderEdit();
    expect(await screen.findByRole('alert')).toHaveTextContent(mealPlanMessages.loadDetailsFailed);
    expect(screen.queryByText(mealPlanMessages.dataUnavailable)).not.toBeInTheDocument();
  });

  it('asks before Cancel leaves a changed plan, and leaves an unchanged one at once', async () => {
    fakePlans({ [`GET /api/meal-plans/${PLAN_ID}`]: () => json(200, stored) });
    renderEdit();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.type(title, ' and more');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: leaveDialogTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(location()).toBe(`/meal-plans/${PLAN_ID}/edit`);
    expect(title).toHaveValue('Busy week and more');

    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard and leave' }));
    await waitFor(() => expect(location()).toBe(`/meal-plans/${PLAN_ID}`));
  });

  it('keeps unsaved work as a draft, restored with the titles of recipes added by search', async () => {
    fakePlans({
      [`GET /api/meal-plans/${PLAN_ID}`]: () => json(200, { ...stored, recipes: [RECIPE_A] }),
    });
    const first = renderEdit();
    await userEvent.type(await screen.findByRole('searchbox'), 'curry');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Chickpea curry' }));
    await waitFor(() =>
      expect(localStorage.getItem(`mise.draft.meal-plan-edit:${PLAN_ID}`)).toContain(RECIPE_B),
    );
    first.unmount();

    renderEdit();
    expect(await screen.findByText(draftRestoredMessage)).toBeInTheDocument();
    expect(await within(planList()).findByText('Chickpea curry')).toBeInTheDocument();
    expect(within(planList()).getByText('Chili con carne')).toBeInTheDocument();
  });

  it('keeps Cancel unavailable while saving, and leaves without asking once saved', async () => {
    let answer: () => void = () => undefined;
    fakePlans({
      [`GET /api/meal-plans/${PLAN_ID}`]: () => json(200, stored),
      [`PATCH /api/meal-plans/${PLAN_ID}`]: (call) =>
        new Promise<Response>(
          (resolve) => (answer = () => resolve(json(200, { ...stored, ...(call.body as object) }))),
        ),
    });
    renderEdit();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const cancel = screen.getByRole('link', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(cancel);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toBe(`/meal-plans/${PLAN_ID}/edit`);

    act(() => answer());
    await waitFor(() => expect(location()).toBe(`/meal-plans/${PLAN_ID}`));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows not found, with a link to all plans, for a missing plan and for someone else’s', async () => {
    fakePlans({
      [`GET /api/meal-plans/${PLAN_ID}`]: () =>
        json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }),
    });
    const first = renderEdit();
    expect(await screen.findByText(mealPlanMessages.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all meal plans' })).toHaveAttribute(
      'href',
      '/meal-plans',
    );
    first.unmount();
    vi.restoreAllMocks();

    fakePlans({
      [`GET /api/meal-plans/${PLAN_ID}`]: () => json(200, { ...stored, author_id: 'someone-else' }),
    });
    renderEdit();
    expect(await screen.findByText(mealPlanMessages.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../components/ui/toast-store';
import { json, makeRecipe } from '../../../test-utils/recipe-fixtures';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { FoodDiaryPage } from '../pages/food-diary-page';
import { callsTo, fakeDiary, makeEntry, setClock, TODAY, warmUpDialogs } from '../test-fixtures';

const renderDiary = () =>
  renderWithRouter(<FoodDiaryPage />, { path: '/food-diary', me: memberMe });
const toasts = () => toastStore.getSnapshot().map((t) => t.message);

async function openAdd(meal: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Add to ${meal}` }));
  return screen.findByRole('dialog', { name: `Add to ${meal}` });
}

const egg = {
  id: '01123',
  food_name: 'Egg, whole, raw, fresh',
  food_group: 'Dairy and Egg Products',
  calories: 143,
  protein: 12.58,
  carbohydrates: 0.72,
  fat: 9.51,
  sugar: 0.37,
  serving_size: 100,
  serving_unit: 'g',
  measures: [
    { amount: 1, description: 'large', grams: 50 },
    { amount: 1, description: 'cup', grams: 243 },
  ],
};

// The page loads its dialogs lazily; loaded once here, a test does not wait for their first compile.
beforeAll(() => warmUpDialogs());

beforeEach(() => {
  setClock();
  act(() => toastStore.clear());
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  act(() => toastStore.clear());
});

describe('Adding and editing an entry', () => {
  it('adds a manual entry: the right body, then the day and the summary load again', async () => {
    const api = fakeDiary();
    renderDiary();
    const dialog = await openAdd('Breakfast');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Manual' }));

    // Nothing is sent without a food name.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(within(dialog).getByText('Food name is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Food name/)).toHaveFocus();
    expect(callsTo(api.calls, 'POST /api/diary')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Food name/), 'Banana');
    const amount = within(dialog).getByLabelText('Amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1');
    const unit = within(dialog).getByLabelText('Unit');
    await userEvent.clear(unit);
    await userEvent.type(unit, 'medium');
    await userEvent.type(within(dialog).getByLabelText('Calories (kcal)'), '105');
    await userEvent.type(within(dialog).getByLabelText('Protein (g)'), '1,3');
    await userEvent.type(within(dialog).getByLabelText('Carbohydrates (g)'), '27');
    await userEvent.type(within(dialog).getByLabelText('Sugar (g)'), '14.4');
    await userEvent.type(within(dialog).getByLabelText('Notes (optional)'), ' ripe ');
    const before = api.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api.calls, 'POST /api/diary')[0]?.body).toEqual({
      date: TODAY,
      meal_type: 'breakfast',
      food_name: 'Banana',
      serving_size: 1,
      serving_unit: 'medium',
      calories: 105,
      protein: 1.3,
      carbohydrates: 27,
      fat: 0,
      sugar: 14.4,
      notes: 'ripe',
    });
    const after = api.calls.slice(before).map((c) => `${c.method} ${c.path}`);
    expect(after).toEqual(
      expect.arrayContaining(['GET /api/diary', 'GET /api/diary/summary', 'GET /api/diary/recent']),
    );
    expect(
      within(screen.getByRole('region', { name: 'Breakfast' })).getByText('Banana'),
    ).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Calories' })).toHaveAttribute(
      'aria-valuetext',
      '105 / 2,000 kcal',
    );
    expect(
      screen.getByTestId('week-chart').querySelector(`rect[data-date="${TODAY}"]`),
    ).toHaveAttribute('data-kcal', '105');
    expect(toasts()).toContain('Added Banana to breakfast.');
    // Focus is back on the button that opened the dialog.
    expect(screen.getByRole('button', { name: 'Add to Breakfast' })).toHaveFocus();
  });

  it('a refusal stays in the dialog, with the server’s field message under its field', async () => {
    fakeDiary({
      routes: {
        'POST /api/diary': () =>
          json(400, {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Check the highlighted fields.',
              fields: { calories: 'Must be a number from 0 to 20,000' },
            },
          }),
      },
    });
    renderDiary();
    const dialog = await openAdd('Snack');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Manual' }));
    await userEvent.type(within(dialog).getByLabelText(/^Food name/), 'Crisps');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to add food diary entry: Check the highlighted fields.',
    );
    expect(within(dialog).getByLabelText('Calories (kcal)')).toHaveAccessibleDescription(
      'Must be a number from 0 to 20,000',
    );
    expect(within(dialog).getByLabelText(/^Food name/)).toHaveValue('Crisps');
  });

  it('fills the entry from a food of the reference, by grams and by a household measure', async () => {
    const api = fakeDiary({
      routes: { 'GET /api/foods/search': () => json(200, { items: [egg], next_cursor: null }) },
    });
    renderDiary();
    const dialog = await openAdd('Breakfast');
    const search = within(dialog).getByLabelText('Search foods');
    expect(search).toHaveFocus();
    await userEvent.type(search, 'egg');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: /Egg, whole, raw, fresh/ }),
    );
    // Asked once the typing stopped, with at least two letters, at the reference's limit.
    const searches = callsTo(api.calls, 'GET /api/foods/search');
    expect(searches.map((c) => [c.search.get('q'), c.search.get('limit')])).toEqual([['egg', '5']]);

    const grams = within(dialog).getByLabelText('Grams eaten');
    expect(grams).toHaveFocus();
    expect(within(dialog).getByLabelText('Calories (kcal)')).toHaveValue('143');
    await userEvent.clear(grams);
    await userEvent.type(grams, '50');
    expect(within(dialog).getByLabelText('Calories (kcal)')).toHaveValue('71.5');
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('50');
    expect(within(dialog).getByLabelText('Unit')).toHaveValue('g');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'By measure' }));
    expect(within(dialog).getByLabelText('Measure')).toHaveDisplayValue('1 large (50 g)');
    const count = within(dialog).getByLabelText('How many');
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    expect(within(dialog).getByLabelText('Calories (kcal)')).toHaveValue('143');
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('2');
    expect(within(dialog).getByLabelText('Unit')).toHaveValue('large');

    // The filled numbers are the cook's to change.
    const protein = within(dialog).getByLabelText('Protein (g)');
    await userEvent.clear(protein);
    await userEvent.type(protein, '13');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api.calls, 'POST /api/diary')[0]?.body).toEqual({
      date: TODAY,
      meal_type: 'breakfast',
      food_name: 'Egg, whole, raw, fresh',
      serving_size: 2,
      serving_unit: 'large',
      calories: 143,
      protein: 13,
      carbohydrates: 0.7,
      fat: 9.5,
      sugar: 0.4,
      notes: null,
    });
  });

  it('does not search below two letters, and asks to choose a food before adding', async () => {
    const api = fakeDiary({
      routes: { 'GET /api/foods/search': () => json(200, { items: [], next_cursor: null }) },
    });
    renderDiary();
    const dialog = await openAdd('Lunch');
    await userEvent.type(within(dialog).getByLabelText('Search foods'), 'e');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(callsTo(api.calls, 'GET /api/foods/search')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Search foods'), 'x');
    expect(await within(dialog).findByText('No foods match “ex”.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose a food from the search first, or enter it under Manual.',
    );
    expect(callsTo(api.calls, 'POST /api/diary')).toHaveLength(0);
  });

  it('adds servings of a recipe', async () => {
    const pancakes = makeRecipe({
      id: '5f0c8a52-4b7e-4d7a-9a55-0e6f8d3c2b11',
      title: 'Pancakes',
      nutritional_info: { calories: 350, protein: 9 },
    });
    const { ingredients: _i, steps: _s, ...summary } = pancakes;
    const api = fakeDiary({
      routes: {
        'GET /api/recipes': () => json(200, { items: [summary], next_cursor: null }),
        'POST /api/diary/from-recipe': ({ body }) =>
          json(
            201,
            makeEntry({
              meal_type: 'dinner',
              food_name: 'Pancakes',
              recipe_id: pancakes.id,
              serving_size: (body as { servings: number }).servings,
              serving_unit: 'servings',
              calories: 700,
            }),
          ),
      },
    });
    renderDiary();
    const dialog = await openAdd('Dinner');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Recipe' }));
    await userEvent.type(within(dialog).getByLabelText('Search recipes'), 'pan');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Pancakes/ }));
    expect(callsTo(api.calls, 'GET /api/recipes')[0]?.search.get('q')).toBe('pan');
    const servings = within(dialog).getByLabelText('Servings');
    expect(servings).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Half a serving more' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Half a serving more' }));
    expect(servings).toHaveValue('2');
    expect(within(dialog).getByText('About 700 kcal for 2 servings.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add recipe' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api.calls, 'POST /api/diary/from-recipe')[0]?.body).toEqual({
      recipe_id: pancakes.id,
      date: TODAY,
      meal_type: 'dinner',
      servings: 2,
    });
    expect(toasts()).toContain('Added Pancakes to dinner.');
  });

  it('refuses servings out of range before sending, and says why the server refused', async () => {
    const { ingredients: _i, steps: _s, ...summary } = makeRecipe({ title: 'Stew' });
    const api = fakeDiary({
      routes: {
        'GET /api/recipes': () => json(200, { items: [summary], next_cursor: null }),
        'POST /api/diary/from-recipe': () =>
          json(400, {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'This recipe has no nutritional information we could work out.',
            },
          }),
      },
    });
    renderDiary();
    const dialog = await openAdd('Lunch');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Recipe' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add recipe' }));
    expect(within(dialog).getByLabelText('Search recipes')).toHaveAccessibleDescription(
      'Choose a recipe first.',
    );
    await userEvent.type(within(dialog).getByLabelText('Search recipes'), 'stew');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Stew/ }));
    const servings = within(dialog).getByLabelText('Servings');
    await userEvent.clear(servings);
    await userEvent.type(servings, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add recipe' }));
    expect(
      within(dialog).getByText('Servings must be more than 0 and at most 100'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST /api/diary/from-recipe')).toHaveLength(0);
    await userEvent.clear(servings);
    await userEvent.type(servings, '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add recipe' }));
    expect(
      await within(dialog).findByText(
        'Failed to add recipe to food diary: This recipe has no nutritional information we could work out.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST /api/diary/from-recipe')[0]?.body).toMatchObject({
      servings: 1.5,
    });
  });

  it('estimates a typed description through the existing estimate, AI when offered', async () => {
    let fail = true;
    const api = fakeDiary({
      routes: {
        'GET /api/nutrition/providers': () => json(200, { usda: true, ai: true }),
        'POST /api/nutrition/estimate': () =>
          fail
            ? json(502, {
                error: { code: 'UPSTREAM_FAILED', message: 'The AI service did not answer.' },
              })
            : json(200, {
                nutritional_info: {
                  calories: 251.4,
                  protein: 15.2,
                  carbohydrates: 14,
                  fat: 14.1,
                  sugar: 1.6,
                },
                source: 'ai',
                servings: 1,
                ingredients: [],
                unmatched: [],
                incomplete_nutrients: [],
              }),
      },
    });
    renderDiary();
    const dialog = await openAdd('Breakfast');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Describe' }));
    await userEvent.type(
      within(dialog).getByLabelText('What did you eat?'),
      '2 eggs, 1 slice toast',
    );
    expect(await within(dialog).findByRole('radio', { name: 'AI estimate' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Estimate nutrition' }));
    expect(
      await within(dialog).findByText(
        'Failed to estimate nutrition information: The AI service did not answer.',
      ),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Estimate nutrition' }));
    expect(
      await within(dialog).findByText('Estimated about 251 kcal. Check the numbers below.'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST /api/nutrition/estimate').at(-1)?.body).toEqual({
      title: '2 eggs, 1 slice toast',
      servings: 1,
      ingredients: ['2 eggs', '1 slice toast'],
      source: 'ai',
    });
    expect(within(dialog).getByLabelText(/^Food name/)).toHaveValue('2 eggs, 1 slice toast');
    expect(within(dialog).getByLabelText('Calories (kcal)')).toHaveValue('251.4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api.calls, 'POST /api/diary')[0]?.body).toMatchObject({
      food_name: '2 eggs, 1 slice toast',
      serving_size: 1,
      serving_unit: 'serving',
      calories: 251.4,
      fat: 14.1,
    });
  });

  it('edits an entry: its numbers and its meal, sent as a change', async () => {
    const entry = makeEntry({ id: 'e-edit', food_name: 'Toast', calories: 80 });
    const api = fakeDiary({ entries: [entry] });
    renderDiary();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Toast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit entry' });
    expect(within(dialog).getByLabelText(/^Food name/)).toHaveFocus();
    await userEvent.selectOptions(within(dialog).getByLabelText('Meal'), 'snack');
    const calories = within(dialog).getByLabelText('Calories (kcal)');
    await userEvent.clear(calories);
    await userEvent.type(calories, '160');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api.calls, 'PATCH /api/diary/e-edit')[0]?.body).toMatchObject({
      meal_type: 'snack',
      food_name: 'Toast',
      calories: 160,
    });
    expect(within(screen.getByRole('region', { name: 'Snack' })).getByText('Toast')).toBeVisible();
    expect(toasts()).toContain('Saved Toast.');
  });
});

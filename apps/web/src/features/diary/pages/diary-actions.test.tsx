import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../components/ui/toast-store';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import {
  callsTo,
  fakeDiary,
  makeEntry,
  makeSettings,
  setClock,
  warmUpDialogs,
  TODAY,
  YESTERDAY,
} from '../test-fixtures';
import { FoodDiaryPage } from './food-diary-page';

const renderDiary = (entry = '/food-diary') =>
  renderWithRouter(<FoodDiaryPage />, { path: '/food-diary', initialEntry: entry, me: memberMe });
const toasts = () => toastStore.getSnapshot().map((t) => t.message);
const meal = (name: string) => screen.getByRole('region', { name });

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

describe('Copying the day before', () => {
  it('copies yesterday’s breakfast, offered only for the meals yesterday had', async () => {
    const api = fakeDiary({
      entries: [
        makeEntry({ date: YESTERDAY, meal_type: 'breakfast', food_name: 'Porridge' }),
        makeEntry({ date: YESTERDAY, meal_type: 'dinner', food_name: 'Curry' }),
      ],
    });
    renderDiary();
    const copy = await screen.findByRole('button', { name: "Copy yesterday's breakfast" });
    expect(screen.getByRole('button', { name: "Copy yesterday's dinner" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Copy yesterday's lunch" })).toBeNull();

    await userEvent.click(copy);
    await waitFor(() => expect(toasts()).toContain("Copied yesterday's breakfast: 1 entry."));
    expect(callsTo(api.calls, 'POST /api/diary/copy')[0]?.body).toEqual({
      from_date: YESTERDAY,
      to_date: TODAY,
      meal_type: 'breakfast',
    });
    expect(await within(meal('Breakfast')).findByText('Porridge')).toBeInTheDocument();
    expect(within(meal('Dinner')).queryByText('Curry')).toBeNull();

    // The server skips what was copied already; the toast says so.
    await userEvent.click(screen.getByRole('button', { name: "Copy yesterday's breakfast" }));
    await waitFor(() =>
      expect(toasts()).toContain("Yesterday's breakfast is already here: nothing new to copy."),
    );
  });

  it('copies the whole day before, from any day', async () => {
    const api = fakeDiary({
      entries: [
        makeEntry({ date: '2026-02-01', meal_type: 'lunch', food_name: 'Soup' }),
        makeEntry({ date: '2026-02-01', meal_type: 'snack', food_name: 'Apple' }),
      ],
    });
    renderDiary('/food-diary?date=2026-02-02');
    await screen.findByText('Nothing logged on Monday 2 February.');
    // Outside the week, the day before is asked about on its own.
    await waitFor(() =>
      expect(
        callsTo(api.calls, 'GET /api/diary/summary').some(
          (c) => c.search.get('from') === '2026-02-01' && c.search.get('to') === '2026-02-01',
        ),
      ).toBe(true),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Sun 1 Feb' }));
    await waitFor(() => expect(toasts()).toContain('Copied Sun 1 Feb: 2 entries.'));
    expect(callsTo(api.calls, 'POST /api/diary/copy')[0]?.body).toEqual({
      from_date: '2026-02-01',
      to_date: '2026-02-02',
    });
    expect(await within(meal('Lunch')).findByText('Soup')).toBeInTheDocument();
    expect(within(meal('Snack')).getByText('Apple')).toBeInTheDocument();
  });

  it('offers no copy when the day before is empty', async () => {
    fakeDiary({ entries: [makeEntry({ date: TODAY, food_name: 'Toast' })] });
    renderDiary();
    await screen.findByText('Toast');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Copy yesterday' })).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: /^Copy yesterday's/ })).toBeNull();
  });
});

describe('Recent foods', () => {
  it('logs a recent food again in one tap, on the selected day', async () => {
    const api = fakeDiary({
      recent: [
        {
          food_name: 'Porridge',
          recipe_id: null,
          meal_type: 'breakfast',
          serving_size: 250,
          serving_unit: 'g',
          calories: 250,
          protein: 8,
          carbohydrates: 40,
          fat: 5,
          sugar: 1,
          last_logged_on: '2026-03-01',
        },
      ],
    });
    renderDiary();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Log again: Porridge (breakfast, 250 kcal)' }),
    );
    await waitFor(() => expect(toasts()).toContain('Added Porridge to breakfast today.'));
    expect(callsTo(api.calls, 'POST /api/diary')[0]?.body).toEqual({
      date: TODAY,
      meal_type: 'breakfast',
      recipe_id: null,
      food_name: 'Porridge',
      serving_size: 250,
      serving_unit: 'g',
      calories: 250,
      protein: 8,
      carbohydrates: 40,
      fat: 5,
      sugar: 1,
      notes: null,
    });
    expect(await within(meal('Breakfast')).findByText('Porridge')).toBeInTheDocument();
  });
});

describe('Deleting an entry', () => {
  it('asks first; Cancel keeps it, Delete removes it and reloads the day', async () => {
    const entry = makeEntry({ id: 'e-del', food_name: 'Cake', meal_type: 'snack', calories: 400 });
    const api = fakeDiary({ entries: [entry] });
    renderDiary();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Cake' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this entry?' });
    expect(confirm).toHaveAccessibleDescription(
      '“Cake” will be removed from snack on Wednesday 4 March.',
    );
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api.calls, 'DELETE /api/diary/e-del')).toHaveLength(0);
    expect(screen.getByText('Cake')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Cake' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete entry' }));
    await waitFor(() => expect(screen.queryByText('Cake')).toBeNull());
    expect(callsTo(api.calls, 'DELETE /api/diary/e-del')).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Calories' })).toHaveAttribute(
      'aria-valuetext',
      '0 / 2,000 kcal',
    );
    expect(toasts()).toContain('Deleted Cake.');
    expect(screen.getByRole('button', { name: 'Add to Snack' })).toHaveFocus();
  });
});

describe('Nutrition settings', () => {
  it('needs a macro split that adds up to 100, and switching tracking off hides those bars', async () => {
    const api = fakeDiary({ entries: [makeEntry()], settings: makeSettings() });
    renderDiary();
    await screen.findByRole('progressbar', { name: 'Sugar' });
    await userEvent.click(screen.getByRole('button', { name: 'Nutrition settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nutrition settings' });
    expect(within(dialog).getByLabelText('Calories (kcal)')).toHaveValue('2000');
    expect(within(dialog).getByText('Total: 100%')).toBeInTheDocument();

    const fat = within(dialog).getByLabelText('Fat (%)');
    await userEvent.clear(fat);
    await userEvent.type(fat, '31');
    expect(within(dialog).getByText('Total: 101%')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(
      within(dialog).getByText('Protein, carbohydrate and fat percentages must add up to 100'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Protein (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api.calls, 'PUT /api/me/nutrition-settings')).toHaveLength(0);

    await userEvent.clear(fat);
    await userEvent.type(fat, '30');
    const calories = within(dialog).getByLabelText('Calories (kcal)');
    await userEvent.clear(calories);
    await userEvent.type(calories, '1800');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Track sugar' }));
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Track protein, carbs and fat' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api.calls, 'PUT /api/me/nutrition-settings')[0]?.body).toEqual({
      calorie_target: 1800,
      protein_target: 50,
      carb_target: 275,
      fat_target: 78,
      sugar_target: 50,
      preferred_protein_pct: 20,
      preferred_carb_pct: 50,
      preferred_fat_pct: 30,
      track_sugar: false,
      track_macros: false,
    });
    expect(toasts()).toContain('Nutrition settings saved.');
    expect(screen.getByRole('progressbar', { name: 'Calories' })).toHaveAttribute(
      'aria-valuetext',
      '72 / 1,800 kcal',
    );
    expect(screen.queryByRole('progressbar', { name: 'Sugar' })).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Protein' })).toBeNull();
    expect(screen.queryByRole('list', { name: /Macro split/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Sugar (g)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Nutrition settings' })).toHaveFocus();
  });

  it('checks each target with the contract’s words', async () => {
    fakeDiary();
    renderDiary();
    await userEvent.click(await screen.findByRole('button', { name: 'Nutrition settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nutrition settings' });
    const calories = within(dialog).getByLabelText('Calories (kcal)');
    await userEvent.clear(calories);
    await userEvent.type(calories, '0');
    const sugar = within(dialog).getByLabelText('Sugar (g)');
    await userEvent.clear(sugar);
    await userEvent.type(sugar, '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(calories).toHaveAccessibleDescription(
      'Calories must be a whole number from 1 to 20,000',
    );
    expect(calories).toHaveFocus();
    expect(sugar).toHaveAccessibleDescription('Must be a number from 0 to 2,000');
  });
});

describe('Export', () => {
  it('links the last 7 days as CSV, or a chosen range', async () => {
    fakeDiary();
    renderDiary();
    const week = await screen.findByRole('link', { name: 'Download the last 7 days (CSV)' });
    expect(week).toHaveAttribute('href', '/api/diary/export.csv?from=2026-02-26&to=2026-03-04');
    expect(week).toHaveAttribute('download');
    await userEvent.click(screen.getByText('Choose dates'));
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-10');
    expect(screen.getByText('The start date must not be after the end date')).toBeInTheDocument();
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-01');
    expect(
      screen.getByRole('link', { name: 'Download Thu 1 Jan to Wed 4 Mar (CSV)' }),
    ).toHaveAttribute('href', '/api/diary/export.csv?from=2026-01-01&to=2026-03-04');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../components/ui/toast-store';
import { json } from '../../../test-utils/recipe-fixtures';
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

const location = () => screen.getByTestId('location').textContent;
const dayHeading = () =>
  within(screen.getByRole('navigation', { name: 'Diary day' })).getByRole('heading');
const meal = (name: string) => screen.getByRole('region', { name });
const bar = (name: string) => screen.getByRole('progressbar', { name });

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

describe('Food Diary: the day', () => {
  it('opens on today in the member’s time zone, and the day moves in the address', async () => {
    // 23:30 UTC on 3 March is already 00:30 on 4 March in Paris, the member's zone.
    setClock('2026-03-03T23:30:00Z');
    const api = fakeDiary({
      entries: [makeEntry({ date: YESTERDAY, food_name: 'Porridge' })],
    });
    const { router } = renderDiary();
    expect(await screen.findByText('Nothing logged on Wednesday 4 March.')).toBeInTheDocument();
    expect(dayHeading()).toHaveTextContent('Today');
    expect(callsTo(api.calls, 'GET /api/diary')[0]?.search.get('date')).toBe(TODAY);

    await userEvent.click(screen.getByRole('link', { name: 'Previous day' }));
    expect(location()).toBe(`/food-diary?date=${YESTERDAY}`);
    expect(dayHeading()).toHaveTextContent('Yesterday');
    expect(await screen.findByText('Porridge')).toBeInTheDocument();
    expect(callsTo(api.calls, 'GET /api/diary').at(-1)?.search.get('date')).toBe(YESTERDAY);

    // Today's address is the plain one, so a bookmark always opens today.
    await userEvent.click(screen.getByRole('link', { name: 'Next day' }));
    expect(location()).toBe('/food-diary');
    expect(dayHeading()).toHaveTextContent('Today');

    // Back returns to the day before.
    await act(() => router.navigate(-1));
    expect(location()).toBe(`/food-diary?date=${YESTERDAY}`);
    expect(await screen.findByText('Porridge')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Today' }));
    expect(location()).toBe('/food-diary');
  });

  it('opens a shared link on its day, and a date that is no date on today', async () => {
    const api = fakeDiary({ entries: [makeEntry({ date: '2026-01-15', food_name: 'Soup' })] });
    const first = renderDiary('/food-diary?date=2026-01-15');
    expect(await screen.findByText('Soup')).toBeInTheDocument();
    expect(screen.getByText('Thursday 15 January')).toBeInTheDocument();
    first.unmount();

    renderDiary('/food-diary?date=2026-02-30');
    await waitFor(() => expect(location()).toBe('/food-diary'));
    expect(dayHeading()).toHaveTextContent('Today');
    expect(callsTo(api.calls, 'GET /api/diary').map((c) => c.search.get('date'))).not.toContain(
      '2026-02-30',
    );
  });

  it('groups the entries by meal with each meal’s total and the day’s', async () => {
    fakeDiary({
      entries: [
        makeEntry({ meal_type: 'breakfast', food_name: 'Egg', calories: 143, protein: 12.6 }),
        makeEntry({ meal_type: 'breakfast', food_name: 'Toast', calories: 80, protein: 2.7 }),
        makeEntry({ meal_type: 'dinner', food_name: 'Pasta', calories: 600, protein: 20 }),
      ],
    });
    renderDiary();
    await screen.findByText('Pasta');
    const sections = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id!)?.textContent);
    expect(sections).toEqual(
      expect.arrayContaining(['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Other']),
    );

    const breakfast = meal('Breakfast');
    expect(
      within(breakfast)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Egg'), expect.stringContaining('Toast')]);
    expect(breakfast).toHaveTextContent('Breakfast total: 223 kcal');
    expect(breakfast).toHaveTextContent('protein 15.3 g');
    expect(meal('Dinner')).toHaveTextContent('Dinner total: 600 kcal');
    expect(meal('Lunch')).toHaveTextContent('Nothing yet.');
    expect(bar('Calories')).toHaveAttribute('aria-valuetext', '823 / 2,000 kcal');
    expect(bar('Protein')).toHaveAttribute('aria-valuetext', '35.3 / 50 g');
  });

  it('caps the bars at 100 % while the text says the real number', async () => {
    fakeDiary({
      entries: [makeEntry({ calories: 2300, sugar: 60, protein: 25, carbohydrates: 100, fat: 30 })],
    });
    renderDiary();
    await screen.findByText('Egg');
    expect(bar('Calories')).toHaveAttribute('aria-valuenow', '100');
    expect(bar('Calories')).toHaveAttribute('aria-valuetext', '2,300 / 2,000 kcal, 300 kcal over');
    expect(screen.getByText(/2,300 \/ 2,000 kcal/)).toBeInTheDocument();
    expect(bar('Sugar')).toHaveAttribute('aria-valuenow', '100');
    expect(bar('Sugar')).toHaveAttribute('aria-valuetext', '60 / 50 g, 10 g over');
    expect(bar('Protein')).toHaveAttribute('aria-valuenow', '50');
    expect(bar('Carbs')).toHaveAttribute('aria-valuenow', '36');
    // The drawn width never passes the end of the bar.
    expect((bar('Calories').firstElementChild as HTMLElement).style.width).toBe('100%');
  });

  it('shows the macro split as rounded shares that add up to 100', async () => {
    // 30 g protein = 120 kcal, 50 g carbs = 200 kcal, 10 g fat = 90 kcal: 29.3 / 48.8 / 22.0 %.
    fakeDiary({ entries: [makeEntry({ protein: 30, carbohydrates: 50, fat: 10 })] });
    renderDiary();
    const split = await screen.findByRole('list', { name: /Macro split/ });
    const items = within(split)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Protein29%aim 20%', 'Carbs49%aim 50%', 'Fat22%aim 30%']);
  });

  it('shows the last 7 days ending today, empty days as zeros, as a chart and a table', async () => {
    const api = fakeDiary({
      entries: [
        makeEntry({ date: TODAY, calories: 500 }),
        makeEntry({ date: '2026-03-01', calories: 2500 }),
        // Outside the week: not in it.
        makeEntry({ date: '2026-02-25', calories: 999 }),
      ],
    });
    renderDiary();
    const chart = await screen.findByTestId('week-chart');
    const summary = callsTo(api.calls, 'GET /api/diary/summary')[0]!;
    expect([summary.search.get('from'), summary.search.get('to')]).toEqual(['2026-02-26', TODAY]);
    expect(chart).toHaveAccessibleName(
      'Calories per day from Thu 26 Feb to Wed 4 Mar, against a target of 2,000 kcal. The table below lists each day.',
    );
    const bars = [...chart.querySelectorAll('rect[data-date]')].map((rect) => [
      rect.getAttribute('data-date'),
      rect.getAttribute('data-kcal'),
    ]);
    expect(bars).toEqual([
      ['2026-02-26', '0'],
      ['2026-02-27', '0'],
      ['2026-02-28', '0'],
      ['2026-03-01', '2500'],
      ['2026-03-02', '0'],
      ['2026-03-03', '0'],
      ['2026-03-04', '500'],
    ]);
    // Over the target is drawn differently; the target line is there.
    expect(chart.querySelector('rect[data-date="2026-03-01"]')).toHaveClass('fill-amber-600');
    expect(screen.getByTestId('target-line')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Daily totals for the last 7 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '0',
      '0',
      '0',
      '2,500',
      '0',
      '0',
      '500',
    ]);
    expect(within(rows[6]!).getByRole('link')).toHaveAccessibleName('Wed 4 Mar (today)');
    expect(within(rows[3]!).getByRole('link')).toHaveAttribute(
      'href',
      '/food-diary?date=2026-03-01',
    );
  });

  it('a failed load says so with Retry, for the day and for the week', async () => {
    let fail = true;
    fakeDiary({
      entries: [makeEntry({ food_name: 'Toast' })],
      intercept: ({ path }) =>
        fail && (path === '/api/diary' || path === '/api/diary/summary')
          ? json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } })
          : undefined,
    });
    renderDiary();
    expect(await screen.findByText('Failed to load food diary entries')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load weekly nutrition data')).toBeInTheDocument();
    fail = false;
    const [dayRetry, weekRetry] = screen.getAllByRole('button', { name: 'Retry' });
    await userEvent.click(dayRetry!);
    expect(await screen.findByText('Toast')).toBeInTheDocument();
    await userEvent.click(weekRetry!);
    expect(await screen.findByTestId('week-chart')).toBeInTheDocument();
  });

  it('with tracking off, hides the sugar bar, the macro bars and the macro split', async () => {
    fakeDiary({
      entries: [makeEntry()],
      settings: makeSettings({ track_sugar: false, track_macros: false }),
    });
    renderDiary();
    await screen.findByText('Egg');
    await waitFor(() => expect(bar('Calories')).toBeInTheDocument());
    expect(screen.queryByRole('progressbar', { name: 'Sugar' })).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Protein' })).toBeNull();
    expect(screen.queryByRole('list', { name: /Macro split/ })).toBeNull();
  });
});

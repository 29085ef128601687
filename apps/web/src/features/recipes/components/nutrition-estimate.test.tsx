import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FoodReference, NutritionalInfo, NutritionEstimateResponse } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { Toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import {
  NutritionPanel,
  type AutoCalculateRequest,
  type NutritionPanelProps,
} from './nutrition-panel';

const estimate = (
  overrides: Partial<NutritionEstimateResponse> = {},
): NutritionEstimateResponse => ({
  nutritional_info: { calories: 495, protein: 15.2, fat: 13.1, carbohydrates: 77.4 },
  source: 'usda',
  servings: 4,
  ingredients: [
    {
      name: '2 1/2 cup flour',
      food_words: 'flour',
      amount: 2.5,
      unit: 'cup',
      food_id: '20081',
      matched_food: 'Wheat flour, white, all-purpose, enriched, bleached',
      food_group: 'Cereal Grains and Pasta',
      grams: 312.5,
      calories: 1137.5,
      confidence: 0.95,
      basis: '1 cup = 125 g',
      notes: [],
    },
    {
      name: '1 cup red onion',
      food_words: 'red onion',
      amount: 1,
      unit: 'cup',
      food_id: '11282',
      matched_food: 'Onions, raw',
      food_group: 'Vegetables and Vegetable Products',
      grams: 160,
      calories: 64,
      confidence: 0.7,
      basis: '1 cup, chopped = 160 g',
      notes: [],
    },
    {
      name: 'salt to taste',
      food_words: 'salt',
      amount: 0,
      unit: 'to taste',
      food_id: '02047',
      matched_food: 'Salt, table',
      food_group: 'Spices and Herbs',
      grams: 0,
      calories: 0,
      confidence: 0.95,
      basis: null,
      notes: [],
    },
  ],
  unmatched: [{ name: 'salt to taste', reason: "cannot weigh 'to taste': counted as 0 g" }],
  incomplete_nutrients: [],
  ...overrides,
});

const scallions: FoodReference = {
  id: '11291',
  food_name: 'Onions, spring or scallions (includes tops and bulb), raw',
  food_group: 'Vegetables and Vegetable Products',
  calories: 32,
  protein: 1.83,
  carbohydrates: 7.34,
  fat: 0.19,
  sugar: 2.33,
  serving_size: 100,
  serving_unit: 'g',
  measures: [],
};

let saved: Array<[NutritionalInfo | null, boolean | undefined]> = [];

function Harness(props: Partial<NutritionPanelProps>) {
  const [value, setValue] = useState<NutritionalInfo | null>(null);
  return (
    <>
      <NutritionPanel
        ingredientCount={3}
        value={value}
        onChange={setValue}
        onSave={(next, estimated) => {
          saved.push([next, estimated]);
          return Promise.resolve();
        }}
        {...props}
      />
      <Toaster />
    </>
  );
}

const toasts = () => toastStore.getSnapshot().map((t) => t.message);

afterEach(() => {
  act(() => toastStore.clear());
  saved = [];
  vi.restoreAllMocks();
});

async function openAndCalculate(props: Partial<NutritionPanelProps>) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await user.click(screen.getByRole('button', { name: 'Auto-Calculate' }));
  return user;
}

describe('Auto-Calculate in the nutrition panel', () => {
  it('says it is working, fills the values and shows what each ingredient became', async () => {
    let finish: (value: NutritionEstimateResponse) => void = () => undefined;
    const onAutoCalculate = vi.fn(
      (_: AutoCalculateRequest) =>
        new Promise<NutritionEstimateResponse>((resolve) => (finish = resolve)),
    );
    await openAndCalculate({ onAutoCalculate });

    expect(screen.getByRole('button', { name: 'Calculating...' })).toBeInTheDocument();
    expect(toasts()).toContain('Estimating nutritional information (this may take a moment)...');
    await waitFor(() =>
      expect(onAutoCalculate).toHaveBeenCalledWith({ source: 'usda', foodIds: {}, previous: null }),
    );

    await act(async () => {
      finish(estimate());
      await Promise.resolve();
    });

    expect(screen.getByRole('button', { name: 'Auto-Calculate' })).toBeInTheDocument();
    // The progress toast ended with its work: the result took its place (issue 10).
    expect(toasts()).toEqual(['Nutritional information estimated successfully!']);
    // Rounded as a label is: no false precision from an estimate.
    expect(screen.getByLabelText('Calories (kcal)')).toHaveValue(500);
    expect(screen.getByLabelText('Protein (g)')).toHaveValue(15);

    const matches = await screen.findByRole('region', { name: 'How it was calculated' });
    expect(
      within(matches).getByText('From the USDA food reference, for 4 servings.', { exact: false }),
    ).toBeInTheDocument();
    expect(
      within(matches).getByText(
        'Wheat flour, white, all-purpose, enriched, bleached · 313 g · 1138 kcal',
      ),
    ).toBeInTheDocument();
    expect(within(matches).getByText('1 cup = 125 g')).toBeInTheDocument();
    // The unsure match is flagged; the unweighed line says why.
    expect(within(matches).getAllByText('Check this match')).toHaveLength(1);
    expect(
      within(matches).getByText("cannot weigh 'to taste': counted as 0 g"),
    ).toBeInTheDocument();
  });

  it('lets the cook change a wrong match, and estimates again with that food', async () => {
    const onAutoCalculate = vi.fn((_: AutoCalculateRequest) => Promise.resolve(estimate()));
    const onSearchFoods = vi.fn((_: string) => Promise.resolve([scallions]));
    const user = await openAndCalculate({ onAutoCalculate, onSearchFoods });
    const matches = await screen.findByRole('region', { name: 'How it was calculated' });

    await user.click(within(matches).getByRole('button', { name: 'Change food: 1 cup red onion' }));
    const search = within(matches).getByLabelText('Search foods for “1 cup red onion”');
    expect(search).toHaveFocus();
    await user.type(search, 'scallion');
    await user.click(
      await within(matches).findByRole('button', { name: /Onions, spring or scallions/ }),
    );

    await waitFor(() => expect(onAutoCalculate).toHaveBeenCalledTimes(2));
    expect(onSearchFoods).toHaveBeenLastCalledWith('scallion');
    expect(onAutoCalculate).toHaveBeenLastCalledWith(
      expect.objectContaining({ foodIds: { 1: '11291' } }),
    );
  });

  it('says why it failed, in the spec’s words', async () => {
    const onAutoCalculate = vi.fn(() =>
      Promise.reject(
        new ApiError(
          'UPSTREAM_FAILED',
          'Nutrition estimation failed: 500 Internal Server Error',
          502,
        ),
      ),
    );
    await openAndCalculate({ onAutoCalculate });
    await waitFor(() =>
      expect(toasts()).toContain(
        'Failed to estimate nutrition: Nutrition estimation failed: 500 Internal Server Error',
      ),
    );
    expect(screen.getByLabelText('Calories (kcal)')).toHaveValue(null);
  });

  it('offers the AI estimate only when the server has a provider', async () => {
    const onAutoCalculate = vi.fn((_: AutoCalculateRequest) =>
      Promise.resolve(estimate({ source: 'ai', ingredients: [], unmatched: [] })),
    );
    const user = userEvent.setup();
    const { unmount } = render(<Harness onAutoCalculate={onAutoCalculate} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.queryByLabelText('Estimate with')).not.toBeInTheDocument();
    unmount();

    render(<Harness onAutoCalculate={onAutoCalculate} aiAvailable />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.selectOptions(screen.getByLabelText('Estimate with'), 'ai');
    await user.type(screen.getByLabelText('Sodium (mg)'), '300');
    await user.click(screen.getByRole('button', { name: 'Auto-Calculate' }));

    await waitFor(() =>
      expect(onAutoCalculate).toHaveBeenCalledWith({
        source: 'ai',
        foodIds: {},
        previous: { sodium: 300 },
      }),
    );
    expect(await screen.findByText(/Estimated by the AI provider/)).toBeInTheDocument();
  });

  it('out of credits (402): shows the server’s message and offers the free USDA estimate', async () => {
    const message =
      'You have no AI credits left. They renew on 1 December. The USDA estimate is free and still works.';
    const onAutoCalculate = vi.fn((request: AutoCalculateRequest) =>
      request.source === 'ai'
        ? Promise.reject(new ApiError('PAYMENT_REQUIRED', message, 402))
        : Promise.resolve(estimate()),
    );
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <Harness onAutoCalculate={onAutoCalculate} aiAvailable />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.selectOptions(screen.getByLabelText('Estimate with'), 'ai');
    await user.click(screen.getByRole('button', { name: 'Auto-Calculate' }));
    // Beside the toast, an alert in the panel that stays while the AI estimate is chosen.
    const link = await screen.findByRole('link', { name: 'See your credits' });
    expect(link).toHaveAttribute('href', '/credits');
    expect(link.closest('[role="alert"]')).toHaveTextContent(message);
    expect(screen.getByLabelText('Calories (kcal)')).toHaveValue(null);

    await user.click(screen.getByRole('button', { name: 'Use the free USDA estimate' }));
    await waitFor(() => expect(onAutoCalculate).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByLabelText('Calories (kcal)')).toHaveValue(500));
    expect(onAutoCalculate).toHaveBeenLastCalledWith(expect.objectContaining({ source: 'usda' }));
    expect(screen.getByLabelText('Estimate with')).toHaveValue('usda');
    expect(screen.queryByRole('link', { name: 'See your credits' })).not.toBeInTheDocument();
  });

  it('saves estimated values with the estimated flag, typed ones without', async () => {
    const onAutoCalculate = vi.fn(() => Promise.resolve(estimate()));
    const user = await openAndCalculate({ onAutoCalculate });
    await screen.findByRole('region', { name: 'How it was calculated' });
    await user.click(screen.getByRole('button', { name: 'Save Nutritional Info' }));
    expect(saved).toEqual([[{ calories: 500, protein: 15, fat: 13, carbohydrates: 77 }, true]]);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Calories (kcal)'));
    await user.type(screen.getByLabelText('Calories (kcal)'), '480');
    await user.click(screen.getByRole('button', { name: 'Save Nutritional Info' }));
    expect(saved[1]).toEqual([
      { calories: 480, protein: 15, fat: 13, carbohydrates: 77 },
      undefined,
    ]);
  });
});

describe('telling the form whether nutrition was estimated', () => {
  it('reports true after Auto-Calculate and Save, false after typing and Save', async () => {
    const onEstimatedChange = vi.fn();
    const user = await openAndCalculate({
      onAutoCalculate: () => Promise.resolve(estimate()),
      onSave: undefined,
      onEstimatedChange,
    });
    await screen.findByText('Nutritional information estimated successfully!');
    await user.click(screen.getByRole('button', { name: 'Save Nutritional Info' }));
    expect(onEstimatedChange).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const calories = screen.getByLabelText('Calories (kcal)');
    await user.clear(calories);
    await user.type(calories, '300');
    await user.click(screen.getByRole('button', { name: 'Save Nutritional Info' }));
    expect(onEstimatedChange).toHaveBeenLastCalledWith(false);
  });
});

describe('what the matches say, and where focus goes (issue 10)', () => {
  const withSpaghetti = () =>
    estimate({
      ingredients: [
        ...estimate().ingredients,
        {
          name: '400 g spaghetti',
          food_words: 'spaghetti',
          amount: 400,
          unit: 'g',
          food_id: '20120',
          matched_food: 'Pasta, dry, enriched',
          food_group: 'Cereal Grains and Pasta',
          grams: 400,
          calories: 1484,
          confidence: 0.95,
          // As the server sends it: a weight in grams has no basis (core weighIngredient).
          basis: null,
          notes: [],
        },
        {
          name: '2 cups unicorn tears',
          food_words: 'unicorn tears',
          amount: 2,
          unit: 'cup',
          food_id: null,
          matched_food: null,
          food_group: null,
          grams: null,
          calories: null,
          confidence: 0,
          basis: null,
          notes: [],
        },
      ],
      unmatched: [
        { name: 'salt to taste', reason: "cannot weigh 'to taste': counted as 0 g" },
        { name: '2 cups unicorn tears', reason: 'no food matched' },
      ],
    });

  it('says "No food matched" once, and nothing of a weight already in grams', async () => {
    await openAndCalculate({
      onAutoCalculate: () => Promise.resolve(withSpaghetti()),
      ingredientCount: 5,
    });
    const matches = await screen.findByRole('region', { name: 'How it was calculated' });
    expect(within(matches).getAllByText(/no food matched/i)).toHaveLength(1);
    expect(
      within(matches).getByText('Pasta, dry, enriched · 400 g · 1484 kcal'),
    ).toBeInTheDocument();
    expect(within(matches).queryByText(/g = 1 g/)).not.toBeInTheDocument();
    // A conversion is still explained.
    expect(within(matches).getByText('1 cup = 125 g')).toBeInTheDocument();
  });

  it('Escape in the food search closes it and returns focus to its Change food button', async () => {
    const user = await openAndCalculate({
      onAutoCalculate: () => Promise.resolve(estimate()),
      onSearchFoods: () => Promise.resolve([scallions]),
    });
    const matches = await screen.findByRole('region', { name: 'How it was calculated' });
    await user.click(within(matches).getByRole('button', { name: 'Change food: 1 cup red onion' }));
    expect(within(matches).getByLabelText('Search foods for “1 cup red onion”')).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(screen.queryByLabelText('Search foods for “1 cup red onion”')).not.toBeInTheDocument();
    expect(
      within(matches).getByRole('button', { name: 'Change food: 1 cup red onion' }),
    ).toHaveFocus();
  });

  it('after choosing a food, focus is back on that ingredient’s Change food button', async () => {
    const onAutoCalculate = vi.fn((_: AutoCalculateRequest) => Promise.resolve(estimate()));
    const user = await openAndCalculate({
      onAutoCalculate,
      onSearchFoods: () => Promise.resolve([scallions]),
    });
    const matches = await screen.findByRole('region', { name: 'How it was calculated' });
    await user.click(within(matches).getByRole('button', { name: 'Change food: 1 cup red onion' }));
    await user.type(within(matches).getByLabelText(/Search foods for/), 'scallion');
    await user.click(await within(matches).findByRole('button', { name: /Onions, spring/ }));

    await waitFor(() => expect(onAutoCalculate).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(
        within(matches).getByRole('button', { name: 'Change food: 1 cup red onion' }),
      ).toHaveFocus(),
    );
    expect(document.activeElement).not.toBe(document.body);
  });
});

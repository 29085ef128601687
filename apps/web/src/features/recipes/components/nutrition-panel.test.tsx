import { useEffect, useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NutritionalInfo } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { Toaster } from '../../../components/ui/toaster';
import { NutritionPanel, type NutritionPanelProps } from './nutrition-panel';

let latest: NutritionalInfo | null = null;

function Harness({
  initial = null,
  ...props
}: Partial<Omit<NutritionPanelProps, 'value' | 'onChange'>> & {
  initial?: NutritionalInfo | null;
}) {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    latest = value;
  }, [value]);
  return (
    <>
      <NutritionPanel ingredientCount={1} {...props} value={value} onChange={setValue} />
      <Toaster />
    </>
  );
}

const panel = () => screen.getByRole('region', { name: 'Nutritional Information' });
const notifications = () => screen.getByRole('region', { name: 'Notifications' });

afterEach(() => {
  act(() => toastStore.clear());
  vi.restoreAllMocks();
});

describe('NutritionPanel', () => {
  it('starts collapsed: "Add" and the not-set text when calories are not above 0', () => {
    render(<Harness initial={{ calories: 0, protein: 12 }} />);
    expect(within(panel()).getByText('No nutritional information added yet')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Add' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByLabelText('Calories (kcal)')).not.toBeInTheDocument();
  });

  it('says "Nutritional information added" and offers Edit when calories are set', () => {
    render(<Harness initial={{ calories: 450, protein: 20 }} />);
    expect(within(panel()).getByText('Nutritional information added')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('opens with the main inputs; Show More / Show Less toggles the rest', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add' }));

    const calories = screen.getByLabelText('Calories (kcal)');
    expect(calories).toHaveFocus();
    expect(calories).not.toHaveAttribute('step');
    expect(screen.getByLabelText('Protein (g)')).toHaveAttribute('step', '0.1');
    expect(screen.getByLabelText('Sodium (mg)')).toHaveAttribute('min', '0');
    expect(screen.queryByLabelText('Potassium (mg)')).not.toBeInTheDocument();

    const more = screen.getByRole('button', { name: 'Show More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByLabelText('Potassium (mg)')).toBeInTheDocument();
    expect(screen.getByLabelText('Vitamin A (µg)')).toBeInTheDocument();
    expect(screen.getByLabelText('Zinc (mg)')).toBeInTheDocument();
    const proteinDv = screen.getByLabelText('Protein daily value (%)');
    expect(proteinDv).toHaveAttribute('max', '100');
    expect(proteinDv).toHaveAttribute('step', '1');

    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.queryByLabelText('Potassium (mg)')).not.toBeInTheDocument();
  });

  it('Save keeps the values and collapses; the status then reads "added"', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText('Calories (kcal)'), '520');
    await user.type(screen.getByLabelText('Protein (g)'), '21.5');

    await user.click(screen.getByRole('button', { name: 'Save Nutritional Info' }));

    await waitFor(() => expect(latest).toEqual({ calories: 520, protein: 21.5 }));
    expect(screen.queryByLabelText('Calories (kcal)')).not.toBeInTheDocument();
    expect(within(panel()).getByText('Nutritional information added')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('Cancel collapses and restores the previous values', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ calories: 300 }} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const calories = screen.getByLabelText('Calories (kcal)');
    expect(calories).toHaveValue(300);
    await user.clear(calories);
    await user.type(calories, '999');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(latest).toEqual({ calories: 300 });

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Calories (kcal)')).toHaveValue(300);
  });

  it('refuses negative amounts and keeps the panel open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText('Fat (g)'), '-3');
    await user.click(screen.getByRole('button', { name: 'Save Nutritional Info' }));
    expect(screen.getByLabelText('Fat (g)')).toHaveAccessibleDescription('Must be 0 or more');
    expect(latest).toBeNull();
  });

  it('Auto-Calculate with no ingredients warns; it is marked available soon', async () => {
    const user = userEvent.setup();
    render(<Harness ingredientCount={0} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const auto = screen.getByRole('button', { name: 'Auto-Calculate' });
    expect(auto).toHaveAttribute('title', 'Available soon');
    expect(auto).toHaveAttribute('aria-disabled', 'true');

    await user.click(auto);

    expect(
      within(notifications()).getByText('Please add ingredients before calculating nutrition.'),
    ).toBeInTheDocument();
  });

  it('on the edit page, Save saves at once and says so', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.resolve());
    render(<Harness onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText('Calories (kcal)'), '200');
    await user.click(screen.getByRole('button', { name: 'Save Nutritional Info' }));

    expect(onSave).toHaveBeenCalledWith({ calories: 200 });
    expect(within(notifications()).getByText('Nutritional information saved.')).toBeInTheDocument();
    expect(latest).toEqual({ calories: 200 });
  });

  it('stays open with the error when saving at once fails', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.reject(new Error('Not authorized to update this recipe')));
    render(<Harness onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText('Calories (kcal)'), '200');
    await user.click(screen.getByRole('button', { name: 'Save Nutritional Info' }));

    expect(within(panel()).getByRole('alert')).toHaveTextContent(
      'Not authorized to update this recipe',
    );
    expect(screen.getByLabelText('Calories (kcal)')).toBeInTheDocument();
    expect(latest).toBeNull();
  });
});

describe('NutritionPanel after Auto-Calculate and with saved estimates (issue 10)', () => {
  const estimateOf = (calories: number) => ({
    nutritional_info: { calories, protein: 27.26, sodium: 143.2 },
    source: 'usda' as const,
    servings: 4,
    ingredients: [],
    unmatched: [],
    incomplete_nutrients: [],
  });

  it('the header says the nutrition is added as soon as Auto-Calculate fills it', async () => {
    const user = userEvent.setup();
    render(<Harness onAutoCalculate={() => Promise.resolve(estimateOf(861.4))} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(within(panel()).getByText('No nutritional information added yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Auto-Calculate' }));

    expect(await within(panel()).findByText('Nutritional information added')).toBeInTheDocument();
    expect(panel()).toHaveTextContent('per serving · estimated automatically');
    expect(screen.queryByText('No nutritional information added yet')).not.toBeInTheDocument();
  });

  it('keeps focus on Auto-Calculate while it works and after (never dropped to the page)', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    render(
      <Harness
        onAutoCalculate={() => new Promise((resolve) => (finish = () => resolve(estimateOf(400))))}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Auto-Calculate' }));

    const working = screen.getByRole('button', { name: 'Calculating...' });
    // A disabled button loses focus in a browser; this one stays focusable and says it is busy.
    expect(working).not.toBeDisabled();
    expect(working).toHaveAttribute('aria-busy', 'true');
    expect(working).toHaveFocus();
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Auto-Calculate' })).toHaveFocus();
  });

  it('fills the inputs as a label would say it, with no false precision', async () => {
    const user = userEvent.setup();
    render(<Harness onAutoCalculate={() => Promise.resolve(estimateOf(861.4))} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Auto-Calculate' }));
    await within(panel()).findByText('Nutritional information added');
    expect(screen.getByLabelText('Calories (kcal)')).toHaveValue(860);
    expect(screen.getByLabelText('Protein (g)')).toHaveValue(27);
    expect(screen.getByLabelText('Sodium (mg)')).toHaveValue(140);
  });

  it('rounds the collapsed summary and keeps each value with its unit', () => {
    render(<Harness initial={{ calories: 412.6, protein: 2.3, fat: 15.24 }} />);
    const values = within(panel()).getAllByText(/^(Calories|Protein|Fat) /);
    expect(values.map((v) => v.textContent)).toEqual([
      'Calories 410 kcal',
      'Protein 2.5 g',
      'Fat 15 g',
    ]);
    for (const value of values) expect(value).toHaveClass('whitespace-nowrap');
  });

  it('says a saved estimate is one, and saving it untouched keeps it an estimate', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn((_: NutritionalInfo | null, _estimated?: boolean) => Promise.resolve());
    render(<Harness initial={{ calories: 450 }} estimated onSave={onSave} />);
    expect(panel()).toHaveTextContent('per serving · estimated automatically');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save Nutritional Info' }));
    expect(onSave).toHaveBeenLastCalledWith({ calories: 450 }, true);
  });

  it('flags typed values whose ingredients changed, and Recalculate estimates them again', async () => {
    const user = userEvent.setup();
    const onAutoCalculate = vi.fn(() => Promise.resolve(estimateOf(300)));
    render(<Harness initial={{ calories: 861 }} outdated onAutoCalculate={onAutoCalculate} />);
    expect(panel()).not.toHaveTextContent('estimated automatically');
    expect(
      within(panel()).getByText('Ingredients changed since these values were entered.'),
    ).toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Recalculate' }));

    expect(onAutoCalculate).toHaveBeenCalledTimes(1);
    expect(await screen.findByLabelText('Calories (kcal)')).toHaveValue(300);
    expect(screen.getByRole('button', { name: 'Auto-Calculate' })).toHaveFocus();
    expect(screen.queryByText('Ingredients changed since these values were entered.')).toBeNull();
  });
});

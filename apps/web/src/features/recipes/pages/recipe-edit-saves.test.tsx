import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NutritionEstimateResponse } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { json, makeRecipe } from '../../../test-utils/recipe-fixtures';
import { renderEditPage, resetAfterEachTest } from './form-page-fixtures';

/**
 * Issue 10 §3: what the edit page's saves leave behind — one toast about the recipe, and the
 * nutrition the cook typed in this visit still theirs (not flagged outdated) after the form saves.
 */
const estimateBody: NutritionEstimateResponse = {
  nutritional_info: { calories: 212 },
  source: 'usda',
  servings: 4,
  ingredients: [],
  unmatched: [],
  incomplete_nutrients: [],
};

/** Answers like the server: new ingredients make typed nutrition outdated. */
async function renderEdit() {
  const server = renderEditPage(makeRecipe(), {
    routes: ({ stored, save }) => ({
      'POST /api/nutrition/estimate': () => json(200, estimateBody),
      'PUT /api/recipes/r-1/ingredients': () => {
        const typed = stored().nutritional_info && !stored().ai_estimated;
        return save(typed ? { nutrition_outdated: true } : {});
      },
    }),
  });
  await screen.findByRole('button', { name: 'Save Changes' });
  const panel = await screen.findByRole('region', { name: 'Nutritional Information' });
  const writes = () =>
    server.calls
      .filter((c) => c.method !== 'GET' && c.path !== '/api/nutrition/estimate')
      .map((c) => `${c.method} ${c.path}`);
  return { server, panel, writes };
}

const toasts = () => toastStore.getSnapshot().map((t) => t.message);

async function typeNutrition(user: ReturnType<typeof userEvent.setup>, panel: HTMLElement) {
  await user.click(within(panel).getByRole('button', { name: 'Add' }));
  await user.type(within(panel).getByLabelText('Calories (kcal)'), '410');
  await user.click(within(panel).getByRole('button', { name: 'Save Nutritional Info' }));
  await waitFor(() => expect(toasts()).toContain('Nutritional information saved.'));
}

async function addIngredient(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
  await user.type(screen.getByLabelText(/^Name/), 'buttermilk');
}

async function saveForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/recipes\/r-1$/));
}

resetAfterEachTest();

describe('toasts about the recipe replace each other', () => {
  it('saving nutrition, then the recipe, leaves one toast', async () => {
    const user = userEvent.setup();
    const { panel, writes } = await renderEdit();
    await typeNutrition(user, panel);
    await saveForm(user);
    expect(toasts()).toEqual(['Recipe updated.']);
    // Nothing the nutrition rests on changed: it is not sent again.
    expect(writes()).toEqual(['PUT /api/recipes/r-1/nutrition', 'PATCH /api/recipes/r-1']);
  });

  it('an estimate, then its save, leaves one toast', async () => {
    const user = userEvent.setup();
    const { panel } = await renderEdit();
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    await user.click(within(panel).getByRole('button', { name: 'Auto-Calculate' }));
    await waitFor(() =>
      expect(toasts()).toEqual(['Nutritional information estimated successfully!']),
    );
    await user.click(within(panel).getByRole('button', { name: 'Save Nutritional Info' }));
    await waitFor(() => expect(toasts()).toEqual(['Nutritional information saved.']));
  });
});

describe('nutrition typed in this visit, then changed ingredients saved', () => {
  it('saves the ingredients first and the cook’s nutrition after them: not outdated', async () => {
    const user = userEvent.setup();
    const { server, panel, writes } = await renderEdit();
    await addIngredient(user);
    await typeNutrition(user, panel);
    await saveForm(user);

    expect(writes()).toEqual([
      'PUT /api/recipes/r-1/nutrition',
      'PATCH /api/recipes/r-1',
      'PUT /api/recipes/r-1/ingredients',
      'PUT /api/recipes/r-1/nutrition',
    ]);
    expect(server.calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({
      nutritional_info: { calories: 410 },
      ai_estimated: false,
    });
    expect(server.stored()).toMatchObject({
      nutritional_info: { calories: 410 },
      nutrition_outdated: false,
    });
  });

  it('leaves it for the server to flag when the ingredients changed after it was saved', async () => {
    const user = userEvent.setup();
    const { server, panel, writes } = await renderEdit();
    await typeNutrition(user, panel);
    await addIngredient(user);
    await saveForm(user);

    expect(writes()).toEqual([
      'PUT /api/recipes/r-1/nutrition',
      'PATCH /api/recipes/r-1',
      'PUT /api/recipes/r-1/ingredients',
    ]);
    expect(server.stored().nutrition_outdated).toBe(true);
  });
});

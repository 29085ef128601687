import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NutritionEstimateResponse, Recipe } from '@mise/core';
import { json, makeRecipe } from '../../../test-utils/recipe-fixtures';
import { renderEditPage, resetAfterEachTest } from './form-page-fixtures';

/** The edit form's nutrition panel says what the recipe page says (issue 10 §3). */
const estimateBody: NutritionEstimateResponse = {
  nutritional_info: { calories: 212.4, protein: 6.26 },
  source: 'usda',
  servings: 4,
  ingredients: [],
  unmatched: [],
  incomplete_nutrients: [],
};

/** The server recalculates an automatic estimate when servings change (recipes.service.ts). */
async function renderEdit(recipe: Recipe, hash = '') {
  const server = renderEditPage(recipe, {
    hash,
    routes: ({ save }) => ({
      'PATCH /api/recipes/r-1': ({ body }) =>
        save({ ...(body as Partial<Recipe>), nutritional_info: { calories: 205 } }),
      'POST /api/nutrition/estimate': () => json(200, estimateBody),
    }),
  });
  await screen.findByRole('button', { name: 'Save Changes' });
  return { server, panel: await screen.findByRole('region', { name: 'Nutritional Information' }) };
}

resetAfterEachTest();

describe('the edit form’s nutrition panel', () => {
  it('says an automatic estimate is one, and typed values are not', async () => {
    const { panel } = await renderEdit(
      makeRecipe({ nutritional_info: { calories: 410 }, ai_estimated: true }),
    );
    expect(panel).toHaveTextContent('per serving · estimated automatically');
  });

  it('flags outdated typed values; Recalculate, then Save, saves an estimate and clears it', async () => {
    const user = userEvent.setup();
    const { server, panel } = await renderEdit(
      makeRecipe({ nutritional_info: { calories: 861 }, nutrition_outdated: true }),
    );
    expect(panel).not.toHaveTextContent('estimated automatically');
    expect(panel).toHaveTextContent('Ingredients changed since these values were entered.');

    await user.click(within(panel).getByRole('button', { name: 'Recalculate' }));
    await waitFor(() => expect(within(panel).getByLabelText('Calories (kcal)')).toHaveValue(210));
    await user.click(within(panel).getByRole('button', { name: 'Save Nutritional Info' }));

    await waitFor(() =>
      expect(server.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { nutritional_info: { calories: 210, protein: 6 }, ai_estimated: true },
      ]),
    );
    await waitFor(() =>
      expect(panel).not.toHaveTextContent('Ingredients changed since these values were entered.'),
    );
    expect(panel).toHaveTextContent('per serving · estimated automatically');
  });

  it('saving other changes never sends the old numbers back over a recalculated estimate', async () => {
    const user = userEvent.setup();
    const { server } = await renderEdit(
      makeRecipe({ nutritional_info: { calories: 410 }, ai_estimated: true, servings: 4 }),
    );
    const servings = screen.getByLabelText('Servings', { exact: false });
    await user.clear(servings);
    await user.type(servings, '8');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(server.calls.some((c) => c.method === 'PATCH')).toBe(true));
    const writes = server.calls.filter((c) => c.method !== 'GET' && c.method !== 'POST');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual(['PATCH /api/recipes/r-1']);
    expect(writes[0]!.body).not.toHaveProperty('nutritional_info');
  });

  describe('opened from the recipe page’s Recalculate link (#nutrition)', () => {
    const scrollIntoView = vi.fn();
    beforeEach(() => {
      // jsdom does not scroll; the browser journey checks the real thing (recipe-forms.spec.ts).
      Element.prototype.scrollIntoView = scrollIntoView;
    });
    afterEach(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
      scrollIntoView.mockClear();
    });

    it('brings the panel into view with its Recalculate button focused', async () => {
      const { panel } = await renderEdit(
        makeRecipe({ nutritional_info: { calories: 861 }, nutrition_outdated: true }),
        '#nutrition',
      );
      expect(panel).toHaveAttribute('id', 'nutrition');
      await waitFor(() =>
        expect(within(panel).getByRole('button', { name: 'Recalculate' })).toHaveFocus(),
      );
      expect(scrollIntoView.mock.contexts).toEqual([panel]);
    });

    it('focuses the panel’s heading when there is nothing to recalculate', async () => {
      const { panel } = await renderEdit(
        makeRecipe({ nutritional_info: { calories: 410 } }),
        '#nutrition',
      );
      await waitFor(() =>
        expect(
          within(panel).getByRole('heading', { name: 'Nutritional Information' }),
        ).toHaveFocus(),
      );
    });

    it('leaves the focus alone when the editor is opened plainly', async () => {
      const { panel } = await renderEdit(
        makeRecipe({ nutritional_info: { calories: 861 }, nutrition_outdated: true }),
      );
      expect(within(panel).getByRole('button', { name: 'Recalculate' })).not.toHaveFocus();
      expect(scrollIntoView).not.toHaveBeenCalled();
    });
  });
});

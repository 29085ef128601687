import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recipeMessages } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { json, makeRecipe, notFoundBody } from '../../../test-utils/recipe-fixtures';
import { renderEditPage, resetAfterEachTest } from './form-page-fixtures';

resetAfterEachTest();

describe('RecipeEditPage', () => {
  it('shows a spinner, then the not-found state for a 404, with a link back', async () => {
    renderEditPage(makeRecipe(), {
      routes: () => ({ 'GET /api/recipes/r-1': () => json(404, notFoundBody) }),
    });
    expect(screen.getByText('Loading recipe')).toBeInTheDocument();
    expect(await screen.findByText(recipeMessages.notFoundOrNoPermission)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Recipe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('shows the not-found state for someone else’s recipe', async () => {
    renderEditPage(makeRecipe({ is_owner: false }));
    expect(await screen.findByText(recipeMessages.notFoundOrNoPermission)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Title/)).not.toBeInTheDocument();
  });

  it('says "Failed to fetch recipe" when loading fails', async () => {
    renderEditPage(makeRecipe(), {
      routes: () => ({
        'GET /api/recipes/r-1': () => json(500, { error: { code: 'INTERNAL', message: 'x' } }),
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch recipe');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the sections, the back link to the recipe and accessible tabs', async () => {
    const user = userEvent.setup();
    renderEditPage();
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Pancakes');
    expect(screen.getByRole('link', { name: 'Back to recipe' })).toHaveAttribute(
      'href',
      '/recipes/r-1',
    );
    for (const name of [
      'Recipe Information',
      'Recipe Details',
      'Nutritional Information',
      'Settings',
    ]) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
    // Diets of the edit form only, with the recipe's checked.
    expect(screen.getByLabelText('Vegetarian')).toBeChecked();
    expect(screen.queryByLabelText('Kosher')).not.toBeInTheDocument();

    const tabs = screen.getByRole('tablist', { name: 'Ingredients and preparation steps' });
    const ingredientsTab = within(tabs).getByRole('tab', { name: /Ingredients/ });
    const stepsTab = within(tabs).getByRole('tab', { name: /Preparation Steps/ });
    expect(ingredientsTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: /Ingredients/ })).toBeVisible();

    ingredientsTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(stepsTab).toHaveFocus();
    expect(stepsTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: /Preparation Steps/ })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(ingredientsTab).toHaveFocus();
  });

  it('requires the edit form’s fields (not the description: decision 0008)', async () => {
    const user = userEvent.setup();
    const { calls } = renderEditPage();
    await user.clear(await screen.findByLabelText(/^Prep time/));
    await user.clear(screen.getByLabelText(/^Servings/));
    await user.type(screen.getByLabelText(/^Servings/), '0');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Prep time is required')).toBeInTheDocument();
    expect(screen.getByText('Servings must be at least 1')).toBeInTheDocument();
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it('saves with PATCH, then only the lists that changed, and opens the recipe', async () => {
    const user = userEvent.setup();
    const { calls } = renderEditPage();
    const title = await screen.findByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Buttermilk Pancakes');
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
    // spec-1 §5: a new ingredient on the edit page starts at quantity '1', amount 1.
    expect(screen.getByLabelText('Quantity')).toHaveValue('1');
    await user.type(screen.getByLabelText(/^Name/), 'buttermilk');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/recipes/r-1'));
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PATCH /api/recipes/r-1',
      'PUT /api/recipes/r-1/ingredients',
    ]);
    expect(writes[0]!.body).toMatchObject({ title: 'Buttermilk Pancakes', servings: 4 });
    expect((writes[1]!.body as { ingredients: unknown[] }).ingredients).toEqual([
      {
        name: 'flour',
        quantity: '1/2',
        amount: 0.5,
        unit: 'cup',
        cost: 0,
        optional: false,
        notes: null,
      },
      {
        name: 'buttermilk',
        quantity: '1',
        amount: 1,
        unit: 'cup',
        cost: 0,
        optional: false,
        notes: null,
      },
    ]);
    expect(toastStore.getSnapshot().map((t) => t.message)).toContain('Recipe updated.');
  });

  it('saves nutrition at once from its panel', async () => {
    const user = userEvent.setup();
    const { calls } = renderEditPage();
    const panel = await screen.findByRole('region', { name: 'Nutritional Information' });
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText('Calories (kcal)'), '410');
    await user.click(screen.getByRole('button', { name: 'Save Nutritional Info' }));

    await waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => t.message)).toContain(
        'Nutritional information saved.',
      ),
    );
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { nutritional_info: { calories: 410 }, ai_estimated: false },
    ]);
    expect(within(panel).getByText('Nutritional information added')).toBeInTheDocument();
  });

  it('shows the server’s message when saving fails', async () => {
    const user = userEvent.setup();
    renderEditPage(makeRecipe(), {
      routes: () => ({
        'PATCH /api/recipes/r-1': () =>
          json(403, {
            error: { code: 'FORBIDDEN', message: 'Not authorized to update this recipe' },
          }),
      }),
    });
    await screen.findByLabelText(/^Title/);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not authorized to update this recipe',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/recipes/r-1/edit');
  });
});

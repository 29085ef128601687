import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recipeMessages } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import {
  fakeApi,
  json,
  makeIngredient,
  makeRecipe,
  makeStep,
  notFoundBody,
} from '../test-fixtures';
import { RecipeDetailPage } from './recipe-detail-page';

function renderDetail(id = 'r-1') {
  return renderWithRouter(<RecipeDetailPage />, {
    path: '/recipes/:id',
    initialEntry: `/recipes/${id}`,
    me: memberMe,
  });
}

const ingredientsList = () =>
  within(screen.getByRole('region', { name: 'Ingredients' })).getByRole('list');

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => toastStore.clear());
  vi.restoreAllMocks();
});

describe('RecipeDetailPage', () => {
  it('shows the recipe: title as h1 and document title, times, steps, nutrition per serving', async () => {
    fakeApi({
      'GET /api/recipes/r-1': () =>
        json(
          200,
          makeRecipe({
            nutritional_info: { calories: 350, protein: 9 },
            steps: [
              makeStep({ id: 's2', step_number: 2, instruction: 'Fry them.', time_required: 8 }),
              makeStep({ id: 's1', step_number: 1, instruction: 'Whisk.', tips: 'Rest 5 min.' }),
            ],
            equipment_needed: ['Skillet'],
            health_tags: ['Heart Health'],
          }),
        ),
    });
    renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: 'Pancakes' })).toBeInTheDocument();
    expect(document.title).toBe('Pancakes · Mise');
    expect(screen.getByText('Total time').nextSibling).toHaveTextContent('30 min');
    const steps = within(screen.getByRole('region', { name: 'Preparation Steps' })).getAllByRole(
      'listitem',
    );
    expect(steps[0]).toHaveTextContent('Step 1: Whisk.');
    expect(steps[0]).toHaveTextContent('Tip: Rest 5 min.');
    expect(steps[1]).toHaveTextContent('Step 2: Fry them.8 min');
    const nutrition = screen.getByRole('region', { name: 'Nutrition per serving' });
    expect(within(nutrition).getByText('Calories').nextSibling).toHaveTextContent('350 kcal');
    expect(screen.getByRole('region', { name: 'Equipment' })).toHaveTextContent('Skillet');
    expect(screen.getByRole('region', { name: 'Health Goals' })).toHaveTextContent('Heart Health');
  });

  it('hides nutrition when calories are not above 0', async () => {
    fakeApi({
      'GET /api/recipes/r-1': () => json(200, makeRecipe({ nutritional_info: { protein: 3 } })),
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Pancakes' });
    expect(screen.queryByRole('region', { name: 'Nutrition per serving' })).not.toBeInTheDocument();
  });

  it('scales every amount with the servings, in fractions', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/recipes/r-1': () =>
        json(
          200,
          makeRecipe({
            servings: 4,
            ingredients: [
              makeIngredient({ id: 'a', name: 'flour', quantity: '1/2', amount: 0.5, unit: 'cup' }),
              makeIngredient({ id: 'b', name: 'eggs', quantity: '3', amount: 3, unit: 'piece' }),
              makeIngredient({ id: 'c', name: 'salt', quantity: '', amount: 0, unit: 'to taste' }),
            ],
          }),
        ),
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Pancakes' });
    const servings = screen.getByLabelText('Servings');
    expect(servings).toHaveValue(4);
    expect(ingredientsList()).toHaveTextContent('1/2 cupflour');

    for (let i = 0; i < 4; i++)
      await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(servings).toHaveValue(8);
    const lines = within(ingredientsList()).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('1 cupflour');
    expect(lines[1]).toHaveTextContent('6 pieceeggs');
    expect(lines[2]).toHaveTextContent('salt, to taste');

    await user.clear(servings);
    await user.type(servings, '6');
    expect(lines[0]).toHaveTextContent('3/4 cupflour');
    expect(lines[1]).toHaveTextContent('4 1/2 pieceeggs');

    await user.click(screen.getByRole('button', { name: 'Reset to 4' }));
    expect(lines[0]).toHaveTextContent('1/2 cupflour');

    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    expect(servings).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
    expect(lines[0]).toHaveTextContent('1/8 cupflour');
  });

  it('offers Edit and Delete only to the owner', async () => {
    fakeApi({ 'GET /api/recipes/r-1': () => json(200, makeRecipe({ is_owner: false })) });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Pancakes' });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('deletes after confirmation, then goes to /recipes', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/recipes/r-1': () => json(200, makeRecipe()),
      'DELETE /api/recipes/r-1': () => new Response(null, { status: 204 }),
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Pancakes' });
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/recipes/r-1/edit');

    const deleteButton = screen.getByRole('button', { name: 'Delete' });
    await user.click(deleteButton);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this recipe?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    // Cancel closes it and gives focus back; nothing is deleted.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(deleteButton);
    await user.click(screen.getByRole('button', { name: 'Delete recipe' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/recipes'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/recipes/r-1',
    ]);
    expect(toastStore.getSnapshot().map((t) => t.message)).toContain('Recipe deleted.');
  });

  it('keeps the recipe and tells why when the delete is refused', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/recipes/r-1': () => json(200, makeRecipe()),
      'DELETE /api/recipes/r-1': () =>
        json(403, {
          error: { code: 'FORBIDDEN', message: 'Not authorized to delete this recipe' },
        }),
    });
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete recipe' }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => t.message)).toContain(
        'Not authorized to delete this recipe',
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pancakes' })).toBeInTheDocument();
  });

  it('shows the not-found state for a 404, with a link back to the recipes', async () => {
    fakeApi({ 'GET /api/recipes/nope': () => json(404, notFoundBody) });
    renderDetail('nope');
    expect(await screen.findByText(recipeMessages.notFoundOrNoPermission)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Recipe not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to recipes/ })[0]).toHaveAttribute(
      'href',
      '/recipes',
    );
  });

  it('shows an error with Retry when the recipe cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      'GET /api/recipes/r-1': () =>
        fail
          ? json(500, { error: { code: 'INTERNAL', message: 'Something broke.' } })
          : json(200, makeRecipe()),
    });
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pancakes' })).toBeInTheDocument();
  });

  it('describes the recipe as schema.org JSON-LD, with "<" escaped', async () => {
    fakeApi({
      'GET /api/recipes/r-1': () =>
        json(200, makeRecipe({ title: 'Cake </script><script>alert(1)</script>' })),
    });
    const { container } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: /^Cake/ });
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script).not.toBeNull();
    const text = script!.textContent ?? '';
    expect(text).not.toContain('<');
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Cake </script><script>alert(1)</script>',
      prepTime: 'PT10M',
      cookTime: 'PT20M',
      totalTime: 'PT30M',
      recipeYield: '4 servings',
      recipeIngredient: ['1/2 cup flour'],
      suitableForDiet: ['https://schema.org/VegetarianDiet'],
    });
  });
});

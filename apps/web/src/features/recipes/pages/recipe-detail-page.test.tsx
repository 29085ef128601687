import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recipeMessages } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { rememberCurrency } from '../../../lib/currency';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import {
  fakeApi,
  json,
  makeIngredient,
  makeRecipe,
  makeStep,
  notFoundBody,
} from '../../../test-utils/recipe-fixtures';
import { RecipeDetailPage, sourceHost } from './recipe-detail-page';

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
  rememberCurrency('USD');
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

  it('scales every amount with the servings, in kitchen measures', async () => {
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
              makeIngredient({ id: 'd', name: 'beef', quantity: '500', amount: 500, unit: 'oz' }),
            ],
          }),
        ),
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Pancakes' });
    const servings = screen.getByLabelText('Servings');
    expect(servings).toHaveValue('4');
    const lines = within(ingredientsList()).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('1/2 cupflour');
    expect(lines[1]).toHaveTextContent(/^3eggs$/);

    for (let i = 0; i < 12; i++)
      await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(servings).toHaveValue('16');
    expect(lines[0]).toHaveTextContent('2 cupsflour');
    expect(lines[1]).toHaveTextContent(/^12eggs$/);
    expect(lines[2]).toHaveTextContent(/^salt, to taste$/);
    // 2000 oz reads as pounds.
    expect(lines[3]).toHaveTextContent(/^125 lbbeef$/);

    await user.clear(servings);
    await user.type(servings, '6');
    expect(lines[0]).toHaveTextContent('3/4 cupflour');
    // Counted things in whole numbers or halves.
    expect(lines[1]).toHaveTextContent(/^4 1\/2eggs$/);

    await user.click(screen.getByRole('button', { name: 'Reset to 4' }));
    expect(lines[0]).toHaveTextContent('1/2 cupflour');

    for (let i = 0; i < 3; i++)
      await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    expect(servings).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
    // An eighth of a cup is written as spoons, and no quarter egg.
    expect(lines[0]).toHaveTextContent('2 tbspflour');
    expect(lines[1]).toHaveTextContent(/^1eggs$/);
  });

  // [typed, the servings the amounts stay at: the last valid number on the way ('100' in '1001')]
  it.each<[string, number]>([
    ['0', 5],
    ['-1', 5],
    ['abc', 5],
    ['1001', 100],
    ['2.5', 2],
  ])(
    'refuses %j servings next to the field, keeping the text and the amounts',
    async (typed, shownFor) => {
      const user = userEvent.setup();
      fakeApi({
        'GET /api/recipes/r-1': () =>
          json(200, makeRecipe({ servings: 4, ingredients: [makeIngredient({ unit: 'cup' })] })),
      });
      renderDetail();
      await screen.findByRole('heading', { level: 1, name: 'Pancakes' });
      const servings = screen.getByLabelText('Servings');
      await user.click(screen.getByRole('button', { name: 'More servings' }));

      await user.clear(servings);
      await user.type(servings, typed);
      await user.tab();

      expect(servings).toHaveValue(typed);
      expect(servings).toHaveAttribute('aria-invalid', 'true');
      expect(servings).toHaveAccessibleDescription(
        `Servings must be a whole number from 1 to 1000. Amounts are shown for ${shownFor}.`,
      );
      expect(screen.getByText(`For ${shownFor} servings`)).toBeInTheDocument();

      // A valid number clears the error.
      await user.clear(servings);
      await user.type(servings, '8');
      expect(servings).not.toHaveAttribute('aria-invalid');
      expect(servings).not.toHaveAccessibleDescription();
      expect(ingredientsList()).toHaveTextContent('1 cupflour');
    },
  );

  it('reads amounts like a cookbook: plural units, no "piece", the words of a line without an amount', async () => {
    fakeApi({
      'GET /api/recipes/r-1': () =>
        json(
          200,
          makeRecipe({
            ingredients: [
              makeIngredient({
                id: 'a',
                name: 'egg yolks',
                quantity: '4',
                amount: 4,
                unit: 'piece',
              }),
              makeIngredient({ id: 'b', name: 'garlic', quantity: '2', amount: 2, unit: 'clove' }),
              makeIngredient({
                id: 'c',
                name: 'flour',
                quantity: '1 1/2',
                amount: 1.5,
                unit: 'cup',
              }),
              makeIngredient({
                id: 'd',
                name: 'a handful of fresh basil leaves',
                quantity: '',
                amount: 0,
                unit: 'piece',
              }),
            ],
          }),
        ),
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Pancakes' });
    const lines = within(ingredientsList())
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      '4egg yolks',
      '2 clovesgarlic',
      '1 1/2 cupsflour',
      'a handful of fresh basil leaves',
    ]);
  });

  it('writes times as "6 h" and "1 h 30 min", and leaves out the ones a recipe has not', async () => {
    fakeApi({
      'GET /api/recipes/r-1': () =>
        json(
          200,
          makeRecipe({
            prep_time: 90,
            cook_time: 270,
            steps: [
              makeStep({ id: 's1', step_number: 1, instruction: 'Marinate.', time_required: 360 }),
              makeStep({ id: 's2', step_number: 2, instruction: 'Serve.', time_required: null }),
              makeStep({ id: 's3', step_number: 3, instruction: 'Rest.', time_required: 0 }),
            ],
          }),
        ),
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Pancakes' });
    expect(screen.getByText('Prep time').nextSibling).toHaveTextContent(/^1 h 30 min$/);
    expect(screen.getByText('Cook time').nextSibling).toHaveTextContent(/^4 h 30 min$/);
    expect(screen.getByText('Total time').nextSibling).toHaveTextContent(/^6 h$/);
    const steps = within(screen.getByRole('region', { name: 'Preparation Steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Step 1: Marinate.6 h',
      '2Step 2: Serve.',
      '3Step 3: Rest.',
    ]);
  });

  it('shows no "0 min" for a recipe without times, and no "Other" chip', async () => {
    fakeApi({
      'GET /api/recipes/r-1': () =>
        json(200, makeRecipe({ prep_time: 0, cook_time: 0, meal_type: 'other' })),
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Pancakes' });
    expect(screen.queryByText('Total time')).not.toBeInTheDocument();
    expect(screen.queryByText('Prep time')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\b0 min\b/);
    expect(screen.queryByText('Other')).not.toBeInTheDocument();
  });

  it('shows costs in the install’s currency, matching the stored total and scaled from it', async () => {
    const user = userEvent.setup();
    rememberCurrency('EUR');
    fakeApi({
      'GET /api/recipes/r-1': () =>
        json(200, makeRecipe({ servings: 3, total_cost: 10, cost_per_serving: 3.33 })),
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Pancakes' });
    expect(screen.getByText('Cost per serving').nextSibling).toHaveTextContent('€3.33');
    // The stored total, not 3 × 3.33 = 9.99.
    expect(screen.getByText('Cost for 3 servings').nextSibling).toHaveTextContent('€10.00');
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(screen.getByText('Cost for 4 servings').nextSibling).toHaveTextContent('€13.33');
  });

  it('marks a private recipe, and keeps every landmark at the top level', async () => {
    fakeApi({ 'GET /api/recipes/r-1': () => json(200, makeRecipe({ is_public: false })) });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Pancakes' });
    expect(screen.getByText('Private')).toBeInTheDocument();
    // The facts box was an <aside> (a complementary landmark) inside <main>.
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('has no Private badge on a public recipe', async () => {
    fakeApi({ 'GET /api/recipes/r-1': () => json(200, makeRecipe({ is_public: true })) });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Pancakes' });
    expect(screen.queryByText('Private')).not.toBeInTheDocument();
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

describe('the source of an imported recipe', () => {
  it('shows "Source: <host>" as a link that passes no rights to the page', async () => {
    fakeApi({
      'GET /api/recipes/r-1': () =>
        json(200, makeRecipe({ source_url: 'https://www.fake-kitchen.test/pancakes?ref=1' })),
    });
    renderDetail();
    const link = await screen.findByRole('link', { name: /^www\.fake-kitchen\.test/ });
    expect(link).toHaveAttribute('href', 'https://www.fake-kitchen.test/pancakes?ref=1');
    expect(link).toHaveAttribute('rel', 'noopener nofollow ugc');
    expect(link.closest('p')).toHaveTextContent(/^Source:/);
  });

  it('shows nothing for a recipe typed in, or an address that is not http(s)', async () => {
    fakeApi({ 'GET /api/recipes/r-1': () => json(200, makeRecipe({ source_url: null })) });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pancakes' })).toBeInTheDocument();
    expect(screen.queryByText(/^Source:/)).not.toBeInTheDocument();
    expect(sourceHost('javascript:alert(1)')).toBeNull();
    expect(sourceHost('http://')).toBeNull();
    expect(sourceHost('http://127.0.0.1:4465/x')).toBe('127.0.0.1:4465');
  });
});

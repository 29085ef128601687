import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RECIPE_TEMPLATE_STORAGE_KEY, type RecipeCreate } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { json } from '../../../test-utils/recipe-fixtures';
import { renderCreatePage, resetAfterEachTest } from './form-page-fixtures';

const toasts = () => toastStore.getSnapshot().map((t) => t.message);

resetAfterEachTest();

describe('RecipeCreatePage', () => {
  it('marks required inputs with a hidden asterisk and refuses an empty title', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreatePage();

    const title = screen.getByLabelText(/^Title/);
    expect(title).toHaveAttribute('aria-required', 'true');
    const asterisk = title.closest('div')!.querySelector('label span');
    expect(asterisk).toHaveTextContent('*');
    expect(asterisk).toHaveAttribute('aria-hidden', 'true');

    await user.click(screen.getByRole('button', { name: 'Create Recipe' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('requires a name on every ingredient and an instruction on every step', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreatePage();
    await user.type(screen.getByLabelText(/^Title/), 'Soup');
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
    await user.click(await screen.findByRole('button', { name: 'Add step' }));

    await user.click(screen.getByRole('button', { name: 'Create Recipe' }));

    expect(await screen.findByText('Ingredient name is required')).toBeInTheDocument();
    expect(screen.getByText('Instruction is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('posts the recipe (equipment trimmed, blanks dropped) and opens it', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreatePage();

    await user.type(screen.getByLabelText(/^Title/), '  Tomato soup ');
    await user.type(screen.getByLabelText('Description'), 'Warming.');
    await user.clear(screen.getByLabelText(/^Servings/));
    await user.type(screen.getByLabelText(/^Servings/), '2');
    await user.type(screen.getByLabelText('Quick add'), '2 tablespoons olive oil{Enter}');
    await user.type(screen.getByLabelText('Quick add'), '1/2 cup cream{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Add step' }));
    await user.type(screen.getByLabelText(/^Instruction/), 'Simmer.');

    const equipment = await screen.findByRole('group', { name: 'Equipment' });
    await user.click(within(equipment).getByRole('button', { name: 'Add equipment' }));
    await user.type(screen.getByLabelText('Equipment item 1'), '  Pot  ');
    await user.click(within(equipment).getByRole('button', { name: 'Add equipment' }));
    await user.type(screen.getByLabelText('Equipment item 2'), '   ');
    await user.click(within(equipment).getByRole('button', { name: 'Add equipment' }));
    await user.type(screen.getByLabelText('Equipment item 3'), 'Blender');

    await user.click(await screen.findByRole('button', { name: 'Heart Health', pressed: false }));
    await user.click(await screen.findByLabelText('Make public'));
    await user.click(screen.getByLabelText('Vegan'));

    await user.click(screen.getByRole('button', { name: 'Create Recipe' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/recipes/new-1'));
    const post = calls.find((c) => c.method === 'POST');
    const body = post?.body as RecipeCreate;
    expect(body).toMatchObject({
      title: 'Tomato soup',
      description: 'Warming.',
      servings: 2,
      prep_time: 0,
      cook_time: 0,
      complexity: 'medium',
      equipment_needed: ['Pot', 'Blender'],
      special_ingredients: [],
      health_tags: ['Heart Health'],
      dietary_restrictions: ['vegan'],
      is_public: true,
      is_community: false,
      nutritional_info: null,
      steps: [{ step_number: 1, instruction: 'Simmer.', time_required: 0, tips: null }],
    });
    expect(body.ingredients).toEqual([
      {
        name: 'olive oil',
        quantity: '2',
        amount: 2,
        unit: 'tbsp',
        cost: 0,
        optional: false,
        notes: null,
      },
      {
        name: 'cream',
        quantity: '1/2',
        amount: 0.5,
        unit: 'cup',
        cost: 0,
        optional: false,
        notes: null,
      },
    ]);
    expect(toasts()).toContain('Recipe created.');
  });

  it('shows the server’s refusal in an alert', async () => {
    const user = userEvent.setup();
    renderCreatePage('/recipes/create', {
      'POST /api/recipes': () =>
        json(401, {
          error: {
            code: 'UNAUTHENTICATED',
            message: 'User must be authenticated to create a recipe',
          },
        }),
    });
    await user.type(screen.getByLabelText(/^Title/), 'Soup');
    await user.click(screen.getByRole('button', { name: 'Create Recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'User must be authenticated to create a recipe',
    );
  });

  it('opens the template draft with " (My Version)" added once', async () => {
    sessionStorage.setItem(
      RECIPE_TEMPLATE_STORAGE_KEY,
      JSON.stringify({
        title: 'Shakshuka',
        description: 'Eggs in spiced tomato sauce.',
        servings: 2,
        ingredients: [{ name: 'eggs', quantity: '4', amount: 4, unit: 'piece' }],
        steps: [{ instruction: 'Simmer the sauce.' }],
      }),
    );
    renderCreatePage('/recipes/create?template=true');

    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Shakshuka (My Version)');
    expect(screen.getByLabelText(/^Servings/)).toHaveValue(2);
    expect(screen.getByRole('button', { name: '4 eggs' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /^Step 1Simmer the sauce\./ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toEqual([]));
  });

  it('does not add the suffix twice', async () => {
    sessionStorage.setItem(
      RECIPE_TEMPLATE_STORAGE_KEY,
      JSON.stringify({ title: 'Shakshuka (My Version)' }),
    );
    renderCreatePage('/recipes/create?template=true');
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Shakshuka (My Version)');
  });

  it('falls back to an empty form with a toast when the draft is missing or invalid', async () => {
    sessionStorage.setItem(RECIPE_TEMPLATE_STORAGE_KEY, '{"title": 42');
    renderCreatePage('/recipes/create?template=true');

    expect(await screen.findByLabelText(/^Title/)).toHaveValue('');
    expect(screen.getByLabelText(/^Servings/)).toHaveValue(4);
    await waitFor(() => expect(toasts()).toEqual(['Failed to prepare recipe template']));
  });
});

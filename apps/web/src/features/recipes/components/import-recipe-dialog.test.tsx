import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  imageMessages,
  recipeImportMessages,
  type RecipeCreate,
  type RecipeDraft,
  type StoredImage,
} from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { json } from '../../../test-utils/recipe-fixtures';
import { renderCreatePage, resetAfterEachTest } from '../pages/form-page-fixtures';

resetAfterEachTest();

const draft: RecipeDraft = {
  title: 'Lemon Herb Chicken Traybake',
  description: 'Chicken thighs roasted with lemon.',
  image_url: 'https://img.fake-kitchen.test/traybake.jpg',
  servings: 6,
  prep_time: 15,
  cook_time: null,
  ingredients: [
    { name: 'chicken thighs', quantity: '8', amount: 8, unit: '', notes: '' },
    { name: 'olive oil', quantity: '2', amount: 2, unit: 'tbsp', notes: '' },
  ],
  steps: [{ instruction: 'Heat the oven.' }, { instruction: 'Roast for 45 minutes.' }],
  nutritional_info: { calories: 420 },
  source_url: 'https://fake-kitchen.test/traybake',
};

const stored: StoredImage = {
  url: '/uploads/images/1767225600000-abcdefghij234567.webp',
  path: 'images/1767225600000-abcdefghij234567.webp',
  thumb_url: '/uploads/images/1767225600000-abcdefghij234567-thumb.webp',
  width: 48,
  height: 32,
  content_type: 'image/webp',
};

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Import' }));
  return screen.findByRole('dialog', { name: 'Import a recipe' });
};

describe('Import on the create page', () => {
  it('imports from a URL: the form is filled, the toast says so, saving copies the picture and sends the source', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreatePage('/recipes/create', {
      'POST /api/recipes/import': () => json(200, { draft }),
      'POST /api/images/from-url': () => json(201, stored),
    });
    const dialog = await openDialog(user);
    const address = within(dialog).getByLabelText('Recipe web address');
    expect(address).toHaveFocus();
    await user.type(address, 'https://fake-kitchen.test/traybake');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === '/api/recipes/import')?.body).toEqual({
      url: 'https://fake-kitchen.test/traybake',
    });
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Lemon Herb Chicken Traybake');
    expect(screen.getByLabelText(/^Servings/)).toHaveValue(6);
    expect(screen.getByLabelText(/^Prep Time/i)).toHaveValue(15);
    // The page gave no cook time: the form's default stays.
    expect(screen.getByLabelText(/^Cook Time/i)).toHaveValue(0);
    expect(toastStore.getSnapshot().map((t) => t.message)).toContain(recipeImportMessages.imported);

    await user.click(screen.getByRole('button', { name: 'Create Recipe' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/recipes/new-1'));
    const body = calls.find((c) => c.path === '/api/recipes' && c.method === 'POST')
      ?.body as RecipeCreate;
    expect(calls.find((c) => c.path === '/api/images/from-url')?.body).toEqual({
      url: 'https://img.fake-kitchen.test/traybake.jpg',
    });
    expect(body).toMatchObject({
      title: 'Lemon Herb Chicken Traybake',
      image_url: stored.url,
      servings: 6,
      prep_time: 15,
      cook_time: 0,
      source_url: 'https://fake-kitchen.test/traybake',
      nutritional_info: { calories: 420 },
      steps: [
        { instruction: 'Heat the oven.', step_number: 1 },
        { instruction: 'Roast for 45 minutes.', step_number: 2 },
      ],
    });
    expect(body.ingredients?.map((i) => [i.quantity, i.unit, i.name])).toEqual([
      ['8', expect.any(String), 'chicken thighs'],
      ['2', 'tbsp', 'olive oil'],
    ]);
  });

  it('keeps the picture’s address when copying it fails, and says so', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreatePage('/recipes/create', {
      'POST /api/recipes/import': () => json(200, { draft }),
      'POST /api/images/from-url': () =>
        json(502, { error: { code: 'UPSTREAM_FAILED', message: imageMessages.copyFailed } }),
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Recipe web address'), 'https://x.test/a');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Create Recipe' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/recipes/new-1'));
    const body = calls.find((c) => c.path === '/api/recipes' && c.method === 'POST')
      ?.body as RecipeCreate;
    expect(body.image_url).toBe('https://img.fake-kitchen.test/traybake.jpg');
    expect(toastStore.getSnapshot().map((t) => t.message)).toContain(imageMessages.copyFailed);
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    const user = userEvent.setup();
    renderCreatePage('/recipes/create', {
      'POST /api/recipes/import': () =>
        json(422, { error: { code: 'UNPROCESSABLE', message: recipeImportMessages.noRecipe } }),
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Recipe web address'), 'https://x.test/a');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      recipeImportMessages.noRecipe,
    );
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
  });

  it('checks the address before asking the server', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreatePage();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      recipeImportMessages.urlOrText,
    );
    await user.type(within(dialog).getByLabelText('Recipe web address'), 'ftp://x.test');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(recipeImportMessages.urlInvalid);
    expect(calls.some((c) => c.path === '/api/recipes/import')).toBe(false);
  });

  it('imports pasted text from the second tab, reached by keyboard', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreatePage('/recipes/create', {
      'POST /api/recipes/import': () =>
        json(200, { draft: { ...draft, title: 'Pasted Toast', source_url: null } }),
    });
    const dialog = await openDialog(user);
    within(dialog).getByRole('tab', { name: 'URL' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Paste text' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.type(within(dialog).getByLabelText('Recipe text'), 'Toast{Enter}2 slices bread');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue('Pasted Toast'));
    expect(calls.find((c) => c.path === '/api/recipes/import')?.body).toEqual({
      text: 'Toast\n2 slices bread',
    });
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECIPE_TEMPLATE_STORAGE_KEY } from '@mise/core';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { json, makeCategory, makeMeal, savedRecipe } from '../test-fixtures';
import { InspirationSection } from './inspiration-section';

const location = () => screen.getByTestId('location').textContent;
const tatin = makeMeal();

function serve(extra: Record<string, () => Response> = {}) {
  const routes: Record<string, () => Response> = {
    'GET /api/inspiration/random': () => json({ items: [tatin] }),
    'GET /api/inspiration/categories': () => json({ items: [makeCategory('Dessert')] }),
    ...extra,
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(typeof input === 'string' ? input : (input as Request).url, 'http://x');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return Promise.resolve(handler ? handler() : json({}, 404));
  });
}

afterEach(() => vi.restoreAllMocks());

async function openView(me: typeof memberMe | null) {
  const user = userEvent.setup();
  renderWithRouter(<InspirationSection />, { me });
  // Generous waits: the dialog's chunk is imported on first use, slow on a busy machine.
  const view = await screen.findByRole('button', { name: 'View: Tarte Tatin' }, { timeout: 5000 });
  await user.click(view);
  const dialog = await screen.findByRole('dialog', { name: 'Tarte Tatin' }, { timeout: 5000 });
  return { user, view, dialog };
}

describe('an inspiration’s detail dialog', () => {
  it('shows the artwork, description, ingredients and numbered steps', async () => {
    serve();
    const { dialog } = await openView(null);
    expect(dialog).toHaveAccessibleDescription('Dessert · French · 45 min');
    expect(within(dialog).getByText(tatin.description)).toBeInTheDocument();
    expect(dialog.querySelector('img')).toHaveAttribute('src', tatin.image_url);
    const [ingredients, steps] = within(dialog).getAllByRole('list');
    expect(
      within(ingredients!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['6 Apples', '1 cup Sugar']);
    // Numbered in the meal's order, whatever order they came in.
    expect(steps!.tagName).toBe('OL');
    expect(
      within(steps!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Cook the sugar to a caramel with the apples.',
      'Lay the pastry over the apples and bake.',
    ]);
  });

  it('keeps focus inside and returns it to View when closed', async () => {
    serve();
    const { user, view, dialog } = await openView(null);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view).toHaveFocus();
  });

  it('sends a guest to sign in from its Customize and Save', async () => {
    serve();
    const { user, dialog } = await openView(null);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(location()).toBe('/login');
    expect(sessionStorage.getItem(RECIPE_TEMPLATE_STORAGE_KEY)).toBeNull();
  });

  it('Customize from the dialog opens the create form with the draft', async () => {
    serve();
    const { user, dialog } = await openView(memberMe);
    await user.click(within(dialog).getByRole('button', { name: 'Customize' }));
    expect(location()).toBe('/recipes/create?template=true');
    expect(sessionStorage.getItem(RECIPE_TEMPLATE_STORAGE_KEY)).toContain('"title":"Tarte Tatin"');
  });

  it('Save from the dialog closes it and asks whether to view the recipe', async () => {
    serve({
      'POST /api/inspiration/mise-tarte-tatin/save': () =>
        json(savedRecipe('r-9', 'Tarte Tatin (Saved)'), 201),
    });
    const { user, dialog } = await openView(memberMe);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Recipe saved! Would you like to view it now?',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(confirm).toHaveTextContent('“Tarte Tatin (Saved)” is in your recipes.');
    await user.click(within(confirm).getByRole('button', { name: 'View recipe' }));
    expect(location()).toBe('/recipes/r-9');
  });
});

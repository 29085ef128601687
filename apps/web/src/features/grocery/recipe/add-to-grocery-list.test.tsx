import type { Me } from '@mise/core';
import { groceryMessages } from '@mise/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../components/ui/toast-store';
import { fakeApi, json, makeRecipe } from '../../../test-utils/recipe-fixtures';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { groceryKeys } from '../api';
import { makeItem, pancakes } from '../test-fixtures';
import { AddToGroceryList, addedText } from './add-to-grocery-list';

const recipe = makeRecipe({ id: pancakes.recipe_id, title: 'Pancakes', servings: 4 });
const toasts = () => toastStore.getSnapshot().map((t) => t.message);

const render = (me: Me | null = memberMe) =>
  renderWithRouter(<AddToGroceryList recipe={recipe} servings={6} />, {
    path: '/recipes/:id',
    initialEntry: `/recipes/${recipe.id}?tab=ingredients`,
    me,
  });

beforeEach(() => act(() => toastStore.clear()));
afterEach(() => {
  vi.restoreAllMocks();
  act(() => toastStore.clear());
});

describe('addedText', () => {
  it.each([
    [3, 0, '3 new items.'],
    [1, 0, '1 new item.'],
    [2, 1, '2 new items, 1 item added to what was already on your list.'],
    [0, 4, '4 items added to what was already on your list.'],
    [0, 0, 'Nothing new to add: this recipe lists no ingredients.'],
  ])('%i added, %i merged → %s', (added, merged, text) => {
    expect(addedText({ added, merged })).toBe(text);
  });
});

describe('AddToGroceryList', () => {
  it('sends a guest to sign in and back to this recipe', async () => {
    const api = fakeApi({});
    render(null);
    const link = screen.getByRole('link', { name: 'Add to grocery list' });
    expect(link).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/recipes/${recipe.id}?tab=ingredients`)}`,
    );
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\?redirect=/);
    expect(api.calls).toHaveLength(0);
  });

  it('adds the recipe at the servings shown, says what it added, and links to the list', async () => {
    const items = [makeItem({ name: 'flour', sources: [pancakes] })];
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({
      'POST /api/grocery-list/from-recipes': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { queryClient } = render();
    const button = screen.getByRole('button', { name: 'Add to grocery list' });
    await userEvent.click(button);

    // Busy while the server works: a second click adds nothing twice.
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ recipes: [{ recipe_id: recipe.id, servings: 6 }] });

    act(() => answer(json(201, { items, added: 3, merged: 2 })));
    await waitFor(() =>
      expect(toasts()).toEqual([
        `${groceryMessages.addedFromRecipe('Pancakes')}: 3 new items, 2 items added to what was already on your list.`,
      ]),
    );
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(screen.getByRole('link', { name: 'View list' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/grocery-list');
    // The answer is the whole list: the list page opens on it without waiting.
    expect(queryClient.getQueryData(groceryKeys.list)).toEqual(items);
  });

  it('says so when the add fails', async () => {
    fakeApi({
      'POST /api/grocery-list/from-recipes': () =>
        json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } }),
    });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Add to grocery list' }));
    await waitFor(() => expect(toasts()).toEqual([groceryMessages.addFailed]));
    expect(screen.queryByRole('link', { name: 'View list' })).toBeNull();
  });
});

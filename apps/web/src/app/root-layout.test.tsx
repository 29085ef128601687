import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKING_STARTED_EVENT } from '../features/cooking/cooking-signal';
import { ACTIVE_RECIPE_KEY, cookingStore } from '../features/cooking/cooking-store';
import { recipeWithSteps, resetCookingStore } from '../features/cooking/dock/dock-test-utils';
import { fakeApi, json } from '../test-utils/recipe-fixtures';
import { createTestQueryClient } from '../test-utils/render';
import { RootLayout } from './root-layout';

// The frame loads the cooking dock only when a recipe is being cooked. The test shows it through
// what renders: a store with a recipe in mini mode shows no floating button until the frame has
// reason to load the dock.

const soup = recipeWithSteps('soup', 3, 'Leek soup');

function renderFrame(initialEntry = '/recipes') {
  const router = createMemoryRouter(
    [{ element: <RootLayout />, children: [{ path: '*', element: <h1>A page</h1> }] }],
    { initialEntries: [initialEntry] },
  );
  return render(
    <QueryClientProvider client={createTestQueryClient(null)}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const showButton = () => screen.findByRole('button', { name: 'Hide cooking panel' });

beforeEach(() => {
  resetCookingStore();
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('unexpected fetch'));
});
afterEach(() => {
  vi.restoreAllMocks();
  resetCookingStore();
});

describe('the cooking dock in the frame', () => {
  it('is not loaded while nothing is being cooked, and is once a cook starts', async () => {
    renderFrame();
    expect(await screen.findByRole('heading', { name: 'A page' })).toBeInTheDocument();
    // The store has a recipe in the panel, but nothing told the frame: no dock, no button.
    act(() => cookingStore.getState().startMini(soup));
    localStorage.removeItem(ACTIVE_RECIPE_KEY);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^(Show|Hide) cooking panel$/ })).toBeNull();

    act(() => {
      window.dispatchEvent(new Event(COOKING_STARTED_EVENT));
    });
    expect(await showButton()).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cooking: Leek soup' })).toBeInTheDocument();
  });

  it('loads it at start when a recipe id is stored, and restores the recipe', async () => {
    localStorage.setItem(ACTIVE_RECIPE_KEY, 'soup');
    fakeApi({ 'GET /api/recipes/soup': () => json(200, soup) });
    renderFrame();
    expect(await showButton()).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cooking: Leek soup' })).toBeInTheDocument();
    // At the end of the frame, after the footer: the room kept for the dock follows everything.
    const footer = screen.getByRole('contentinfo');
    const spacer = document.querySelector('[data-cooking-dock-spacer]');
    expect(spacer).not.toBeNull();
    expect(footer.compareDocumentPosition(spacer!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('stays mounted but shows nothing on a cooking page', async () => {
    localStorage.setItem(ACTIVE_RECIPE_KEY, 'soup');
    fakeApi({ 'GET /api/recipes/soup': () => json(200, soup) });
    renderFrame('/cooking/soup');
    // The dock restored the recipe (it is mounted), yet neither button nor panel shows here.
    await vi.waitFor(() => expect(cookingStore.getState().currentRecipe).toEqual(soup));
    expect(screen.queryByRole('button', { name: /^(Show|Hide) cooking panel$/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Cooking: Leek soup' })).toBeNull();
  });
});

import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '../../../test-utils/render';
import { fakeApi, json, notFoundBody } from '../../../test-utils/recipe-fixtures';
import { ACTIVE_RECIPE_KEY, cookingStore } from '../cooking-store';
import { beginCooking } from '../session';
import { CookingDock } from './cooking-dock';
import { recipeWithSteps, resetCookingStore } from './dock-test-utils';

// The dock as the frame mounts it: beside every page, with the app's store, the real session
// functions and the API faked at `fetch`.

const soup = recipeWithSteps('soup', 5, 'Leek soup');

/** The frame in small: a page with a button of its own, the dock, and where the router is. */
function renderDock(initialEntry = '/recipes', announce = vi.fn(), strict = false) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <main id="main" tabIndex={-1}>
              <Outlet />
            </main>
            <CookingDock announce={announce} />
            <LocationProbe />
          </>
        ),
        children: [
          {
            path: '*',
            element: (
              <>
                <h1>A page</h1>
                <button type="button">Save</button>
                <Link to="/cooking/soup">Cook it</Link>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  const app = <RouterProvider router={router} />;
  return { ...render(strict ? <StrictMode>{app}</StrictMode> : app), router, announce };
}

const floatingButton = () => screen.getByRole('button', { name: /^(Show|Hide) cooking panel$/ });
const panel = () => screen.queryByRole('region', { name: 'Cooking: Leek soup' });
const spacer = () => document.querySelector('[data-cooking-dock-spacer]');
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  resetCookingStore();
  // Any request a test did not expect fails loudly.
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('unexpected fetch'));
});
afterEach(() => {
  vi.restoreAllMocks();
  resetCookingStore();
});

describe('the mini panel and its button', () => {
  it('shows where the cook is: the step, done / total and a progress bar', () => {
    act(() => {
      beginCooking(soup, 'mini');
    });
    act(() => {
      cookingStore.getState().toggleStep('soup-s1');
      cookingStore.getState().toggleStep('soup-s2');
      cookingStore.getState().goToStep(2);
    });
    renderDock();
    const region = panel()!;
    expect(within(region).getByRole('link', { name: 'Leek soup' })).toHaveAttribute(
      'href',
      '/recipes/soup',
    );
    expect(region).toHaveTextContent('Step 3 of 5');
    expect(within(region).getByText('Step 3 of Leek soup.')).toHaveClass('line-clamp-2');
    expect(within(region).getByText('2 / 5 steps')).toBeInTheDocument();
    const bar = within(region).getByRole('progressbar', { name: 'Steps done' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(floatingButton()).toHaveAccessibleName('Hide cooking panel');
    expect(floatingButton()).toHaveAttribute('aria-expanded', 'true');
    expect(floatingButton()).toHaveAttribute('aria-controls', region.id);
    expect(screen.getByTestId('cooking-badge')).toHaveTextContent('2/5');
  });

  it("lists the running timers, this recipe's and others'", () => {
    act(() => {
      cookingStore.setState({ recipes: [recipeWithSteps('cake', 2, 'Lemon cake')] });
      beginCooking(soup, 'mini');
      cookingStore.getState().startTimer({ label: 'Simmer', seconds: 600, recipe_id: 'soup' });
      cookingStore.getState().startTimer({ label: 'Bake', seconds: 900, recipe_id: 'cake' });
    });
    renderDock();
    const timers = within(panel()!).getByRole('list', { name: 'Timers' });
    expect(
      within(timers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Simmer(?! ·)/),
      expect.stringMatching(/^Bake · Lemon cake/),
    ]);
  });

  it('Expand goes to the full page and turns mini mode off', async () => {
    const user = userEvent.setup();
    act(() => {
      beginCooking(soup, 'mini');
    });
    renderDock();
    await user.click(screen.getByRole('button', { name: 'Expand to full cooking mode' }));
    expect(location()).toBe('/cooking/soup?fromMiniMode=true');
    expect(cookingStore.getState().isMiniMode).toBe(false);
    // The cooking page shows it all: no panel, no button, no room kept for them.
    expect(panel()).toBeNull();
    expect(
      screen.queryByRole('button', { name: /^(Show|Hide) cooking panel$/ }),
    ).not.toBeInTheDocument();
    expect(spacer()).toBeNull();
  });

  it('Close hides the panel and gives focus to the button, which shows it again', async () => {
    const user = userEvent.setup();
    act(() => {
      beginCooking(soup, 'mini');
    });
    renderDock();
    await user.click(screen.getByRole('button', { name: 'Close cooking panel' }));
    expect(panel()).toBeNull();
    expect(cookingStore.getState().currentRecipe).toBe(soup);
    expect(floatingButton()).toHaveFocus();
    expect(floatingButton()).toHaveAccessibleName('Show cooking panel');
    expect(floatingButton()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(panel()).toBeInTheDocument();
    expect(floatingButton()).toHaveAttribute('aria-expanded', 'true');
    // Tab goes from the button into the panel it opened.
    await user.tab();
    expect(within(panel()!).getByRole('link', { name: 'Leek soup' })).toHaveFocus();
  });

  it('Escape from inside the panel closes it', async () => {
    const user = userEvent.setup();
    act(() => {
      beginCooking(soup, 'mini');
    });
    renderDock();
    within(panel()!).getByRole('link', { name: 'Leek soup' }).focus();
    await user.keyboard('{Escape}');
    expect(panel()).toBeNull();
    expect(floatingButton()).toHaveFocus();
  });

  it('Stop cooking asks first; Keep cooking changes nothing', async () => {
    const user = userEvent.setup();
    act(() => {
      beginCooking(soup, 'mini');
    });
    renderDock();
    const stop = screen.getByRole('button', { name: 'Stop cooking' });
    await user.click(stop);
    const confirm = screen.getByRole('alertdialog', { name: 'Stop cooking?' });
    // Escape answers the confirmation, not the panel behind it.
    await user.keyboard('{Escape}');
    expect(confirm).not.toBeInTheDocument();
    expect(panel()).toBeInTheDocument();
    await user.click(stop);
    await user.click(screen.getByRole('button', { name: 'Keep cooking' }));
    expect(cookingStore.getState().currentRecipe).toBe(soup);
    expect(stop).toHaveFocus();
  });

  it('Stop cooking, confirmed, clears the recipe and its timers and leaves focus on the page', async () => {
    const user = userEvent.setup();
    act(() => {
      beginCooking(soup, 'mini');
      cookingStore.getState().startTimer({ label: 'Simmer', seconds: 600, recipe_id: 'soup' });
    });
    renderDock();
    await user.click(screen.getByRole('button', { name: 'Stop cooking' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Stop cooking' }),
    );
    expect(cookingStore.getState()).toMatchObject({ currentRecipe: null, timers: [] });
    expect(localStorage.getItem(ACTIVE_RECIPE_KEY)).toBeNull();
    expect(panel()).toBeNull();
    expect(
      screen.queryByRole('button', { name: /^(Show|Hide) cooking panel$/ }),
    ).not.toBeInTheDocument();
    expect(spacer()).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("keeps room at the page's end while the dock shows, so its last buttons scroll above it", async () => {
    const user = userEvent.setup();
    renderDock();
    expect(spacer()).toBeNull();
    act(() => {
      beginCooking(soup, 'mini');
    });
    expect(spacer()).toBeInTheDocument();
    // After the page's own content, so all of it can be scrolled clear of the dock.
    expect(
      screen.getByRole('button', { name: 'Save' }).compareDocumentPosition(spacer()!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(spacer()).toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByRole('button', { name: 'Close cooking panel' }));
    // The button alone still covers a corner.
    expect(spacer()).toBeInTheDocument();
  });

  it('shows nothing on a cooking page, where its timers still ring', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    try {
      act(() => {
        beginCooking(soup, 'mini');
        cookingStore.getState().startTimer({ label: 'Simmer', seconds: 3, recipe_id: 'soup' });
      });
      const { announce } = renderDock('/cooking/x');
      expect(panel()).toBeNull();
      expect(
        screen.queryByRole('button', { name: /^(Show|Hide) cooking panel$/ }),
      ).not.toBeInTheDocument();
      expect(spacer()).toBeNull();
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      expect(announce).toHaveBeenCalledExactlyOnceWith('Simmer');
      expect(screen.getByRole('alertdialog', { name: 'Timer done: Simmer' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('comes back when the cook leaves the cooking page with mini mode on', async () => {
    const user = userEvent.setup();
    act(() => {
      beginCooking(soup, 'full');
    });
    const { router } = renderDock('/cooking/soup');
    expect(
      screen.queryByRole('button', { name: /^(Show|Hide) cooking panel$/ }),
    ).not.toBeInTheDocument();
    await act(() => router.navigate('/recipes'));
    // The cooking page turns full off and mini on as it is left (its own job); the dock follows.
    act(() => {
      cookingStore.getState().leaveCookingPage();
    });
    expect(panel()).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Cook it' }));
    expect(panel()).toBeNull();
  });
});

describe('at app start', () => {
  it('restores the stored recipe into the mini panel, fetching it once (StrictMode too)', async () => {
    localStorage.setItem(ACTIVE_RECIPE_KEY, 'soup');
    const { calls } = fakeApi({ 'GET /api/recipes/soup': () => json(200, soup) });
    renderDock('/recipes', vi.fn(), true);
    // Nothing while it loads: no empty panel, no button that does nothing.
    expect(cookingStore.getState().loading).toBe(true);
    expect(
      screen.queryByRole('button', { name: /^(Show|Hide) cooking panel$/ }),
    ).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Cooking: Leek soup' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/recipes/soup']);
  });

  it('does not fetch what a cook has just started (that is what loaded the dock)', () => {
    act(() => {
      beginCooking(soup, 'mini');
    });
    renderDock();
    expect(fetch).not.toHaveBeenCalled();
    expect(panel()).toBeInTheDocument();
  });

  it('shows nothing while offline, and restores once the network is back', async () => {
    localStorage.setItem(ACTIVE_RECIPE_KEY, 'soup');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    renderDock();
    await waitFor(() => expect(cookingStore.getState().error).not.toBeNull());
    expect(cookingStore.getState().loading).toBe(false);
    expect(localStorage.getItem(ACTIVE_RECIPE_KEY)).toBe('soup');
    expect(
      screen.queryByRole('button', { name: /^(Show|Hide) cooking panel$/ }),
    ).not.toBeInTheDocument();

    fetchSpy.mockResolvedValue(json(200, soup));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('region', { name: 'Cooking: Leek soup' })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    // Back online again with the recipe shown: nothing more to fetch.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('shows nothing and does not retry when the recipe is gone', async () => {
    localStorage.setItem(ACTIVE_RECIPE_KEY, 'soup');
    const { calls } = fakeApi({ 'GET /api/recipes/soup': () => json(404, notFoundBody) });
    renderDock();
    await waitFor(() => expect(cookingStore.getState().error).toBe('Recipe not found'));
    expect(localStorage.getItem(ACTIVE_RECIPE_KEY)).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(calls).toHaveLength(1);
    expect(
      screen.queryByRole('button', { name: /^(Show|Hide) cooking panel$/ }),
    ).not.toBeInTheDocument();
  });
});

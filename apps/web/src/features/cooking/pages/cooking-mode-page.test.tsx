import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recipe } from '@mise/core';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import {
  fakeApi,
  json,
  makeIngredient,
  makeRecipe,
  makeStep,
  notFoundBody,
  type ApiCall,
} from '../../../test-utils/recipe-fixtures';
import { cookingStore, progressKey } from '../cooking-store';
import { beginCooking, flush, stopCooking } from '../session';
import { CookingModePage } from './cooking-mode-page';

/*
 * The cooking page against a fake server at the fetch boundary: the recipe read, and the cooking
 * sessions API that session.ts speaks (POST a session, PATCH progress, POST …/finish). The store and
 * the session module are the app's own, one per file as in the app: each test stops the cook it
 * started (afterEach), so the next starts from nothing.
 */

const stew: Recipe = makeRecipe({
  id: 'r-1',
  title: 'Lentil stew',
  servings: 2,
  ingredients: [
    makeIngredient({ id: 'i-flour', name: 'flour', quantity: '1', amount: 1, unit: 'cup' }),
    makeIngredient({ id: 'i-milk', name: 'milk', quantity: '1/2', amount: 0.5, unit: 'cup' }),
    makeIngredient({ id: 'i-onion', name: 'onions', quantity: '2', amount: 2, unit: 'piece' }),
  ],
  steps: [
    makeStep({
      id: 's1',
      step_number: 1,
      instruction: 'Whisk the flour and milk.',
      time_required: 5,
      tips: 'Sift the flour first.',
    }),
    makeStep({
      id: 's2',
      step_number: 2,
      instruction: 'Add the onion and simmer 5–7 minutes until thick.',
      time_required: null,
    }),
    makeStep({
      id: 's3',
      step_number: 3,
      instruction: 'Bake until golden.',
      time_required: 25,
    }),
  ],
});

let sessions = 0;

interface FinishAnswer {
  duration_s: number | null;
  efficiency: number | null;
  counted: boolean;
}

/** The server: the recipe, and one cooking session with the finish answer given. */
function fakeServer(
  options: {
    recipe?: Recipe;
    finish?: FinishAnswer | 'offline';
    /** Holds the finish answer until called. */
    holdFinish?: Promise<void>;
    /** Answers the recipe read instead of the recipe. */
    recipeAnswer?: () => Response;
  } = {},
) {
  const recipe = options.recipe ?? stew;
  // A new id each test: session.ts remembers finish answers by session id for the module's life.
  const id = `s-${++sessions}`;
  const session = {
    id,
    recipe_id: recipe.id,
    servings: recipe.servings,
    started_at: '2026-11-24T10:00:00.000Z',
    current_step_index: 0,
    completed_step_ids: [] as string[],
    status: 'active',
    finished_at: null as string | null,
    duration_s: null as number | null,
    efficiency: null as number | null,
    counted: false,
  };
  const api = fakeApi({
    [`GET /api/recipes/${recipe.id}`]: options.recipeAnswer ?? (() => json(200, recipe)),
    'GET /api/cooking/sessions/current': () => json(200, { session: null }),
    'POST /api/cooking/sessions': () => json(201, session),
    [`PATCH /api/cooking/sessions/${id}`]: ({ body }: ApiCall) => {
      Object.assign(session, body);
      return json(200, session);
    },
    [`DELETE /api/cooking/sessions/${id}`]: () => {
      session.status = 'stopped';
      return new Response(null, { status: 204 });
    },
    [`POST /api/cooking/sessions/${id}/finish`]: async () => {
      await options.holdFinish;
      const finish = options.finish ?? { duration_s: 2520, efficiency: 85, counted: true };
      if (finish === 'offline') throw new TypeError('Failed to fetch');
      Object.assign(session, {
        status: 'finished',
        finished_at: '2026-11-24T10:42:00.000Z',
        ...finish,
      });
      return json(200, { session, xp_awarded: 0, unlocked: [] });
    },
  });
  const sent = (method: string, path: string) =>
    api.calls.some((call) => call.method === method && call.path === path);
  return { ...api, session, sent };
}

function renderCooking(path = '/cooking/r-1') {
  return renderWithRouter(<CookingModePage />, {
    path: '/cooking/:id',
    initialEntry: path,
    me: memberMe,
  });
}

const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Step \d+ of \d+$/ });
const currentStep = () => screen.getByRole('region', { name: /^Step \d+ of \d+$/ });
const progressBar = () => screen.getByRole('progressbar', { name: 'Progress' });

async function renderLoaded(path?: string) {
  const user = userEvent.setup();
  const view = renderCooking(path);
  await screen.findByRole('heading', { level: 1, name: 'Lentil stew' });
  return { user, ...view };
}

afterEach(async () => {
  // Ends this test's cook (the store and session module live for the whole file, as in the app),
  // with the fake server still answering.
  act(() => stopCooking());
  await flush();
  act(() => cookingStore.setState({ timers: [] }));
  vi.restoreAllMocks();
});

describe('CookingModePage', () => {
  it('loads the recipe and shows step 1 of N with its time and tip, cooking it in full', async () => {
    const server = fakeServer();
    await renderLoaded();

    expect(stepHeading()).toHaveTextContent('Step 1 of 3');
    expect(currentStep()).toHaveTextContent('Whisk the flour and milk.');
    expect(currentStep()).toHaveTextContent('Tip: Sift the flour first.');
    expect(within(currentStep()).getByText('Time:').parentElement).toHaveTextContent('5 min');
    expect(document.title).toBe('Cooking: Lentil stew · Mise');
    // jsdom has no Screen Wake Lock: the cook is told so.
    expect(
      screen.getByText(/Your browser can't keep the screen on — keep it awake in your settings/),
    ).toBeInTheDocument();

    const state = cookingStore.getState();
    expect(state.currentRecipe?.id).toBe('r-1');
    expect(state).toMatchObject({ isFullMode: true, isMiniMode: false });
    await waitFor(() => expect(server.sent('POST', '/api/cooking/sessions')).toBe(true));
  });

  it('shows a skeleton while loading, then the recipe', async () => {
    fakeServer();
    renderCooking();
    expect(screen.getByText('Loading recipe…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lentil stew' })).toBeVisible();
  });

  it('moves with Next and Previous, saving the step in the store and in local storage', async () => {
    fakeServer();
    const { user } = await renderLoaded();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading()).toHaveTextContent('Step 2 of 3');
    expect(cookingStore.getState().currentStepIndex).toBe(1);
    expect(JSON.parse(localStorage.getItem(progressKey('r-1')) ?? '{}')).toMatchObject({
      currentStepIndex: 1,
    });
    // Read out to screen readers, focus left on the button.
    expect(screen.getByText('Step 2 of 3', { selector: '[aria-live="polite"]' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(stepHeading()).toHaveTextContent('Step 1 of 3');
    expect(cookingStore.getState().currentStepIndex).toBe(0);
    // On the first step Previous goes nowhere (and keeps its focus).
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(cookingStore.getState().currentStepIndex).toBe(0);
  });

  it('moves with the arrow keys, but not behind the Stop dialog', async () => {
    fakeServer();
    const { user } = await renderLoaded();

    await user.keyboard('{ArrowRight}');
    expect(stepHeading()).toHaveTextContent('Step 2 of 3');
    await user.keyboard('{ArrowRight}');
    expect(cookingStore.getState().currentStepIndex).toBe(2);
    // The last step: the key does not finish the cook.
    await user.keyboard('{ArrowRight}');
    expect(stepHeading()).toHaveTextContent('Step 3 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(cookingStore.getState().currentStepIndex).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Stop cooking' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(cookingStore.getState().currentStepIndex).toBe(1);
  });

  it('moves with a sideways swipe; a mostly vertical move is a scroll', async () => {
    fakeServer();
    await renderLoaded();
    const swipe = (from: [number, number], to: [number, number]) => {
      const target = stepHeading();
      fireEvent.pointerDown(target, {
        pointerType: 'touch',
        pointerId: 1,
        clientX: from[0],
        clientY: from[1],
      });
      fireEvent.pointerUp(target, {
        pointerType: 'touch',
        pointerId: 1,
        clientX: to[0],
        clientY: to[1],
      });
    };

    swipe([300, 200], [200, 210]);
    expect(stepHeading()).toHaveTextContent('Step 2 of 3');
    expect(cookingStore.getState().currentStepIndex).toBe(1);

    swipe([100, 200], [170, 420]);
    expect(cookingStore.getState().currentStepIndex).toBe(1);

    swipe([100, 200], [190, 200]);
    expect(stepHeading()).toHaveTextContent('Step 1 of 3');
  });

  it('ticking steps fills the progress bar', async () => {
    fakeServer();
    const { user } = await renderLoaded();
    expect(progressBar()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0 / 3 steps done')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark step done' }));
    expect(screen.getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'true');
    expect(progressBar()).toHaveAttribute('aria-valuenow', '1');
    expect(progressBar()).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByText('1 / 3 steps done')).toBeInTheDocument();
    expect(cookingStore.getState().completedSteps).toEqual(['s1']);

    // From the list of all steps too.
    await user.click(screen.getByRole('checkbox', { name: 'Step 3 done' }));
    expect(screen.getByText('2 / 3 steps done')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Step 1 done' })).toBeChecked();
  });

  it('jumps to a step from the list, and lands on it', async () => {
    fakeServer();
    const { user } = await renderLoaded();
    const list = screen.getByRole('region', { name: 'All steps' });
    await user.click(within(list).getByRole('button', { name: /^Step 3/ }));
    expect(stepHeading()).toHaveTextContent('Step 3 of 3');
    expect(stepHeading()).toHaveFocus();
    expect(within(list).getByRole('button', { name: /^Step 3/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('scales the ingredients to the servings carried from the recipe page, and the scaler changes them', async () => {
    fakeServer();
    // The recipe page's Start cooking with its scaler at 4 (the recipe is for 2).
    act(() => beginCooking(stew, 'full', { servings: 4 }));
    const { user } = await renderLoaded();
    const ingredients = screen.getByRole('region', { name: 'Ingredients' });

    expect(within(ingredients).getByText('For 4 servings')).toBeInTheDocument();
    expect(within(ingredients).getByRole('checkbox', { name: '2 cups flour' })).toBeVisible();
    expect(within(ingredients).getByRole('checkbox', { name: '4 onions' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    expect(cookingStore.getState().servings).toBe(3);
    expect(within(ingredients).getByRole('checkbox', { name: '1 1/2 cups flour' })).toBeVisible();

    // Back to the recipe's own: the store keeps "the recipe's" (null).
    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    expect(cookingStore.getState().servings).toBeNull();
    expect(within(ingredients).getByRole('checkbox', { name: '1 cup flour' })).toBeVisible();
  });

  it('picks out the ingredients the current step mentions', async () => {
    fakeServer();
    const { user } = await renderLoaded();
    const box = (name: string) =>
      within(screen.getByRole('region', { name: 'Ingredients' })).getByRole('checkbox', { name });

    expect(box('1 cup flour')).toHaveAccessibleDescription('In this step');
    expect(box('1/2 cup milk')).toHaveAccessibleDescription('In this step');
    expect(box('2 onions')).not.toHaveAccessibleDescription();

    // Step 2 says "onion": the plural "onions" is the one.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(box('2 onions')).toHaveAccessibleDescription('In this step');
    expect(box('1 cup flour')).not.toHaveAccessibleDescription();
    expect(
      screen.getByRole('heading', { name: 'You need for this step' }).nextSibling,
    ).toHaveTextContent('2 onions');
  });

  it('keeps ticked ingredients when the page is left and opened again', async () => {
    fakeServer();
    const first = await renderLoaded();
    await first.user.click(screen.getByRole('checkbox', { name: '1 cup flour' }));
    expect(screen.getByText('1 of 3 ready')).toBeInTheDocument();
    first.unmount();

    await renderLoaded();
    expect(screen.getByRole('checkbox', { name: '1 cup flour' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '1/2 cup milk' })).not.toBeChecked();
  });

  it('turns a time in the step into a Start timer button that adds a timer, then shows it running', async () => {
    fakeServer();
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const start = screen.getByRole('button', { name: 'Start 5 min timer: 5–7 minutes' });
    await user.click(start);
    const timers = cookingStore.getState().timers;
    expect(timers).toHaveLength(1);
    expect(timers[0]).toMatchObject({
      label: 'Step 2 · 5 min',
      duration_s: 300,
      recipe_id: 'r-1',
      step_id: 's2',
    });
    expect(screen.getByRole('timer')).toHaveTextContent(/^Running · (5:00|4:5\d)$/);
    // In the step's text, and in the page's list of timers.
    const cancel = within(currentStep()).getByRole('button', {
      name: 'Cancel timer Step 2 · 5 min',
    });
    expect(cancel).toHaveFocus();
    const timersList = within(screen.getByRole('region', { name: 'Timers' })).getByRole('list');
    expect(timersList).toHaveTextContent('Step 2 · 5 min');

    await user.click(cancel);
    expect(cookingStore.getState().timers).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Timers' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start 5 min timer: 5–7 minutes' })).toHaveFocus();
  });

  it("offers a timer from a step's time when its text names none", async () => {
    fakeServer();
    const { user } = await renderLoaded();
    act(() => cookingStore.getState().goToStep(2));
    await user.click(screen.getByRole('button', { name: 'Start timer · 25 min' }));
    expect(cookingStore.getState().timers[0]).toMatchObject({
      label: 'Step 3 · 25 min',
      duration_s: 1500,
    });
  });

  it('comes back on the same step from the mini panel, and hands back to it on leaving', async () => {
    fakeServer();
    act(() => {
      beginCooking(stew, 'mini');
      cookingStore.getState().toggleStep('s1');
      cookingStore.getState().goToStep(1);
    });
    const { unmount } = await renderLoaded('/cooking/r-1?fromMiniMode=true');
    expect(stepHeading()).toHaveTextContent('Step 2 of 3');
    expect(screen.getByText('1 / 3 steps done')).toBeInTheDocument();
    expect(cookingStore.getState()).toMatchObject({ isMiniMode: false, isFullMode: true });

    unmount();
    expect(cookingStore.getState()).toMatchObject({ isMiniMode: true, isFullMode: false });
  });

  it('Finish on the last step shows the time taken and the efficiency', async () => {
    let release = () => undefined as void;
    const server = fakeServer({ holdFinish: new Promise<void>((resolve) => (release = resolve)) });
    const { user } = await renderLoaded();
    await waitFor(() => expect(server.sent('POST', '/api/cooking/sessions')).toBe(true));
    for (const name of ['Step 1 done', 'Step 2 done', 'Step 3 done'])
      await user.click(screen.getByRole('checkbox', { name }));
    act(() => cookingStore.getState().goToStep(2));

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    // Busy while the server judges the cook; the steps stay as they were.
    expect(screen.getByRole('button', { name: 'Finish' })).toHaveAttribute('aria-busy', 'true');
    expect(stepHeading()).toHaveTextContent('Step 3 of 3');
    release();

    const heading = await screen.findByRole('heading', { name: 'Cooked it!' });
    // Focus moves in an effect after the screen is painted, which a loaded machine may run later.
    await waitFor(() => expect(heading).toHaveFocus());
    const result = heading.closest('section')!;
    expect(within(result).getByText('Time taken').nextSibling).toHaveTextContent('42 min');
    expect(within(result).getByText('Efficiency').nextSibling).toHaveTextContent('85%');
    expect(result).toHaveTextContent('Counted in your cooking journey.');
    expect(server.session).toMatchObject({
      status: 'finished',
      completed_step_ids: ['s1', 's2', 's3'],
    });
    expect(cookingStore.getState().currentRecipe).toBeNull();
    expect(within(result).getByRole('link', { name: 'Back to the recipe' })).toHaveAttribute(
      'href',
      '/recipes/r-1',
    );
    expect(within(result).getByRole('link', { name: 'Browse recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
  });

  it('a cook that did not count says why, kindly', async () => {
    const server = fakeServer({ finish: { duration_s: 30, efficiency: null, counted: false } });
    const { user } = await renderLoaded();
    await waitFor(() => expect(server.sent('POST', '/api/cooking/sessions')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Mark step done' }));
    act(() => cookingStore.getState().goToStep(2));
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    const result = (await screen.findByRole('heading', { name: 'Cooked it!' })).closest('section')!;
    expect(within(result).getByText('Time taken').nextSibling).toHaveTextContent('under a minute');
    expect(within(result).queryByText('Efficiency')).not.toBeInTheDocument();
    expect(result).toHaveTextContent('Not counted this time: some steps were left undone.');
  });

  it('offline, the finish is queued and the cook is told it will be saved', async () => {
    const server = fakeServer({ finish: 'offline' });
    const { user } = await renderLoaded();
    await waitFor(() => expect(server.sent('POST', '/api/cooking/sessions')).toBe(true));
    act(() => cookingStore.getState().goToStep(2));
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    const result = (await screen.findByRole('heading', { name: 'Cooked it!' })).closest('section')!;
    expect(result).toHaveTextContent("We'll save this cook when you're back online.");
    expect(result).toHaveTextContent('Lentil stew');
  });

  it('a recipe without steps says so and can still be finished', async () => {
    fakeServer({ recipe: { ...stew, steps: [] } });
    const { user } = await renderLoaded();
    expect(screen.getByText('This recipe has no steps.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { name: 'Cooked it!' })).toBeInTheDocument();
  });

  it('Stop cooking asks first, then stops the cook and goes to the recipe', async () => {
    const server = fakeServer();
    const { user } = await renderLoaded();
    await waitFor(() => expect(server.sent('POST', '/api/cooking/sessions')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Stop cooking' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Stop cooking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(cookingStore.getState().currentRecipe?.id).toBe('r-1');

    await user.click(screen.getByRole('button', { name: 'Stop cooking' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Stop cooking' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/recipes/r-1');
    expect(cookingStore.getState().currentRecipe).toBeNull();
    await waitFor(() =>
      expect(server.sent('DELETE', `/api/cooking/sessions/${server.session.id}`)).toBe(true),
    );
  });

  it('a recipe that does not exist shows not found with a way back to recipes', async () => {
    fakeApi({ 'GET /api/recipes/gone': () => json(404, notFoundBody) });
    renderCooking('/cooking/gone');
    expect(await screen.findByRole('link', { name: 'Back to recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
    expect(cookingStore.getState().currentRecipe).toBeNull();
  });

  it('a failed load offers a retry', async () => {
    let fail = true;
    fakeServer({
      recipeAnswer: () =>
        fail
          ? json(500, { error: { code: 'INTERNAL', message: 'Server trouble' } })
          : json(200, stew),
    });
    const user = userEvent.setup();
    renderCooking();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server trouble');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lentil stew' })).toBeVisible();
  });
});

import type { Recipe } from '@mise/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRecipe, makeStep } from '../recipes/test-fixtures';
import {
  ACTIVE_RECIPE_KEY,
  createCookingStore,
  progressKey,
  type CookingProgress,
} from './cooking-store';

// Spec-1 §4 "Cooking mode", one transition at a time, against jsdom's real localStorage.

/** A recipe with `count` steps, ids `{id}-s1`, `{id}-s2`, … */
function recipeWithSteps(id: string, count: number): Recipe {
  return makeRecipe({
    id,
    title: `Recipe ${id}`,
    steps: Array.from({ length: count }, (_, i) =>
      makeStep({ id: `${id}-s${i + 1}`, recipe_id: id, step_number: i + 1 }),
    ),
  });
}

const soup = recipeWithSteps('soup', 4);
const cake = recipeWithSteps('cake', 3);

const storedProgress = (id: string) =>
  JSON.parse(localStorage.getItem(progressKey(id)) ?? 'null') as CookingProgress | null;

let store: ReturnType<typeof createCookingStore>;
const state = () => store.getState();

beforeEach(() => {
  localStorage.clear();
  store = createCookingStore();
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('starting', () => {
  it('startMini shows the panel, stores the id and starts from the first step', () => {
    state().startMini(soup);
    expect(state()).toMatchObject({
      currentRecipe: soup,
      recipes: [soup],
      isMiniMode: true,
      isFullMode: false,
      completedSteps: [],
      currentStepIndex: 0,
    });
    expect(localStorage.getItem(ACTIVE_RECIPE_KEY)).toBe('soup');
  });

  it('startFull turns full mode on, mini off, and stores the id', () => {
    state().startMini(soup);
    state().startFull(soup);
    expect(state()).toMatchObject({ currentRecipe: soup, isMiniMode: false, isFullMode: true });
    expect(localStorage.getItem(ACTIVE_RECIPE_KEY)).toBe('soup');
  });

  it.each(['startMini', 'startFull'] as const)(
    '%s restores the saved progress of that recipe',
    (action) => {
      localStorage.setItem(
        progressKey('soup'),
        JSON.stringify({ completedSteps: ['soup-s1', 'soup-s2'], currentStepIndex: 2 }),
      );
      state()[action](soup);
      expect(state().completedSteps).toEqual(['soup-s1', 'soup-s2']);
      expect(state().currentStepIndex).toBe(2);
    },
  );

  it('fits saved progress to the recipe as it is now (removed steps dropped, index clamped)', () => {
    localStorage.setItem(
      progressKey('soup'),
      JSON.stringify({ completedSteps: ['soup-s1', 'gone', 7], currentStepIndex: 9 }),
    );
    state().startMini(soup);
    expect(state().completedSteps).toEqual(['soup-s1']);
    expect(state().currentStepIndex).toBe(3);
  });

  it.each([
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['the wrong shape', JSON.stringify({ completedSteps: 'soup-s1', currentStepIndex: 1 })],
    ['a non-numeric index', JSON.stringify({ completedSteps: [], currentStepIndex: 'two' })],
  ])('treats corrupt stored progress (%s) as none and removes it', (_, raw) => {
    localStorage.setItem(progressKey('soup'), raw);
    expect(() => state().startMini(soup)).not.toThrow();
    expect(state()).toMatchObject({ completedSteps: [], currentStepIndex: 0, isMiniMode: true });
    expect(localStorage.getItem(progressKey('soup'))).toBeNull();
  });

  it('keeps progress per recipe: switching recipes and back resumes each where it was', () => {
    state().startFull(soup);
    state().toggleStep('soup-s1');
    state().goToStep(1);

    state().startFull(cake);
    expect(state()).toMatchObject({ currentRecipe: cake, completedSteps: [], currentStepIndex: 0 });
    state().toggleStep('cake-s3');
    state().goToStep(2);

    state().startMini(soup);
    expect(state()).toMatchObject({ completedSteps: ['soup-s1'], currentStepIndex: 1 });
    expect(storedProgress('cake')).toEqual({ completedSteps: ['cake-s3'], currentStepIndex: 2 });
    expect(state().recipes.map((recipe) => recipe.id)).toEqual(['soup', 'cake']);
  });
});

describe('moving between the panel and the page', () => {
  it('expandToFull turns mini off and gives the full page path with fromMiniMode', () => {
    state().startMini(soup);
    expect(state().expandToFull()).toBe('/cooking/soup?fromMiniMode=true');
    expect(state()).toMatchObject({ isMiniMode: false, currentRecipe: soup });
  });

  it('expandToFull with nothing being cooked gives no path', () => {
    expect(state().expandToFull()).toBeNull();
  });

  it('leaving a cooking page with an active recipe turns full off and mini on', () => {
    state().startFull(soup);
    state().leaveCookingPage();
    expect(state()).toMatchObject({ isFullMode: false, isMiniMode: true, currentRecipe: soup });
  });

  it('leaving a cooking page with no active recipe shows no panel', () => {
    state().leaveCookingPage();
    expect(state()).toMatchObject({ isFullMode: false, isMiniMode: false });
  });

  it('entering a cooking page turns mini off', () => {
    state().startMini(soup);
    state().enterCookingPage();
    expect(state()).toMatchObject({ isMiniMode: false, currentRecipe: soup });
  });

  it('closing mini only hides it: recipe, progress and stored id stay', () => {
    state().startMini(soup);
    state().toggleStep('soup-s2');
    state().closeMini();
    expect(state()).toMatchObject({
      isMiniMode: false,
      currentRecipe: soup,
      completedSteps: ['soup-s2'],
    });
    expect(localStorage.getItem(ACTIVE_RECIPE_KEY)).toBe('soup');
  });

  it('the floating button toggles the panel, only while a recipe is active', () => {
    state().toggleMini();
    expect(state().isMiniMode).toBe(false);
    state().startMini(soup);
    state().toggleMini();
    expect(state().isMiniMode).toBe(false);
    state().toggleMini();
    expect(state().isMiniMode).toBe(true);
  });
});

describe('stopping', () => {
  it('clears the recipe, completed steps, step index and stored id', () => {
    state().startMini(soup);
    state().toggleStep('soup-s1');
    state().goToStep(2);
    state().stopCooking();
    expect(state()).toMatchObject({
      currentRecipe: null,
      completedSteps: [],
      currentStepIndex: 0,
      isMiniMode: false,
      isFullMode: false,
    });
    expect(localStorage.getItem(ACTIVE_RECIPE_KEY)).toBeNull();
  });

  it('keeps the recipe saved progress (spec-1 §9), so starting it again resumes', () => {
    state().startMini(soup);
    state().toggleStep('soup-s1');
    state().stopCooking();
    expect(storedProgress('soup')).toEqual({ completedSteps: ['soup-s1'], currentStepIndex: 0 });
    state().startMini(soup);
    expect(state().completedSteps).toEqual(['soup-s1']);
  });
});

describe('restoring on app start', () => {
  it('fetches the stored recipe and starts mini with its progress', async () => {
    localStorage.setItem(ACTIVE_RECIPE_KEY, 'soup');
    localStorage.setItem(
      progressKey('soup'),
      JSON.stringify({ completedSteps: ['soup-s1'], currentStepIndex: 1 }),
    );
    const fetchRecipe = vi.fn(() => Promise.resolve(soup));
    const restoring = state().restoreOnAppStart(fetchRecipe);
    expect(state()).toMatchObject({ loading: true, error: null });
    await restoring;
    expect(fetchRecipe).toHaveBeenCalledWith('soup');
    expect(state()).toMatchObject({
      loading: false,
      error: null,
      currentRecipe: soup,
      isMiniMode: true,
      completedSteps: ['soup-s1'],
      currentStepIndex: 1,
    });
  });

  it('does nothing without a stored id', async () => {
    const fetchRecipe = vi.fn(() => Promise.resolve(soup));
    await state().restoreOnAppStart(fetchRecipe);
    expect(fetchRecipe).not.toHaveBeenCalled();
    expect(state()).toMatchObject({ currentRecipe: null, isMiniMode: false, loading: false });
  });

  it('does not start mini when full mode is already on', async () => {
    state().startFull(soup);
    await state().restoreOnAppStart(() => Promise.resolve(soup));
    expect(state()).toMatchObject({ currentRecipe: soup, isFullMode: true, isMiniMode: false });
  });

  it('does not start mini when the full page opened while the recipe was loading', async () => {
    localStorage.setItem(ACTIVE_RECIPE_KEY, 'soup');
    let answer!: (recipe: Recipe) => void;
    const restoring = state().restoreOnAppStart(() => new Promise((resolve) => (answer = resolve)));
    state().enterCookingPage();
    state().startFull(soup);
    answer(soup);
    await restoring;
    expect(state()).toMatchObject({ isFullMode: true, isMiniMode: false, loading: false });
  });

  it('ignores the loaded recipe when cooking was stopped meanwhile', async () => {
    localStorage.setItem(ACTIVE_RECIPE_KEY, 'soup');
    let answer!: (recipe: Recipe) => void;
    const restoring = state().restoreOnAppStart(() => new Promise((resolve) => (answer = resolve)));
    state().stopCooking();
    answer(soup);
    await restoring;
    expect(state()).toMatchObject({ currentRecipe: null, isMiniMode: false, loading: false });
  });

  it('a failure after another recipe was started leaves that recipe alone', async () => {
    localStorage.setItem(ACTIVE_RECIPE_KEY, 'soup');
    let fail!: (error: Error) => void;
    const restoring = state().restoreOnAppStart(() => new Promise((_, reject) => (fail = reject)));
    state().startMini(cake);
    fail(new Error('Recipe not found'));
    await restoring;
    expect(state()).toMatchObject({ currentRecipe: cake, isMiniMode: true, loading: false });
    expect(localStorage.getItem(ACTIVE_RECIPE_KEY)).toBe('cake');
  });

  it('on failure clears everything, including the stored id, and keeps the error', async () => {
    // Even what is already in memory for that recipe (a restore run while its page is open).
    state().startFull(soup);
    state().toggleStep('soup-s1');
    await state().restoreOnAppStart(() => Promise.reject(new Error('Recipe not found')));
    expect(state()).toMatchObject({
      loading: false,
      error: 'Recipe not found',
      currentRecipe: null,
      isMiniMode: false,
      isFullMode: false,
      completedSteps: [],
      currentStepIndex: 0,
    });
    expect(localStorage.getItem(ACTIVE_RECIPE_KEY)).toBeNull();
  });

  it('a failure without a message still says what failed', async () => {
    localStorage.setItem(ACTIVE_RECIPE_KEY, 'soup');
    await state().restoreOnAppStart(() => Promise.reject(new Error('')));
    expect(state().error).toBe('Failed to fetch recipe');
  });
});

describe('steps', () => {
  it('toggling a step completes or un-completes it and saves progress', () => {
    state().startFull(soup);
    state().toggleStep('soup-s1');
    state().toggleStep('soup-s3');
    expect(state().completedSteps).toEqual(['soup-s1', 'soup-s3']);
    expect(storedProgress('soup')).toEqual({
      completedSteps: ['soup-s1', 'soup-s3'],
      currentStepIndex: 0,
    });
    state().toggleStep('soup-s1');
    expect(state().completedSteps).toEqual(['soup-s3']);
    expect(storedProgress('soup')?.completedSteps).toEqual(['soup-s3']);
  });

  it('ignores a step of another recipe, and toggling with nothing cooked', () => {
    state().toggleStep('soup-s1');
    expect(state().completedSteps).toEqual([]);
    state().startFull(soup);
    state().toggleStep('cake-s1');
    expect(state().completedSteps).toEqual([]);
    expect(localStorage.getItem(progressKey('soup'))).toBeNull();
  });

  it('moving to a step saves progress, clamped to the steps', () => {
    state().startFull(soup);
    state().goToStep(2);
    expect(state().currentStepIndex).toBe(2);
    expect(storedProgress('soup')).toEqual({ completedSteps: [], currentStepIndex: 2 });
    state().goToStep(99);
    expect(state().currentStepIndex).toBe(3);
    state().goToStep(-5);
    expect(state().currentStepIndex).toBe(0);
  });

  it('next and previous move one step and stop at the ends', () => {
    state().startFull(cake);
    state().previousStep();
    expect(state().currentStepIndex).toBe(0);
    state().nextStep();
    state().nextStep();
    state().nextStep();
    expect(state().currentStepIndex).toBe(2);
    expect(storedProgress('cake')?.currentStepIndex).toBe(2);
    state().previousStep();
    expect(state().currentStepIndex).toBe(1);
  });

  it('a recipe without steps stays on index 0', () => {
    state().startFull(recipeWithSteps('empty', 0));
    state().nextStep();
    expect(state().currentStepIndex).toBe(0);
  });
});

describe('when storage is unavailable', () => {
  beforeEach(() => {
    const blocked = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
  });

  it('every transition still works in memory and nothing throws', async () => {
    expect(() => {
      state().startMini(soup);
      state().toggleStep('soup-s2');
      state().nextStep();
      state().closeMini();
      state().expandToFull();
      state().enterCookingPage();
      state().startFull(soup);
      state().leaveCookingPage();
    }).not.toThrow();
    expect(state()).toMatchObject({
      currentRecipe: soup,
      completedSteps: ['soup-s2'],
      currentStepIndex: 1,
      isMiniMode: true,
      isFullMode: false,
    });
    expect(() => state().stopCooking()).not.toThrow();
    expect(state().currentRecipe).toBeNull();

    // Nothing can be read, so there is nothing to restore.
    const fetchRecipe = vi.fn(() => Promise.resolve(soup));
    await expect(state().restoreOnAppStart(fetchRecipe)).resolves.toBeUndefined();
    expect(fetchRecipe).not.toHaveBeenCalled();
  });
});

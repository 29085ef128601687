import type { Recipe } from '@mise/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRecipe, makeStep } from '../../test-utils/recipe-fixtures';
import {
  ACTIVE_RECIPE_KEY,
  createCookingStore,
  progressKey,
  timerState,
  TIMERS_KEY,
  type CookingProgress,
  type CookingTimer,
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
    expect(storedProgress('cake')).toMatchObject({
      completedSteps: ['cake-s3'],
      currentStepIndex: 2,
    });
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
    expect(storedProgress('soup')).toMatchObject({
      completedSteps: ['soup-s1'],
      currentStepIndex: 0,
    });
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

  it.each([
    ['offline', 0],
    ['a server fault', 503],
  ])('%s keeps the stored id and progress for the next try', async (_, status) => {
    localStorage.setItem(ACTIVE_RECIPE_KEY, 'soup');
    localStorage.setItem(
      progressKey('soup'),
      JSON.stringify({ completedSteps: ['soup-s1'], currentStepIndex: 1 }),
    );
    const unreachable = Object.assign(new Error('Could not reach Mise'), { status });
    await state().restoreOnAppStart(() => Promise.reject(unreachable));
    expect(state()).toMatchObject({ loading: false, error: 'Could not reach Mise' });
    expect(localStorage.getItem(ACTIVE_RECIPE_KEY)).toBe('soup');
    await state().restoreOnAppStart(() => Promise.resolve(soup));
    expect(state()).toMatchObject({
      currentRecipe: soup,
      isMiniMode: true,
      error: null,
      completedSteps: ['soup-s1'],
      currentStepIndex: 1,
    });
  });

  it('a failure without a message still says what failed', async () => {
    localStorage.setItem(ACTIVE_RECIPE_KEY, 'soup');
    await state().restoreOnAppStart(() => Promise.reject(new Error('')));
    expect(state().error).toBe('Failed to fetch recipe');
  });
});

describe('servings and continuing elsewhere', () => {
  it('servings chosen on the recipe page are kept with the progress and survive a reload', () => {
    state().startFull(soup, { servings: 8 });
    expect(state().servings).toBe(8);
    state().toggleStep('soup-s2');
    expect(storedProgress('soup')).toMatchObject({ completedSteps: ['soup-s2'], servings: 8 });
    store = createCookingStore();
    state().startMini(soup);
    expect(state().servings).toBe(8);
    state().setServings(2);
    expect(storedProgress('soup')?.servings).toBe(2);
  });

  it("servings that are not a whole number from 1 read as the recipe's own", () => {
    state().startFull(soup, { servings: 0 });
    expect(state().servings).toBeNull();
    state().setServings(2.5);
    expect(state().servings).toBeNull();
  });

  it("given progress (another device's) replaces this browser's, fitted to the steps", () => {
    state().startFull(soup);
    state().toggleStep('soup-s1');
    state().stopCooking();
    state().startFull(soup, {
      progress: { completedSteps: ['soup-s2', 'gone'], currentStepIndex: 9, servings: 6 },
    });
    expect(state()).toMatchObject({
      completedSteps: ['soup-s2'],
      currentStepIndex: 3,
      servings: 6,
    });
    expect(storedProgress('soup')).toEqual({
      completedSteps: ['soup-s2'],
      currentStepIndex: 3,
      servings: 6,
    });
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
      servings: null,
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
    expect(storedProgress('soup')).toMatchObject({ completedSteps: [], currentStepIndex: 2 });
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

describe('timers', () => {
  const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
  const storedTimers = () =>
    JSON.parse(localStorage.getItem(TIMERS_KEY) ?? 'null') as CookingTimer[] | null;
  /** A new store from the same storage: what a page reload does. */
  const reload = () => {
    store = createCookingStore();
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('startTimer adds a named timer keyed by its end time and saves it', () => {
    const timer = state().startTimer({
      label: 'Simmer',
      seconds: 300,
      recipe_id: 'soup',
      step_id: 'soup-s2',
    });
    expect(timer).toMatchObject({
      label: 'Simmer',
      recipe_id: 'soup',
      step_id: 'soup-s2',
      ends_at: T0 + 300_000,
      duration_s: 300,
      rung: false,
    });
    expect(state().timers).toEqual([timer]);
    expect(storedTimers()).toEqual([timer]);
  });

  it('starting the same step and label again restarts that timer instead of adding one', () => {
    const first = state().startTimer({
      label: 'Simmer',
      seconds: 300,
      recipe_id: 'soup',
      step_id: 'soup-s2',
    });
    vi.setSystemTime(T0 + 60_000);
    const again = state().startTimer({
      label: 'Simmer',
      seconds: 300,
      recipe_id: 'soup',
      step_id: 'soup-s2',
    });
    expect(state().timers).toHaveLength(1);
    expect(again?.id).toBe(first?.id);
    expect(state().timers[0]?.ends_at).toBe(T0 + 60_000 + 300_000);
    expect(storedTimers()).toEqual(state().timers);
  });

  it('restarting a timer that has rung makes it ring again when it ends', () => {
    state().startTimer({ label: 'Rest', seconds: 10, recipe_id: 'soup', step_id: 'soup-s1' });
    expect(state().checkTimers(T0 + 10_000)).toHaveLength(1);
    vi.setSystemTime(T0 + 20_000);
    state().startTimer({ label: 'Rest', seconds: 10, recipe_id: 'soup', step_id: 'soup-s1' });
    expect(state().timers[0]?.rung).toBe(false);
    expect(state().checkTimers(T0 + 30_000)).toHaveLength(1);
  });

  it('runs several timers at once: another label or step is another timer', () => {
    state().startTimer({ label: 'Simmer', seconds: 300, recipe_id: 'soup', step_id: 'soup-s2' });
    state().startTimer({ label: 'Rice', seconds: 600, recipe_id: 'soup', step_id: 'soup-s2' });
    state().startTimer({ label: 'Simmer', seconds: 120, recipe_id: 'soup', step_id: 'soup-s3' });
    state().startTimer({ label: 'Bake', seconds: 1500, recipe_id: 'cake' });
    expect(state().timers.map((timer) => [timer.label, timer.ends_at - T0])).toEqual([
      ['Simmer', 300_000],
      ['Rice', 600_000],
      ['Simmer', 120_000],
      ['Bake', 1_500_000],
    ]);
    expect(new Set(state().timers.map((timer) => timer.id)).size).toBe(4);
  });

  it.each([0, -5, Number.NaN, 0.4])('refuses a timer of %s seconds', (seconds) => {
    expect(state().startTimer({ label: 'x', seconds, recipe_id: 'soup' })).toBeNull();
    expect(state().timers).toEqual([]);
  });

  it('timerState counts down from the end time, rounded up, and is done at 0', () => {
    const timer = state().startTimer({ label: 'Egg', seconds: 90, recipe_id: 'soup' })!;
    expect(timerState(timer, T0)).toEqual({ remaining_s: 90, done: false });
    expect(timerState(timer, T0 + 89_700)).toEqual({ remaining_s: 1, done: false });
    expect(timerState(timer, T0 + 90_000)).toEqual({ remaining_s: 0, done: true });
    expect(timerState(timer, T0 + 500_000)).toEqual({ remaining_s: 0, done: true });
  });

  it('checkTimers hands out each ended timer once, and only ended ones', () => {
    const short = state().startTimer({ label: 'Short', seconds: 10, recipe_id: 'soup' })!;
    const long = state().startTimer({ label: 'Long', seconds: 60, recipe_id: 'soup' })!;
    expect(state().checkTimers(T0 + 9_999)).toEqual([]);
    expect(state().checkTimers(T0 + 10_000)).toEqual([{ ...short, rung: true }]);
    expect(state().checkTimers(T0 + 30_000)).toEqual([]);
    expect(state().checkTimers(T0 + 60_000)).toEqual([{ ...long, rung: true }]);
    expect(state().checkTimers(T0 + 99_000)).toEqual([]);
    // Rung timers stay (shown as done) until dismissed.
    expect(state().timers.map((timer) => timer.rung)).toEqual([true, true]);
  });

  it('keeps timers across a reload: the time left comes from the end time', () => {
    const timer = state().startTimer({ label: 'Bake', seconds: 1500, recipe_id: 'cake' })!;
    vi.setSystemTime(T0 + 600_000);
    reload();
    expect(state().timers).toEqual([timer]);
    expect(timerState(state().timers[0]!, Date.now()).remaining_s).toBe(900);
  });

  it('a timer that ended while the page was closed rings once on return, not after the next reload', () => {
    state().startTimer({ label: 'Bake', seconds: 60, recipe_id: 'cake' });
    vi.setSystemTime(T0 + 3_600_000);
    reload();
    expect(
      state()
        .checkTimers(Date.now())
        .map((timer) => timer.label),
    ).toEqual(['Bake']);
    expect(state().checkTimers(Date.now())).toEqual([]);
    reload();
    expect(state().timers[0]?.rung).toBe(true);
    expect(state().checkTimers(Date.now())).toEqual([]);
  });

  it('cancelTimer removes a running timer', () => {
    const a = state().startTimer({ label: 'A', seconds: 60, recipe_id: 'soup' })!;
    const b = state().startTimer({ label: 'B', seconds: 60, recipe_id: 'soup' })!;
    state().cancelTimer(a.id);
    expect(state().timers).toEqual([b]);
    expect(storedTimers()).toEqual([b]);
    state().cancelTimer(b.id);
    expect(state().timers).toEqual([]);
    expect(localStorage.getItem(TIMERS_KEY)).toBeNull();
    expect(state().checkTimers(T0 + 120_000)).toEqual([]);
  });

  it('dismissTimer removes an ended timer but leaves a running (restarted) one', () => {
    const timer = state().startTimer({
      label: 'Rest',
      seconds: 10,
      recipe_id: 'soup',
      step_id: 'soup-s1',
    })!;
    state().dismissTimer(timer.id);
    expect(state().timers).toHaveLength(1);
    vi.setSystemTime(T0 + 10_000);
    state().checkTimers(Date.now());
    state().dismissTimer(timer.id);
    expect(state().timers).toEqual([]);
    expect(localStorage.getItem(TIMERS_KEY)).toBeNull();
  });

  it("stopCooking clears the stopped recipe's timers only", () => {
    state().startMini(soup);
    state().startTimer({ label: 'Simmer', seconds: 300, recipe_id: 'soup', step_id: 'soup-s2' });
    const bake = state().startTimer({ label: 'Bake', seconds: 1500, recipe_id: 'cake' })!;
    state().stopCooking();
    expect(state().timers).toEqual([bake]);
    expect(storedTimers()).toEqual([bake]);
  });

  it.each([
    ['not JSON', '[{oops'],
    ['not a list', JSON.stringify({ id: 't1' })],
    ['null', 'null'],
  ])('drops saved timers that are %s', (_, raw) => {
    localStorage.setItem(TIMERS_KEY, raw);
    reload();
    expect(state().timers).toEqual([]);
    expect(localStorage.getItem(TIMERS_KEY)).toBeNull();
  });

  it('keeps the good saved timers and drops the corrupt entries', () => {
    const good: CookingTimer = {
      id: 't1',
      label: 'Bake',
      recipe_id: 'cake',
      ends_at: T0 + 60_000,
      duration_s: 60,
      rung: false,
    };
    localStorage.setItem(
      TIMERS_KEY,
      JSON.stringify([
        good,
        null,
        { ...good, id: 't2', ends_at: 'soon' },
        { ...good, id: 't3', rung: 'no' },
        { ...good, id: 't4', step_id: 7 },
        { id: 't5' },
      ]),
    );
    reload();
    expect(state().timers).toEqual([good]);
    expect(storedTimers()).toEqual([good]);
  });

  it('works in memory when storage is unavailable, and nothing throws', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
    expect(() => reload()).not.toThrow();
    expect(state().timers).toEqual([]);
    const timer = state().startTimer({ label: 'Egg', seconds: 5, recipe_id: 'soup' })!;
    expect(state().timers).toEqual([timer]);
    expect(state().checkTimers(T0 + 5_000)).toEqual([{ ...timer, rung: true }]);
    expect(() => state().dismissTimer(timer.id)).not.toThrow();
    expect(state().timers).toEqual([]);
  });
});

describe('sign-out', () => {
  it("clearing the member's storage empties the app's store too: no panel, progress or timers left", async () => {
    const { cookingStore } = await import('./cooking-store');
    const { clearMemberStorage } = await import('../../lib/member-storage');
    cookingStore.getState().startMini(soup);
    cookingStore.getState().toggleStep('soup-s1');
    cookingStore.getState().startTimer({ label: 'Simmer', seconds: 60, recipe_id: 'soup' });
    sessionStorage.setItem('mise.cooking.ingredients.soup', '["i1"]');
    clearMemberStorage();
    expect(sessionStorage.getItem('mise.cooking.ingredients.soup')).toBeNull();
    expect(cookingStore.getState()).toMatchObject({
      currentRecipe: null,
      isMiniMode: false,
      completedSteps: [],
      timers: [],
    });
    expect(localStorage.length).toBe(0);
  });
});

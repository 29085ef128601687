import type { Recipe } from '@mise/core';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { isUnreachable } from '../../lib/api-client';
import { MEMBER_STORAGE_CLEARED_EVENT } from '../../lib/member-storage';

/*
 * The cooking store (spec-1 §3 "Cooking store state", §4 "Cooking mode"): which recipe is being
 * cooked, whether it shows as the mini panel or the full page, and the cook's progress through it.
 * It is the web's only Zustand store (architecture.md) because cooking outlives any one page: the
 * mini panel follows the cook across the app.
 *
 * Local browser data (spec-1 §3, §9), under keys starting `mise.cooking.`: the id of the recipe being
 * cooked, per recipe its completed step ids and current step index, and the running timers (by end
 * time, `TIMERS_KEY`). Progress is kept per recipe, so switching recipes and back resumes where the
 * cook was. Storage may be blocked (private mode) or full: then progress and timers live only as
 * long as the tab, and nothing throws.
 *
 * Landing pages must not import this module: it is loaded with the cooking page and the mini panel.
 * Fetching is injected (`restoreOnAppStart(fetchRecipe)`) so the store imports no other feature.
 */

export const ACTIVE_RECIPE_KEY = 'mise.cooking.active';
export const progressKey = (recipeId: string) => `mise.cooking.progress.${recipeId}`;
export const TIMERS_KEY = 'mise.cooking.timers';

/** One named kitchen timer, as held in the store and in local storage. */
export interface CookingTimer {
  id: string;
  /** What the cook sees: "Simmer", "25 min", … */
  label: string;
  recipe_id: string;
  /** The step it was started from, if any: with `label`, what makes a second start a restart. */
  step_id?: string;
  /** When it ends, epoch ms. */
  ends_at: number;
  /** Its full length in seconds, for a progress ring. */
  duration_s: number;
  /** It has ended and been handed out by `checkTimers` to ring: it must not ring again. */
  rung: boolean;
}

export interface StartTimerInput {
  label: string;
  seconds: number;
  recipe_id: string;
  step_id?: string;
}

/**
 * A timer's time left at `now` (epoch ms), in whole seconds rounded UP like `formatCountdown`, so
 * it reads 0 exactly when `done`.
 */
export function timerState(
  timer: CookingTimer,
  now: number,
): { remaining_s: number; done: boolean } {
  const remaining_s = Math.max(0, Math.ceil((timer.ends_at - now) / 1000));
  return { remaining_s, done: remaining_s === 0 };
}

/** One recipe's progress as kept in local storage. */
export interface CookingProgress {
  completedSteps: string[];
  currentStepIndex: number;
  /**
   * The servings the ingredients are shown for, carried from the recipe page's scaler (issue 11
   * point 2); null means the recipe's own. Not in the spec's list: kept with the progress because
   * a cook resumed on another device or after a reload must see the same amounts.
   */
  servings?: number | null;
}

/** How a cook starts (the recipe page's buttons, the continue offer of another device's session). */
export interface StartOptions {
  /** Servings chosen on the recipe page; omitted keeps the saved (or the recipe's own). */
  servings?: number;
  /** Progress to continue from (another device's, kept by the server) instead of this browser's. */
  progress?: CookingProgress;
}

export interface CookingState {
  /** Recipes the store has loaded (started or restored), one per id, newest first. */
  recipes: Recipe[];
  currentRecipe: Recipe | null;
  /** Restoring the stored recipe at app start. */
  loading: boolean;
  error: string | null;
  isMiniMode: boolean;
  isFullMode: boolean;
  /** Ids of the current recipe's completed steps. */
  completedSteps: string[];
  /** Index into `currentRecipe.steps`. */
  currentStepIndex: number;
  /** Servings the cook chose for the current recipe; null = the recipe's own. */
  servings: number | null;
  /**
   * Running and rung timers of any recipe (issue 11 point 3), oldest first. Kept by END TIME, not
   * time left, and saved under TIMERS_KEY, so a reload or a sleeping phone neither loses nor stalls
   * them: the time left is always `ends_at - now` (see `timerState`).
   */
  timers: CookingTimer[];
}

export interface CookingActions {
  startMini: (recipe: Recipe, options?: StartOptions) => void;
  startFull: (recipe: Recipe, options?: StartOptions) => void;
  /** The servings the ingredients are shown for (saved with the progress). */
  setServings: (servings: number | null) => void;
  /** Mini off; returns where to go (`/cooking/{id}?fromMiniMode=true`), or null when nothing is cooked. The caller navigates. */
  expandToFull: () => string | null;
  /** Called when the cook leaves a `/cooking/` page: full off, and mini on when a recipe is active. */
  leaveCookingPage: () => void;
  /** Called when the cook enters a `/cooking/` page: mini off (the page shows it all). */
  enterCookingPage: () => void;
  /** Hides the panel; the recipe and its progress stay. */
  closeMini: () => void;
  /** The floating button (spec-1 §1): shows or hides the panel when a recipe is active. */
  toggleMini: () => void;
  stopCooking: () => void;
  /** At app start: fetch the stored recipe and show it in the mini panel (unless full mode is on). */
  restoreOnAppStart: (fetchRecipe: (id: string) => Promise<Recipe>) => Promise<void>;
  toggleStep: (stepId: string) => void;
  goToStep: (index: number) => void;
  nextStep: () => void;
  previousStep: () => void;
  /**
   * Starts a timer of `seconds` from now and returns it. The same recipe, step and label again
   * restarts that timer (same id, new end) rather than adding a second one.
   */
  startTimer: (input: StartTimerInput) => CookingTimer | null;
  /** Stops and removes a timer, running or not. */
  cancelTimer: (id: string) => void;
  /** Removes a timer that has ended (the cook's "OK" on the alarm); a running one is left alone. */
  dismissTimer: (id: string) => void;
  /**
   * Marks the timers ended by `now` that have not rung yet as rung and returns them: the caller
   * rings once for each. A timer that ended while the page was closed is returned on the first
   * check after the reload.
   */
  checkTimers: (now: number) => CookingTimer[];
}

export type CookingStore = CookingState & CookingActions;

const initialState: CookingState = {
  recipes: [],
  currentRecipe: null,
  loading: false,
  error: null,
  isMiniMode: false,
  isFullMode: false,
  completedSteps: [],
  currentStepIndex: 0,
  servings: null,
  timers: [],
};

// --- Local storage: every access may throw (blocked, full); a failure only loses persistence. ---

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Blocked or full: the cook keeps going, only a reload forgets.
  }
}

/** A step index within `recipe`'s steps (0 for a recipe without steps). */
const clampIndex = (recipe: Recipe, index: number) =>
  Math.min(Math.max(0, Math.trunc(index) || 0), Math.max(0, recipe.steps.length - 1));

/**
 * `progress` fitted to `recipe`'s steps as they are now (the recipe may have been edited since it
 * was saved): ids of removed steps are dropped, the index is clamped.
 */
function fitProgress(recipe: Recipe, progress: CookingProgress): Required<CookingProgress> {
  const stepIds = new Set(recipe.steps.map((step) => step.id));
  const servings = progress.servings;
  return {
    completedSteps: progress.completedSteps.filter(
      (id): id is string => typeof id === 'string' && stepIds.has(id),
    ),
    currentStepIndex: clampIndex(recipe, progress.currentStepIndex),
    servings:
      typeof servings === 'number' && Number.isInteger(servings) && servings >= 1 ? servings : null,
  };
}

/** The saved progress of `recipe`. Unreadable data counts as no progress and is removed. */
function readProgress(recipe: Recipe): Required<CookingProgress> {
  const raw = readItem(progressKey(recipe.id));
  if (raw !== null) {
    try {
      const value = JSON.parse(raw) as Partial<CookingProgress> | null;
      if (
        Array.isArray(value?.completedSteps) &&
        typeof value.currentStepIndex === 'number' &&
        Number.isFinite(value.currentStepIndex)
      ) {
        return fitProgress(recipe, value as CookingProgress);
      }
    } catch {
      // Not JSON: dropped below.
    }
    writeItem(progressKey(recipe.id), null);
  }
  return { completedSteps: [], currentStepIndex: 0, servings: null };
}

function saveProgress(recipeId: string, progress: CookingProgress): void {
  writeItem(progressKey(recipeId), JSON.stringify(progress));
}

const isTimer = (value: unknown): value is CookingTimer => {
  const t = value as Partial<CookingTimer> | null;
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof t.id === 'string' &&
    typeof t.label === 'string' &&
    typeof t.recipe_id === 'string' &&
    (t.step_id === undefined || typeof t.step_id === 'string') &&
    typeof t.ends_at === 'number' &&
    Number.isFinite(t.ends_at) &&
    typeof t.duration_s === 'number' &&
    Number.isFinite(t.duration_s) &&
    typeof t.rung === 'boolean'
  );
};

/** The saved timers. Entries that are not timers are dropped (and the key rewritten without them). */
function readTimers(): CookingTimer[] {
  const raw = readItem(TIMERS_KEY);
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = null;
  }
  const timers = Array.isArray(value) ? value.filter(isTimer) : [];
  if (!Array.isArray(value) || timers.length !== value.length) saveTimers(timers);
  return timers;
}

function saveTimers(timers: CookingTimer[]): void {
  writeItem(TIMERS_KEY, timers.length > 0 ? JSON.stringify(timers) : null);
}

let timerCount = 0;
/** Unique enough within one browser; crypto.randomUUID is missing on plain-http LAN addresses. */
const newTimerId = (now: number) =>
  `t${now.toString(36)}${(timerCount++).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const withRecipe = (recipes: Recipe[], recipe: Recipe) => [
  recipe,
  ...recipes.filter((known) => known.id !== recipe.id),
];

/** A store of its own (tests make one each); the app uses `cookingStore`. */
export function createCookingStore() {
  return createStore<CookingStore>()((set, get) => {
    /** Makes `recipe` the one being cooked, with its saved progress (spec-1 §4 "Starting"). */
    const start = (
      recipe: Recipe,
      mode: Pick<CookingState, 'isMiniMode' | 'isFullMode'>,
      options: StartOptions = {},
    ) => {
      writeItem(ACTIVE_RECIPE_KEY, recipe.id);
      const state = get();
      // Given progress wins; else the recipe already being cooked (the page opened from the panel)
      // keeps the progress in memory: it is what was last saved, and all there is when storage is
      // blocked; else what this browser saved.
      let progress = options.progress
        ? fitProgress(recipe, options.progress)
        : state.currentRecipe?.id === recipe.id
          ? fitProgress(recipe, state)
          : readProgress(recipe);
      if (options.servings !== undefined)
        progress = fitProgress(recipe, { ...progress, servings: options.servings });
      set({
        ...mode,
        ...progress,
        currentRecipe: recipe,
        recipes: withRecipe(state.recipes, recipe),
        error: null,
      });
      if (options.progress || options.servings !== undefined) saveProgress(recipe.id, progress);
    };

    /** Saves the current recipe's progress after a change to it. */
    const changeProgress = (change: Partial<CookingProgress>) => {
      const { currentRecipe, completedSteps, currentStepIndex, servings } = get();
      if (!currentRecipe) return;
      const progress = { completedSteps, currentStepIndex, servings, ...change };
      set(progress);
      saveProgress(currentRecipe.id, progress);
    };

    const setTimers = (timers: CookingTimer[]) => {
      set({ timers });
      saveTimers(timers);
    };

    return {
      ...initialState,
      // Timers outlive a reload: they are read back when the store is created (at module load).
      timers: readTimers(),

      startMini: (recipe, options) =>
        start(recipe, { isMiniMode: true, isFullMode: false }, options),
      startFull: (recipe, options) =>
        start(recipe, { isMiniMode: false, isFullMode: true }, options),
      setServings: (servings) => {
        const { currentRecipe } = get();
        if (currentRecipe) changeProgress(fitProgress(currentRecipe, { ...get(), servings }));
      },

      expandToFull: () => {
        const { currentRecipe } = get();
        if (!currentRecipe) return null;
        set({ isMiniMode: false });
        return `/cooking/${encodeURIComponent(currentRecipe.id)}?fromMiniMode=true`;
      },

      // Without an active recipe there is nothing to show in the panel; full is off either way.
      leaveCookingPage: () =>
        set((state) => ({ isFullMode: false, isMiniMode: state.currentRecipe !== null })),
      enterCookingPage: () => set({ isMiniMode: false }),
      closeMini: () => set({ isMiniMode: false }),
      toggleMini: () =>
        set((state) => ({ isMiniMode: state.currentRecipe !== null && !state.isMiniMode })),

      // The spec clears the recipe, steps, index and stored id. The recipe's saved progress stays
      // (spec-1 §9 keeps progress per recipe): starting it again resumes there. The stopped
      // recipe's timers go too (nothing would show them once the panel is gone, yet they would
      // ring); timers of other recipes are left to run.
      stopCooking: () => {
        writeItem(ACTIVE_RECIPE_KEY, null);
        const stopped = get().currentRecipe?.id;
        if (stopped !== undefined) {
          setTimers(get().timers.filter((timer) => timer.recipe_id !== stopped));
        }
        set({
          currentRecipe: null,
          completedSteps: [],
          currentStepIndex: 0,
          servings: null,
          isMiniMode: false,
          isFullMode: false,
        });
      },

      restoreOnAppStart: async (fetchRecipe) => {
        const id = readItem(ACTIVE_RECIPE_KEY);
        if (!id) return;
        set({ loading: true, error: null });
        // Stopped, or another recipe started, while this one was loading: that choice wins.
        const overtaken = () => readItem(ACTIVE_RECIPE_KEY) !== id;
        try {
          const recipe = await fetchRecipe(id);
          if (overtaken()) return set({ loading: false });
          set((state) => ({
            ...readProgress(recipe),
            currentRecipe: recipe,
            recipes: withRecipe(state.recipes, recipe),
            // The full page (a reload on /cooking/{id}) already shows it.
            isMiniMode: !state.isFullMode,
            loading: false,
          }));
        } catch (error) {
          if (overtaken()) return set({ loading: false });
          const message =
            error instanceof Error && error.message ? error.message : 'Failed to fetch recipe';
          // Unreachable (offline, a timeout, the server down: no status or 5xx) is not "the recipe
          // is gone": the cook's id and progress stay for the next try (decision 0012). An answer
          // that the recipe cannot be had (404, 403, 401) clears everything, as the spec says.
          if (isUnreachable(error)) return set({ loading: false, error: message });
          writeItem(ACTIVE_RECIPE_KEY, null);
          set({
            ...initialState,
            recipes: get().recipes,
            // Timers are not part of the failed restore: they stay as saved.
            timers: get().timers,
            error: message,
          });
        }
      },

      toggleStep: (stepId) => {
        const { currentRecipe, completedSteps } = get();
        if (!currentRecipe?.steps.some((step) => step.id === stepId)) return;
        changeProgress({
          completedSteps: completedSteps.includes(stepId)
            ? completedSteps.filter((id) => id !== stepId)
            : [...completedSteps, stepId],
        });
      },
      goToStep: (index) => {
        const { currentRecipe } = get();
        if (currentRecipe) changeProgress({ currentStepIndex: clampIndex(currentRecipe, index) });
      },
      nextStep: () => get().goToStep(get().currentStepIndex + 1),
      previousStep: () => get().goToStep(get().currentStepIndex - 1),

      startTimer: ({ label, seconds, recipe_id, step_id }) => {
        const duration_s = Math.round(seconds);
        if (!Number.isFinite(duration_s) || duration_s < 1) return null;
        const now = Date.now();
        const same = (timer: CookingTimer) =>
          timer.recipe_id === recipe_id && timer.step_id === step_id && timer.label === label;
        const existing = get().timers.find(same);
        const timer: CookingTimer = {
          id: existing?.id ?? newTimerId(now),
          label,
          recipe_id,
          ...(step_id === undefined ? {} : { step_id }),
          ends_at: now + duration_s * 1000,
          duration_s,
          rung: false,
        };
        setTimers(
          existing
            ? get().timers.map((known) => (known === existing ? timer : known))
            : [...get().timers, timer],
        );
        return timer;
      },
      cancelTimer: (id) => {
        const { timers } = get();
        if (timers.some((timer) => timer.id === id)) {
          setTimers(timers.filter((timer) => timer.id !== id));
        }
      },
      // Only an ended timer: a restart keeps the id, so a late "OK" on the old alarm must not
      // remove the timer the cook has just started again.
      dismissTimer: (id) => {
        const { timers } = get();
        const now = Date.now();
        if (timers.some((timer) => timer.id === id && (timer.rung || timer.ends_at <= now))) {
          setTimers(timers.filter((timer) => timer.id !== id));
        }
      },
      checkTimers: (now) => {
        const ended = get().timers.filter((timer) => !timer.rung && timer.ends_at <= now);
        if (ended.length === 0) return [];
        const rung = new Set(ended.map((timer) => timer.id));
        setTimers(
          get().timers.map((timer) => (rung.has(timer.id) ? { ...timer, rung: true } : timer)),
        );
        return ended.map((timer) => ({ ...timer, rung: true }));
      },
    };
  });
}

/** The app's cooking store. Outside React: `cookingStore.getState().restoreOnAppStart(...)`. */
export const cookingStore = createCookingStore();

// Sign-out cleared the cooking keys (lib/member-storage.ts): the next person at this browser must
// not find the panel, the progress or the timers in memory either.
window.addEventListener(MEMBER_STORAGE_CLEARED_EVENT, () =>
  cookingStore.setState({ ...initialState, timers: [] }),
);

/** Reads the cooking store in a component; re-renders only when the selected value changes. */
export function useCookingStore<T>(selector: (state: CookingStore) => T): T {
  return useStore(cookingStore, selector);
}

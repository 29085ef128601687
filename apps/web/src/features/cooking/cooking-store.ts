import type { Recipe } from '@mise/core';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/*
 * The cooking store (spec-1 §3 "Cooking store state", §4 "Cooking mode"): which recipe is being
 * cooked, whether it shows as the mini panel or the full page, and the cook's progress through it.
 * It is the web's only Zustand store (architecture.md) because cooking outlives any one page: the
 * mini panel follows the cook across the app.
 *
 * Local browser data (spec-1 §3, §9), under keys starting `mise.cooking.`: the id of the recipe being
 * cooked, and per recipe its completed step ids and current step index. Progress is kept per recipe,
 * so switching recipes and back resumes where the cook was. Storage may be blocked (private mode) or
 * full: then progress lives only as long as the tab, and nothing throws.
 *
 * Landing pages must not import this module: it is loaded with the cooking page and the mini panel.
 * Fetching is injected (`restoreOnAppStart(fetchRecipe)`) so the store imports no other feature.
 */

export const ACTIVE_RECIPE_KEY = 'mise.cooking.active';
export const progressKey = (recipeId: string) => `mise.cooking.progress.${recipeId}`;

/** One recipe's progress as kept in local storage. */
export interface CookingProgress {
  completedSteps: string[];
  currentStepIndex: number;
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
  /*
   * Timers go here (issue 11 point 3): a list of { id, label, endsAt } kept by END TIME, not by
   * time left, and saved under `mise.cooking.` like progress, so a reload or a sleeping phone does
   * not lose or stall them.
   */
}

export interface CookingActions {
  startMini: (recipe: Recipe) => void;
  startFull: (recipe: Recipe) => void;
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
function fitProgress(recipe: Recipe, progress: CookingProgress): CookingProgress {
  const stepIds = new Set(recipe.steps.map((step) => step.id));
  return {
    completedSteps: progress.completedSteps.filter(
      (id): id is string => typeof id === 'string' && stepIds.has(id),
    ),
    currentStepIndex: clampIndex(recipe, progress.currentStepIndex),
  };
}

/** The saved progress of `recipe`. Unreadable data counts as no progress and is removed. */
function readProgress(recipe: Recipe): CookingProgress {
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
  return { completedSteps: [], currentStepIndex: 0 };
}

function saveProgress(recipeId: string, progress: CookingProgress): void {
  writeItem(progressKey(recipeId), JSON.stringify(progress));
}

const withRecipe = (recipes: Recipe[], recipe: Recipe) => [
  recipe,
  ...recipes.filter((known) => known.id !== recipe.id),
];

/** A store of its own (tests make one each); the app uses `cookingStore`. */
export function createCookingStore() {
  return createStore<CookingStore>()((set, get) => {
    /** Makes `recipe` the one being cooked, with its saved progress (spec-1 §4 "Starting"). */
    const start = (recipe: Recipe, mode: Pick<CookingState, 'isMiniMode' | 'isFullMode'>) => {
      writeItem(ACTIVE_RECIPE_KEY, recipe.id);
      set((state) => ({
        ...mode,
        // The recipe already being cooked (the page opened from the panel) keeps the progress in
        // memory: it is what was last saved, and all there is when storage is blocked.
        ...(state.currentRecipe?.id === recipe.id
          ? fitProgress(recipe, state)
          : readProgress(recipe)),
        currentRecipe: recipe,
        recipes: withRecipe(state.recipes, recipe),
        error: null,
      }));
    };

    /** Saves the current recipe's progress after a change to it. */
    const changeProgress = (change: Partial<CookingProgress>) => {
      const { currentRecipe, completedSteps, currentStepIndex } = get();
      if (!currentRecipe) return;
      const progress = { completedSteps, currentStepIndex, ...change };
      set(progress);
      saveProgress(currentRecipe.id, progress);
    };

    return {
      ...initialState,

      startMini: (recipe) => start(recipe, { isMiniMode: true, isFullMode: false }),
      startFull: (recipe) => start(recipe, { isMiniMode: false, isFullMode: true }),

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
      // (spec-1 §9 keeps progress per recipe): starting it again resumes there.
      stopCooking: () => {
        writeItem(ACTIVE_RECIPE_KEY, null);
        set({
          currentRecipe: null,
          completedSteps: [],
          currentStepIndex: 0,
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
          writeItem(ACTIVE_RECIPE_KEY, null);
          set({
            ...initialState,
            recipes: get().recipes,
            error:
              error instanceof Error && error.message ? error.message : 'Failed to fetch recipe',
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
    };
  });
}

/** The app's cooking store. Outside React: `cookingStore.getState().restoreOnAppStart(...)`. */
export const cookingStore = createCookingStore();

/** Reads the cooking store in a component; re-renders only when the selected value changes. */
export function useCookingStore<T>(selector: (state: CookingStore) => T): T {
  return useStore(cookingStore, selector);
}

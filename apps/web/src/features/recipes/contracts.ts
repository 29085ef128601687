import type * as Validation from './validation';

/**
 * Loads the recipe forms' zod (`validation.ts`) once: the form starts it after painting (its lazy
 * resolver), the writes when they answer. `loadedRecipeContracts()` is for what runs while the cook
 * types and must not wait: it is undefined until the load has finished.
 */
export type RecipeContracts = typeof Validation;

let loading: Promise<RecipeContracts> | undefined;
let loaded: RecipeContracts | undefined;

export function loadRecipeContracts(): Promise<RecipeContracts> {
  loading ??= import('./validation').then(
    (contracts) => (loaded = contracts),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export const loadedRecipeContracts = (): RecipeContracts | undefined => loaded;

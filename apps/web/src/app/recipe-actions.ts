/*
 * What other features show on the recipe page (components/recipe-actions-slot.tsx), each its own
 * small chunk.
 */

/**
 * The cooking feature's entry on the recipe page, as a module promise shared by the route (which
 * starts it with the recipe page's own code, so the buttons do not wait for a second round trip) and
 * the lazy component in app.tsx.
 */
export const loadRecipeCooking = () =>
  import('../features/cooking/recipe/cook-this-recipe').then((m) => ({
    default: m.CookThisRecipe,
  }));

/** Save to cookbook (the cookbooks feature). */
export const loadSaveToCookbook = () =>
  import('../features/collections/recipe/save-to-cookbook').then((m) => ({
    default: m.SaveToCookbook,
  }));

/** Add to grocery list, for the servings on the page's scaler (the grocery feature). */
export const loadAddToGroceryList = () =>
  import('../features/grocery/recipe/add-to-grocery-list').then((m) => ({
    default: m.AddToGroceryList,
  }));

/** Starts every recipe-page action's chunk with the page's own code (routes.tsx). */
export function preloadRecipeActions(): void {
  void loadRecipeCooking();
  void loadSaveToCookbook();
  void loadAddToGroceryList();
}

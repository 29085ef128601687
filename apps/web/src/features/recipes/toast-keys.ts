/**
 * What a toast is about (toast-store.ts `key`): every toast about one recipe carries its key, so the
 * newest news about it replaces the older ("Nutritional information saved." gives way to "Recipe
 * updated.") instead of stacking. The create form's recipe has no id yet: it has one key of its own.
 */
export const recipeToastKey = (id: string) => `recipe:${id}`;
export const newRecipeToastKey = 'recipe:new';

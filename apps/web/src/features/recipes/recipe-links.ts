/**
 * Addresses into the recipe pages that more than one page builds. Zod-free and tiny: the recipe
 * page (a landing page) imports it without pulling in the editor.
 */

/** The id of the edit page's nutrition panel: `#nutrition` opens the editor there. */
export const nutritionSectionId = 'nutrition';

/** The editor, at its nutrition panel (Recalculate, when the values are outdated). */
export const recipeEditNutritionPath = (id: string) =>
  `/recipes/${encodeURIComponent(id)}/edit#${nutritionSectionId}`;

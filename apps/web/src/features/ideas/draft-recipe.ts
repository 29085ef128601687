import type { RecipeCreate, RecipeDraft } from '@mise/core';

/**
 * A generated idea as a recipe to create: private (a draft only its author sees until they publish
 * it), marked as AI-written, spec-1 §5's defaults for what the draft leaves out. The same object is
 * the create form's template draft ("Open in editor"), so both paths start from the same recipe.
 */
export function recipeFromDraft(draft: RecipeDraft): RecipeCreate {
  return {
    title: draft.title,
    description: draft.description,
    ...(draft.image_url ? { image_url: draft.image_url } : {}),
    servings: draft.servings ?? 4,
    prep_time: draft.prep_time ?? 0,
    cook_time: draft.cook_time ?? 0,
    is_public: false,
    is_community: false,
    ai_generated: true,
    ...(draft.nutritional_info ? { nutritional_info: draft.nutritional_info } : {}),
    ...(draft.source_url ? { source_url: draft.source_url } : {}),
    ingredients: draft.ingredients.map(({ name, quantity, amount, unit, notes }) => ({
      name,
      quantity,
      amount,
      unit,
      notes: notes || null,
    })),
    steps: draft.steps.map(({ instruction }, index) => ({ step_number: index + 1, instruction })),
  };
}

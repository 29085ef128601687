/**
 * The meal plans' words (spec-2 §5, §8), zod-free so a page that only shows them loads no schema.
 * The spec's are copied exactly; the ones marked "ours" are the server's own.
 */
export const mealPlanMessages = {
  // spec-2 §8
  fetchFailed: 'Failed to fetch meal plans',
  fetchMineFailed: 'Failed to fetch user meal plans',
  fetchOneFailed: 'Failed to fetch meal plan',
  created: 'Meal plan created successfully!',
  createFailed: 'Failed to create meal plan',
  updated: 'Meal plan updated successfully!',
  updateFailedWithReason: (reason: string) => `Failed to update meal plan: ${reason}`,
  timedOut: 'Request timed out',
  idMissing: 'Meal plan ID is missing.',
  notFound: 'Meal plan not found.',
  loadDetailsFailed: 'Error loading meal plan details.',
  dataUnavailable: 'Meal plan data is not available.',
  updateError: 'Error updating meal plan. Please try again.',
  searchFailed: 'Failed to search recipes.',
  // spec-2 §5
  createSignedOut: 'You must be logged in to create a meal plan',
  // ours
  titleRequired: 'Title is required',
  budgetRange: 'Budget must be 0 or more, in steps of 0.01',
  notOwner: 'Only the author of this meal plan can change it',
  healthGoal: 'The health goal id is not valid.',
  unknownHealthGoal: 'That health goal does not exist.',
  recipeId: 'The recipe id is not valid.',
  unknownRecipes: 'Some recipes of this plan do not exist or are private.',
  tooManyRecipes: (max: number) => `A meal plan holds at most ${max} recipes`,
  tooManySlots: (max: number) => `A week holds at most ${max} planned meals`,
  day: 'Choose a day from 0 (Monday) to 6 (Sunday)',
  servings: 'Servings must be more than 0 and at most 100',
  slotNotInPlan: 'Add a recipe to the plan before putting it on a day',
  duplicateSlot: 'This recipe is already on that meal of that day',
  deleted: 'Meal plan deleted',
  copied: 'Meal plan copied to your plans',
} as const;

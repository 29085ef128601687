import { MEAL_TYPES } from '../recipe-options.js';

/**
 * The food diary's and nutrition settings' words (spec-2 §5, §8), zod-free so a page that only shows
 * them loads no schema. The spec's are copied exactly; the ones marked "ours" are the server's own.
 */
export const diaryMessages = {
  // spec-2 §8 — diary
  loadFailed: 'Failed to load food diary entries',
  weeklyLoadFailed: 'Failed to load weekly nutrition data',
  addSignedOut: 'You must be logged in to add a food diary entry',
  authError: 'Authentication error: Please sign in again',
  addFailed: 'Failed to add food diary entry',
  addRecipeFailed: 'Failed to add recipe to food diary',
  updateFailed: 'Failed to update food diary entry',
  deleteFailed: 'Failed to delete food diary entry',
  estimateFailed: 'Failed to estimate nutrition information',
  // spec-2 §5
  userIdRequired: 'User ID is required',
  dateRequired: 'Date is required',
  // ours
  notFound: 'Food diary entry not found',
  dateInvalid: 'Use a real date, written YYYY-MM-DD',
  mealType: `Choose one of: ${MEAL_TYPES.join(', ')}`,
  foodNameRequired: 'Food name is required',
  numberRange: (max: number) => `Must be a number from 0 to ${max.toLocaleString('en')}`,
  servingsRange: 'Servings must be more than 0 and at most 100',
  recipeId: 'The recipe id is not valid.',
  rangeOrder: 'The start date must not be after the end date',
  rangeTooLong: (days: number) => `Choose at most ${days} days at once`,
  copySameDay: 'Choose another day to copy to',
  recipeWithoutNutrition:
    'This recipe has no nutritional information we could work out. Add it on the recipe, or log it as a food.',
} as const;

export const settingsMessages = {
  // spec-2 §8 — settings
  loadFailed: 'Failed to load nutrition settings',
  updateSignedOut: 'You must be logged in to update your nutrition settings',
  updateFailed: 'Failed to update nutrition settings',
  // ours
  saved: 'Nutrition settings saved.',
  calorieTarget: 'Calories must be a whole number from 1 to 20,000',
  gramsTarget: 'Must be a number from 0 to 2,000',
  percentage: 'Must be a whole number from 0 to 100',
  macroSplitSum: 'Protein, carbohydrate and fat percentages must add up to 100',
} as const;

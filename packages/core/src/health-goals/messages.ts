/**
 * The health-goal screens' messages (spec-2 §8, §2, §5), in a zod-free module so pages that only show
 * them load no zod. Messages marked "ours" are not in the spec.
 */
export const healthGoalMessages = {
  // spec-2 §8 — members
  loadFailed: 'Failed to load health goals',
  preferencesLoadFailed: 'Failed to load your health goals preferences',
  preferencesSaved: 'Health goals preferences saved successfully',
  preferencesSaveFailed: 'Failed to save health goals preferences',
  // spec-2 §8 — the admin screen ({reason} is the server's message)
  adminLoadFailed: (reason: string) => `Failed to load health goals: ${reason}`,
  adminSaveFailed: (reason: string) => `Failed to save health goal: ${reason}`,
  adminDeleteFailed: (reason: string) => `Failed to delete health goal: ${reason}`,
  updated: 'Health goal updated successfully',
  added: 'Health goal added successfully',
  deleted: 'Health goal deleted successfully',
  // ours — spec-2 §5 says name and description are required, not in which words
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  nameTooLong: 'Name must be at most 80 characters',
  descriptionTooLong: 'Description must be at most 1000 characters',
  // ours — the API
  notFound: 'Health goal not found',
  nameTaken: 'A health goal with this name already exists',
  unknownGoals:
    'Some of the chosen health goals no longer exist. Reload the list and choose again.',
  goalId: 'A health goal id is not valid.',
  tooManyGoals: 'Choose at most 100 health goals.',
  ruleNutrient: 'Choose calories, protein, carbohydrates, fat or sugar.',
  ruleComparison: 'Choose "at most" or "at least".',
  rulePercent: 'The share of the target must be a whole number from 1 to 500 (percent).',
  ruleConditions: 'A rule needs 1 to 5 conditions.',
  ruleRepeated: 'A rule cannot compare the same nutrient the same way twice.',
} as const;

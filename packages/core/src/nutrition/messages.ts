/**
 * The nutrition contract's words and sources, apart from its zod schemas (contract.ts): the recipe
 * forms show them before zod has loaded.
 */

export const nutritionMessages = {
  // spec-1 §5, §8 and spec-2 §4, §8
  noIngredients: 'Please add ingredients before calculating nutrition.',
  estimating: 'Estimating nutritional information (this may take a moment)...',
  calculating: 'Calculating...',
  estimated: 'Nutritional information estimated successfully!',
  saved: 'Nutritional information saved.',
  upstreamStatus: (status: number, statusText: string) =>
    `Nutrition estimation failed: ${status} ${statusText}`.trim(),
  invalidStructure: 'Invalid response structure from the AI service',
  invalidJson: 'AI returned invalid JSON. Could not parse nutritional info.',
  failedWithReason: (reason: string) => `Failed to estimate nutrition: ${reason}`,
  unknownError: 'Unknown error',
  failed: 'Failed to estimate nutrition information',
  // ours
  aiNotConfigured:
    'AI nutrition estimates are not set up on this server. Use the built-in calculator instead.',
  ingredientEmpty: 'Ingredient line is empty',
} as const;

export const NUTRITION_SOURCES = ['usda', 'ai'] as const;

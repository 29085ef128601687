import type { FoodIndex } from '../nutrition/match.js';

/**
 * What the local kitchen helper is given: the recipe in hand (from cooking mode), the servings the
 * cook chose, the step they are on, and two lookups the server provides (the food reference and a
 * recipe search). Everything here is plain data; the helper does no I/O of its own.
 */

export interface AssistantIngredient {
  name: string;
  amount: number | null;
  unit: string | null;
  notes?: string | null;
}

export interface AssistantStep {
  instruction: string;
  time_required: number | null;
}

export interface AssistantRecipe {
  id: string;
  title: string;
  servings: number;
  ingredients: AssistantIngredient[];
  steps: AssistantStep[];
}

export interface KitchenContext {
  recipe: AssistantRecipe | null;
  /** The servings the cook chose (null: the recipe's own). */
  servings: number | null;
  /** The step the cook is on, 0-based (null: none). */
  step_index: number | null;
}

export interface KitchenLookups {
  /** The USDA food index (null when the reference is not loaded). */
  foods(): Promise<FoodIndex | null>;
  /** Recipes the member may see that use these ingredients, best first (at most 5). */
  recipesWith(ingredients: string[]): Promise<{ id: string; title: string }[]>;
}

export type KitchenAnswerKind =
  | 'conversion'
  | 'temperature'
  | 'scaling'
  | 'substitution'
  | 'safe_temperature'
  | 'step_time'
  | 'ideas'
  | 'nutrition'
  | 'allergen'
  | 'unknown';

export interface KitchenAnswer {
  kind: KitchenAnswerKind;
  text: string;
}

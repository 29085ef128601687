import type { NutritionalInfo } from '../recipes.js';

/** An ingredient of a draft: what the create form's ingredient rows take. */
export interface DraftIngredient {
  name: string;
  quantity: string;
  amount: number;
  unit: string;
  notes: string;
}

/**
 * A recipe read from a page or pasted text (api.md `POST /api/recipes/import`). Nothing is saved:
 * the web opens it in the create form, where the cook checks it. A field the source did not give is
 * null (times, servings) so the form keeps its own default.
 */
export interface RecipeDraft {
  title: string;
  description: string;
  image_url: string | null;
  servings: number | null;
  prep_time: number | null;
  cook_time: number | null;
  ingredients: DraftIngredient[];
  steps: { instruction: string }[];
  nutritional_info: NutritionalInfo | null;
  source_url: string | null;
}

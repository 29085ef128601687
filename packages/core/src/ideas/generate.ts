import { stripCodeFences } from '../nutrition/ai.js';
import type { RecipeDraft } from '../recipe-import/draft.js';
import { recipeNodeToDraft } from '../recipe-import/schema-org.js';

/**
 * New recipes from the AI provider (POST /api/ideas/generate). The model is asked for schema.org
 * `Recipe` objects — the shape recipe pages publish and recipe import already reads — so its answer
 * becomes drafts through the same mapping (`recipeNodeToDraft`: ISO 8601 times, yield, ingredient
 * lines parsed by core's line parser, steps).
 */

export interface IdeasPromptInput {
  ingredients: readonly string[];
  count: number;
  diet?: string | undefined;
  maxTime?: number | undefined;
}

export function buildIdeasPrompt(input: IdeasPromptInput): { system: string; user: string } {
  const system = [
    'You are a home-cooking recipe writer.',
    `Answer with one JSON object: {"recipes": [...]} holding exactly ${input.count} schema.org Recipe objects.`,
    'Each has "@type": "Recipe", "name", "description", "recipeYield" (servings, a number),',
    '"prepTime" and "cookTime" (ISO 8601 durations such as "PT15M"), "recipeIngredient" (lines such as',
    '"2 cups cooked rice") and "recipeInstructions" (an array of steps as strings).',
    'Use mostly the ingredients the cook has; salt, pepper, oil and water may be assumed.',
    'Do not wrap the JSON in code fences.',
  ].join(' ');
  const wishes = [
    `Ingredients I have: ${input.ingredients.join(', ')}.`,
    input.diet ? `The recipes must be ${input.diet.replace(/_/g, ' ')}.` : '',
    input.maxTime ? `Each must take at most ${input.maxTime} minutes in total.` : '',
  ].filter(Boolean);
  return { system, user: wishes.join(' ') };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The model's answer as drafts (at most `count`): `{ recipes: [...] }`, a bare array, or a single
 * recipe; code fences stripped. Objects that are not readable recipes (no name, no ingredients) are
 * dropped, and so is any image address; null when nothing usable is left.
 */
export function readGeneratedIdeas(content: string, count: number): RecipeDraft[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stripCodeFences(content)) as unknown;
  } catch {
    return null;
  }
  const list = Array.isArray(parsed)
    ? parsed
    : isRecord(parsed) && Array.isArray(parsed.recipes)
      ? parsed.recipes
      : [parsed];
  const drafts = list
    .filter(isRecord)
    .filter((node) => typeof node.name === 'string' && node.name.trim() !== '')
    .map((node) => recipeNodeToDraft({ '@type': 'Recipe', ...node }, null))
    .filter((draft): draft is RecipeDraft => draft !== null && draft.ingredients.length > 0)
    // A picture the model names is nobody's photo of this recipe: the cook adds their own.
    .map((draft) => ({ ...draft, image_url: null }))
    .slice(0, count);
  return drafts.length > 0 ? drafts : null;
}

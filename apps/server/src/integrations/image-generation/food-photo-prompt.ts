import { dietLabel } from '@mise/core';
import { PROMPT_MAX_CHARS } from './image-generation.js';

export interface PromptRecipe {
  title: string;
  description: string;
  ingredients: {
    name: string;
    quantity?: string | null | undefined;
    unit?: string | null | undefined;
  }[];
  steps: { instruction: string }[];
  cuisine?: string | null | undefined;
  dietary_restrictions: string[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/**
 * The food-photography prompt of spec-1 §7: a request for professional food photography that lists
 * the title, description, ingredients (quantity, unit, name), numbered steps, cuisine and dietary
 * tags. It always fits the provider's prompt limit: the look comes first and the steps are cut
 * before anything else, then the ingredients.
 */
export function buildFoodPhotoPrompt(recipe: PromptRecipe): string {
  const head = [
    `Professional food photography of "${oneLine(recipe.title)}".`,
    recipe.description.trim() ? clip(oneLine(recipe.description), 400) : '',
    recipe.cuisine?.trim() ? `Cuisine: ${oneLine(recipe.cuisine)}.` : '',
    recipe.dietary_restrictions.length
      ? `Dietary: ${recipe.dietary_restrictions.map((d) => dietLabel(oneLine(d))).join(', ')}.`
      : '',
  ].filter(Boolean);
  const style =
    'Style: appetizing plated dish, natural light, shallow depth of field, high detail, ' +
    'restaurant-quality styling, no text, no people, no hands.';

  const ingredients = recipe.ingredients
    .filter((i) => i.name.trim())
    .map((i) =>
      oneLine(
        i.unit?.trim() === 'to taste'
          ? `${i.name} to taste`
          : [i.quantity, i.unit, i.name].filter((p) => p?.trim()).join(' '),
      ),
    );
  const steps = recipe.steps
    .filter((s) => s.instruction.trim())
    .map((s, index) => `${index + 1}. ${oneLine(s.instruction)}`);

  const fixed = [...head, style].join(' ');
  let room = PROMPT_MAX_CHARS - fixed.length - 2;
  const ingredientText = ingredients.length
    ? clip(`Ingredients: ${ingredients.join(', ')}.`, Math.max(0, Math.min(room, 700)))
    : '';
  room -= ingredientText.length + 1;
  const stepText = steps.length ? clip(`Steps: ${steps.join(' ')}`, Math.max(0, room)) : '';

  return clip(
    [...head, ingredientText, stepText, style].filter((p) => p.length > 1).join(' '),
    PROMPT_MAX_CHARS,
  );
}

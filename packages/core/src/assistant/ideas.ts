import { bullets } from './format.js';
import { trimFoodWords } from './read-text.js';
import type { KitchenLookups } from './types.js';

/** What can be cooked from named ingredients, through the server's recipe lookup. */

export const asksIdeas = (text: string) =>
  /\bwhat (?:can|could|should|shall) (?:i|we) (?:make|cook|bake|do)\b|\brecipes? (?:with|using|that uses?|containing|for)\b|\bideas? (?:for|with)\b|\bsomething (?:with|using)\b|\b(?:use|using) up\b|\bi (?:have|got)\b.*\bwhat\b/.test(
    text,
  );

/** 'what can I make with chicken, rice and some peas' → ['chicken', 'rice', 'peas']. */
export function ingredientsNamed(text: string): string[] {
  const match = /\b(?:with|using|containing|for|have|got|use up|using up|from)\s+(.+)$/.exec(text);
  if (!match) return [];
  const list = match[1]!
    .replace(
      /\b(?:what|which|can i|could i|to make|to cook|in (?:the|my) (?:fridge|pantry|cupboard))\b.*$/,
      '',
    )
    .split(/,|\band\b|&|\bor\b|\bplus\b|\+/)
    .map((part) =>
      trimFoodWords(part.replace(/\b(?:left ?over|leftovers?|a few|a bit of|some)\b/g, ' ')),
    )
    .filter((part) => part.length > 1);
  return [...new Set(list)].slice(0, 6);
}

export async function answerIdeas(text: string, lookups: KitchenLookups): Promise<string> {
  const ingredients = ingredientsNamed(text);
  if (ingredients.length === 0) {
    return 'Name a few ingredients and I will look for recipes that use them: "what can I make with chicken and rice".';
  }
  const named = ingredients.join(', ');
  const recipes = (await lookups.recipesWith(ingredients)).slice(0, 5);
  if (recipes.length === 0) {
    return `I found no recipes you can see that use ${named}. Try fewer ingredients, or search the recipes page.`;
  }
  return `Recipes that use ${named}:\n${bullets(recipes.map((r) => r.title))}`;
}

import { words as foodWords } from '../nutrition/text.js';
import { readIngredientFields } from '../nutrition/understand.js';

/**
 * "The same food" on the grocery list: two lines merge only when their keys are equal. The key is
 * the food the nutrition engine matched ('food:01123'), so 'olive oil' and 'extra virgin olive oil'
 * are one; a name it matches to nothing is compared by its words (`name:…`): lower case, accents
 * off, singular, without preparation ('chopped onions' = 'onion, diced'), brackets or notes.
 */

/** Words that change nothing about what is bought. */
const NOT_THE_FOOD = new Set(['fresh', 'freshly']);

/** The words of an ingredient name that say which food it is ('onion' of 'Chopped onions, thin'). */
export function groceryNameWords(name: string): string[] {
  const reading = readIngredientFields({ name });
  const words = foodWords(reading.food).filter((word) => !NOT_THE_FOOD.has(word));
  return words.length > 0 ? words : foodWords(name);
}

/** The key that decides "same food": the matched food's id, else the name's words. */
export function groceryFoodKey(name: string, matchedFoodId: string | null = null): string {
  if (matchedFoodId) return `food:${matchedFoodId}`;
  return `name:${groceryNameWords(name).join(' ')}`;
}

/**
 * The name a new list line shows: the cook's words before any comma and without brackets
 * ('Onion, finely chopped (about 1 cup)' → 'Onion'), so a line reads as a thing to buy.
 */
export function groceryItemName(name: string): string {
  const cleaned = name
    .replace(/\([^)]*\)/g, ' ')
    .split(',')[0]!
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned || name.trim();
}

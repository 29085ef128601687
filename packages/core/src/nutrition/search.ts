import type { Food } from './food.js';
import { matchFood, searchSpelling, type FoodIndex } from './match.js';

/**
 * The food reference's contains search (spec-2 §7: contains search on the name, limit 5), ranked
 * for cooks rather than by age:
 *  1. the food the engine matches for the term ('flour' → all-purpose wheat flour);
 *  2. foods the term names (the description's first part: 'egg' → 'Egg, …');
 *  3. descriptions that start with the term;
 *  4. each word of the term found at the start of a word;
 *  5. everyday foods (raw, plain, generic) before brands, baby foods and prepared meals;
 *  6. shorter descriptions, then id.
 * Every word of the term must be contained (a plural's stem: 'eggs' finds 'Egg, …'). Runs over the
 * engine's in-memory index: well under a millisecond for the whole SR21 table.
 */

export interface FoodSearchHit {
  food: Food;
  score: number;
}

const MAX_TERM_WORDS = 6;

/** 'eggs' → 'egg', 'tomatoes' → 'tomato', 'berries' → 'berr'. */
function stem(word: string): string {
  return word.length <= 3 ? word : word.replace(/(?:ies|es|s)$/, '');
}

export function searchFoods(index: FoodIndex, term: string, limit: number): FoodSearchHit[] {
  const phrase = searchSpelling(term);
  const words = [...new Set(phrase.split(' ').filter(Boolean))].slice(0, MAX_TERM_WORDS);
  if (words.length === 0 || limit < 1) return [];
  const stems = words.map(stem);
  const starts = stems.map((w) => ` ${w}`);
  const named = new Set([phrase, `${phrase}s`, `${phrase}es`, stem(phrase)]);
  const pinned = matchFood(index, { food: term })?.food.id;
  const best: FoodSearchHit[] = [];
  const before = (a: FoodSearchHit, b: FoodSearchHit) =>
    a.score !== b.score
      ? a.score > b.score
      : a.food.name.length !== b.food.name.length
        ? a.food.name.length < b.food.name.length
        : a.food.id < b.food.id;

  for (const entry of index.entries) {
    const text = entry.searchText;
    if (!stems.every((w) => text.includes(w))) continue;
    let score = entry.prior;
    if (entry.food.id === pinned) score += 10;
    if (named.has(entry.nameHead)) score += 3;
    if (text.startsWith(` ${phrase}`)) score += 1;
    for (const start of starts) if (text.includes(start)) score += 0.5;
    const hit = { food: entry.food, score };
    // Keep the best `limit` in order: a short insertion, no sort of every match.
    if (best.length === limit && !before(hit, best[limit - 1]!)) continue;
    let at = best.length;
    while (at > 0 && before(hit, best[at - 1]!)) at -= 1;
    best.splice(at, 0, hit);
    if (best.length > limit) best.pop();
  }
  return best;
}

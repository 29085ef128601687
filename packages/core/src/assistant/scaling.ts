import { formatIngredient } from '../ingredients/format-ingredient.js';
import { normalizeUnit } from '../ingredients/normalize-unit.js';
import { scaleIngredient } from '../ingredients/scale-ingredient.js';
import { MAX_SERVINGS } from '../recipe-options.js';
import { bullets, decimal } from './format.js';
import { NUMBER, readNumber } from './read-text.js';
import type { AssistantRecipe } from './types.js';

/** Scaling the recipe in hand: 'double it', 'for 6 servings', 'scale to 3', 'half the recipe'. */

export type ScaleRequest = { factor: number } | { servings: number };

const FACTOR_WORDS: ReadonlyArray<readonly [RegExp, number]> = [
  [/\b(?:double|doubled|doubling|twice)\b/, 2],
  [/\b(?:triple|tripled|tripling)\b/, 3],
  [/\b(?:quadruple|quadrupled)\b/, 4],
  [
    /\bhalve\b|\bhalved\b|\bhalving\b|\bhalf (?:of )?(?:the |this |a )?(?:recipe|it|batch|amounts?|quantities)\b|\bin half\b|\bmake half\b/,
    0.5,
  ],
];

const SERVING_WORDS = String.raw`servings?|people|persons?|portions?|guests?|of us|adults?|kids|eaters|mouths`;
const NUM = String.raw`${NUMBER}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|dozen`;

/** What scaling the text asks for; null when it asks none. */
export function readScaleRequest(text: string): ScaleRequest | null {
  const servings =
    new RegExp(String.raw`(?:^|\s)(${NUM})\s*(?:${SERVING_WORDS})(?![a-z])`).exec(text) ??
    new RegExp(
      String.raw`\b(?:scale|resize|adjust|change|make|serve|feed|for)\b[a-z ]{0,20}?\bto\s+(${NUM})(?![a-z0-9./])(?!\s*(?:x|times))`,
    ).exec(text) ??
    new RegExp(String.raw`\b(?:serves?|feeds?)\s+(${NUM})(?![a-z0-9./])`).exec(text);
  if (servings) {
    const value = readNumber(servings[1]!);
    if (value && value > 0) return { servings: value };
  }
  const times =
    new RegExp(String.raw`(?:^|\s)(${NUMBER})\s*(?:x|×|times)(?![a-z])`).exec(text) ??
    new RegExp(
      String.raw`\b(?:scale|multiply|increase|reduce)\b[a-z ]{0,20}?\b(?:by|x|times)\s*(${NUMBER})(?![a-z0-9./])`,
    ).exec(text);
  if (times) {
    const value = readNumber(times[1]!);
    if (value && value > 0) return { factor: value };
  }
  for (const [pattern, factor] of FACTOR_WORDS) if (pattern.test(text)) return { factor };
  return null;
}

/** The recipe's ingredients for the servings asked, as the recipe page's scaler writes them. */
export function answerScaling(
  request: ScaleRequest,
  recipe: AssistantRecipe | null,
  servings: number | null,
): string {
  if (!recipe) {
    return 'Open a recipe (or ask from cooking mode) and I can scale it: try "double it", "for 6 servings" or "half the recipe".';
  }
  const own = recipe.servings > 0 ? recipe.servings : 1;
  const current = servings && servings > 0 ? servings : own;
  const target = 'servings' in request ? request.servings : current * request.factor;
  if (!(target > 0) || target > MAX_SERVINGS) {
    return `I can scale ${recipe.title} to between a fraction of a serving and ${MAX_SERVINGS} servings.`;
  }
  const lines = recipe.ingredients.map((ingredient) => {
    const rawUnit = ingredient.unit?.trim() ?? '';
    const unit = rawUnit ? (normalizeUnit(rawUnit) ?? rawUnit) : '';
    const scaled = scaleIngredient({ amount: ingredient.amount ?? 0, unit }, own, target);
    const line = formatIngredient({
      name: ingredient.name,
      amount: scaled.amount,
      unit: scaled.unit,
      quantity: scaled.quantity,
    });
    return ingredient.notes?.trim() ? `${line}, ${ingredient.notes.trim()}` : line;
  });
  const servingsText = (n: number) => `${decimal(n, 2)} serving${n === 1 ? '' : 's'}`;
  const heading = `${recipe.title} for ${servingsText(target)} (the recipe makes ${servingsText(own)}):`;
  const note =
    target > own * 1.5 || target < own / 1.5
      ? '\nPan sizes and cooking times may need adjusting; seasonings are best scaled to taste.'
      : '';
  return `${heading}\n${bullets(lines)}${note}`;
}

import { normalizeUnit } from '../ingredients/normalize-unit.js';
import { baseSize, bullets, ingredientLine, multiplyAmount } from './format.js';
import { findMeasures, hasWord, NUMBER, readNumber } from './read-text.js';
import { SUBSTITUTIONS, type SubstituteOption, type Substitution } from './substitutions.js';
import type { AssistantRecipe } from './types.js';

/** Substitutions answered from the table, scaled to the amount asked or the recipe's amount. */

interface Found {
  entry: Substitution;
  name: string;
  index: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The table entry the text names; the longest name wins ('brown sugar' over 'sugar'). */
export function findSubstitution(text: string): Found | null {
  let best: Found | null = null;
  for (const entry of SUBSTITUTIONS) {
    for (const name of entry.names) {
      const match = new RegExp(`(?<![a-z])${escape(name)}(?![a-z])`).exec(text);
      if (match && (!best || name.length > best.name.length)) {
        best = { entry, name, index: match.index };
      }
    }
  }
  return best;
}

interface Amount {
  amount: number;
  unit: string;
}

/** Units that count the food itself: '2 eggs', '3 cloves garlic', '1 medium onion'. */
const COUNT_UNITS = new Set(['', 'piece', 'item', 'clove', 'small', 'medium', 'large', 'package']);

const COUNT_BEFORE = new RegExp(
  String.raw`(?:^|\s)(${NUMBER}|an?|one|two|three|four|five|six|half an?)\s+(?:(?:cloves?|large|medium|small|whole|packages?|packets?|envelopes?|sachets?|of)\s+)*$`,
);

/** The amount the cook names just before the food: '2 cups buttermilk', '200 g butter', '3 eggs'. */
function askedAmount(text: string, found: Found): Amount | null {
  const before = text.slice(0, found.index);
  const measure = findMeasures(text)
    .filter((m) => m.amount !== null && m.end <= found.index)
    .at(-1);
  if (measure && /^\s*(?:of\s+)?(?:[a-z-]+\s+)?$/.test(text.slice(measure.end, found.index))) {
    return { amount: measure.amount!, unit: measure.unit };
  }
  const count = COUNT_BEFORE.exec(before);
  if (count) {
    const amount = readNumber(count[1]!);
    if (amount) return { amount, unit: found.entry.per.unit };
  }
  return null;
}

/** The recipe's amount of the food, for the servings the cook chose. */
function recipeAmount(
  found: Found,
  recipe: AssistantRecipe | null,
  servings: number | null,
): (Amount & { name: string }) | null {
  if (!recipe) return null;
  for (const ingredient of recipe.ingredients) {
    const name = ingredient.name.toLowerCase();
    if (!found.entry.names.some((n) => hasWord(name, escape(n)))) continue;
    if (!(ingredient.amount && ingredient.amount > 0)) continue;
    const rawUnit = ingredient.unit?.trim() ?? '';
    const unit = rawUnit ? (normalizeUnit(rawUnit) ?? rawUnit) : found.entry.per.unit;
    const share = servings && recipe.servings > 0 ? servings / recipe.servings : 1;
    return { amount: ingredient.amount * share, unit, name: ingredient.name };
  }
  return null;
}

/** How many times the table's amount the cook needs; null when the units cannot be compared. */
function factorOf(asked: Amount, entry: Substitution): number | null {
  const per = entry.per;
  if (asked.unit === per.unit) return asked.amount / per.amount;
  if (COUNT_UNITS.has(asked.unit) && COUNT_UNITS.has(per.unit)) return asked.amount / per.amount;
  const a = baseSize(asked.amount, asked.unit);
  const b = baseSize(per.amount, per.unit);
  if (a && b && 'ml' in a && 'ml' in b) return a.ml / b.ml;
  if (a && b && 'grams' in a && 'grams' in b) return a.grams / b.grams;
  if (a && 'grams' in a && entry.grams) return a.grams / (entry.grams * per.amount);
  return null;
}

function optionLine(option: SubstituteOption, factor: number): string {
  let line = '';
  option.parts.forEach((part, index) => {
    const scaled = multiplyAmount(part.amount, part.unit, factor);
    const text = ingredientLine(scaled.amount, scaled.unit, part.what);
    line += index === 0 ? text : `${part.minus ? ' minus ' : ' + '}${text}`;
  });
  return option.note ? `${line} (${option.note})` : line;
}

/** The answer, or null when the text names nothing in the table. */
export function answerSubstitution(
  text: string,
  recipe: AssistantRecipe | null,
  servings: number | null,
): string | null {
  const found = findSubstitution(text);
  if (!found) return null;
  const asked = askedAmount(text, found);
  const fromRecipe = asked ? null : recipeAmount(found, recipe, servings);
  const wanted = asked ?? fromRecipe;
  const factor = wanted ? factorOf(wanted, found.entry) : null;
  const per = found.entry.per;
  const heading =
    wanted && factor !== null
      ? `Instead of ${ingredientLine(wanted.amount, wanted.unit, fromRecipe ? fromRecipe.name : found.name)}${fromRecipe ? ' (the amount in this recipe)' : ''}, use:`
      : `Instead of ${ingredientLine(per.amount, per.unit, found.name)}, use:`;
  const lines = found.entry.options.map((option) => optionLine(option, factor ?? 1));
  return `${heading}\n${bullets(lines)}`;
}

/** The foods the table knows, for a question it cannot place. */
export const substitutionNames = () => SUBSTITUTIONS.map((s) => s.names[0]!);

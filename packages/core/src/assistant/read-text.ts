import { normalizeUnit } from '../ingredients/normalize-unit.js';
import { parseQuantity } from '../ingredients/quantity.js';
import { replaceVulgarFractions } from '../ingredients/vulgar-fractions.js';
import type { Unit } from '../recipe-options.js';
import { GRAMS_PER_UNIT, ML_PER_UNIT } from '../nutrition/units.js';

/**
 * Reading a cook's chat message: one spelling of numbers and units for every answer. Only mass and
 * volume units are read here (the ones that convert); counts are the food's business.
 */

/** Lower case, ASCII fractions ('1½' → '1 1/2', '1-1/2' → '1 1/2'), one space, no question marks. */
export function normaliseQuestion(question: string): string {
  return replaceVulgarFractions(question)
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/(\d)-(\d+\/\d+)/g, '$1 $2')
    .replace(/[?!]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const WORD_NUMBERS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  'a dozen': 12,
  half: 0.5,
  'half a': 0.5,
  'half an': 0.5,
  'a half': 0.5,
  quarter: 0.25,
  'a quarter': 0.25,
  'a quarter of a': 0.25,
  'a quarter of an': 0.25,
  'a third of a': 1 / 3,
  'a third': 1 / 3,
};

/** A written number: '2', '1 1/2', '1/2', '.5', '2.5'. */
export const NUMBER = String.raw`\d+ \d+\/\d+|\d+\/\d+|\d+(?:\.\d+)?|\.\d+`;
/** A spelled number, longest first so 'half a' wins over 'half'. */
const WORD_NUMBER = Object.keys(WORD_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** The value of a number as `NUMBER` or a number word reads it; null when it is neither. */
export function readNumber(text: string): number | null {
  const bare = text.trim();
  if (Object.hasOwn(WORD_NUMBERS, bare)) return WORD_NUMBERS[bare]!;
  if (/^\d+(?:\.\d+)?$|^\.\d+$/.test(bare)) return Number(bare);
  return parseQuantity(bare);
}

/** Unit spellings that convert (mass and volume), longest first so 'fl oz' wins over 'oz'. */
const UNIT_SPELLINGS = [
  'fluid ounces',
  'fluid ounce',
  'fl. oz',
  'fl oz',
  'floz',
  'milliliters',
  'millilitres',
  'milliliter',
  'millilitre',
  'tablespoons',
  'tablespoon',
  'teaspoons',
  'teaspoon',
  'kilograms',
  'kilogram',
  'grammes',
  'gramme',
  'gallons',
  'gallon',
  'ounces',
  'ounce',
  'pounds',
  'pound',
  'quarts',
  'quart',
  'liters',
  'litres',
  'liter',
  'litre',
  'grams',
  'gram',
  'pints',
  'pint',
  'kilos',
  'kilo',
  'cups',
  'cup',
  'tbsp',
  'tbs',
  'tsp',
  'kg',
  'lbs',
  'lb',
  'oz',
  'ml',
  'gal',
  'qt',
  'pt',
  'g',
  'l',
].map((s) => s.replace('.', '\\.'));

/** Short spellings that are also letters or words: read as a unit only after a number or 'in'/'to'. */
const AMBIGUOUS = new Set(['g', 'l', 'gal', 'pt', 'qt']);

export interface Measure {
  /** null: a unit named without an amount ('in grams', 'how many cups'). */
  amount: number | null;
  unit: Unit;
  start: number;
  end: number;
}

const MEASURE = new RegExp(
  String.raw`(?<![a-z0-9./])(?:(${NUMBER}|${WORD_NUMBER})\s*-?\s*)?(?:of\s+an?\s+)?(${UNIT_SPELLINGS.join('|')})(?![a-z])`,
  'g',
);

export const isConvertible = (unit: Unit) => unit in ML_PER_UNIT || unit in GRAMS_PER_UNIT;

/** Every mass or volume measure named in normalised text, in order. */
export function findMeasures(text: string): Measure[] {
  const found: Measure[] = [];
  for (const match of text.matchAll(MEASURE)) {
    const [whole, number, spelled] = match;
    const unit =
      normalizeUnit(spelled!.replace(/\.$/, '')) ?? (spelled === 'floz' ? 'fl oz' : null);
    if (!unit || !isConvertible(unit)) continue;
    const amount = number === undefined ? null : readNumber(number);
    const start = match.index;
    if (number === undefined && AMBIGUOUS.has(spelled!)) {
      if (!/(?:^|\s)(?:in|to|into|many|much)\s+$/.test(text.slice(0, start))) continue;
    }
    // 'a' alone before a unit is a number ('a cup'); a number word that failed to read is not.
    if (number !== undefined && amount === null) continue;
    found.push({ amount, unit, start, end: start + whole.length });
  }
  return found;
}

/** A count before a word: '2 eggs' → 2, 'an avocado' → 1; null when none. */
export function countBefore(text: string, index: number): number | null {
  const before = text.slice(0, index);
  const match = new RegExp(
    String.raw`(?:^|\s)(${NUMBER}|${WORD_NUMBER})\s+(?:(?:large|medium|small|whole|fresh)\s+)?$`,
  ).exec(before);
  return match ? readNumber(match[1]!) : null;
}

/** Words a food name is wrapped in that say nothing of the food. */
const FILLER = new Set([
  'a',
  'an',
  'the',
  'of',
  'some',
  'my',
  'this',
  'that',
  'these',
  'those',
  'your',
]);

/** 'of the flour' → 'flour'; punctuation and filler words at the edges go. */
export function trimFoodWords(text: string): string {
  const words = text
    .replace(/[^a-z0-9%'\- ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  while (words.length > 0 && FILLER.has(words[0]!)) words.shift();
  while (words.length > 0 && FILLER.has(words.at(-1)!)) words.pop();
  return words.join(' ');
}

/** Whole-word (or phrase) test on normalised text. */
export function hasWord(text: string, phrase: string): boolean {
  return new RegExp(`(?<![a-z])${phrase}(?![a-z])`).test(text);
}

import type { Unit } from '../recipe-options.js';
import { normalizeUnit } from './normalize-unit.js';
import { parseQuantity } from './quantity.js';
import { replaceVulgarFractions } from './vulgar-fractions.js';

export interface ParsedIngredientLine {
  /** The leading quantity as typed, tidied ('1 1/2'); '' when the line has none. */
  quantity: string;
  /** The quantity's value; 0 when there is none. */
  amount: number;
  /** A recognised unit after the quantity; null lets the caller guess one (guessUnit). */
  unit: Unit | null;
  name: string;
}

/** parseIngredientLine's reading plus what it drops: the bracketed size ('14 oz'), if any. */
export interface ParsedIngredientLineDetail extends ParsedIngredientLine {
  /** The text inside a bracketed size right after the quantity or unit ('1 can (14 oz) …' → '14 oz'). */
  size: string | null;
}

/** Whole, decimal, fraction or mixed number; the mixed form first so '1 1/2' is not read as '1'. */
const QUANTITY = String.raw`(?:\d+ \d+/\d+|\d+/\d+|\d*\.\d+|\d+)`;
/**
 * A quantity at the start, then maybe a range's upper end ('2-3', '2 to 3'), which is dropped: the
 * lower end is what the cook needs at least. The quantity must end at a space, a '(' or a letter
 * ('200g'), so '2-inch piece ginger' or '2.' are not read as quantities.
 */
const LEADING_QUANTITY = new RegExp(
  String.raw`^(${QUANTITY})(?:\s*(?:-|–|—|to)\s*${QUANTITY})?(?=\s|$|\(|\p{L})`,
  'u',
);
/** A size in brackets right after the quantity or unit ('1 can (14 oz) tomatoes'). */
const SIZE_NOTE = /^\([^)]*\)\s*/;
const TRAILING_TO_TASTE = /,?\s*\b(?:to taste|as needed)$/i;

function tidyLine(line: string): string {
  return (
    replaceVulgarFractions(line)
      .replace(/\s+/g, ' ')
      .trim()
      // List markers from pasted recipes: '- 2 eggs', '• salt'.
      .replace(/^[-*•]\s+/, '')
      .replace(/(\d) ?\/ ?(\d)/g, '$1/$2')
      // '1-1/2' is a mixed number, not the range 1 to 1/2.
      .replace(/^(\d+) ?- ?(\d+\/\d+)/, '$1 $2')
  );
}

/** The unit at the start of `rest` (two words first, for 'fl oz'), and what follows it. */
function takeUnit(rest: string): { unit: Unit | null; rest: string } {
  const words = rest.split(' ');
  for (const count of [2, 1]) {
    if (words.length < count) continue;
    const unit = normalizeUnit(words.slice(0, count).join(' '));
    if (unit) return { unit, rest: words.slice(count).join(' ') };
  }
  return { unit: null, rest };
}

/**
 * A quick-add line for the ingredient editor: '2 tablespoons olive oil' → { quantity: '2',
 * amount: 2, unit: 'tbsp', name: 'olive oil' }. Unicode fractions become ASCII ('½ cup milk' →
 * '1/2'); a range keeps its first number ('2-3 cloves garlic' → '2'); a bracketed size after the
 * quantity or unit is dropped ('1 can (14 oz) tomatoes' → name 'tomatoes'; the fuller parser will
 * keep it as a note); 'of' after the unit is dropped ('1 cup of flour'). Without a quantity the
 * whole line is the name, except a trailing 'to taste' or 'as needed', which becomes the unit.
 */
export function parseIngredientLine(line: string): ParsedIngredientLine {
  const { size: _size, ...parsed } = parseIngredientLineDetail(line);
  return parsed;
}

/** Reads a line as parseIngredientLine does, and also returns the bracketed size it dropped. */
export function parseIngredientLineDetail(line: string): ParsedIngredientLineDetail {
  const text = tidyLine(line);
  const match = LEADING_QUANTITY.exec(text);
  const quantity = match?.[1] ?? '';
  const amount = parseQuantity(quantity);
  if (!match || amount === null) {
    const toTaste = TRAILING_TO_TASTE.exec(text);
    if (toTaste && toTaste.index > 0) {
      return {
        quantity: '',
        amount: 0,
        unit: 'to taste',
        name: text.slice(0, toTaste.index),
        size: null,
      };
    }
    return { quantity: '', amount: 0, unit: null, name: text, size: null };
  }
  let size: string | null = null;
  const takeSize = (rest: string) =>
    rest.replace(SIZE_NOTE, (note) => {
      size ??= note.trim().slice(1, -1).trim();
      return '';
    });
  const afterQuantity = takeSize(text.slice(match[0].length).trim());
  const { unit, rest } = takeUnit(afterQuantity);
  const name = takeSize(rest)
    .replace(/^of\s+/i, '')
    .trim();
  return { quantity, amount, unit, name, size };
}

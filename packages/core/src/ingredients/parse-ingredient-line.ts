import type { Unit } from '../recipe-options.js';
import { normalizeUnit } from './normalize-unit.js';
import { parseQuantity } from './quantity.js';
import { unitLabel } from './format-ingredient.js';
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

/** parseIngredientLine's reading plus what it sets apart: the bracketed size and a range. */
export interface ParsedIngredientLineDetail extends ParsedIngredientLine {
  /** The text inside a bracketed size right after the quantity or unit ('1 can (14 oz) …' → '14 oz'). */
  size: string | null;
  /** A range as typed ('1-2', '2 to 3'); the quantity is its low end. null when there is none. */
  range: string | null;
}

/** A quick-add line read for the ingredient editor: its fields, and what the cook typed besides. */
export interface QuickAddIngredient extends ParsedIngredientLine {
  /** What belongs beside the name: a range, a size, '(sifted)', ', minced' — '' when nothing. */
  notes: string;
}

/** Whole, decimal, fraction or mixed number; the mixed form first so '1 1/2' is not read as '1'. */
const QUANTITY = String.raw`(?:\d+ \d+/\d+|\d+/\d+|\d*\.\d+|\d+)`;
/**
 * A quantity at the start, then maybe a range's upper end ('2-3', '2 to 3'), which is dropped: the
 * lower end is what the cook needs at least. The quantity must end at a space, a '(' or a letter
 * ('200g'), so '2-inch piece ginger' or '2.' are not read as quantities.
 */
const LEADING_QUANTITY = new RegExp(
  String.raw`^(${QUANTITY})(?:\s*(?:-|–|—|to)\s*(${QUANTITY}))?(?=\s|$|\(|\p{L})`,
  'u',
);
/** A size in brackets right after the quantity or unit ('1 can (14 oz) tomatoes'). */
const SIZE_NOTE = /^\([^)]*\)\s*/;
/** A multiplied size before the unit ('2 x 400g tins', '2 × 400 g cans'): the size of each. */
const TIMES_SIZE = /^[x×]\s*(\d+(?:\.\d+)?\s*(?:g|kg|ml|l|oz|lbs?|fl\.? ?oz)\.?)(?=\s|$)\s*/i;
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
 * A line's quantity, unit and name: '2 tablespoons olive oil' → { quantity: '2', amount: 2, unit:
 * 'tbsp', name: 'olive oil' }. Unicode fractions become ASCII ('½ cup milk' → '1/2'); a range keeps
 * its first number ('2-3 cloves garlic' → '2'); a bracketed size after the quantity or unit is set
 * apart ('1 can (14 oz) tomatoes' → name 'tomatoes'); 'of' after the unit is dropped ('1 cup of
 * flour'). Without a quantity the whole line is the name, except a trailing 'to taste' or 'as
 * needed', which becomes the unit. The nutrition engine reads lines with it (understand.ts).
 */
export function parseIngredientLine(line: string): ParsedIngredientLine {
  const { size: _size, range: _range, ...parsed } = parseIngredientLineDetail(line);
  return parsed;
}

/** Reads a line as parseIngredientLine does, and also returns the size and range it set apart. */
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
        range: null,
      };
    }
    return { quantity: '', amount: 0, unit: null, name: text, size: null, range: null };
  }
  const range = match[2] ? `${quantity}-${match[2]}` : null;
  let size: string | null = null;
  const takeSize = (rest: string) =>
    rest.replace(SIZE_NOTE, (note) => {
      size ??= note.trim().slice(1, -1).trim();
      return '';
    });
  const afterQuantity = takeSize(text.slice(match[0].length).trim()).replace(
    TIMES_SIZE,
    (_, each: string) => {
      size ??= each.trim();
      return '';
    },
  );
  const { unit, rest } = takeUnit(afterQuantity);
  const name = takeSize(rest)
    .replace(/^of\s+/i, '')
    .trim();
  return { quantity, amount, unit, name, size, range };
}

/**
 * One of a unit when no number is typed but the words say one: 'a pinch of salt', 'pinch of salt',
 * 'a large onion'. A bare unit word without 'a' or 'of' is not enough ('large eggs'); null otherwise.
 */
function readOneUnit(text: string): { unit: Unit; name: string } | null {
  const article = /^(?:an?|one)\s+/i.exec(text);
  const rest = article ? text.slice(article[0].length) : text;
  const { unit, rest: after } = takeUnit(rest);
  if (!unit || unit === 'to taste') return null;
  const of = /^of\s+/i.exec(after);
  if (!article && !of) return null;
  const name = after.slice(of?.[0].length ?? 0).trim();
  return name ? { unit, name } : null;
}

/** 'garlic, minced' → garlic + 'minced'; 'flour (sifted)' → flour + 'sifted'. */
function splitNotes(name: string): { name: string; notes: string[] } {
  const notes: string[] = [];
  let rest = name.replace(/\s*\(([^)]*)\)/g, (_, inner: string) => {
    if (inner.trim()) notes.push(inner.trim());
    return '';
  });
  const comma = rest.indexOf(',');
  if (comma > 0) {
    const after = rest.slice(comma + 1).trim();
    if (after) notes.push(after);
    rest = rest.slice(0, comma);
  }
  return { name: rest.replace(/\s+/g, ' ').trim(), notes };
}

/**
 * A quick-add line (spec-1 §4) for the ingredient editor, keeping everything the cook typed:
 * '1 (14 oz) can tomatoes' → 1 can 'tomatoes', notes '14 oz' (where the nutrition engine reads the
 * can's size); '1-2 tsp chili flakes' → amount 1 (the low end, for the maths), notes '1-2 tsp' (the
 * quantity field takes no range); '3 cloves garlic, minced' and '1 1/2 cups flour (sifted)' → the
 * preparation in notes; 'pinch of salt' → 1 pinch; 'salt to taste' → unit 'to taste';
 * 'a handful of fresh basil leaves' → no amount or unit, the words as the name.
 */
export function parseQuickAddLine(line: string): QuickAddIngredient {
  const detail = parseIngredientLineDetail(line);
  let { quantity, amount, unit } = detail;
  let name = detail.name;
  if (!quantity && unit === null) {
    const one = readOneUnit(name);
    if (one) {
      quantity = '1';
      amount = 1;
      unit = one.unit;
      name = one.name;
    }
  }
  const split = splitNotes(name.replace(/^of\s+/i, ''));
  const rangeNote = detail.range
    ? [detail.range, (unit && unitLabel(unit, 2)) || split.name].filter(Boolean).join(' ')
    : null;
  const notes = [rangeNote, detail.size, ...split.notes].filter(Boolean).join(', ');
  return { quantity, amount, unit, name: split.name, notes };
}

import { coerceAmount } from '../ingredients/amount.js';
import { normalizeUnit } from '../ingredients/normalize-unit.js';
import { parseIngredientLineDetail } from '../ingredients/parse-ingredient-line.js';
import { replaceVulgarFractions } from '../ingredients/vulgar-fractions.js';
import type { Unit } from '../recipes.js';
import { singular } from './text.js';
import { readSize } from './units.js';

/** An ingredient as the engine reads it: how much, in what, of which food, and the rest. */
export interface IngredientReading {
  /** The ingredient as given: the line, or the structured fields put back together. */
  text: string;
  /** The quantity's value; 0 when there is none. */
  amount: number;
  /** The unit; null means a count of the food itself ('3 eggs'). */
  unit: Unit | null;
  /** A bracketed size per unit ('1 (14 oz) can' → 396.9 g). */
  size: { grams: number } | { ml: number } | null;
  /** The words that name the food ('all-purpose flour'). */
  food: string;
  /** A count word the cook measured by, found among the food's own measures ('3 stalks celery' → 'stalk'). */
  measure: string | null;
  /** Everything else: preparation, alternatives, serving notes ('sifted', 'or margarine'). */
  notes: string[];
  /**
   * How the notes say the food is cooked ('6 strips bacon, fried crisp' → ['fried']): the matcher
   * may pick the cooked entry when its weights carry the amount over (estimate.ts).
   */
  states?: string[];
}

/** A structured ingredient, as the recipe editor and the API carry it. */
export interface IngredientFields {
  name: string;
  quantity?: string | undefined;
  amount?: unknown;
  unit?: string | undefined;
  notes?: string | null | undefined;
}

/**
 * Preparation words: how the food is cut or handled, not which food it is. They move to the notes
 * (where the weighing still sees them: a cup of chopped onion weighs more than a cup of sliced).
 */
const PREPARATION = new Set([
  'chopped',
  'diced',
  'minced',
  'sliced',
  'sifted',
  'unsifted',
  'packed',
  'firmly',
  'lightly',
  'loosely',
  'finely',
  'roughly',
  'coarsely',
  'thinly',
  'thickly',
  'freshly',
  'peeled',
  'unpeeled',
  'seeded',
  'deseeded',
  'cored',
  'pitted',
  'trimmed',
  'halved',
  'quartered',
  'cubed',
  'julienned',
  'rinsed',
  'drained',
  'washed',
  'thawed',
  'melted',
  'softened',
  'beaten',
  'whisked',
  'separated',
  'divided',
  'optional',
  'cold',
  'warm',
  'chilled',
  'heaping',
  'heaped',
  'level',
  'scant',
  'generous',
  'about',
  'approximately',
  'roughly',
  'torn',
  'crumbled',
  'mashed',
  'zested',
  'juiced',
  'cut',
  'into',
  'bite',
  'sized',
  'size',
  'pieces',
  'piece',
  'chunks',
  'wedges',
  'strips',
  'rings',
  'florets',
  'good',
  'quality',
  'organic',
  'large',
  'medium',
  'small',
  'big',
  'extra',
  'jumbo',
]);

/** Trailing phrases that are notes, not food ('for serving', 'plus more for dusting', 'at room temperature'). */
const TRAILING_NOTES =
  /\s+(?:for (?:serving|garnish|garnishing|dusting|frying|greasing|the pan|topping|decoration)|plus (?:more|extra)\b.*|at room temperature|room temperature|to serve|to garnish|if desired|as needed|to taste)\b.*$/i;

function splitNotes(name: string): { food: string; notes: string[] } {
  const notes: string[] = [];
  let food = replaceVulgarFractions(name)
    .replace(/\(([^)]*)\)/g, (_, inner: string) => {
      if (inner.trim()) notes.push(inner.trim());
      return ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
  const comma = food.indexOf(',');
  if (comma > 0) {
    const rest = food.slice(comma + 1).trim();
    if (rest) notes.push(rest);
    food = food.slice(0, comma).trim();
  }
  const trailing = TRAILING_NOTES.exec(food);
  if (trailing && trailing.index > 0) {
    notes.push(trailing[0].trim());
    food = food.slice(0, trailing.index).trim();
  }
  // 'butter or margarine': the first is what the recipe was written with.
  const alternative = /\s+(?:or|and\/or)\s+/i.exec(food);
  if (alternative && alternative.index > 0) {
    notes.push(food.slice(alternative.index).trim());
    food = food.slice(0, alternative.index).trim();
  }
  const kept: string[] = [];
  const prepared: string[] = [];
  for (const word of food.split(' ')) {
    const bare = word.toLowerCase().replace(/[^a-z-]/g, '');
    if (PREPARATION.has(bare) || /^(?:finely|roughly|thinly|freshly)-/.test(bare)) {
      prepared.push(word);
    } else {
      kept.push(word);
    }
  }
  if (prepared.length > 0) notes.unshift(prepared.join(' '));
  // A name made only of preparation words ('chopped') still names something.
  const foodWords = kept
    .join(' ')
    .replace(/^of\s+/i, '')
    .trim();
  return { food: foodWords || food, notes };
}

/** Words that count a food by its natural pieces: weighed from the food's own measures. */
const COUNT_WORDS = new Set([
  'stalk',
  'stick',
  'sprig',
  'bunch',
  'bottle',
  'block',
  'ear',
  'handful',
  'knob',
  'rib',
  'sheet',
  'bag',
  'jar',
  'box',
  'envelope',
  'cube',
  'square',
  'loaf',
  'wedge',
  'scoop',
  'fillet',
  'filet',
  'leaf',
  'strip',
  'link',
  'patty',
  'bulb',
  'round',
  'pod',
  'drizzle',
  'glug',
  'splash',
]);

/** 'stalks celery' → measure 'stalk', food 'celery'. */
function takeCountWord(food: string): { measure: string | null; food: string } {
  const match = /^([a-z]+?)(?:es|s)?\s+(?:of\s+)?(.+)$/i.exec(food);
  if (match) {
    const word = match[1]!.toLowerCase();
    if (COUNT_WORDS.has(word)) return { measure: word, food: match[2]! };
    const plural = `${word}${food.slice(word.length).match(/^(es|s)/i)?.[1] ?? ''}`.toLowerCase();
    if (COUNT_WORDS.has(plural)) return { measure: plural, food: match[2]! };
  }
  return { measure: null, food };
}

function sizeFrom(texts: ReadonlyArray<string | null | undefined>): IngredientReading['size'] {
  for (const text of texts) {
    if (!text) continue;
    const size = readSize(text);
    if (size) return size;
  }
  return null;
}

/** Numbers written as words at the start of a line ('one 12-ounce package', 'a dash', 'a few sprigs'). */
const WORD_AMOUNTS: ReadonlyArray<readonly [RegExp, string]> = [
  // Not 'half and half' (the cream).
  [/^(?:a\s+)?half\s+(?!and\b)(?:an?\s+)?(?=\S)/i, '1/2 '],
  [/^a\s+couple\s+(?:of\s+)?/i, '2 '],
  [/^(?:a\s+few|a\s+handful\s+of\s+(?=sprigs?\b))\s*/i, '3 '],
  [/^several\s+/i, '4 '],
  [/^(?:an?|one)\s+(?=\S)/i, '1 '],
  [/^two\s+/i, '2 '],
  [/^three\s+/i, '3 '],
  [/^four\s+/i, '4 '],
  [/^five\s+/i, '5 '],
  [/^six\s+/i, '6 '],
  [/^eight\s+/i, '8 '],
  [/^ten\s+/i, '10 '],
  [/^twelve\s+/i, '12 '],
];

/** A package size written in the line ('1 12-ounce package', '2 14.5 oz cans'): bracketed, as read. */
const INLINE_SIZE =
  /^(\d+(?:\s+\d+\/\d+|\/\d+|\.\d+)?)\s+(\d+(?:\.\d+)?)\s*-?\s*(fl\.? ?oz|fluid[\s-]ounces?|ounces?|oz|pounds?|lbs?|grams?|g|kg|ml|liters?|litres?)\.?(?=\s|$)/i;

/** 'juice of 2 limes', 'zest of an orange', 'zest and juice of 1 lemon': a part of each fruit. */
const FRUIT_PART =
  /^(?:the\s+)?(?:(zest)\s+and\s+juice|(juice)\s+and\s+zest|(juice|zest))\s+(?:from\s+|of\s+)(.+)$/i;

/** Numbers in words and inline sizes as the line reader reads them: 'one 12-ounce package' → '1 (12 ounce) package'. */
function spellOutAmounts(line: string): string {
  let text = line.replace(/\s+/g, ' ').trim();
  // Most lines start with a digit: only a line starting with a word can have its number in words.
  if (/^[a-z]/i.test(text))
    for (const [pattern, digits] of WORD_AMOUNTS) {
      if (pattern.test(text)) {
        text = text.replace(pattern, digits);
        break;
      }
    }
  return text.replace(INLINE_SIZE, (_, amount: string, size: string, unit: string) => {
    return `${amount} (${size} ${unit})`;
  });
}

/** Seasonings given in a pair ('salt and pepper to taste'): the first is weighed, the second noted. */
function firstOfPair(reading: IngredientReading): IngredientReading {
  const seasoning =
    reading.unit === 'to taste' ||
    reading.unit === 'pinch' ||
    reading.unit === 'dash' ||
    // With no amount only the everyday pair: 'macaroni and cheese' stays one food.
    (reading.unit === null &&
      !(reading.amount > 0) &&
      reading.measure === null &&
      /\b(?:salt|pepper)\b/i.test(reading.food));
  if (!seasoning) return reading;
  const pair = /^(.+?)\s+(?:and|&)\s+(.+)$/i.exec(reading.food);
  if (!pair) return reading;
  return { ...reading, food: pair[1]!, notes: [`and ${pair[2]!}`, ...reading.notes] };
}

/** 'juice of 2 limes' → 2 of 'lime juice' by the juice's 'lime yields' measure. */
function readFruitPart(line: string, text: string): IngredientReading | null {
  const part = FRUIT_PART.exec(text);
  if (!part) return null;
  const which = (part[1] ?? part[2] ?? part[3]!).toLowerCase();
  const rest = readIngredientLine(spellOutAmounts(part[4]!));
  const fruit = singular(rest.food.toLowerCase());
  if (!fruit) return null;
  const amount = rest.amount > 0 ? rest.amount : 1;
  const other = part[1] ? 'and juice' : part[2] ? 'and zest' : null;
  return {
    text: line.trim(),
    amount,
    unit: null,
    size: null,
    food: `${fruit} ${which}`,
    measure: which === 'juice' ? 'yields' : 'zest',
    notes: [...(other ? [other] : []), ...rest.notes],
    states: [],
  };
}

/**
 * Words in the notes that say how the food is cooked ('fried crisp', 'browned and drained'). Not
 * 'scrambled': SR21's scrambled egg has the milk and fat in it that a recipe lists on their own.
 */
const COOKING_NOTES =
  /\b(cooked|fried|pan-fried|browned|roasted|grilled|broiled|baked|boiled|hard-boiled|steamed|toasted|poached)\b/gi;

function cookingStates(notes: readonly string[]): string[] {
  const found = new Set<string>();
  for (const note of notes) {
    // Only what is done to the food, not 'for frying' or 'or roasted peppers'.
    if (/^(?:for|or|plus|to)\b/i.test(note)) continue;
    for (const match of note.matchAll(COOKING_NOTES)) found.add(match[1]!.toLowerCase());
  }
  return [...found];
}

/**
 * '2 1/2 cups all-purpose flour, sifted' → 2.5 cup of 'all-purpose flour', notes ['sifted'];
 * '1 (14 oz) can diced tomatoes' → 1 can of 396.9 g of 'tomatoes', notes ['diced'];
 * 'salt to taste' → unit 'to taste'.
 */
export function readIngredientLine(line: string): IngredientReading {
  const text = spellOutAmounts(line);
  const fruitPart = readFruitPart(line, text);
  if (fruitPart) return fruitPart;
  const parsed = parseIngredientLineDetail(text);
  // A count word first ('strips of bacon, fried') before preparation words take it ('strips').
  const counted = takeCountWord(parsed.name);
  const split = splitNotes(counted.food);
  const { measure, food } = counted.measure
    ? { measure: counted.measure, food: split.food }
    : takeCountWord(split.food);
  const notes = split.notes;
  const noteSize = notes.find((n) => readSize(n));
  return firstOfPair({
    text: line.trim(),
    amount: parsed.amount,
    unit: parsed.unit,
    size: sizeFrom([parsed.size, noteSize]),
    food,
    measure,
    notes: parsed.size && !readSize(parsed.size) ? [parsed.size, ...notes] : notes,
    states: cookingStates(notes),
  });
}

/**
 * A structured ingredient: its amount (or quantity text), unit and name; the name may still carry
 * preparation ('diced tomatoes') and brackets, read as a line's name would be.
 */
export function readIngredientFields(fields: IngredientFields): IngredientReading {
  const amount = coerceAmount(fields.amount, fields.quantity);
  const unitText = fields.unit?.trim() ?? '';
  const unit = unitText ? normalizeUnit(unitText) : null;
  const split = splitNotes(fields.name);
  const notes = split.notes;
  if (fields.notes?.trim()) notes.push(fields.notes.trim());
  // An unknown unit word ('stick', 'bunch') is a count word, weighed from the food's own measures.
  const { measure, food } = takeCountWord(
    unitText && !unit ? `${unitText} ${split.food}` : split.food,
  );
  const quantityText = fields.quantity?.trim() || (amount > 0 ? String(amount) : '');
  return {
    text: [quantityText, unitText, fields.name.trim()].filter(Boolean).join(' '),
    amount,
    unit,
    size: sizeFrom(notes),
    food,
    measure: measure ?? (unitText && !unit ? unitText.toLowerCase() : null),
    notes,
    states: cookingStates(notes),
  };
}

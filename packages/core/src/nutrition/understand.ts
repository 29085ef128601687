import { coerceAmount } from '../ingredients/amount.js';
import { normalizeUnit } from '../ingredients/normalize-unit.js';
import { parseIngredientLineDetail } from '../ingredients/parse-ingredient-line.js';
import { replaceVulgarFractions } from '../ingredients/vulgar-fractions.js';
import type { Unit } from '../recipes.js';
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

/**
 * '2 1/2 cups all-purpose flour, sifted' → 2.5 cup of 'all-purpose flour', notes ['sifted'];
 * '1 (14 oz) can diced tomatoes' → 1 can of 396.9 g of 'tomatoes', notes ['diced'];
 * 'salt to taste' → unit 'to taste'.
 */
export function readIngredientLine(line: string): IngredientReading {
  const parsed = parseIngredientLineDetail(line);
  const split = splitNotes(parsed.name);
  const { measure, food } = takeCountWord(split.food);
  const notes = split.notes;
  const noteSize = notes.find((n) => readSize(n));
  return {
    text: line.trim(),
    amount: parsed.amount,
    unit: parsed.unit,
    size: sizeFrom([parsed.size, noteSize]),
    food,
    measure,
    notes: parsed.size && !readSize(parsed.size) ? [parsed.size, ...notes] : notes,
  };
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
  };
}

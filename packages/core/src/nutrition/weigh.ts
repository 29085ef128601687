import type { Food, FoodMeasure } from './food.js';
import type { IngredientReading } from './understand.js';
import { GRAMS_PER_UNIT, ML_PER_UNIT, UNWEIGHED_UNITS, readMeasure } from './units.js';

/**
 * Grams of an ingredient, from its amount and unit and the matched food's household measures:
 * - mass units directly;
 * - volume units by the food's own density, read from its volume measures (a cup of flour is 125 g,
 *   a cup of water 237 g), preferring the measure whose wording fits the ingredient ('cup, chopped'
 *   for chopped onion, 'cup packed' for packed brown sugar, never 'whipped' cream unless asked);
 * - counts (piece, medium, large, clove, slice, can, stalk…) by the food's matching measure, or a
 *   bracketed size ('1 (14 oz) can'), or a stated default (a clove 3 g, a slice 28 g).
 * 'To taste', a pinch or a dash weigh 0 g and are reported.
 */

export type Weighing =
  | {
      ok: true;
      grams: number;
      /** How the grams were found ('1 cup = 125 g'), for the cook to check; null for grams. */
      basis: string | null;
      /** 1 for the food's own measures or a mass; less for defaults and assumed densities. */
      certainty: number;
    }
  | {
      ok: false;
      reason: string;
      /** Counted as 0 g (to taste, pinch) or not counted at all. */ zero: boolean;
    };

/** Words of a measure's wording that say how the food was cut or packed. */
const FORM_WORDS = [
  'chopped',
  'sliced',
  'slices',
  'diced',
  'minced',
  'grated',
  'shredded',
  'packed',
  'unpacked',
  'sifted',
  'unsifted',
  'mashed',
  'pureed',
  'melted',
  'whipped',
  'crumbled',
  'cubed',
  'cubes',
  'crumbs',
  'halves',
  'pieces',
  'whole',
  'ground',
  'flaked',
  'sections',
  'strips',
  'leaves',
];
/** A measure worded this way is not what a cook means unless they say so. */
const ONLY_IF_ASKED = ['whipped', 'melted', 'crumbs', 'cubes', 'crust'];

const SIZES = ['medium', 'large', 'small'] as const;
type Size = (typeof SIZES)[number];

/** Count measures that are not "one of the food" ('1 cup', '1 serving', '1 package'). */
const NOT_A_PIECE =
  /^(?:nlea|serving|portion|slice|package|packet|pkg|container|jar|can|bottle|box|bag|cubic|unit|leaf|leaves|strip|ring|wedge|stalk|spear|sprig|pat|stick|individual|tbsp|piece,? (?:diced|chopped)|cup|oz|lb|rings|strips|slices|pieces|floweret|floret|spear|shoot)/;

/** Defaults for counts the food's measures lack (grams per one). */
const COUNT_DEFAULTS: Readonly<Record<string, number>> = {
  clove: 3,
  slice: 28,
  can: 411,
  stick: 113,
  sprig: 1,
  handful: 30,
  knob: 15,
};

/** 'leaves' → 'leaf', 'breasts' → 'breast', 'tomatoes' → 'tomato'. */
function stem(word: string): string {
  if (word.endsWith('ves')) return `${word.slice(0, -3)}f`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const describeAmount = (amount: number) => String(Math.round(amount * 1000) / 1000);

function normalisedWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/** The ingredient's words that can pick a measure's wording: its notes and food words. */
function hintsOf(reading: IngredientReading): Set<string> {
  return new Set(normalisedWords([...reading.notes, reading.food].join(' ')));
}

function volumeWeighing(
  reading: IngredientReading,
  ml: number,
  food: Food,
  hints: ReadonlySet<string>,
): Weighing {
  let best: { measure: FoodMeasure; mlPerMeasure: number; score: number } | null = null;
  food.measures.forEach((measure, order) => {
    const kind = readMeasure(measure.description);
    if (kind.kind !== 'volume') return;
    // Brackets say what the measure holds ('(yields 2 cups whipped)'), not its form.
    const wording = kind.rest.replace(/\([^)]*\)/g, ' ');
    const rest = new Set(normalisedWords(wording));
    let score = -order * 0.01;
    for (const word of FORM_WORDS) {
      if (!rest.has(word)) continue;
      if (hints.has(word) || (word === 'slices' && hints.has('sliced'))) score += 2;
      else if (ONLY_IF_ASKED.includes(word)) score -= 3;
      else score -= 0.2;
    }
    // Other wording is about something else ('cup cherry tomatoes').
    // Other wording names a kind of the food ('cup cherry tomatoes'): right when the cook said it.
    const other = [...rest].filter(
      (w) => !['fl', 'oz', 'ml', 'g', 'fluid'].includes(w) && !FORM_WORDS.includes(w),
    );
    const named = other.filter(
      (w) => hints.has(w) || hints.has(`${w}s`) || hints.has(w.replace(/s$/, '')),
    );
    if (named.length > 0) score += named.length;
    else if (other.length > 0 && !other.some((w) => ['or', 'and'].includes(w))) score -= 0.5;
    // The cook's own unit reads most directly; a cubic inch is a block, not a spoonful.
    if (sameUnit(measure.description, reading.unit)) score += 0.3;
    if (/^(?:cubic|cu)\b/i.test(measure.description)) score -= 1;
    if (!best || score > best.score) {
      best = { measure, mlPerMeasure: readMeasureMl(measure), score };
    }
  });
  const chosen = best as { measure: FoodMeasure; mlPerMeasure: number } | null;
  if (chosen) {
    return {
      ok: true,
      // As a share of the measure, so a cup of a food measured by the cup is exactly its grams.
      grams: (ml / chosen.mlPerMeasure) * chosen.measure.grams,
      basis: `${describeAmount(chosen.measure.amount)} ${chosen.measure.description} = ${chosen.measure.grams} g`,
      certainty: 1,
    };
  }
  // No volume measure: oils are lighter than water, everything else is taken as water.
  const density = food.group === 'Fats and Oils' ? 0.92 : 1;
  return {
    ok: true,
    grams: ml * density,
    basis: `no volume measure for this food: taken as ${density} g/ml`,
    certainty: 0.8,
  };
}

const UNIT_WORDS: Readonly<Record<string, RegExp>> = {
  cup: /^cups?\b/i,
  tbsp: /^(?:tbsps?|tablespoons?)\b/i,
  tsp: /^(?:tsps?|teaspoons?)\b/i,
  'fl oz': /^fl\.? ?oz\b/i,
};

function sameUnit(description: string, unit: IngredientReading['unit']): boolean {
  const pattern = unit ? UNIT_WORDS[unit] : undefined;
  return pattern ? pattern.test(description.trim()) : false;
}

function readMeasureMl(measure: FoodMeasure): number {
  const kind = readMeasure(measure.description);
  return kind.kind === 'volume' ? kind.ml * measure.amount : Number.NaN;
}

interface CountMeasure {
  measure: FoodMeasure;
  words: string[];
  order: number;
}

function countMeasures(food: Food): CountMeasure[] {
  const list: CountMeasure[] = [];
  food.measures.forEach((measure, order) => {
    if (readMeasure(measure.description).kind !== 'count') return;
    const words = normalisedWords(measure.description.replace(/\([^)]*\)/g, ' '));
    list.push({ measure, words, order });
  });
  return list;
}

/** The measure among `candidates` of the wanted size, else medium, else without a size, else the first. */
function bySize(candidates: CountMeasure[], size: Size): CountMeasure | undefined {
  const sized = (s: string) =>
    candidates.find((c) => c.words.includes(s) && !c.words.includes('extra'));
  const unsized = candidates.find(
    (c) => !SIZES.some((s) => c.words.includes(s)) && !c.words.includes('extra'),
  );
  return sized(size) ?? sized('medium') ?? unsized ?? candidates[0];
}

function sizeOf(reading: IngredientReading, hints: ReadonlySet<string>, food: Food): Size {
  if (reading.unit === 'small' || reading.unit === 'medium' || reading.unit === 'large')
    return reading.unit;
  for (const size of SIZES) if (hints.has(size)) return size;
  // Recipes assume large eggs.
  return /^Egg, (?:whole|white|yolk)/.test(food.name) ? 'large' : 'medium';
}

/**
 * A poultry breast is sold and cooked as a half: the reference's '.5 breast' is what a recipe's
 * 'chicken breast' means, so it counts as one.
 */
const isBreastHalf = (c: CountMeasure) => c.measure.amount === 0.5 && c.words[0] === 'breast';
/** Grams of one. */
const perOne = (c: CountMeasure) =>
  isBreastHalf(c) ? c.measure.grams : c.measure.grams / c.measure.amount;

function countWeighing(
  reading: IngredientReading,
  food: Food,
  hints: ReadonlySet<string>,
): Weighing {
  const amount = reading.amount;
  const measures = countMeasures(food);
  const size = sizeOf(reading, hints, food);
  const found = (c: CountMeasure | undefined, what: string): Weighing | null => {
    if (c) {
      return {
        ok: true,
        grams: amount * perOne(c),
        basis: isBreastHalf(c)
          ? `${describeAmount(c.measure.amount)} ${c.measure.description} = ${c.measure.grams} g, a breast half: counted as one breast`
          : `${describeAmount(c.measure.amount)} ${c.measure.description} = ${c.measure.grams} g`,
        certainty: 1,
      };
    }
    const fallback = Object.hasOwn(COUNT_DEFAULTS, what) ? COUNT_DEFAULTS[what] : undefined;
    if (fallback === undefined) return null;
    return {
      ok: true,
      grams: amount * fallback,
      basis: `no '${what}' measure for this food: 1 ${what} taken as ${fallback} g`,
      certainty: 0.85,
    };
  };
  const withWord = (word: string) =>
    measures.filter(
      (c) => c.words[0] === word || c.words[0] === `${word}s` || c.words.includes(word),
    );

  // A word the cook counted by: 'stalk', 'stick', 'clove', 'slice', 'can', 'head'…
  const word =
    reading.measure ??
    ({ clove: 'clove', slice: 'slice', head: 'head', can: 'can', serving: 'serving' } as const)[
      reading.unit as 'clove'
    ] ??
    (reading.unit === 'package' ? 'package' : reading.unit === 'container' ? 'container' : null);
  if (word) {
    let candidates = withWord(word);
    // A bottle of beer holds what its can does.
    if (word === 'bottle' && candidates.length === 0) candidates = withWord('can');
    if (word === 'serving') candidates = [...withWord('nlea'), ...candidates];
    if (word === 'package') candidates = [...candidates, ...withWord('packet'), ...withWord('box')];
    const weighed = found(bySize(candidates, size), word);
    if (weighed) return weighed;
    return {
      ok: false,
      zero: false,
      reason: `cannot weigh '${word}': ${food.name} has no such measure; give a weight or volume`,
    };
  }

  // A piece of the food itself: '2 carrots', '1 medium onion', '2 chicken breasts', '2 bay leaves'.
  const said = new Set(normalisedWords(reading.food).map(stem));
  const namedByCook = measures.filter(
    (c) =>
      !/^(?:unit|nlea|serving)/.test(c.words[0] ?? '') && c.words.some((w) => said.has(stem(w))),
  );
  const pieces = measures.filter((c) => !NOT_A_PIECE.test(c.words.join(' ')));
  const described = new Set(normalisedWords(food.name).map(stem));
  const named = pieces.filter((c) => c.words.some((w) => described.has(stem(w))));
  const sized = pieces.filter((c) => SIZES.some((s) => c.words.includes(s)));
  const choice =
    (namedByCook.length > 0 ? bySize(namedByCook, size) : undefined) ??
    (sized.length > 0 ? bySize(sized, size) : undefined) ??
    named[0] ??
    pieces.find((c) => ['whole', 'fruit', 'item', 'piece', 'each'].includes(c.words[0]!)) ??
    pieces[0];
  const weighed = found(choice, 'piece');
  if (weighed) return weighed;
  return {
    ok: false,
    zero: false,
    reason: `cannot weigh a count of ${food.name}: give a weight or volume`,
  };
}

/** Grams of `reading` as `food`, or why it cannot be weighed. */
export function weighIngredient(reading: IngredientReading, food: Food): Weighing {
  const { unit, amount } = reading;
  if (unit && UNWEIGHED_UNITS.has(unit)) {
    const said = unit === 'to taste' ? 'to taste' : `a ${unit}`;
    return { ok: false, zero: true, reason: `cannot weigh '${said}': counted as 0 g` };
  }
  if (!(amount > 0)) {
    return { ok: false, zero: true, reason: 'no quantity: counted as 0 g' };
  }
  const hints = hintsOf(reading);
  const drained = (weighing: Weighing): Weighing => {
    // A drained can keeps about 60% of its net weight (beans, chickpeas, vegetables).
    if (
      !weighing.ok ||
      unit !== 'can' ||
      !(hints.has('drained') || hints.has('rinsed')) ||
      !/canned/i.test(food.name) ||
      /drained/i.test(food.name) ||
      !['Legumes and Legume Products', 'Vegetables and Vegetable Products'].includes(food.group)
    )
      return weighing;
    return {
      ...weighing,
      grams: weighing.grams * 0.6,
      basis: [weighing.basis, 'drained: 60% of the can'].filter(Boolean).join('; '),
      certainty: weighing.certainty * 0.9,
    };
  };

  const gramsPerUnit = unit ? GRAMS_PER_UNIT[unit] : undefined;
  if (gramsPerUnit !== undefined) {
    return {
      ok: true,
      grams: amount * gramsPerUnit,
      // Grams need no explaining ('g = 1 g' told the cook nothing).
      basis: gramsPerUnit === 1 ? null : `1 ${unit} = ${round(gramsPerUnit)} g`,
      certainty: 1,
    };
  }
  const mlPerUnit = unit ? ML_PER_UNIT[unit] : undefined;
  if (mlPerUnit !== undefined) return volumeWeighing(reading, amount * mlPerUnit, food, hints);

  // '1 (14 oz) can', '2 (6 oz) chicken breasts': the bracketed size is what one weighs.
  if (reading.size) {
    const size = reading.size;
    if ('grams' in size) {
      return drained({
        ok: true,
        grams: amount * size.grams,
        basis: `size given: ${round(size.grams)} g each`,
        certainty: 1,
      });
    }
    const weighed = volumeWeighing(reading, amount * size.ml, food, hints);
    return drained(
      weighed.ok
        ? {
            ...weighed,
            basis: [`size given: ${round(size.ml)} ml each`, weighed.basis]
              .filter(Boolean)
              .join('; '),
          }
        : weighed,
    );
  }
  return drained(countWeighing(reading, food, hints));
}

const round = (value: number) => Math.round(value * 10) / 10;

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

/**
 * Counts that are an amount by volume where the food lacks the measure: a drizzle of oil is about a
 * tablespoon, a bunch of herbs about a cup (a small one half), a fruit's zest a tablespoon (a
 * lime's two teaspoons).
 */
const VOLUME_DEFAULTS: Readonly<Record<string, readonly [number, 'tsp' | 'tbsp' | 'cup']>> = {
  drizzle: [1, 'tbsp'],
  splash: [1, 'tbsp'],
  glug: [2, 'tbsp'],
  bunch: [1, 'cup'],
  zest: [1, 'tbsp'],
};
const BUNCH_SIZE: Readonly<Record<Size, number>> = { small: 0.5, medium: 1, large: 1.5 };

function volumeDefault(
  reading: IngredientReading,
  word: string,
  food: Food,
  hints: ReadonlySet<string>,
  size: Size,
): Weighing | null {
  if (!Object.hasOwn(VOLUME_DEFAULTS, word)) return null;
  let [each, unit] = VOLUME_DEFAULTS[word]!;
  if (word === 'zest' && /\blime/i.test(food.name)) [each, unit] = [2, 'tsp'];
  if (word === 'bunch') each *= BUNCH_SIZE[size];
  const volume = reading.amount * each;
  const weighed = volumeWeighing({ ...reading, unit }, volume * ML_PER_UNIT[unit]!, food, hints);
  if (!weighed.ok) return null;
  return {
    ...weighed,
    basis: [`1 ${word} taken as ${describeAmount(each)} ${unit}`, weighed.basis]
      .filter(Boolean)
      .join('; '),
    certainty: Math.min(weighed.certainty, 0.7),
  };
}

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
 * 'chicken breast' means, so it counts as one. Likewise a fish's '.5 fillet' (a side's half, salmon
 * 198 g ≈ 7 oz) is the fillet a recipe counts, not half of one.
 */
const isBreastHalf = (c: CountMeasure) =>
  c.measure.amount === 0.5 && (c.words[0] === 'breast' || c.words[0] === 'fillet');
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
          ? `${describeAmount(c.measure.amount)} ${c.measure.description} = ${c.measure.grams} g, a ${c.words[0]} half: counted as one ${c.words[0]}`
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
    // A strip of bacon is its slice.
    if (word === 'strip' && candidates.length === 0) candidates = withWord('slice');
    const weighed = found(bySize(candidates, size), word);
    if (weighed) return weighed;
    const byVolume = volumeDefault(reading, word, food, hints, size);
    if (byVolume) return byVolume;
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

/** 'portion (yield from 1/2 lb raw meat)' = 149 g: the cooked share of a raw weight. */
function cookedYield(food: Food): { share: number; basis: string } | null {
  for (const measure of food.measures) {
    const match = /yield from (\d+(?:\.\d+)?|\d+\/\d+) (lb|oz) raw/i.exec(measure.description);
    if (!match) continue;
    const [top, bottom] = match[1]!.split('/');
    const amount = bottom ? Number(top) / Number(bottom) : Number(top);
    const raw = amount * (match[2] === 'lb' ? GRAMS_PER_UNIT.lb! : GRAMS_PER_UNIT.oz!);
    if (!(raw > 0)) continue;
    return {
      share: measure.grams / measure.amount / raw,
      basis: `${describeAmount(measure.amount)} ${measure.description} = ${measure.grams} g cooked`,
    };
  }
  return null;
}

/** '1 can (12 oz) yields' = 211 g: the drained share of a can of a drained-solids food. */
function drainedYield(food: Food): { share: number; basis: string } | null {
  if (!/drained/i.test(food.name)) return null;
  for (const measure of food.measures) {
    const match = /can,? \((\d+(?:\.\d+)?) oz\) yields/i.exec(measure.description);
    if (!match) continue;
    const net = Number(match[1]) * GRAMS_PER_UNIT.oz!;
    return {
      share: measure.grams / measure.amount / net,
      basis: `${describeAmount(measure.amount)} ${measure.description} = ${measure.grams} g`,
    };
  }
  return null;
}

/** 'To taste' is taken as ¼ tsp; a pinch or a dash as the food's own dash, else ⅛ tsp. */
const TO_TASTE_TSP = 0.25;
const PINCH_TSP = 1 / 8;
/** Sensible amounts are a guess: the grocery list and the cook see them as such. */
const GUESSED = 0.6;

function seasoningWeighing(
  reading: IngredientReading,
  food: Food,
  hints: ReadonlySet<string>,
): Weighing {
  const count = reading.amount > 0 ? reading.amount : 1;
  if (reading.unit !== 'to taste') {
    const dash = food.measures.find((m) => /^dash\b/i.test(m.description));
    if (dash) {
      return {
        ok: true,
        grams: (count * dash.grams) / dash.amount,
        basis: `a ${reading.unit} taken as ${describeAmount(dash.amount)} ${dash.description} = ${dash.grams} g`,
        certainty: GUESSED,
      };
    }
  }
  const tsp = reading.unit === 'to taste' ? TO_TASTE_TSP : count * PINCH_TSP;
  const weighed = volumeWeighing({ ...reading, unit: 'tsp' }, tsp * ML_PER_UNIT.tsp!, food, hints);
  if (!weighed.ok) return weighed;
  const said = reading.unit === 'to taste' ? 'to taste' : `a ${reading.unit}`;
  return {
    ...weighed,
    basis: [`${said}: taken as ${describeAmount(tsp)} tsp`, weighed.basis]
      .filter(Boolean)
      .join('; '),
    certainty: Math.min(weighed.certainty, GUESSED),
  };
}

/** Grams of `reading` as `food`, or why it cannot be weighed. */
export function weighIngredient(reading: IngredientReading, food: Food): Weighing {
  const { unit, amount } = reading;
  const hints = hintsOf(reading);
  if (unit && UNWEIGHED_UNITS.has(unit)) return seasoningWeighing(reading, food, hints);
  if (!(amount > 0)) {
    // A seasoning without an amount ('freshly ground black pepper') is seasoning to taste.
    if (food.group === 'Spices and Herbs')
      return seasoningWeighing({ ...reading, unit: 'to taste' }, food, hints);
    return {
      ok: false,
      zero: true,
      reason: 'no amount given: counted as 0 g; add an amount to count it',
    };
  }
  const drained = (weighing: Weighing): Weighing => {
    const yields = drainedYield(food);
    if (weighing.ok && unit === 'can' && yields && (hints.has('drained') || hints.has('rinsed'))) {
      // The reference says what a can of it drains to ('1 can (12 oz) yields' 211 g of solids).
      return {
        ...weighing,
        grams: weighing.grams * yields.share,
        basis: [weighing.basis, `drained: ${yields.basis}`].filter(Boolean).join('; '),
      };
    }
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
    const cooked = reading.states?.length ? cookedYield(food) : null;
    if (cooked) {
      // '1 lb ground beef, browned': the pound is raw; the reference says what it cooks down to.
      return {
        ok: true,
        grams: amount * gramsPerUnit * cooked.share,
        basis: `${round(amount * gramsPerUnit)} g raw; ${cooked.basis}`,
        certainty: 1,
      };
    }
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

/*
 * Which ingredients a step talks about (issue 11 point 2: "the ingredients this step mentions picked
 * out"). Pure and small on purpose: it runs on every step change of the cooking page.
 *
 * How a name is matched against the step's instruction:
 * - on whole words, ignoring case and accents ("Jalapeño" = "jalapeno", "salt" is not in "unsalted");
 * - singular and plural alike ("onions" ↔ "onion", "tomatoes" ↔ "tomato", "leaves" ↔ "leaf");
 * - by the name as written, with what is not the food left out: a quantity and unit typed into the
 *   name ("2 cloves garlic"), what follows a comma or sits in brackets ("garlic, minced"), a leading
 *   size or freshness word ("large onion");
 * - by its head noun, the name's last word ("olive oil" is in "heat the oil"), or the word before a
 *   part such as cloves or breasts ("garlic cloves" is in "add the garlic");
 * - "salt and pepper" is two names.
 * A word covered by a longer match of another ingredient is that ingredient's: with "sugar" and
 * "brown sugar" listed, "add the brown sugar" picks out brown sugar only, and with "olive oil" and
 * "sesame oil", "drizzle the sesame oil" picks out the sesame oil alone.
 */

export interface NamedIngredient {
  name: string;
}

/** Words that size or describe an ingredient rather than name it, dropped from the front of a name. */
const DESCRIPTORS = new Set([
  'fresh',
  'freshly',
  'large',
  'small',
  'medium',
  'big',
  'whole',
  'chopped',
  'minced',
  'diced',
  'sliced',
  'grated',
  'shredded',
  'crushed',
  'peeled',
  'finely',
  'roughly',
  'thinly',
  'ripe',
  'cold',
  'warm',
  'softened',
  'melted',
  'beaten',
  'of',
]);

/** Units a cook may type into a name ("2 cups flour"), dropped from its front (singular forms). */
const UNITS = new Set([
  'cup',
  'tbsp',
  'tsp',
  'tablespoon',
  'teaspoon',
  'clove',
  'g',
  'gram',
  'kg',
  'oz',
  'ounce',
  'lb',
  'pound',
  'ml',
  'l',
  'litre',
  'liter',
  'pinch',
  'dash',
  'can',
  'tin',
  'package',
  'packet',
  'slice',
  'piece',
  'handful',
  'bunch',
  'sprig',
  'stick',
  'head',
]);

/** Parts of a food: the word before one names the food ("garlic cloves", "chicken breasts"). */
const PARTS = new Set([
  'clove',
  'breast',
  'thigh',
  'drumstick',
  'fillet',
  'filet',
  'leg',
  'wing',
  'loin',
  'leaf',
  'sprig',
  'stalk',
  'stem',
  'floret',
  'head',
  'wedge',
  'zest',
]);

/** Plurals that the endings below get wrong. */
const IRREGULAR: Readonly<Record<string, string>> = {
  leaves: 'leaf',
  halves: 'half',
  loaves: 'loaf',
  knives: 'knife',
  calves: 'calf',
  // "-ies" → "-y" would make "chily" of these, but their singular ends in "i".
  chilies: 'chili',
  chillies: 'chilli',
};

/**
 * One key for a word's singular and plural. It need not be the dictionary's singular, only the same
 * for both forms: "cookie" and "cookies" both give "cooky".
 */
export function wordKey(word: string): string {
  let w = word;
  const irregular = IRREGULAR[w];
  if (irregular) return irregular;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(?:oes|ches|shes|sses|xes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith('ie')) w = `${w.slice(0, -2)}y`;
  return w;
}

/** Lower case, accents off, possessive "'s" off, then the words' keys. */
function words(text: string): string[] {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '');
  return (plain.match(/[\p{L}\p{N}]+/gu) ?? []).map(wordKey);
}

const isNumber = (word: string) => /^\p{N}+$/u.test(word);

/** The phrases that name one ingredient, longest first: each a list of word keys. */
export function namePhrases(name: string): string[][] {
  // What follows a comma or sits in brackets says how it is prepared, not what it is.
  const base = name.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').split(/[,;]/)[0] ?? '';
  const phrases: string[][] = [];
  for (const alternative of base.split(/\s+(?:and|or|&)\s+|\//i)) {
    const all = words(alternative);
    // Leading quantity, unit and descriptor words, as long as a word is left.
    let start = 0;
    while (
      start < all.length - 1 &&
      (isNumber(all[start]!) || UNITS.has(all[start]!) || DESCRIPTORS.has(all[start]!))
    ) {
      start += 1;
    }
    const phrase = all.slice(start);
    if (phrase.length === 0 || phrase.every(isNumber)) continue;
    phrases.push(phrase);
    const head = phrase.at(-1)!;
    if (phrase.length > 1) phrases.push([head]);
    if (PARTS.has(head) && phrase.length > 1) phrases.push([phrase.at(-2)!]);
  }
  return phrases;
}

interface Match {
  ingredient: number;
  start: number;
  /** Exclusive. */
  end: number;
}

/**
 * The ingredients `step`'s instruction mentions, in the list's order (each at most once).
 */
export function ingredientsMentioned<T extends NamedIngredient>(
  step: { instruction: string },
  ingredients: readonly T[],
): T[] {
  const text = words(step.instruction);
  if (text.length === 0) return [];
  const matches: Match[] = [];
  ingredients.forEach((ingredient, index) => {
    for (const phrase of namePhrases(ingredient.name)) {
      for (let start = 0; start + phrase.length <= text.length; start++) {
        if (phrase.every((word, offset) => text[start + offset] === word)) {
          matches.push({ ingredient: index, start, end: start + phrase.length });
        }
      }
    }
  });
  // A match lying inside a longer match of another ingredient is that other one's.
  const kept = matches.filter(
    (match) =>
      !matches.some(
        (other) =>
          other.ingredient !== match.ingredient &&
          other.end - other.start > match.end - match.start &&
          other.start <= match.start &&
          other.end >= match.end,
      ),
  );
  const mentioned = new Set(kept.map((match) => match.ingredient));
  return ingredients.filter((_, index) => mentioned.has(index));
}

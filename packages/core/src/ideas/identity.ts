import { groceryNameWords } from '../grocery/food-key.js';
import { readIngredientLine } from '../nutrition/understand.js';

/**
 * The food identity of an ingredient name, as recipe ideas compare it (issue 16 §3): the words that
 * say which food it is — lower case, accents off, singular, without quantity, preparation, brackets
 * or notes — so '2 boneless skinless chicken thighs, diced' is {boneless, skinless, chicken, thigh}
 * and 'Chicken thighs' is {chicken, thigh}. The same rules read the cook's terms and every stored
 * ingredient, so the database compares words with words (`food_words @> term`, decision 0024).
 */

/**
 * Nouns that make a product of the word before them: 'chicken broth' is not chicken and 'garlic
 * powder' is not garlic. Such a name is known by its head and by the pair ('broth', 'chicken broth'),
 * so "chicken" does not cover it while "broth" and "chicken broth" do.
 */
const PRODUCT_HEADS = new Set([
  'broth',
  'stock',
  'bouillon',
  'powder',
  'sauce',
  'paste',
  'extract',
  'flavoring',
  'seasoning',
  'juice',
  'zest',
  'vinegar',
  'syrup',
  'milk',
  'cream',
  'oil',
  'flake',
  'salt',
  'salad',
]);

/** A name that starts like a line ('2 cups …', '½ onion') carries a quantity to read off first. */
const STARTS_WITH_QUANTITY = /^\s*[\d¼½¾⅓⅔⅛⅜⅝⅞]/;

/** The identity words of an ingredient name (or of a cook's term); empty when nothing names a food. */
export function foodIdentity(name: string): string[] {
  const food = STARTS_WITH_QUANTITY.test(name) ? readIngredientLine(name).food : name;
  // The matcher joins 'whole milk' into one word; here it is milk like any other.
  const words = groceryNameWords(food)
    .flatMap((word) => (word === 'wholemilk' ? ['whole', 'milk'] : [word]))
    .filter((word) => !/^\d/.test(word));
  const head = words.at(-1);
  if (!head || words.length < 2 || !PRODUCT_HEADS.has(head)) return unique(words);
  // 'olive oil' keeps {oil, olive oil}: the kind of oil is the product, not the olive.
  return unique([...words.slice(0, -2), head, `${words.at(-2)} ${head}`]);
}

function unique(words: string[]): string[] {
  return [...new Set(words)];
}

/**
 * Pantry staples everybody is assumed to have: never counted, never missing. Compared by the whole
 * identity, so 'bell pepper' and 'sesame oil' still count while 'black pepper' and 'olive oil' do not.
 */
const STAPLES: ReadonlySet<string> = new Set(
  [
    'salt',
    'kosher salt',
    'sea salt',
    'table salt',
    'coarse salt',
    'fine salt',
    'pepper',
    'black pepper',
    'ground black pepper',
    'ground pepper',
    'peppercorn',
    'black peppercorn',
    'salt and pepper',
    'salt and black pepper',
    'oil',
    'olive oil',
    'vegetable oil',
    'canola oil',
    'cooking oil',
    'neutral oil',
    'sunflower oil',
    'cooking spray',
    'water',
    'ice',
    'ice water',
    'hot water',
    'warm water',
    'boiling water',
  ].map((name) => identityKey(foodIdentity(name))),
);

function identityKey(words: string[]): string {
  return [...words].sort().join('|');
}

/** Whether an ingredient with these identity words is a pantry staple. */
export function isPantryStaple(identity: readonly string[]): boolean {
  return identity.length === 0 || STAPLES.has(identityKey([...identity]));
}

/**
 * A cook's term covers an ingredient when every identity word of the term is among the
 * ingredient's: "chicken" covers 'chicken thighs', "chicken thigh" covers '2 boneless skinless
 * chicken thighs', "red onion" does not cover 'onion' (the cook has something narrower than asked).
 * The database applies the same rule as `food_words @> term_words`.
 */
export function termCovers(term: readonly string[], identity: readonly string[]): boolean {
  if (term.length === 0) return false;
  const have = new Set(identity);
  return term.every((word) => have.has(word));
}

/** What the ideas engine stores with each recipe ingredient (recipe_ingredients.food_words, is_staple). */
export function ingredientIdentity(name: string): { food_words: string[]; is_staple: boolean } {
  const food_words = foodIdentity(name);
  return { food_words, is_staple: isPantryStaple(food_words) };
}

/** The cook's terms as identity word lists: empty ones and repeats dropped. */
export function ideaTerms(ingredients: readonly string[]): string[][] {
  const seen = new Set<string>();
  const terms: string[][] = [];
  for (const ingredient of ingredients) {
    const term = foodIdentity(ingredient);
    const key = identityKey(term);
    if (term.length === 0 || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return terms;
}

/**
 * Share of the counted ingredients the cook has (counted = not optional, not a staple); a recipe
 * with nothing counted has nothing missing, so it is fully covered.
 */
export function ideaCoverage(matched: number, counted: number): number {
  return counted === 0 ? 1 : matched / counted;
}

/**
 * What ranking keeps on the recipe row (decision 0024), so ideas never aggregate ingredient rows:
 * `lines`, each counted ingredient's words as one text ('|chicken|thigh|': a term covers it when
 * every '|word|' is in it), and `words`, every word of those lines once per line it is in ('chicken',
 * then 'chicken#2' for the second line with it, …). A recipe holding 'w#k' has at least k lines a
 * term containing w could cover: the ranking's exact upper bound on what a recipe can match.
 */
export function ideaRecipeIndex(
  ingredients: ReadonlyArray<{
    food_words: readonly string[];
    is_staple: boolean;
    optional?: boolean;
  }>,
): { lines: string[]; words: string[] } {
  const lines: string[] = [];
  const seen = new Map<string, number>();
  const words: string[] = [];
  for (const ingredient of ingredients) {
    if (ingredient.optional || ingredient.is_staple) continue;
    lines.push(`|${ingredient.food_words.join('|')}|`);
    for (const word of new Set(ingredient.food_words)) {
      const times = (seen.get(word) ?? 0) + 1;
      seen.set(word, times);
      words.push(times === 1 ? word : `${word}#${times}`);
    }
  }
  return { lines, words };
}

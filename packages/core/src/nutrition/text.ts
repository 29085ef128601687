/**
 * Words as the matcher compares them: lower case, no accents, singular, with the spellings of the
 * reference and of cooks brought together ('low-fat' and 'lowfat', 'tomatoes' and 'tomato').
 */

const IRREGULAR: ReadonlyMap<string, string> = new Map(
  Object.entries({
    leaves: 'leaf',
    loaves: 'loaf',
    halves: 'half',
    knives: 'knife',
    wolves: 'wolf',
    calves: 'calf',
    teeth: 'tooth',
    geese: 'goose',
    mice: 'mouse',
    children: 'child',
    cookies: 'cookie',
    brownies: 'brownie',
    pies: 'pie',
    ties: 'tie',
    veggies: 'veggie',
    smoothies: 'smoothie',
    oreos: 'oreo',
    anchovies: 'anchovy',
  }),
);

/** Words ending in s that are not plurals. */
const NOT_PLURAL = new Set([
  'asparagus',
  'couscous',
  'hummus',
  'citrus',
  'swiss',
  'molasses',
  'grits',
  'octopus',
  'hibiscus',
  'lotus',
  'cactus',
  'bass',
  'glass',
  'grass',
  'less',
  'brussels',
  'series',
  'species',
  'watercress',
  'cress',
  'haggis',
  'analysis',
  'plus',
  'gas',
  'mass',
  'this',
  'is',
  'as',
  'us',
  'yes',
  'has',
  'was',
  'its',
]);

/** The vocabulary is small (a few thousand words), so each word's singular is worked out once. */
const singularCache = new Map<string, string>();

export function singular(word: string): string {
  let known = singularCache.get(word);
  if (known === undefined) {
    known = singularOf(word);
    if (singularCache.size < 50_000) singularCache.set(word, known);
  }
  return known;
}

function singularOf(word: string): string {
  if (word.length <= 3) return word;
  const irregular = IRREGULAR.get(word);
  if (irregular) return irregular;
  if (NOT_PLURAL.has(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(?:ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * Phrases rewritten before splitting into words, so both sides say them the same way. Applied to
 * ingredient text and to food descriptions alike.
 */
const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\blow[\s-]+fat\b/g, 'lowfat'],
  [/\bfat[\s-]+free\b/g, 'nonfat'],
  [/\bnon[\s-]+fat\b/g, 'nonfat'],
  [/\bskim(?:med)?\b/g, 'nonfat'],
  [/\breduced[\s-]+fat\b/g, 'reducedfat'],
  [/\blow[\s-]+sodium\b/g, 'lowsodium'],
  [/\bno[\s-]+salt[\s-]+added\b/g, 'lowsodium'],
  [/\breduced[\s-]+sodium\b/g, 'lowsodium'],
  [/\bready[\s-]+to[\s-]+(?:serve|eat|drink|bake|cook|heat|use)\b/g, 'readymade'],
  [/\bwhole[\s-]+wheat\b/g, 'wholewheat'],
  [/\bwhole[\s-]+grain\b/g, 'wholegrain'],
  [/\bwhole[\s-]+milk\b/g, 'wholemilk'],
  [/\bhalf[\s-]+and[\s-]+half\b/g, 'halfandhalf'],
  [/\ball[\s-]+purpose\b/g, 'allpurpose'],
  [/\bsoy[\s-]+sauce\b/g, 'soysauce'],
  [/\bstir[\s-]+fr(?:y|ied)\b/g, 'stirfry'],
  [/\bpan[\s-]+fried\b/g, 'fried'],
  [/\bhard[\s-]+boiled\b/g, 'hardboiled'],
  [/\blite\b/g, 'light'],
  // Frozen corn kernels are 'kernels cut off cob'; 'kernels on cob' is corn on the cob.
  [/\bkernels? cut off (?:the )?cob\b/g, 'kernel'],
  [/\bkernels? on (?:the )?cob\b/g, 'cob'],
  [/\bextra[\s-]+virgin\b/g, ''],
  [/\bvirgin\b/g, ''],
];

/** Lower case, accents off, `&` as 'and', possessives and punctuation as spaces. */
export function foldText(text: string): string {
  let folded = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '');
  // 'without salt' and 'with salt' (and 'unsalted'/'salted') mean different butters and beans.
  folded = folded
    .replace(/\bwithout\s+(?:added\s+)?salt\b/g, ' unsalted ')
    .replace(/\bwith\s+(?:added\s+)?salt\b/g, ' salted ');
  for (const [pattern, replacement] of PHRASES) {
    folded = folded.replace(pattern, replacement);
  }
  return folded;
}

/** The words of a text as the matcher compares them ('85%' stays one word). */
export function words(text: string): string[] {
  return wordsOfFolded(foldText(text));
}

/** words() of a text foldText has already folded. */
export function wordsOfFolded(folded: string): string[] {
  return folded
    .split(/[^a-z0-9%]+/)
    .filter((w) => w.length > 0)
    .map(singular);
}

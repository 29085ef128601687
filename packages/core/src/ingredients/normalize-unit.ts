import type { Unit } from '../recipe-options.js';

/**
 * Unit spellings → the canonical units of spec-1 §3/§5 ('tablespoon' → 'tbsp', 'pounds' → 'lb',
 * 'whole' → 'piece'). Matching ignores case, periods, hyphens, extra spaces and a plural -s/-es,
 * so only singular spellings are listed. Every canonical unit is its own first alias.
 */
const ALIASES: ReadonlyArray<readonly [Unit, readonly string[]]> = [
  ['g', ['g', 'gram', 'gramme', 'gr', 'gm']],
  ['kg', ['kg', 'kilogram', 'kilogramme', 'kilo']],
  ['oz', ['oz', 'ounce']],
  // '#' is the grocer's pound sign ('5# flour'); nothing else in a unit field uses it.
  ['lb', ['lb', 'pound', '#']],
  ['ml', ['ml', 'milliliter', 'millilitre']],
  ['l', ['l', 'liter', 'litre', 'lt', 'ltr']],
  ['tsp', ['tsp', 'teaspoon', 'tspn']],
  ['tbsp', ['tbsp', 'tablespoon', 'tbs', 'tbl', 'tblsp', 'tbspn', 'tb']],
  ['cup', ['cup', 'c']],
  ['pint', ['pint', 'pt']],
  ['quart', ['quart', 'qt']],
  ['gallon', ['gallon', 'gal']],
  ['fl oz', ['fl oz', 'floz', 'fluid ounce', 'fluid oz', 'fl ounce']],
  ['serving', ['serving', 'portion']],
  ['piece', ['piece', 'pc', 'pce', 'whole', 'each', 'ea']],
  ['slice', ['slice']],
  ['item', ['item']],
  ['small', ['small', 'sm']],
  ['medium', ['medium', 'med']],
  ['large', ['large', 'lg', 'lrg']],
  ['package', ['package', 'pkg', 'packet', 'pkt', 'pack']],
  ['container', ['container', 'tub']],
  ['pinch', ['pinch']],
  ['dash', ['dash']],
  ['clove', ['clove']],
  ['head', ['head']],
  ['can', ['can', 'tin']],
  // 'as needed' carries no measure either; 'to taste' is the one unit that says so.
  ['to taste', ['to taste', 'as needed']],
];

const UNIT_BY_ALIAS: ReadonlyMap<string, Unit> = new Map(
  ALIASES.flatMap(([unit, aliases]) => aliases.map((alias) => [alias, unit] as const)),
);

/**
 * 'Tablespoons' → 'tbsp', 'fl. oz' → 'fl oz', 'lbs' → 'lb'; empty or unknown → null. A lone 'T' is
 * a tablespoon and a lone 't' a teaspoon (the old cookbook convention), so those two are read
 * before case is folded; every other spelling is case-insensitive.
 */
export function normalizeUnit(raw: string): Unit | null {
  const bare = raw.trim().replace(/\.$/, '');
  if (bare === 'T') return 'tbsp';
  if (bare === 't') return 'tsp';
  const key = raw
    .toLowerCase()
    .replace(/[.\-_]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!key) return null;
  return (
    UNIT_BY_ALIAS.get(key) ??
    (key.endsWith('s') ? UNIT_BY_ALIAS.get(key.slice(0, -1)) : undefined) ??
    (key.endsWith('es') ? UNIT_BY_ALIAS.get(key.slice(0, -2)) : undefined) ??
    null
  );
}

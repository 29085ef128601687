#!/usr/bin/env node
// Derives Mise's compact food table from the USDA National Nutrient Database for Standard Reference,
// release 21 (public domain): every food with its name, food group, common names, manufacturer,
// the nutrients of the spec's nutritional info that SR21 has (per 100 g edible portion) and its
// household measures with grams. The result is committed; the server fills the
// `food_nutrition_reference` table from it on first start.
//
//   node scripts/derive-food-table.mjs [SR21 folder] [output file]
//
// Defaults: /work/shared/data/usda-sr21 → apps/server/src/db/seed/foods/usda-sr21-foods.json.gz.
// The output is deterministic (sorted, gzip without a timestamp), so re-running it on the same files
// gives the same bytes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = resolve(
  process.argv[2] ?? process.env.USDA_SR21_DIR ?? '/work/shared/data/usda-sr21',
);
const outFile = resolve(
  process.argv[3] ?? join(root, 'apps/server/src/db/seed/foods/usda-sr21-foods.json.gz'),
);

/** SR21's food groups (FD_GROUP.txt is not among the copied files; the codes are fixed by the release). */
const FOOD_GROUPS = {
  '0100': 'Dairy and Egg Products',
  '0200': 'Spices and Herbs',
  '0300': 'Baby Foods',
  '0400': 'Fats and Oils',
  '0500': 'Poultry Products',
  '0600': 'Soups, Sauces, and Gravies',
  '0700': 'Sausages and Luncheon Meats',
  '0800': 'Breakfast Cereals',
  '0900': 'Fruits and Fruit Juices',
  1000: 'Pork Products',
  1100: 'Vegetables and Vegetable Products',
  1200: 'Nut and Seed Products',
  1300: 'Beef Products',
  1400: 'Beverages',
  1500: 'Finfish and Shellfish Products',
  1600: 'Legumes and Legume Products',
  1700: 'Lamb, Veal, and Game Products',
  1800: 'Baked Products',
  1900: 'Sweets',
  2000: 'Cereal Grains and Pasta',
  2100: 'Fast Foods',
  2200: 'Meals, Entrees, and Sidedishes',
  2500: 'Snacks',
  3500: 'Ethnic Foods',
};

/**
 * Output nutrient → ABBREV.txt field number (1-based, see the data's README). Mono- and
 * polyunsaturated fat stay separate here (as in the source); the engine adds them up.
 */
const NUTRIENTS = [
  ['calories', 4],
  ['protein', 5],
  ['fat', 6],
  ['carbohydrates', 8],
  ['fiber', 9],
  ['sugar', 10],
  ['calcium', 11],
  ['iron', 12],
  ['potassium', 15],
  ['sodium', 16],
  ['zinc', 17],
  ['vitamin_c', 21],
  ['vitamin_b12', 32],
  ['vitamin_a', 34],
  ['saturated_fat', 43],
  ['monounsaturated_fat', 44],
  ['polyunsaturated_fat', 45],
  ['cholesterol', 46],
];

/** One `^`-separated record; text fields lose their `~` wrappers. */
function readRecords(file) {
  return readFileSync(join(sourceDir, file), 'latin1')
    .split(/\r?\n/)
    .filter((line) => line.length > 0)
    .map((line) => line.split('^').map((field) => field.replace(/^~|~$/g, '')));
}

/** Empty = unknown (not zero), kept as null. */
const numberOrNull = (field) => (field === undefined || field.trim() === '' ? null : Number(field));
const tidy = (text) => text.replace(/\s+/g, ' ').trim();

const descriptions = new Map(readRecords('FOOD_DES.txt').map((r) => [r[0], r]));

const measures = new Map();
for (const [id, seq, amount, description, grams] of readRecords('WEIGHT.txt')) {
  const list = measures.get(id) ?? [];
  list.push([Number(seq), Number(amount), tidy(description), Number(grams)]);
  measures.set(id, list);
}

// One record (23999, the "ground beef calculator") is a placeholder with no values at all: skipped.
const skipped = [];
const foods = readRecords('ABBREV.txt')
  .filter((abbrev) => {
    const empty = abbrev.slice(2, 46).every((field) => field.trim() === '');
    if (empty) skipped.push(abbrev[0]);
    return !empty;
  })
  .map((abbrev) => {
    const id = abbrev[0];
    const description = descriptions.get(id);
    if (!description) throw new Error(`${id} is in ABBREV.txt but not in FOOD_DES.txt`);
    const group = description[1];
    if (!(group in FOOD_GROUPS)) throw new Error(`${id}: unknown food group ${group}`);
    const nutrients = NUTRIENTS.map(([, field]) => numberOrNull(abbrev[field - 1]));
    if (nutrients[0] === null) throw new Error(`${id} has no energy value`);
    const householdMeasures = (measures.get(id) ?? [])
      .sort((a, b) => a[0] - b[0])
      .filter(([, amount, , grams]) => amount > 0 && grams > 0)
      .map(([, amount, text, grams]) => [amount, text, grams]);
    return [
      id,
      tidy(description[2]),
      group,
      tidy(description[4]),
      tidy(description[5]),
      nutrients,
      householdMeasures,
    ];
  })
  .sort((a, b) => a[0].localeCompare(b[0]));

const table = {
  source: 'USDA National Nutrient Database for Standard Reference, Release 21 (SR21)',
  license: 'Public domain (U.S. Department of Agriculture, Agricultural Research Service)',
  basis:
    'nutrients per 100 g edible portion; null = not measured; measures are [amount, description, grams]',
  groups: FOOD_GROUPS,
  nutrients: NUTRIENTS.map(([name]) => name),
  fields: ['id', 'name', 'group', 'common_names', 'manufacturer', 'nutrients', 'measures'],
  foods,
};

const json = JSON.stringify(table);
const gz = gzipSync(json, { level: 9 });
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, gz);
const measureCount = foods.reduce((sum, food) => sum + food[6].length, 0);
console.log(
  `${foods.length} foods, ${measureCount} household measures → ${outFile} ` +
    `(${(json.length / 1024).toFixed(0)} KB JSON, ${(gz.length / 1024).toFixed(0)} KB gzipped); ` +
    `skipped ${skipped.length} without values (${skipped.join(', ')})`,
);

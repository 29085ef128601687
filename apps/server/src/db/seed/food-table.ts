import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Food, FoodNutrient, FoodNutrients } from '@mise/core';

/**
 * The committed food table (scripts/derive-food-table.mjs made it from USDA SR21): read once to fill
 * the food_nutrition_reference table on first start, and by tests and benches that need the foods
 * without a database.
 */
interface FoodTableFile {
  groups: Record<string, string>;
  nutrients: FoodNutrient[];
  foods: Array<
    [
      id: string,
      name: string,
      group: string,
      common_names: string,
      manufacturer: string,
      nutrients: Array<number | null>,
      measures: Array<[amount: number, description: string, grams: number]>,
    ]
  >;
}

const FILE_NAME = 'usda-sr21-foods.json.gz';

/** Next to the seed in the source tree; the bundled server (dist/main.js) finds it from its own place. */
export function findFoodTableFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'foods', FILE_NAME),
    path.join(here, '../src/db/seed/foods', FILE_NAME),
  ];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`Food table not found (looked in ${candidates.join(', ')})`);
  return found;
}

export function readFoodTable(file: string = findFoodTableFile()): Food[] {
  const table = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as FoodTableFile;
  return table.foods.map(([id, name, group, common_names, manufacturer, values, measures]) => {
    const nutrients: FoodNutrients = {};
    table.nutrients.forEach((key, i) => {
      const value = values[i];
      if (value !== null && value !== undefined) nutrients[key] = value;
    });
    return {
      id,
      name,
      group: table.groups[group] ?? group,
      common_names,
      manufacturer,
      nutrients,
      measures: measures.map(([amount, description, grams]) => ({ amount, description, grams })),
    };
  });
}

import {
  bundledImageUrl,
  convertMeal,
  mealDbImageUrl,
  type InspirationCategory,
  type InspirationMeal,
  type MealDbMeal,
} from '@mise/core';
import type { Logger } from '../../http/logger.js';
import type { MealDbClient } from '../../integrations/meal-database/mealdb-client.js';
import {
  BUNDLED_CATEGORIES,
  bundledFilter,
  bundledLookup,
  createBundledRandom,
} from './catalogue/index.js';

/** Where inspirations come from, already converted (spec-1 §3): the meal database or the catalogue. */
export interface MealSource {
  random(): Promise<InspirationMeal>;
  categories(): Promise<InspirationCategory[]>;
  /** The ids of a category's meals, in the source's order. */
  filter(category: string): Promise<string[]>;
  lookup(id: string): Promise<InspirationMeal | null>;
}

/** After a failure the meal database is left alone this long: a dead service is not asked again per meal. */
export const MEALDB_RETRY_AFTER_MS = 60_000;

const fromMealDb = (meal: MealDbMeal) =>
  convertMeal(meal, { source: 'mealdb', imageUrl: mealDbImageUrl });
const fromCatalogue = (meal: MealDbMeal) =>
  convertMeal(meal, { source: 'bundled', imageUrl: bundledImageUrl });

/** Bundled meals' ids: never asked of the meal database. */
const isBundledId = (id: string) => id.startsWith('mise-');

/** The bundled catalogue alone: the default, with no MEALDB_API_KEY. */
export function bundledSource(random = createBundledRandom()): MealSource {
  return {
    random: () => Promise.resolve(fromCatalogue(random())),
    categories: () =>
      Promise.resolve(
        BUNDLED_CATEGORIES.map((c) => ({
          name: c.strCategory,
          description: c.strCategoryDescription ?? '',
          thumbnail: c.strCategoryThumb ?? null,
        })),
      ),
    filter: (category) => Promise.resolve(bundledFilter(category).map((m) => m.idMeal)),
    lookup: (id) => {
      const meal = bundledLookup(id);
      return Promise.resolve(meal ? fromCatalogue(meal) : null);
    },
  };
}

/**
 * The meal database, falling back to the bundled catalogue on any failure (issue 16 §1), with a
 * warning in the log. After a failure the service is skipped for MEALDB_RETRY_AFTER_MS, so six
 * random meals do not wait six times 10 s on a service that is down.
 */
export function mealDbSource(
  client: MealDbClient,
  fallback: MealSource,
  logger: Logger,
  now: () => number = Date.now,
): MealSource {
  let skipUntil = 0;
  async function attempt<T>(call: () => Promise<T>, instead: () => Promise<T>): Promise<T> {
    if (now() < skipUntil) return instead();
    try {
      return await call();
    } catch (error) {
      skipUntil = now() + MEALDB_RETRY_AFTER_MS;
      logger.warn('meal database failed; using the bundled catalogue', {
        reason: error instanceof Error ? error.message : 'unknown',
      });
      return instead();
    }
  }
  return {
    random: () =>
      attempt(
        async () => fromMealDb(await client.random()),
        () => fallback.random(),
      ),
    categories: () =>
      attempt(
        async () =>
          (await client.categories()).map((c) => ({
            name: c.strCategory.trim(),
            description: (c.strCategoryDescription ?? '').trim(),
            thumbnail: c.strCategoryThumb?.trim() || null,
          })),
        () => fallback.categories(),
      ),
    filter: (category) =>
      attempt(
        async () => (await client.filter(category)).map((m) => m.idMeal),
        () => fallback.filter(category),
      ),
    lookup: (id) =>
      isBundledId(id)
        ? fallback.lookup(id)
        : attempt(
            async () => {
              const meal = await client.lookup(id);
              return meal ? fromMealDb(meal) : null;
            },
            () => fallback.lookup(id),
          ),
  };
}

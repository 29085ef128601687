import {
  INSPIRATION_CATEGORY_COUNT,
  INSPIRATION_MAX_COUNT,
  inspirationMessages,
  inspirationToRecipe,
  RecipeCreateSchema,
  savedTitle,
  type InspirationCategory,
  type InspirationMeal,
  type Recipe,
} from '@mise/core';
import { AppError } from '../../http/app-error.js';
import type { JsonText } from '../../http/json-text.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import { artOf } from './catalogue/index.js';
import { drawMeal } from './catalogue/art.js';
import type { MealSource } from './meal-source.js';
import { createTtlCache } from './ttl-cache.js';

/** spec-1 §9: 100 ms pause between random-meal rounds. */
export const RANDOM_PAUSE_MS = 100;
/**
 * Random meals are gathered into a pool larger than a page of them and each call samples the pool:
 * one gathering serves every caller for a minute, yet Refresh still shows a different set. Past the
 * minute the old pool still answers (for up to a day) while the next one gathers: no visitor waits
 * for the rounds and their pauses but the very first (a guest's home page is sent with its
 * inspirations only when they are at hand, see web-app.ts).
 */
export const RANDOM_POOL_SIZE = 2 * INSPIRATION_MAX_COUNT;
export const RANDOM_POOL_TTL_MS = 60_000;
export const RANDOM_POOL_STALE_MS = 24 * 60 * 60_000;
/** Rounds of random calls at most: a source with fewer distinct meals ends with what it has. */
const MAX_ROUNDS = 8;

export interface InspirationServiceOptions {
  source: MealSource;
  recipes: Pick<RecipesService, 'create'>;
  /** Tests pass 0 to keep fast; the rule itself is spec-1 §9's 100 ms. */
  pauseMs?: number;
  poolTtlMs?: number;
  now?: () => number;
  random?: () => number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createInspirationService(options: InspirationServiceOptions) {
  const { source, recipes } = options;
  const pauseMs = options.pauseMs ?? RANDOM_PAUSE_MS;
  const random = options.random ?? Math.random;
  const now = options.now;
  const pool = createTtlCache<InspirationMeal[]>({
    ttlMs: options.poolTtlMs ?? RANDOM_POOL_TTL_MS,
    staleMs: RANDOM_POOL_STALE_MS,
    maxKeys: 1,
    now,
  });
  const categoryList = createTtlCache<InspirationCategory[]>({
    ttlMs: 10 * 60_000,
    maxKeys: 1,
    now,
  });
  const categoryMeals = createTtlCache<InspirationMeal[]>({ ttlMs: 5 * 60_000, maxKeys: 50, now });

  /**
   * spec-1 §7: random meals, asked again for the ones still missing, until `count` distinct ones are
   * in, with a pause between rounds. A round asks for all the missing meals at once.
   */
  async function gatherDistinct(count: number): Promise<InspirationMeal[]> {
    const found = new Map<string, InspirationMeal>();
    for (let round = 0; round < MAX_ROUNDS && found.size < count; round += 1) {
      if (round > 0 && pauseMs > 0) await sleep(pauseMs);
      const missing = count - found.size;
      const meals = await Promise.all(Array.from({ length: missing }, () => source.random()));
      for (const meal of meals) if (!found.has(meal.id)) found.set(meal.id, meal);
    }
    return [...found.values()];
  }

  /** `count` of the pool, in a random order (Fisher–Yates on a copy). */
  function sample(meals: InspirationMeal[], count: number): InspirationMeal[] {
    const copy = [...meals];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, count);
  }

  return {
    async random(count: number): Promise<InspirationMeal[]> {
      const meals = await pool.get('pool', () => gatherDistinct(RANDOM_POOL_SIZE));
      return sample(meals, count);
    },

    categories: () => categoryList.get('all', () => source.categories()),

    /** spec-1 §7: the category's first 10 meals, each looked up (the filter gives only names). */
    category(name: string): Promise<InspirationMeal[]> {
      return categoryMeals.get(name.toLowerCase(), async () => {
        const ids = (await source.filter(name)).slice(0, INSPIRATION_CATEGORY_COUNT);
        const meals = await Promise.all(ids.map((id) => source.lookup(id)));
        return meals.filter((meal): meal is InspirationMeal => meal !== null);
      });
    },

    /**
     * A member saves an inspiration as their own recipe: the meal is looked up again here (the
     * browser's copy is never trusted) and created through the recipes service, private (see
     * decision 0023: the text is the meal database's or Mise's, not the member's to publish).
     */
    async save(id: string, userId: string): Promise<JsonText<Recipe>> {
      const meal = await source.lookup(id);
      if (!meal) throw new AppError('NOT_FOUND', inspirationMessages.notFound);
      const input = RecipeCreateSchema.parse(inspirationToRecipe(meal, savedTitle(meal.title)));
      return recipes.create(input, userId);
    },

    /** A bundled meal's or category's drawn picture, or null for any other name. */
    art(file: string): string | null {
      const art = artOf(file);
      return art ? drawMeal(art.id, art.category) : null;
    },
  };
}

export type InspirationService = ReturnType<typeof createInspirationService>;

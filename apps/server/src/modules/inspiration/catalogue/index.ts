import {
  bundledImageUrl,
  type MealDbCategory,
  type MealDbMeal,
  type MealDbMealSummary,
} from '@mise/core';
import { toWire } from './build.js';
import { CATEGORIES, MEALS } from './meals.js';

/** The URL of a category's drawn thumbnail. */
export const categoryImageUrl = (name: string) =>
  `/api/inspiration/images/category-${name.toLowerCase()}.svg`;

/**
 * The bundled catalogue in TheMealDB's wire format, as its API would answer: `lookup.php`,
 * `filter.php?c=`, `categories.php`. Built once at start-up (40 meals: a few kilobytes).
 */
export const BUNDLED_MEALS: readonly MealDbMeal[] = MEALS.map((meal) =>
  toWire(meal, bundledImageUrl({ idMeal: meal.id })),
);
const byId = new Map(BUNDLED_MEALS.map((meal) => [meal.idMeal, meal]));

export const BUNDLED_CATEGORIES: readonly MealDbCategory[] = CATEGORIES.map((c, index) => ({
  idCategory: String(index + 1),
  strCategory: c.name,
  strCategoryThumb: categoryImageUrl(c.name),
  strCategoryDescription: c.description,
}));

export const bundledLookup = (id: string): MealDbMeal | null => byId.get(id) ?? null;

/** Like `filter.php?c=`: matched without regard to case, as the meal database does. */
export function bundledFilter(category: string): MealDbMealSummary[] {
  const wanted = category.trim().toLowerCase();
  return BUNDLED_MEALS.filter((meal) => meal.strCategory?.toLowerCase() === wanted).map(
    ({ idMeal, strMeal, strMealThumb }) => ({ idMeal, strMeal, strMealThumb }),
  );
}

/**
 * Random meals from a shuffled deck, reshuffled when used up: each draw is random, and draws in a
 * row differ until all 40 have come up, so gathering N distinct meals takes one round, not many.
 */
export function createBundledRandom(random: () => number = Math.random): () => MealDbMeal {
  let deck: MealDbMeal[] = [];
  return () => {
    if (deck.length === 0) {
      deck = [...BUNDLED_MEALS];
      for (let i = deck.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        [deck[i], deck[j]] = [deck[j]!, deck[i]!];
      }
    }
    return deck.pop()!;
  };
}

/** Which drawn picture a file name is: a bundled meal's, or a category's. */
export function artOf(file: string): { id: string; category: string } | null {
  const meal = byId.get(file);
  if (meal) return { id: meal.idMeal, category: meal.strCategory ?? '' };
  const category = /^category-([a-z]+)$/.exec(file)?.[1];
  const known = CATEGORIES.find((c) => c.name.toLowerCase() === category);
  return known ? { id: `category-${known.name}`, category: known.name } : null;
}

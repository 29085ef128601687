import { formatTime, type InspirationMeal } from '@mise/core';

/** 'Dessert · French' — the category, and the cuisine when the meal has one. */
export const mealKind = (meal: InspirationMeal) =>
  meal.cuisine ? `${meal.category} · ${meal.cuisine}` : meal.category;

/** Total time ('45 min'), or null when the meal gives none. */
export const mealTime = (meal: InspirationMeal) => formatTime(meal.prep_time + meal.cook_time);

/** The bundled artwork's drawn size (TheMealDB's pictures are scaled into the same 16:10 box). */
export const MEAL_ART_SIZE = { width: 640, height: 400 } as const;

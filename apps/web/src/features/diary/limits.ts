/**
 * Limits of core's diary and settings contracts, copied: those modules build zod schemas when they
 * load, and importing a constant from one puts zod (~21 KB gzip) into this page's download. The page
 * checks what it can before sending; the server applies the contract either way.
 * `limits.test.ts` holds these to core's.
 */
export const MAX_ENTRY_CALORIES = 20_000;
export const MAX_ENTRY_GRAMS = 5_000;
export const MAX_SERVING_SIZE = 100_000;
export const MAX_DIARY_SERVINGS = 100;
export const MAX_DIARY_RANGE_DAYS = 366;
export const MAX_FOOD_NAME_LENGTH = 200;
export const MAX_NOTES_LENGTH = 2_000;
export const MAX_SERVING_UNIT_LENGTH = 40;
export const MAX_CALORIE_TARGET = 20_000;
export const MAX_GRAMS_TARGET = 2_000;

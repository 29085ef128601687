import { z } from 'zod';
import { MEAL_TYPES } from '../recipe-options.js';
import { NUL_MESSAGE, storedText } from '../text.js';
import { isCalendarDate } from './dates.js';
import { diaryMessages } from './messages.js';

/**
 * The food diary contract (spec-2 §3, §5, §7; api.md "Food diary, settings, health goals"; issue 12):
 * what the API accepts and returns and what the web's forms validate. An entry keeps the nutrient
 * values it was logged with; editing a recipe or a food later never changes a past day.
 */

/** The most days one summary or CSV range may span (a year, leap years included). */
export const MAX_DIARY_RANGE_DAYS = 366;
/** Sensible upper bounds for one entry: a whole day's food is well below them. */
export const MAX_ENTRY_CALORIES = 20_000;
export const MAX_ENTRY_GRAMS = 5_000;
export const MAX_SERVING_SIZE = 100_000;
export const MAX_DIARY_SERVINGS = 100;

export const DiaryMealTypeSchema = z.enum(MEAL_TYPES, diaryMessages.mealType);

/** A diary day: required (spec-2 §5 'Date is required') and a real calendar date. */
export const DiaryDateSchema = z
  .string(diaryMessages.dateRequired)
  .trim()
  .min(1, diaryMessages.dateRequired)
  .refine(isCalendarDate, diaryMessages.dateInvalid);

const amount = (max: number) =>
  z
    .number(diaryMessages.numberRange(max))
    .min(0, diaryMessages.numberRange(max))
    .max(max, diaryMessages.numberRange(max));

/** spec-2 §5: an empty recipe_id becomes null (so does an absent one). */
const recipeId = z
  .union([z.uuid(diaryMessages.recipeId), z.literal(''), z.null()], diaryMessages.recipeId)
  .optional()
  .transform((value) => (value ? value.toLowerCase() : null));

/** Notes: trimmed; empty is none. */
const notes = z
  .union([storedText(2000), z.null()])
  .optional()
  .transform((value) => value?.trim() || null);

const entryFields = {
  date: DiaryDateSchema,
  meal_type: DiaryMealTypeSchema,
  recipe_id: recipeId,
  food_name: z
    .string(diaryMessages.foodNameRequired)
    .max(200)
    .refine((value) => !value.includes('\u0000'), NUL_MESSAGE)
    .trim()
    .min(1, diaryMessages.foodNameRequired),
  serving_size: amount(MAX_SERVING_SIZE),
  serving_unit: storedText(40).trim(),
  calories: amount(MAX_ENTRY_CALORIES),
  protein: amount(MAX_ENTRY_GRAMS),
  carbohydrates: amount(MAX_ENTRY_GRAMS),
  fat: amount(MAX_ENTRY_GRAMS),
  sugar: amount(MAX_ENTRY_GRAMS),
  notes,
};

/**
 * POST /api/diary. The member is the session's: a `user_id` in the body is ignored, never trusted.
 * Nutrients default to 0, a serving to 1 × 'serving'.
 */
export const DiaryEntryCreateSchema = z.object({
  ...entryFields,
  serving_size: entryFields.serving_size.default(1),
  serving_unit: entryFields.serving_unit.default('serving'),
  calories: entryFields.calories.default(0),
  protein: entryFields.protein.default(0),
  carbohydrates: entryFields.carbohydrates.default(0),
  fat: entryFields.fat.default(0),
  sugar: entryFields.sugar.default(0),
});
export type DiaryEntryCreate = z.input<typeof DiaryEntryCreateSchema>;
export type DiaryEntryValues = z.output<typeof DiaryEntryCreateSchema>;

/** PATCH /api/diary/:id: any of the entry's own fields (spec-2 §7: all but id and the timestamps). */
export const DiaryEntryPatchSchema = z.object({
  date: entryFields.date.optional(),
  meal_type: entryFields.meal_type.optional(),
  recipe_id: z
    .union([z.uuid(diaryMessages.recipeId), z.literal(''), z.null()], diaryMessages.recipeId)
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value.toLowerCase() : null)),
  food_name: entryFields.food_name.optional(),
  serving_size: entryFields.serving_size.optional(),
  serving_unit: entryFields.serving_unit.optional(),
  calories: entryFields.calories.optional(),
  protein: entryFields.protein.optional(),
  carbohydrates: entryFields.carbohydrates.optional(),
  fat: entryFields.fat.optional(),
  sugar: entryFields.sugar.optional(),
  notes: z
    .union([storedText(2000), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : value?.trim() || null)),
});
export type DiaryEntryPatch = z.input<typeof DiaryEntryPatchSchema>;
export type DiaryEntryChanges = z.output<typeof DiaryEntryPatchSchema>;

/**
 * POST /api/diary/from-recipe: the recipe's nutrition per serving × servings (a recipe without
 * nutrition is estimated by the engine first). Servings may be a fraction (half a portion).
 */
export const DiaryFromRecipeSchema = z.object({
  recipe_id: z.uuid(diaryMessages.recipeId),
  date: DiaryDateSchema,
  meal_type: DiaryMealTypeSchema,
  servings: z
    .number(diaryMessages.servingsRange)
    .gt(0, diaryMessages.servingsRange)
    .max(MAX_DIARY_SERVINGS, diaryMessages.servingsRange)
    .default(1),
  notes,
});
export type DiaryFromRecipe = z.input<typeof DiaryFromRecipeSchema>;

/**
 * POST /api/diary/copy: a day's entries (or one meal's) to another day, with their stored numbers.
 * Copying is idempotent: an entry already copied to that day is not copied again.
 */
export const DiaryCopySchema = z
  .object({
    from_date: DiaryDateSchema,
    to_date: DiaryDateSchema,
    meal_type: DiaryMealTypeSchema.optional(),
  })
  .refine((body) => body.from_date !== body.to_date, {
    message: diaryMessages.copySameDay,
    path: ['to_date'],
  });
export type DiaryCopy = z.input<typeof DiaryCopySchema>;

/** GET /api/diary: the day; without one, today in the member's time zone. */
export const DiaryDayQuerySchema = z.object({ date: DiaryDateSchema.optional() });

/** A from–to range of days, both included, in order and at most MAX_DIARY_RANGE_DAYS long. */
const rangeFields = { from: DiaryDateSchema.optional(), to: DiaryDateSchema.optional() };
const inOrder = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || range.from <= range.to;

/** GET /api/diary/summary: without dates, the last 7 days ending today (spec-2 §4). */
export const DiarySummaryQuerySchema = z
  .object(rangeFields)
  .refine(inOrder, { message: diaryMessages.rangeOrder, path: ['from'] });

/** GET /api/diary/export.csv: without dates, the whole diary. */
export const DiaryExportQuerySchema = DiarySummaryQuerySchema;

export const DiaryRecentQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const DiaryRecipeRefSchema = z.object({ title: z.string(), description: z.string() });

export const DiaryEntrySchema = z.object({
  id: z.string(),
  user_id: z.string(),
  date: z.string(),
  meal_type: DiaryMealTypeSchema,
  recipe_id: z.string().nullable(),
  food_name: z.string(),
  serving_size: z.number(),
  serving_unit: z.string(),
  calories: z.number(),
  protein: z.number(),
  carbohydrates: z.number(),
  fat: z.number(),
  sugar: z.number(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The linked recipe's title and description when the member may see it; null otherwise. */
  recipe: DiaryRecipeRefSchema.nullable(),
});
export type DiaryEntry = z.infer<typeof DiaryEntrySchema>;

/** GET /api/diary: the day's entries, breakfast to other, each meal in the order logged. */
export const DiaryDaySchema = z.object({
  date: z.string(),
  items: z.array(DiaryEntrySchema),
});
export type DiaryDay = z.infer<typeof DiaryDaySchema>;

export const MealCountsSchema = z.object({
  breakfast: z.number().int(),
  lunch: z.number().int(),
  dinner: z.number().int(),
  snack: z.number().int(),
  other: z.number().int(),
});

export const DailySummarySchema = z.object({
  date: z.string(),
  total_calories: z.number(),
  total_protein: z.number(),
  total_carbohydrates: z.number(),
  total_fat: z.number(),
  total_sugar: z.number(),
  entries_count: z.number().int(),
  meal_counts: MealCountsSchema,
});
export type DailySummary = z.infer<typeof DailySummarySchema>;

/** One item per day of the range, empty days included, oldest first. */
export const DiarySummarySchema = z.object({ items: z.array(DailySummarySchema) });
export type DiarySummary = z.infer<typeof DiarySummarySchema>;

export const DiaryCopyResultSchema = z.object({
  /** The entries made on the target day. */
  items: z.array(DiaryEntrySchema),
  /** Entries of the source that were already copied to that day (not copied again). */
  skipped: z.number().int(),
});
export type DiaryCopyResult = z.infer<typeof DiaryCopyResultSchema>;

/** A food the member logged before, with the numbers of its latest entry, to log again in one tap. */
export const RecentFoodSchema = z.object({
  food_name: z.string(),
  recipe_id: z.string().nullable(),
  meal_type: DiaryMealTypeSchema,
  serving_size: z.number(),
  serving_unit: z.string(),
  calories: z.number(),
  protein: z.number(),
  carbohydrates: z.number(),
  fat: z.number(),
  sugar: z.number(),
  last_logged_on: z.string(),
});
export type RecentFood = z.infer<typeof RecentFoodSchema>;
export const RecentFoodsSchema = z.object({ items: z.array(RecentFoodSchema) });
export type RecentFoods = z.infer<typeof RecentFoodsSchema>;

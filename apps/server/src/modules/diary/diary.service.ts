import {
  isUuid,
  MAX_DIARY_RANGE_DAYS,
  addDays,
  daysInRange,
  diaryMessages,
  localDate,
  recipeMessages,
  toCsv,
  type DailySummary,
  type DiaryCopyResult,
  type DiaryDay,
  type DiaryEntry,
  type DiaryEntryChanges,
  type DiaryEntryValues,
  type MealType,
  type NutritionalInfo,
  type RecentFoods,
} from '@mise/core';
import type { ExportedDiaryEntry } from '@mise/core';
import { AppError } from '../../http/app-error.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import type { ProgressRecorder } from '../progress/progress.recorder.js';
import {
  isForeignKeyViolation,
  type DiaryRepository,
  type EntryRow,
  type OnEntryWritten,
} from './diary.repository.js';

/** The server's clock: "today" is the member's local day now (tests set the time). */
export interface Clock {
  now(): Date;
}
const systemClock: Clock = { now: () => new Date() };

/** Days shown by the weekly summary: today and the 6 before (spec-2 §2, §4). */
export const WEEK_DAYS = 7;

const notFound = () => new AppError('NOT_FOUND', diaryMessages.notFound);
const recipeNotFound = () => new AppError('NOT_FOUND', recipeMessages.notFound);

/** One decimal, as the diary shows nutrients. */
const round1 = (n: number) => Math.round(n * 10) / 10;

function checkRange(from: string, to: string): void {
  if (from > to)
    throw new AppError('VALIDATION_FAILED', diaryMessages.rangeOrder, {
      from: diaryMessages.rangeOrder,
    });
  if (daysInRange(from, to) > MAX_DIARY_RANGE_DAYS) {
    const message = diaryMessages.rangeTooLong(MAX_DIARY_RANGE_DAYS);
    throw new AppError('VALIDATION_FAILED', message, { to: message });
  }
}

const CSV_HEADER = [
  'date',
  'meal_type',
  'food_name',
  'serving_size',
  'serving_unit',
  'calories',
  'protein',
  'carbohydrates',
  'fat',
  'sugar',
  'notes',
] as const;

/**
 * The food diary (spec-2 §2–§5, §7; issue 12). An entry keeps the numbers it was logged with. What
 * a recipe gives (visibility, title, nutrition per serving, an estimate) comes from the recipes
 * service; the member's time zone from the profiles service — never their tables.
 */
export function createDiaryService(deps: {
  repo: DiaryRepository;
  recipes: Pick<RecipesService, 'titles' | 'servingNutrition'>;
  profiles: Pick<ProfilesService, 'timeZone'>;
  progress: ProgressRecorder;
  clock?: Clock | undefined;
}) {
  const { repo, recipes, profiles, progress } = deps;
  const clock = deps.clock ?? systemClock;

  /** Every new entry, however it was added, is recorded by progress in its own transaction. */
  const recordEntry: OnEntryWritten = (tx, row) =>
    progress.record(tx, {
      user_id: row.user_id,
      kind: 'diary_entry',
      source_key: row.id,
      at: clock.now(),
      meal_type: row.meal_type,
    });

  /** Entries with their recipe's title and description: one recipes call for all of them. */
  async function withRecipes(rows: EntryRow[], userId: string): Promise<DiaryEntry[]> {
    const ids = rows.flatMap((r) => (r.recipe_id ? [r.recipe_id] : []));
    const titles = ids.length > 0 ? await recipes.titles(ids, userId) : new Map<string, never>();
    return rows.map((row) => ({
      ...row,
      recipe: (row.recipe_id && titles.get(row.recipe_id)) || null,
    }));
  }
  const oneWithRecipe = async (row: EntryRow, userId: string) =>
    (await withRecipes([row], userId))[0]!;

  /** A linked recipe must be one the member may see (another's private one is not found). */
  async function checkRecipe(recipeId: string | null | undefined, userId: string) {
    if (recipeId && !(await recipes.titles([recipeId], userId)).has(recipeId))
      throw recipeNotFound();
  }

  /** A write whose linked recipe vanished after the check: not found, not a 500. */
  async function linked<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw recipeNotFound();
      throw error;
    }
  }

  async function today(userId: string): Promise<string> {
    return localDate(clock.now(), await profiles.timeZone(userId));
  }

  /** The whole range, checked: 366 days at most, in order. */
  async function summary(userId: string, from: string, to: string): Promise<DailySummary[]> {
    checkRange(from, to);
    return repo.summary(userId, from, to);
  }

  return {
    /** The member's local day now, `YYYY-MM-DD` (their profile's time zone). */
    today,

    /** A day's entries, breakfast to other; without a date, the member's today. */
    async day(userId: string, date: string | undefined): Promise<DiaryDay> {
      const day = date ?? (await today(userId));
      return { date: day, items: await withRecipes(await repo.day(userId, day), userId) };
    },

    async add(userId: string, input: DiaryEntryValues): Promise<DiaryEntry> {
      await checkRecipe(input.recipe_id, userId);
      const row = await linked(() => repo.insert(userId, input, recordEntry));
      return oneWithRecipe(row, userId);
    },

    /**
     * A serving count of a recipe the member may see (another's private one → 404): its nutrition per
     * serving × servings, estimated by the engine first when the recipe has none. Stored as numbers:
     * editing the recipe later changes nothing here.
     */
    async addFromRecipe(
      userId: string,
      input: {
        recipe_id: string;
        date: string;
        meal_type: MealType;
        servings: number;
        notes: string | null;
      },
    ): Promise<DiaryEntry> {
      const serving = await recipes.servingNutrition(input.recipe_id, userId);
      const info: NutritionalInfo | null = serving.nutritional_info;
      if (!info)
        throw new AppError('VALIDATION_FAILED', diaryMessages.recipeWithoutNutrition, {
          recipe_id: diaryMessages.recipeWithoutNutrition,
        });
      const times = (value: number | undefined) => round1((value ?? 0) * input.servings);
      const row = await linked(() =>
        repo.insert(
          userId,
          {
            date: input.date,
            meal_type: input.meal_type,
            recipe_id: input.recipe_id.toLowerCase(),
            food_name: serving.title,
            serving_size: input.servings,
            serving_unit: input.servings === 1 ? 'serving' : 'servings',
            calories: times(info.calories ?? info.calories_per_serving),
            protein: times(info.protein),
            carbohydrates: times(info.carbohydrates),
            fat: times(info.fat),
            sugar: times(info.sugar),
            notes: input.notes,
          },
          recordEntry,
        ),
      );
      return oneWithRecipe(row, userId);
    },

    /** Changes the member's own entry (another's → 404); an empty change gives it back as it is. */
    async update(id: string, userId: string, changes: DiaryEntryChanges): Promise<DiaryEntry> {
      if (!isUuid(id)) throw notFound();
      const set = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      ) as DiaryEntryChanges;
      if (Object.keys(set).length === 0) {
        const row = await repo.find(id, userId);
        if (!row) throw notFound();
        return oneWithRecipe(row, userId);
      }
      await checkRecipe(set.recipe_id, userId);
      const row = await linked(() => repo.update(id, userId, set));
      if (!row) throw notFound();
      return oneWithRecipe(row, userId);
    },

    async delete(id: string, userId: string): Promise<void> {
      if (!isUuid(id) || !(await repo.delete(id, userId))) throw notFound();
    },

    /**
     * Copies a day (or one meal of it) to another day, numbers as stored. Idempotent: an entry
     * already copied to that day is skipped (decision 0013).
     */
    async copy(
      userId: string,
      input: { from_date: string; to_date: string; meal_type?: MealType | undefined },
    ): Promise<DiaryCopyResult> {
      const { inserted, sourceCount } = await repo.copy(
        userId,
        input.from_date,
        input.to_date,
        input.meal_type,
        recordEntry,
      );
      return {
        items: await withRecipes(inserted, userId),
        skipped: sourceCount - inserted.length,
      };
    },

    /**
     * Per-day totals of a range, empty days included. Without dates: the 7 days ending on the
     * member's today; with one end only, the week from or to it.
     */
    async summary(
      userId: string,
      range: { from?: string | undefined; to?: string | undefined },
    ): Promise<{ items: DailySummary[] }> {
      const to =
        range.to ?? (range.from ? addDays(range.from, WEEK_DAYS - 1) : await today(userId));
      const from = range.from ?? addDays(to, -(WEEK_DAYS - 1));
      return { items: await summary(userId, from, to) };
    },

    async recent(userId: string, limit: number): Promise<RecentFoods> {
      return { items: await repo.recent(userId, limit) };
    },

    /** The member's entries as CSV, one row per entry (either end of the range may be open). */
    async exportCsv(
      userId: string,
      range: { from?: string | undefined; to?: string | undefined },
    ): Promise<string> {
      const rows = await repo.range(userId, range.from, range.to);
      return toCsv(
        CSV_HEADER,
        rows.map((r) => CSV_HEADER.map((column) => r[column])),
      );
    },

    /**
     * For the health-goals module: each day's totals from `from` to `to` (`YYYY-MM-DD`, both
     * included, at most 366 days), empty days as zeros — the summary's one query.
     */
    dailyTotals(userId: string, from: string, to: string): Promise<DailySummary[]> {
      return summary(userId, from, to);
    },

    /** For the health-goals module: the distinct recipe ids logged on each day of the range. */
    async recipeIdsByDay(
      userId: string,
      from: string,
      to: string,
    ): Promise<Array<{ date: string; recipe_ids: string[] }>> {
      checkRange(from, to);
      return repo.recipeIdsByDay(userId, from, to);
    },

    // ── your data (issue 17 §2) ──
    /** Every entry of the member's diary, oldest day first, for their export. */
    async exportOf(userId: string): Promise<ExportedDiaryEntry[]> {
      const rows = await repo.range(userId, undefined, undefined);
      return rows.map((row) => ({
        id: row.id,
        date: row.date,
        meal_type: row.meal_type,
        recipe_id: row.recipe_id,
        food_name: row.food_name,
        serving_size: row.serving_size,
        serving_unit: row.serving_unit,
        calories: row.calories,
        protein: row.protein,
        carbohydrates: row.carbohydrates,
        fat: row.fat,
        sugar: row.sugar,
        notes: row.notes,
      }));
    },
  };
}
export type DiaryService = ReturnType<typeof createDiaryService>;

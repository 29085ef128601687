import { z } from 'zod';
import { DiaryEntryCreateSchema } from '../diary/entries.js';
import { RecipeCreateSchema } from '../recipes.js';
import { storedText } from '../text.js';
import { accountMessages, MISE_EXPORT_FORMAT, MISE_EXPORT_VERSION } from './constants.js';

/**
 * "Your data" (issue 17 §2; api.md Profile): `GET /api/me/export` gives one JSON document with
 * everything the member owns; `POST /api/me/import` takes such a document (from this install or
 * another) and brings its recipes, cookbooks, meal plans and diary into the caller's account, ids
 * remapped; `DELETE /api/me` `{ email }` removes the account.
 */
/** An id as the export wrote it: the source install's, only used to match rows to each other. */
const sourceId = z.string().min(1).max(100);

/** A recipe of the export: what POST /api/recipes takes, plus its id in the source. */
export const ExportedRecipeSchema = RecipeCreateSchema.extend({ id: sourceId });
export type ExportedRecipe = z.input<typeof ExportedRecipeSchema>;

export const ExportedCookbookSchema = z.object({
  id: sourceId,
  name: z.string().max(100),
  description: storedText(1000).default(''),
  is_public: z.boolean().default(false),
  recipe_ids: z.array(sourceId).max(500).default([]),
});
export type ExportedCookbook = z.input<typeof ExportedCookbookSchema>;

/** A plan's fields as stored; its recipe ids are the source's (remapped on import, then checked). */
export const ExportedMealPlanSchema = z.object({
  id: sourceId,
  title: z.string().max(200),
  description: z.string().max(2000).default(''),
  total_budget: z.number().default(0),
  is_public: z.boolean().default(false),
  target_group: z.string().max(100).default(''),
  health_goal_id: z.string().max(100).nullable().default(null),
  recipes: z.array(sourceId).max(500).default([]),
  schedule: z
    .array(
      z.object({
        recipe_id: sourceId,
        day: z.number(),
        meal_type: z.string().max(40),
        servings: z.number(),
      }),
    )
    .max(2000)
    .default([]),
});
export type ExportedMealPlan = z.input<typeof ExportedMealPlanSchema>;

export const ExportedDiaryEntrySchema = DiaryEntryCreateSchema.extend({ id: sourceId });
export type ExportedDiaryEntry = z.input<typeof ExportedDiaryEntrySchema>;

/**
 * What POST /api/me/import reads of an export: the four sections it brings in. Every other section
 * of the document (profile, grocery list, settings, goals, cooks, progress, contest entries) is the
 * member's to keep and read, not brought into another account.
 */
export const MiseImportSchema = z.object({
  format: z.literal(MISE_EXPORT_FORMAT),
  version: z.literal(MISE_EXPORT_VERSION),
  recipes: z.array(ExportedRecipeSchema).max(5000).default([]),
  cookbooks: z.array(ExportedCookbookSchema).max(1000).default([]),
  meal_plans: z.array(ExportedMealPlanSchema).max(1000).default([]),
  diary: z.array(ExportedDiaryEntrySchema).max(100_000).default([]),
});
export type MiseImport = z.infer<typeof MiseImportSchema>;

const counted = z.object({ imported: z.number().int(), skipped: z.number().int() });
export const ImportResultSchema = z.object({
  recipes: counted,
  cookbooks: counted,
  meal_plans: counted,
  diary: counted,
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** The export document (GET /api/me/export). Sections beyond the importable four are as stored. */
export const MiseExportSchema = z.object({
  format: z.literal(MISE_EXPORT_FORMAT),
  version: z.literal(MISE_EXPORT_VERSION),
  exported_at: z.string(),
  profile: z.record(z.string(), z.unknown()),
  recipes: z.array(z.record(z.string(), z.unknown())),
  cookbooks: z.array(ExportedCookbookSchema),
  meal_plans: z.array(z.record(z.string(), z.unknown())),
  diary: z.array(z.record(z.string(), z.unknown())),
  grocery_list: z.array(z.record(z.string(), z.unknown())),
  nutrition_settings: z.record(z.string(), z.unknown()).nullable(),
  health_goals: z.array(z.record(z.string(), z.unknown())),
  cooks: z.array(z.record(z.string(), z.unknown())),
  progress_ledger: z.array(z.record(z.string(), z.unknown())),
  credit_ledger: z.array(z.record(z.string(), z.unknown())),
  contest_entries: z.array(z.record(z.string(), z.unknown())),
});
export type MiseExport = z.infer<typeof MiseExportSchema>;

/** DELETE /api/me: the member's own e-mail, typed to confirm (the server compares it too). */
export const AccountDeleteSchema = z.object({
  email: z.string({ error: accountMessages.emailMismatch }).max(320),
});
export type AccountDelete = z.infer<typeof AccountDeleteSchema>;

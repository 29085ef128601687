import { z } from 'zod';
import { settingsMessages } from './messages.js';

/**
 * Nutrition settings (spec-2 §3, §4, §9): daily targets and the preferred macro split. A member's
 * row is created with these defaults on the first read.
 */
export const NUTRITION_DEFAULTS = {
  calorie_target: 2000,
  protein_target: 50,
  carb_target: 275,
  fat_target: 78,
  sugar_target: 50,
  preferred_protein_pct: 20,
  preferred_carb_pct: 50,
  preferred_fat_pct: 30,
  track_sugar: true,
  track_macros: true,
} as const;

export const MAX_CALORIE_TARGET = 20_000;
export const MAX_GRAMS_TARGET = 2_000;

const calories = z
  .number(settingsMessages.calorieTarget)
  .int(settingsMessages.calorieTarget)
  .min(1, settingsMessages.calorieTarget)
  .max(MAX_CALORIE_TARGET, settingsMessages.calorieTarget);
const grams = z
  .number(settingsMessages.gramsTarget)
  .min(0, settingsMessages.gramsTarget)
  .max(MAX_GRAMS_TARGET, settingsMessages.gramsTarget);
const percentage = z
  .number(settingsMessages.percentage)
  .int(settingsMessages.percentage)
  .min(0, settingsMessages.percentage)
  .max(100, settingsMessages.percentage);

/** The three percentages of a macro split add up to 100. */
export function isMacroSplit(split: {
  preferred_protein_pct: number;
  preferred_carb_pct: number;
  preferred_fat_pct: number;
}): boolean {
  return split.preferred_protein_pct + split.preferred_carb_pct + split.preferred_fat_pct === 100;
}

/** PUT /api/me/nutrition-settings: the whole set, as the settings form holds it. */
export const NutritionSettingsInputSchema = z
  .object({
    calorie_target: calories,
    protein_target: grams,
    carb_target: grams,
    fat_target: grams,
    sugar_target: grams,
    preferred_protein_pct: percentage,
    preferred_carb_pct: percentage,
    preferred_fat_pct: percentage,
    track_sugar: z.boolean(),
    track_macros: z.boolean(),
  })
  .refine(isMacroSplit, {
    message: settingsMessages.macroSplitSum,
    path: ['preferred_protein_pct'],
  });
export type NutritionSettingsInput = z.infer<typeof NutritionSettingsInputSchema>;

export const NutritionSettingsSchema = z.object({
  user_id: z.string(),
  calorie_target: z.number(),
  protein_target: z.number(),
  carb_target: z.number(),
  fat_target: z.number(),
  sugar_target: z.number(),
  preferred_protein_pct: z.number().int(),
  preferred_carb_pct: z.number().int(),
  preferred_fat_pct: z.number().int(),
  track_sugar: z.boolean(),
  track_macros: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NutritionSettings = z.infer<typeof NutritionSettingsSchema>;

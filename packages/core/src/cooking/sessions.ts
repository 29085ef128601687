import { z } from 'zod';
import { MAX_SERVINGS } from '../recipe-options.js';

/**
 * The cooking-sessions contract (api.md Cooking; issue 11 point 5): a member's cook of one recipe,
 * kept on the server so another device can resume it and so the progress rules can count finished
 * cooks. The server times the session and decides whether it counts; the browser never sends times.
 */

export const cookingMessages = {
  notFound: 'Cooking session not found',
  notActive: 'This cooking session has already ended.',
  unknownStep: 'A completed step is not a step of this recipe.',
  stepIndex: 'The step index must be a whole number from 0.',
  servings: `Servings must be a whole number from 1 to ${MAX_SERVINGS}.`,
  recipeId: 'The recipe id is not valid.',
} as const;

export const COOKING_STATUSES = ['active', 'finished', 'stopped'] as const;
export type CookingStatus = (typeof COOKING_STATUSES)[number];

/** Most steps a recipe is likely to have, with room; also bounds what a PATCH may send. */
const MAX_STEP_IDS = 500;

const servings = z.coerce
  .number(cookingMessages.servings)
  .int(cookingMessages.servings)
  .min(1, cookingMessages.servings)
  .max(MAX_SERVINGS, cookingMessages.servings);

/** POST /api/cooking/sessions. Servings default to the recipe's own. */
export const CookingStartSchema = z.object({
  recipe_id: z.uuid(),
  servings: servings.optional(),
});
export type CookingStart = z.infer<typeof CookingStartSchema>;

/** PATCH /api/cooking/sessions/:id: progress made on any device. Step ids must be the recipe's. */
export const CookingProgressSchema = z.object({
  current_step_index: z
    .number(cookingMessages.stepIndex)
    .int(cookingMessages.stepIndex)
    .min(0, cookingMessages.stepIndex)
    .max(MAX_STEP_IDS, cookingMessages.stepIndex)
    .optional(),
  completed_step_ids: z.array(z.uuid(cookingMessages.unknownStep)).max(MAX_STEP_IDS).optional(),
  servings: servings.optional(),
});
export type CookingProgress = z.infer<typeof CookingProgressSchema>;

export const CookingSessionSchema = z.object({
  id: z.string(),
  recipe_id: z.string(),
  servings: z.number().int(),
  started_at: z.string(),
  current_step_index: z.number().int(),
  completed_step_ids: z.array(z.string()),
  status: z.enum(COOKING_STATUSES),
  finished_at: z.string().nullable(),
  duration_s: z.number().int().nullable(),
  /** 0–100; null when the recipe has no planned time (nothing to compare against). */
  efficiency: z.number().int().nullable(),
  counted: z.boolean(),
});
export type CookingSession = z.infer<typeof CookingSessionSchema>;

export const CurrentCookingSessionSchema = z.object({
  session: CookingSessionSchema.nullable(),
});
export type CurrentCookingSession = z.infer<typeof CurrentCookingSessionSchema>;

export const CookingFinishSchema = z.object({
  session: CookingSessionSchema,
  xp_awarded: z.number().int(),
  unlocked: z.array(
    z.object({ kind: z.string(), id: z.string(), name: z.string(), xp: z.number().int() }),
  ),
});
export type CookingFinish = z.infer<typeof CookingFinishSchema>;

/** GET /api/me/cooks: the member's finished sessions, newest first, optionally of one recipe. */
export const CooksQuerySchema = z.object({
  recipe_id: z.uuid(cookingMessages.recipeId).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
export type CooksQuery = z.output<typeof CooksQuerySchema>;

/** "You've cooked this N times, last on …": the member's counted cooks of one recipe. */
export const CookSummarySchema = z.object({
  count: z.number().int(),
  last_finished_at: z.string().nullable(),
});
export type CookSummary = z.infer<typeof CookSummarySchema>;

/** A page of finished sessions; `summary` only when the list is of one recipe (`recipe_id`). */
export const CookListSchema = z.object({
  items: z.array(CookingSessionSchema),
  next_cursor: z.string().nullable(),
  summary: CookSummarySchema.optional(),
});
export type CookList = z.infer<typeof CookListSchema>;

/**
 * Whether a finished cook counts and how efficient it was. A cook counts when every step is done and
 * the elapsed time is plausible: at least a quarter of the planned time, or one minute when the
 * recipe has none. Efficiency = min(100, round(100 × planned / elapsed)); null without a planned
 * time, since there is nothing to measure against (a made-up 100 would flatter every such cook).
 */
export function judgeCook(input: {
  elapsed_s: number;
  planned_minutes: number;
  steps_total: number;
  steps_done: number;
}): { counted: boolean; efficiency: number | null } {
  const planned_s = input.planned_minutes * 60;
  const minimum_s = planned_s > 0 ? planned_s / 4 : 60;
  const allDone = input.steps_done >= input.steps_total;
  const counted = allDone && input.elapsed_s >= minimum_s;
  const efficiency =
    planned_s > 0
      ? Math.min(100, Math.round((100 * planned_s) / Math.max(input.elapsed_s, 1)))
      : null;
  return { counted, efficiency };
}

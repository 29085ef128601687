import { z } from 'zod';
import { NUL_MESSAGE } from '../text.js';
import { healthGoalMessages as m } from './messages.js';
import { GOAL_COMPARISONS, GOAL_NUTRIENTS, type HealthGoalRule } from './rules.js';
import { GOAL_COLOURS } from './stats.js';

/**
 * The health-goals contract (spec-2 §3–§5, §9; api.md "Food diary, settings, health goals"; issue 12
 * points 5 and 6): the catalogue and its admin writes, a member's preferred goals, and their stats.
 */

const requiredText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .max(max, tooLong)
    .refine((value) => !value.includes('\u0000'), NUL_MESSAGE)
    .trim()
    .min(1, required);

export const HealthGoalConditionSchema = z
  .object({
    nutrient: z.enum(GOAL_NUTRIENTS, { error: m.ruleNutrient }),
    comparison: z.enum(GOAL_COMPARISONS, { error: m.ruleComparison }),
    percent_of_target: z
      .number({ error: m.rulePercent })
      .int(m.rulePercent)
      .min(1, m.rulePercent)
      .max(500, m.rulePercent)
      .default(100),
  })
  .strict();

/**
 * A goal's daily rule: every condition must hold on a day's diary totals (decision 0014). Null: the
 * goal counts days whose diary holds a recipe tagged with it.
 */
export const HealthGoalRuleSchema = z
  .object({
    all: z
      .array(HealthGoalConditionSchema, { error: m.ruleConditions })
      .min(1, m.ruleConditions)
      .max(5, m.ruleConditions),
  })
  .strict()
  .refine(
    (rule) =>
      new Set(rule.all.map((c) => `${c.nutrient}:${c.comparison}`)).size === rule.all.length,
    { message: m.ruleRepeated, path: ['all'] },
  ) satisfies z.ZodType<HealthGoalRule, unknown>;

const goalFields = {
  name: requiredText(80, m.nameRequired, m.nameTooLong),
  description: requiredText(1000, m.descriptionRequired, m.descriptionTooLong),
  rule: HealthGoalRuleSchema.nullable(),
};

/** POST /api/health-goals (admin): name and description required (spec-2 §5), the rule optional. */
export const HealthGoalCreateSchema = z
  .object({ ...goalFields, rule: goalFields.rule.default(null) })
  .strict();
export type HealthGoalCreate = z.input<typeof HealthGoalCreateSchema>;

/** PATCH /api/health-goals/:id (admin): what is sent changes; `rule: null` removes the rule. */
export const HealthGoalPatchSchema = z.object(goalFields).partial().strict();
export type HealthGoalPatch = z.input<typeof HealthGoalPatchSchema>;

export const HealthGoalSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Absent from answers of servers older than rules: read as no rule. */
  rule: HealthGoalRuleSchema.nullable().default(null),
});
export type HealthGoal = z.output<typeof HealthGoalSchema>;

/** GET /api/health-goals: the whole catalogue, by name (spec-2 §7), in one answer. */
export const HealthGoalListSchema = z.object({
  items: z.array(HealthGoalSchema),
  next_cursor: z.null(),
});
export type HealthGoalList = z.output<typeof HealthGoalListSchema>;

/** PUT /api/me/health-goals: the member's preferred goals, replaced as a whole (spec-2 §4). */
export const HealthGoalPreferencesSchema = z
  .object({
    goal_ids: z.array(z.uuid(m.goalId), { error: m.goalId }).max(100, m.tooManyGoals),
  })
  .strict();
export type HealthGoalPreferences = z.input<typeof HealthGoalPreferencesSchema>;

/** GET|PUT /api/me/health-goals: the ids (api.md) and the goals themselves, by name. */
export const MyHealthGoalsSchema = z.object({
  goal_ids: z.array(z.string()),
  items: z.array(HealthGoalSchema),
});
export type MyHealthGoals = z.output<typeof MyHealthGoalsSchema>;

/** GET /api/me/health-goals/stats: the member's goals, best first (core `goalStats`). */
export const HealthGoalStatsSchema = z.object({
  items: z.array(
    z.object({
      health_goal_id: z.string(),
      name: z.string(),
      progress_pct: z.number().int(),
      days_achieved: z.number().int(),
      streak_days: z.number().int(),
      colour: z.enum(GOAL_COLOURS),
    }),
  ),
});
export type HealthGoalStats = z.output<typeof HealthGoalStatsSchema>;

import { describe, expect, it } from 'vitest';
import {
  HealthGoalCreateSchema,
  HealthGoalPatchSchema,
  HealthGoalPreferencesSchema,
  HealthGoalRuleSchema,
  HealthGoalSchema,
} from './contract.js';
import { healthGoalMessages as m } from './messages.js';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}) => result.error?.issues[0]?.message;

describe('health goal contract', () => {
  it('requires a name and a description, trimmed (spec-2 §5), the rule optional', () => {
    expect(
      HealthGoalCreateSchema.parse({ name: ' Low Salt ', description: ' Less salt. ' }),
    ).toEqual({
      name: 'Low Salt',
      description: 'Less salt.',
      rule: null,
    });
    expect(firstMessage(HealthGoalCreateSchema.safeParse({ description: 'x' }))).toBe(
      m.nameRequired,
    );
    expect(firstMessage(HealthGoalCreateSchema.safeParse({ name: '   ', description: 'x' }))).toBe(
      m.nameRequired,
    );
    expect(firstMessage(HealthGoalCreateSchema.safeParse({ name: 'x', description: '' }))).toBe(
      m.descriptionRequired,
    );
    expect(
      firstMessage(HealthGoalCreateSchema.safeParse({ name: 'x'.repeat(81), description: 'x' })),
    ).toBe(m.nameTooLong);
    expect(
      HealthGoalCreateSchema.safeParse({ name: 'x', description: 'x', id: 'mine' }).success,
    ).toBe(false);
  });

  it('takes a rule of 1 to 5 distinct conditions, 100% of the target unless said', () => {
    expect(
      HealthGoalRuleSchema.parse({ all: [{ nutrient: 'sugar', comparison: 'at_most' }] }),
    ).toEqual({ all: [{ nutrient: 'sugar', comparison: 'at_most', percent_of_target: 100 }] });
    const refused = [
      [{ all: [] }, m.ruleConditions],
      [{ all: [{ nutrient: 'salt', comparison: 'at_most' }] }, m.ruleNutrient],
      [{ all: [{ nutrient: 'sugar', comparison: 'below' }] }, m.ruleComparison],
      [
        { all: [{ nutrient: 'sugar', comparison: 'at_most', percent_of_target: 0 }] },
        m.rulePercent,
      ],
      [
        { all: [{ nutrient: 'sugar', comparison: 'at_most', percent_of_target: 90.5 }] },
        m.rulePercent,
      ],
      [
        {
          all: [
            { nutrient: 'sugar', comparison: 'at_most' },
            { nutrient: 'sugar', comparison: 'at_most', percent_of_target: 80 },
          ],
        },
        m.ruleRepeated,
      ],
      [
        { all: Array.from({ length: 6 }, () => ({ nutrient: 'fat', comparison: 'at_most' })) },
        m.ruleConditions,
      ],
      [{ any: [] }, undefined],
    ] as const;
    for (const [rule, message] of refused) {
      const result = HealthGoalRuleSchema.safeParse(rule);
      expect(result.success, JSON.stringify(rule)).toBe(false);
      if (message) expect(firstMessage(result), JSON.stringify(rule)).toBe(message);
    }
    // A range: at least and at most of the same nutrient is two different comparisons.
    expect(
      HealthGoalRuleSchema.safeParse({
        all: [
          { nutrient: 'calories', comparison: 'at_least', percent_of_target: 80 },
          { nutrient: 'calories', comparison: 'at_most' },
        ],
      }).success,
    ).toBe(true);
  });

  it('patches what is sent, and null removes the rule', () => {
    expect(HealthGoalPatchSchema.parse({})).toEqual({});
    expect(HealthGoalPatchSchema.parse({ rule: null })).toEqual({ rule: null });
    expect(firstMessage(HealthGoalPatchSchema.safeParse({ name: '' }))).toBe(m.nameRequired);
  });

  it('takes preferred goals as uuids, at most 100', () => {
    expect(HealthGoalPreferencesSchema.safeParse({ goal_ids: [] }).success).toBe(true);
    expect(firstMessage(HealthGoalPreferencesSchema.safeParse({ goal_ids: ['x'] }))).toBe(m.goalId);
    expect(HealthGoalPreferencesSchema.safeParse({}).success).toBe(false);
    expect(
      HealthGoalPreferencesSchema.safeParse({
        goal_ids: Array.from({ length: 101 }, () => crypto.randomUUID()),
      }).success,
    ).toBe(false);
  });

  it('reads a goal without a rule (an older answer) as a goal with none', () => {
    expect(HealthGoalSchema.parse({ id: 'g', name: 'n', description: 'd' }).rule).toBeNull();
  });
});

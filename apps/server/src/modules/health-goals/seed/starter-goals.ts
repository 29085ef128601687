import type { GoalCondition, HealthGoalRule } from '@mise/core';

/**
 * The health-goal catalogue a new install starts with (spec-1 §3: recipe health goals link a
 * recipe to a goal). Starter recipes tag themselves with these names, so renaming one here means
 * updating `health_tags` in starter-recipes.ts too (the seed content test checks this).
 *
 * Each goal's daily rule is decision 0014: what a day's diary totals must meet, against the member's
 * own targets. A goal the diary's totals cannot measure (fibre, calcium, vitamins, eating plants)
 * has none: its days are those whose diary holds a recipe tagged with it.
 */
const rule = (...all: GoalCondition[]): HealthGoalRule => ({ all });
const atMost = (nutrient: GoalCondition['nutrient'], percent_of_target = 100): GoalCondition => ({
  nutrient,
  comparison: 'at_most',
  percent_of_target,
});
const atLeast = (nutrient: GoalCondition['nutrient'], percent_of_target = 100): GoalCondition => ({
  nutrient,
  comparison: 'at_least',
  percent_of_target,
});

export const STARTER_HEALTH_GOALS: ReadonlyArray<{
  name: string;
  description: string;
  rule: HealthGoalRule | null;
}> = [
  {
    name: 'Weight Management',
    description:
      'Satisfying meals that keep calories in check, built on vegetables, lean protein and fibre so you stay full for longer.',
    rule: rule(atMost('calories')),
  },
  {
    name: 'Heart Health',
    description:
      'Dishes rich in unsaturated fats, whole grains, legumes and oily fish, and easy on saturated fat and salt.',
    rule: rule(atMost('fat')),
  },
  {
    name: 'High Protein',
    description:
      'Meals with a generous serving of protein (roughly 25 g or more) to help build and repair muscle and keep hunger at bay.',
    rule: rule(atLeast('protein')),
  },
  {
    name: 'Low Sugar',
    description:
      'Recipes with little or no added sugar, where any sweetness comes from whole ingredients.',
    rule: rule(atMost('sugar')),
  },
  {
    name: 'Digestive Health',
    description:
      'Fibre-rich cooking with beans, whole grains, vegetables and fermented foods that keep your gut happy.',
    rule: null,
  },
  {
    name: 'Energy Boost',
    description:
      'Slow-release carbohydrates paired with protein and healthy fats to fuel a busy day without the crash.',
    rule: rule(atLeast('calories', 90), atMost('sugar')),
  },
  {
    name: 'Bone Health',
    description:
      'Foods that supply calcium, vitamin D and vitamin K, such as dairy, leafy greens, tofu and oily fish.',
    rule: null,
  },
  {
    name: 'Immune Support',
    description:
      'Colourful produce packed with vitamins A and C, plus garlic, ginger and other ingredients that support your natural defences.',
    rule: null,
  },
  {
    name: 'Plant-Based Eating',
    description:
      'Meals made entirely from plants, showing how satisfying beans, grains, vegetables and tofu can be.',
    rule: null,
  },
  {
    name: 'Blood Sugar Balance',
    description:
      'Meals that pair fibre, protein and fat with modest, slow-digesting carbohydrates to keep blood sugar steady.',
    rule: rule(atMost('carbohydrates'), atMost('sugar')),
  },
];

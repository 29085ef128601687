/**
 * The health-goal catalogue a new install starts with (spec-1 §3: recipe health goals link a
 * recipe to a goal). Starter recipes tag themselves with these names, so renaming one here means
 * updating `health_tags` in starter-recipes.ts too (the seed content test checks this).
 */
export const STARTER_HEALTH_GOALS: ReadonlyArray<{ name: string; description: string }> = [
  {
    name: 'Weight Management',
    description:
      'Satisfying meals that keep calories in check, built on vegetables, lean protein and fibre so you stay full for longer.',
  },
  {
    name: 'Heart Health',
    description:
      'Dishes rich in unsaturated fats, whole grains, legumes and oily fish, and easy on saturated fat and salt.',
  },
  {
    name: 'High Protein',
    description:
      'Meals with a generous serving of protein (roughly 25 g or more) to help build and repair muscle and keep hunger at bay.',
  },
  {
    name: 'Low Sugar',
    description:
      'Recipes with little or no added sugar, where any sweetness comes from whole ingredients.',
  },
  {
    name: 'Digestive Health',
    description:
      'Fibre-rich cooking with beans, whole grains, vegetables and fermented foods that keep your gut happy.',
  },
  {
    name: 'Energy Boost',
    description:
      'Slow-release carbohydrates paired with protein and healthy fats to fuel a busy day without the crash.',
  },
  {
    name: 'Bone Health',
    description:
      'Foods that supply calcium, vitamin D and vitamin K, such as dairy, leafy greens, tofu and oily fish.',
  },
  {
    name: 'Immune Support',
    description:
      'Colourful produce packed with vitamins A and C, plus garlic, ginger and other ingredients that support your natural defences.',
  },
  {
    name: 'Plant-Based Eating',
    description:
      'Meals made entirely from plants, showing how satisfying beans, grains, vegetables and tofu can be.',
  },
  {
    name: 'Blood Sugar Balance',
    description:
      'Meals that pair fibre, protein and fat with modest, slow-digesting carbohydrates to keep blood sugar steady.',
  },
];

/**
 * The progress catalogues (spec-2 §3, §9; issue 14): what earns XP and how much, the ten
 * achievements, the five badges and the daily challenges. Zod-free: the server seeds its tables and
 * judges actions from these; the web shows them (the tester page, the last known progress).
 */

/** Level L rises to L + 1 when current XP reaches L × 100 (spec-2 §9, client model). */
export const LEVEL_STEP_XP = 100;
/** A counted cook at this efficiency or more earns more, and counts as a fast cook. */
export const FAST_COOK_EFFICIENCY = 90;

/**
 * What a member does that the server records. Each is recorded once per source (a recipe's ordinal,
 * a cookbook's ordinal, a recipe saved, a goal, a session, a diary entry, a plan).
 */
export const ACTION_KINDS = [
  'recipe_created',
  'cookbook_created',
  'recipe_saved',
  'health_goal_set',
  'cook',
  'diary_entry',
  'meal_plan_created',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** XP an action earns (spec-2 §4 "Other rewards", §9); a cook's depends on its efficiency. */
export const ACTION_XP: Record<ActionKind, number> = {
  recipe_created: 50,
  cookbook_created: 50,
  recipe_saved: 10,
  health_goal_set: 25,
  cook: 20,
  diary_entry: 0,
  meal_plan_created: 0,
};
export const FAST_COOK_XP = 30;

/**
 * How many of each action earn XP in one local day; past it the action still counts toward
 * achievements and challenges but earns nothing (XP farming stops being worth it).
 */
export const DAILY_XP_CAPS: Record<ActionKind, number> = {
  recipe_created: 5,
  cookbook_created: 3,
  recipe_saved: 10,
  health_goal_set: 5,
  cook: 10,
  diary_entry: 0,
  meal_plan_created: 0,
};

/** What one action earns, before the daily cap. */
export function actionXp(kind: ActionKind, efficiency?: number | null): number {
  if (kind === 'cook')
    return (efficiency ?? 0) >= FAST_COOK_EFFICIENCY ? FAST_COOK_XP : ACTION_XP.cook;
  return ACTION_XP[kind];
}

/** The words an XP toast uses for each action. */
export const ACTION_LABELS: Record<ActionKind, string> = {
  recipe_created: 'Recipe created',
  cookbook_created: 'Cookbook created',
  recipe_saved: 'Recipe saved',
  health_goal_set: 'Health goal set',
  cook: 'Recipe cooked',
  diary_entry: 'Meal logged',
  meal_plan_created: 'Meal plan created',
};

export const ACHIEVEMENT_CATEGORIES = ['cooking', 'recipes', 'health'] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

/**
 * The member's counts an achievement is measured against, all derived by the server from what it
 * recorded (see `ProgressFacts` in `./achievements.ts`).
 */
export type AchievementFact =
  | 'counted_cooks'
  | 'recipes_created'
  | 'health_goals_set'
  | 'cookbooks_created'
  | 'fast_cooks'
  | 'best_streak'
  | 'cuisines'
  | 'level'
  | 'goal_cooks'
  | 'recipes_saved';

export interface AchievementDefinition {
  id: string;
  name: string;
  description: string;
  /** A lucide icon name; the web maps it to the icon. */
  icon: string;
  category: AchievementCategory;
  xp: number;
  max_progress: number;
  fact: AchievementFact;
}

/** The ten of spec-2 §3, with the conditions issue 14 decided for those the spec does not show. */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: 'first_recipe',
    name: 'First Recipe',
    description: 'Cook your first recipe through to the end',
    icon: 'chef-hat',
    category: 'cooking',
    xp: 50,
    max_progress: 1,
    fact: 'counted_cooks',
  },
  {
    id: 'recipe_creator',
    name: 'Recipe Creator',
    description: 'Write 5 recipes of your own',
    icon: 'notebook-pen',
    category: 'recipes',
    xp: 75,
    max_progress: 5,
    fact: 'recipes_created',
  },
  {
    id: 'health_conscious',
    name: 'Health Conscious',
    description: 'Choose a health goal',
    icon: 'heart-pulse',
    category: 'health',
    xp: 50,
    max_progress: 1,
    fact: 'health_goals_set',
  },
  {
    id: 'cookbook_collector',
    name: 'Cookbook Collector',
    description: 'Make 3 cookbooks',
    icon: 'library',
    category: 'recipes',
    xp: 50,
    max_progress: 3,
    fact: 'cookbooks_created',
  },
  {
    id: 'speed_demon',
    name: 'Speed Demon',
    description: 'Finish a cook at 90% efficiency or better',
    icon: 'zap',
    category: 'cooking',
    xp: 100,
    max_progress: 1,
    fact: 'fast_cooks',
  },
  {
    id: 'cooking_streak',
    name: 'Cooking Streak',
    description: 'Cook on 3 days in a row',
    icon: 'flame',
    category: 'cooking',
    xp: 150,
    max_progress: 3,
    fact: 'best_streak',
  },
  {
    id: 'flavor_explorer',
    name: 'Flavor Explorer',
    description: 'Cook recipes from 5 cuisines',
    icon: 'globe',
    category: 'cooking',
    xp: 150,
    max_progress: 5,
    fact: 'cuisines',
  },
  {
    id: 'master_chef',
    name: 'Master Chef',
    description: 'Reach level 5',
    icon: 'crown',
    category: 'cooking',
    xp: 200,
    max_progress: 5,
    fact: 'level',
  },
  {
    id: 'health_enthusiast',
    name: 'Health Enthusiast',
    description: 'Cook 10 recipes that match your health goals',
    icon: 'salad',
    category: 'health',
    xp: 200,
    max_progress: 10,
    fact: 'goal_cooks',
  },
  {
    id: 'recipe_collector',
    name: 'Recipe Collector',
    description: 'Save 20 recipes to your cookbooks',
    icon: 'bookmark',
    category: 'recipes',
    xp: 250,
    max_progress: 20,
    fact: 'recipes_saved',
  },
];

export interface BadgeDefinition {
  id: string;
  name: string;
  level: number;
  icon: string;
  description: string;
}

/** spec-2 §3: unlocked when the level reaches the badge's level; novice_cook from the start. */
export const BADGES: readonly BadgeDefinition[] = [
  {
    id: 'novice_cook',
    name: 'Novice Cook',
    level: 1,
    icon: 'egg',
    description: 'Every cook starts here',
  },
  {
    id: 'home_cook',
    name: 'Home Cook',
    level: 5,
    icon: 'cooking-pot',
    description: 'Reached level 5',
  },
  {
    id: 'sous_chef',
    name: 'Sous Chef',
    level: 10,
    icon: 'utensils-crossed',
    description: 'Reached level 10',
  },
  { id: 'chef', name: 'Chef', level: 15, icon: 'chef-hat', description: 'Reached level 15' },
  {
    id: 'master_chef',
    name: 'Master Chef',
    level: 20,
    icon: 'crown',
    description: 'Reached level 20',
  },
];

export const CHALLENGE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type ChallengeDifficulty = (typeof CHALLENGE_DIFFICULTIES)[number];

/** What meets a challenge: today's actions, judged by `isChallengeMet` (`./challenges.ts`). */
export type ChallengeRule =
  | { kind: 'any'; action: ActionKind }
  | { kind: 'fast_cook' }
  | { kind: 'goal_cook' }
  | { kind: 'new_cuisine_cook' }
  | { kind: 'meal_types_logged'; meal_types: readonly string[] };

export interface ChallengeDefinition {
  id: string;
  name: string;
  description: string;
  icon: string;
  difficulty: ChallengeDifficulty;
  xp: number;
  rule: ChallengeRule;
}

/** Three a day, one per difficulty (spec-2 §9), from these nine. */
export const DAILY_CHALLENGES: readonly ChallengeDefinition[] = [
  {
    id: 'daily_recipe',
    name: 'Daily Recipe',
    description: 'Cook any recipe through to the end today',
    icon: 'chef-hat',
    difficulty: 'easy',
    xp: 50,
    rule: { kind: 'any', action: 'cook' },
  },
  {
    id: 'log_a_meal',
    name: 'Log a Meal',
    description: 'Add something you ate to your food diary',
    icon: 'notebook-text',
    difficulty: 'easy',
    xp: 40,
    rule: { kind: 'any', action: 'diary_entry' },
  },
  {
    id: 'save_a_recipe',
    name: 'Save a Favourite',
    description: 'Save a recipe to one of your cookbooks',
    icon: 'bookmark-plus',
    difficulty: 'easy',
    xp: 40,
    rule: { kind: 'any', action: 'recipe_saved' },
  },
  {
    id: 'health_goal_recipe',
    name: 'Healthy Choice',
    description: 'Cook a recipe that matches one of your health goals',
    icon: 'salad',
    difficulty: 'medium',
    xp: 60,
    rule: { kind: 'goal_cook' },
  },
  {
    id: 'write_a_recipe',
    name: 'Write a Recipe',
    description: 'Add a recipe of your own',
    icon: 'notebook-pen',
    difficulty: 'medium',
    xp: 60,
    rule: { kind: 'any', action: 'recipe_created' },
  },
  {
    id: 'plan_ahead',
    name: 'Plan Ahead',
    description: 'Make a meal plan',
    icon: 'calendar-days',
    difficulty: 'medium',
    xp: 60,
    rule: { kind: 'any', action: 'meal_plan_created' },
  },
  {
    id: 'try_new_cuisine',
    name: 'Try a New Cuisine',
    description: 'Cook a recipe from a cuisine you have not cooked before',
    icon: 'globe',
    difficulty: 'hard',
    xp: 75,
    rule: { kind: 'new_cuisine_cook' },
  },
  {
    id: 'beat_the_clock',
    name: 'Beat the Clock',
    description: 'Finish a cook at 90% efficiency or better',
    icon: 'timer',
    difficulty: 'hard',
    xp: 90,
    rule: { kind: 'fast_cook' },
  },
  {
    id: 'full_day_logged',
    name: 'Full Day Logged',
    description: 'Log breakfast, lunch and dinner in your food diary today',
    icon: 'utensils',
    difficulty: 'hard',
    xp: 80,
    rule: { kind: 'meal_types_logged', meal_types: ['breakfast', 'lunch', 'dinner'] },
  },
];

import { ACHIEVEMENTS, type AchievementDefinition, type AchievementFact } from './catalogue.js';

/** The member's counts, derived by the server from what it recorded (issue 14 point 4). */
export type ProgressFacts = Record<AchievementFact, number>;

export const NO_FACTS: ProgressFacts = {
  counted_cooks: 0,
  recipes_created: 0,
  health_goals_set: 0,
  cookbooks_created: 0,
  fast_cooks: 0,
  best_streak: 0,
  cuisines: 0,
  level: 1,
  goal_cooks: 0,
  recipes_saved: 0,
};

export interface AchievementProgress {
  achievement: AchievementDefinition;
  /** 0 … max_progress (capped, spec-2 §5). */
  progress: number;
  achieved: boolean;
}

/** Where each achievement stands for these facts: progress capped at its maximum. */
export function achievementProgress(facts: ProgressFacts): AchievementProgress[] {
  return ACHIEVEMENTS.map((achievement) => {
    const progress = Math.min(
      achievement.max_progress,
      Math.max(0, Math.floor(facts[achievement.fact])),
    );
    return { achievement, progress, achieved: progress >= achievement.max_progress };
  });
}

import type { ActionKind } from '@mise/core';
import type { Db } from '../../db/client.js';

/**
 * What another module tells progress when a member does something that earns (issue 14 point 1).
 * It is called INSIDE the action's own transaction (`tx`), so the action and its award commit or
 * roll back together; the unique key (user_id, kind, source_key) makes a retry, a second tab or a
 * replay change nothing twice. The caller never says how much XP: progress decides.
 */
export interface ProgressAction {
  user_id: string;
  kind: ActionKind;
  /**
   * What makes this action one of a kind for the member:
   * - recipe_created / cookbook_created: `#<n>` where n is how many the member has once this one is
   *   written (counted in the same transaction), so deleting and re-creating earns nothing again;
   * - recipe_saved: the recipe's id (once per recipe, whichever cookbook);
   * - health_goal_set: the goal's id; cook: the session's id; diary_entry: the entry's id;
   *   meal_plan_created: the plan's id.
   */
  source_key: string;
  /**
   * When it happened; its local day is taken in the member's time zone. Omitted: now on progress's
   * clock (the app's injected clock), so actions without a clock of their own follow a test's day.
   */
  at?: Date;
  /** cook only: the recipe's cuisine as cooked, its efficiency, and whether it matches a goal. */
  cuisine?: string | null;
  efficiency?: number | null;
  matches_goal?: boolean;
  /** diary_entry only. */
  meal_type?: string | null;
}

/** What one action brought: its own XP and what it unlocked (achievements, challenges, levels, badges). */
export interface ProgressOutcome {
  xp_awarded: number;
  unlocked: {
    kind: 'achievement' | 'challenge' | 'level' | 'badge';
    id: string;
    name: string;
    xp: number;
  }[];
}

export interface ProgressRecorder {
  /** Records the action in `tx` (once per key) and everything it earns; a repeat returns no XP. */
  record(tx: Db, action: ProgressAction): Promise<ProgressOutcome>;
}

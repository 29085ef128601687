import { z } from 'zod';
import { ACHIEVEMENT_CATEGORIES, CHALLENGE_DIFFICULTIES } from './catalogue.js';

/**
 * The progress contract (api.md "Progress"; spec-2 §3 both models; issue 14). One truth on the
 * server gives both readings: the client model's level, XP, achievements, badges and challenges, and
 * the table model's progress, seen state and challenge history. No request carries XP.
 */

export const AchievementStatusSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  xp: z.number().int(),
  achieved: z.boolean(),
  progress: z.number().int(),
  max_progress: z.number().int(),
  date_unlocked: z.string().nullable(),
  seen: z.boolean(),
});
export type AchievementStatus = z.infer<typeof AchievementStatusSchema>;

export const BadgeStatusSchema = z.object({
  id: z.string(),
  name: z.string(),
  level: z.number().int(),
  icon: z.string(),
  description: z.string(),
  unlocked: z.boolean(),
});
export type BadgeStatus = z.infer<typeof BadgeStatusSchema>;

/** One of today's challenges; `id` is the assignment's id (what POST …/complete takes). */
export const DailyChallengeStatusSchema = z.object({
  id: z.uuid(),
  challenge_id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  difficulty: z.enum(CHALLENGE_DIFFICULTIES),
  xp: z.number().int(),
  date: z.string(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
  expires_at: z.string(),
});
export type DailyChallengeStatus = z.infer<typeof DailyChallengeStatusSchema>;

export const ProgressSchema = z.object({
  level: z.number().int(),
  current_xp: z.number().int(),
  total_xp: z.number().int(),
  next_level_xp: z.number().int(),
  /** Consecutive local days with a counted cook, ending today or yesterday (else 0). */
  streak_days: z.number().int(),
  /** The member's local day the answer was computed for. */
  today: z.string(),
  achievements: z.array(AchievementStatusSchema),
  badges: z.array(BadgeStatusSchema),
  daily_challenges: z.array(DailyChallengeStatusSchema),
});
export type Progress = z.infer<typeof ProgressSchema>;

export const PROGRESS_EVENT_KINDS = ['xp', 'level', 'achievement', 'badge', 'challenge'] as const;
export type ProgressEventKind = (typeof PROGRESS_EVENT_KINDS)[number];

/** Something to tell the member once, on whichever device they use next (a toast). */
export const ProgressEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PROGRESS_EVENT_KINDS),
  name: z.string(),
  xp: z.number().int(),
  message: z.string(),
  created_at: z.string(),
});
export type ProgressEvent = z.infer<typeof ProgressEventSchema>;

export const ProgressEventListSchema = z.object({ items: z.array(ProgressEventSchema) });
export type ProgressEventList = z.infer<typeof ProgressEventListSchema>;

export const ProgressEventsQuerySchema = z.object({
  unseen: z.enum(['true', 'false']).default('true'),
});

/** Ids the page has shown (events) or the member has looked at (achievements). */
export const SeenIdsSchema = z.object({ ids: z.array(z.string().max(64)).max(100) });
export type SeenIds = z.infer<typeof SeenIdsSchema>;

export const MAX_HISTORY_DAYS = 366;
export const ProgressHistoryQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(MAX_HISTORY_DAYS).default(30),
});

/** XP earned and counted cooks on each of the last `days` local days, oldest first, every day listed. */
export const ProgressHistorySchema = z.object({
  items: z.array(z.object({ date: z.string(), xp: z.number().int(), cooks: z.number().int() })),
});
export type ProgressHistory = z.infer<typeof ProgressHistorySchema>;

/** The table model's view of challenges: the last 30 assignments, newest day first (spec-2 §7). */
export const ChallengeHistorySchema = z.object({ items: z.array(DailyChallengeStatusSchema) });
export type ChallengeHistory = z.infer<typeof ChallengeHistorySchema>;

export const ChallengeCompleteSchema = z.object({
  challenge: DailyChallengeStatusSchema,
  /** False when it was already complete: nothing changed. */
  newly_completed: z.boolean(),
});
export type ChallengeComplete = z.infer<typeof ChallengeCompleteSchema>;

import {
  ACHIEVEMENT_CATEGORIES,
  CHALLENGE_DIFFICULTIES,
  type AchievementStatus,
  type BadgeStatus,
  type ChallengeComplete,
  type ChallengeHistory,
  type DailyChallengeStatus,
  type Progress,
  type ProgressEvent,
  type ProgressEventList,
  type ProgressHistory,
} from '@mise/core';
import {
  has,
  isInteger,
  isNullableString,
  isRecord,
  isString,
  itemsOf,
  unexpected,
} from '../../lib/answer-checks';

/*
 * The progress answers checked by hand, like the other features' (decision 0015): core's zod
 * schemas would add ~21 KB gzip to the progress pages and to the toast feed every member loads.
 * `answers.test.ts` holds each check to core's schemas.
 */
/** Core's PROGRESS_EVENT_KINDS, copied: it lives in the contract module, which loads zod. */
export const EVENT_KINDS = ['xp', 'level', 'achievement', 'badge', 'challenge'] as const;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    values.includes(value as T);

function isAchievement(value: unknown): value is AchievementStatus {
  return (
    isRecord(value) &&
    has(value, ['id', 'name', 'description', 'icon'], isString) &&
    oneOf(ACHIEVEMENT_CATEGORIES)(value.category) &&
    has(value, ['xp', 'progress', 'max_progress'], isInteger) &&
    typeof value.achieved === 'boolean' &&
    typeof value.seen === 'boolean' &&
    isNullableString(value.date_unlocked)
  );
}

function isBadge(value: unknown): value is BadgeStatus {
  return (
    isRecord(value) &&
    has(value, ['id', 'name', 'icon', 'description'], isString) &&
    isInteger(value.level) &&
    typeof value.unlocked === 'boolean'
  );
}

function isChallenge(value: unknown): value is DailyChallengeStatus {
  return (
    isRecord(value) &&
    has(
      value,
      ['id', 'challenge_id', 'name', 'description', 'icon', 'date', 'expires_at'],
      isString,
    ) &&
    oneOf(CHALLENGE_DIFFICULTIES)(value.difficulty) &&
    isInteger(value.xp) &&
    typeof value.completed === 'boolean' &&
    isNullableString(value.completed_at)
  );
}

export function progressOf(body: unknown): Progress {
  if (
    !isRecord(body) ||
    !has(body, ['level', 'current_xp', 'total_xp', 'next_level_xp', 'streak_days'], isInteger) ||
    !isString(body.today) ||
    !Array.isArray(body.achievements) ||
    !body.achievements.every(isAchievement) ||
    !Array.isArray(body.badges) ||
    !body.badges.every(isBadge) ||
    !Array.isArray(body.daily_challenges) ||
    !body.daily_challenges.every(isChallenge)
  )
    throw unexpected('your progress');
  return body as unknown as Progress;
}

function isEvent(value: unknown): value is ProgressEvent {
  return (
    isRecord(value) &&
    has(value, ['id', 'name', 'message', 'created_at'], isString) &&
    oneOf(EVENT_KINDS)(value.kind) &&
    isInteger(value.xp)
  );
}

export function progressEventsOf(body: unknown): ProgressEventList {
  return { items: itemsOf(body, isEvent, 'your progress news') };
}

function isHistoryDay(value: unknown): value is ProgressHistory['items'][number] {
  return isRecord(value) && isString(value.date) && has(value, ['xp', 'cooks'], isInteger);
}

export function progressHistoryOf(body: unknown): ProgressHistory {
  return { items: itemsOf(body, isHistoryDay, 'your progress history') };
}

export function challengeHistoryOf(body: unknown): ChallengeHistory {
  return { items: itemsOf(body, isChallenge, 'your daily challenges') };
}

export function challengeCompleteOf(body: unknown): ChallengeComplete {
  if (!isRecord(body) || !isChallenge(body.challenge) || typeof body.newly_completed !== 'boolean')
    throw unexpected('the challenge');
  return { challenge: body.challenge, newly_completed: body.newly_completed };
}

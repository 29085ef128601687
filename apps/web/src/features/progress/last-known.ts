import { levelOf, type Progress } from '@mise/core';
import { progressOf } from './answers';

/*
 * The last known progress, in this browser (spec-2 §3 "local browser data"; issue 14 point 8): after
 * each load the pages store it under the spec's keys, and a failed load shows it with a note. The
 * keys start `mise.progress.`, one of the member storage prefixes (lib/member-storage.ts), so
 * sign-out clears them; `member` says whose they are, so another member never sees them either.
 */
export const PROGRESS_STORAGE_PREFIX = 'mise.progress.';
const key = (name: string) => `${PROGRESS_STORAGE_PREFIX}${name}`;

/** The spec's names (spec-2 §3), each a key of its own. */
export const LOCAL_KEYS = [
  'cookingXP',
  'chefLevel',
  'achievements',
  'dailyChallenges',
  'progressBadges',
  'trackedCuisines',
  'lastCookDate',
  'cookingStreak',
] as const;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(name: string): unknown {
  try {
    const raw = storage()?.getItem(key(name));
    return raw == null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

function write(name: string, value: unknown): void {
  try {
    storage()?.setItem(key(name), JSON.stringify(value));
  } catch {
    // Full or blocked: the page still shows what it loaded.
  }
}

export interface LastKnown {
  progress: Progress;
  savedAt: string;
}

/** Stores a loaded answer; `lastCookDate` comes from the history when the page has it. */
export function rememberProgress(
  memberId: string,
  progress: Progress,
  lastCookDate?: string | null,
): void {
  write('member', memberId);
  write('savedAt', new Date().toISOString());
  write('today', progress.today);
  write('cookingXP', progress.total_xp);
  write('chefLevel', progress.level);
  write('achievements', progress.achievements);
  write('dailyChallenges', progress.daily_challenges);
  write('progressBadges', progress.badges);
  const cuisines = progress.achievements.find((a) => a.id === 'flavor_explorer');
  write('trackedCuisines', cuisines?.progress ?? 0);
  write('cookingStreak', progress.streak_days);
  if (lastCookDate !== undefined) write('lastCookDate', lastCookDate);
}

/** What `rememberProgress` stored for this member, or null (none, another member's, or damaged). */
export function lastKnownProgress(memberId: string): LastKnown | null {
  if (read('member') !== memberId) return null;
  const total = read('cookingXP');
  const savedAt = read('savedAt');
  const streak = read('cookingStreak');
  const today = read('today');
  if (typeof total !== 'number' || typeof savedAt !== 'string') return null;
  try {
    // Checked like a server answer: what another version of the app stored may not fit.
    const progress = progressOf({
      ...levelOf(total),
      total_xp: total,
      streak_days: typeof streak === 'number' ? streak : 0,
      today: typeof today === 'string' ? today : '',
      achievements: read('achievements'),
      badges: read('progressBadges'),
      daily_challenges: read('dailyChallenges'),
    });
    return { savedAt, progress };
  } catch {
    return null;
  }
}

export function lastCookDate(): string | null {
  const value = read('lastCookDate');
  return typeof value === 'string' ? value : null;
}

/** The date of the last set of daily challenges this member was told about (one toast a day). */
export function lastChallengeDate(): string | null {
  const value = read('challengeDate');
  return typeof value === 'string' ? value : null;
}

export function rememberChallengeDate(date: string): void {
  write('challengeDate', date);
}

/** Writes kept for when the network returns (issue 14 point 8). */
export interface Outbox {
  eventsSeen: string[];
  achievementsSeen: string[];
  completions: string[];
}

export function readOutbox(): Outbox {
  const value = read('outbox') as Partial<Outbox> | undefined;
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);
  return {
    eventsSeen: list(value?.eventsSeen),
    achievementsSeen: list(value?.achievementsSeen),
    completions: list(value?.completions),
  };
}

export function writeOutbox(outbox: Outbox): void {
  write('outbox', outbox);
}

export function addToOutbox(part: keyof Outbox, ids: readonly string[]): void {
  const outbox = readOutbox();
  outbox[part] = [...new Set([...outbox[part], ...ids])];
  writeOutbox(outbox);
}

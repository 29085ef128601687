/**
 * The contests' rules that need no I/O (issue 15 §1): what state a contest is in at a moment, and
 * who won. Zod-free, so the web's landing pages can use them without loading the contract.
 */

export const CONTEST_STATUSES = ['active', 'upcoming', 'past'] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];

/**
 * Upcoming before its start, active from its start (inclusive) until its end (exclusive), past from
 * its end: at the end's very instant entries and votes are closed.
 */
export function contestStatusAt(
  startsAt: string | Date,
  endsAt: string | Date,
  now: Date,
): ContestStatus {
  const t = now.getTime();
  if (t < new Date(startsAt).getTime()) return 'upcoming';
  if (t >= new Date(endsAt).getTime()) return 'past';
  return 'active';
}

/**
 * The placing of each entry once a contest has ended: entries with the most votes share first
 * place, then dense rank (3, 3, 2, 0 votes → 1, 1, 2, none). An entry without a vote has no placing
 * (null): nobody wins a contest nobody voted in.
 */
export function placingsOf(
  entries: ReadonlyArray<{ id: string; votes: number }>,
): Map<string, number | null> {
  const distinct = [...new Set(entries.map((e) => e.votes).filter((v) => v > 0))].sort(
    (a, b) => b - a,
  );
  const rank = new Map(distinct.map((votes, index) => [votes, index + 1]));
  return new Map(entries.map((e) => [e.id, rank.get(e.votes) ?? null]));
}

/** Milliseconds left until `endsAt` (0 once it has passed). */
export function timeLeftMs(endsAt: string | Date, now: Date): number {
  return Math.max(0, new Date(endsAt).getTime() - now.getTime());
}

/** "3 days left", "5 hours left", "12 minutes left", "Ended": the details page's time left. */
export function describeTimeLeft(ms: number): string {
  if (ms <= 0) return 'Ended';
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} left`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'} left`;
  const days = Math.floor(hours / 24);
  return `${days} days left`;
}

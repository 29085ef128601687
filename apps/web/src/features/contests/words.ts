import type { ContestStatus } from '@mise/core';
import type { BadgeTone } from '../../components/ui/badge';

/** "Mar 31, 2026, 6:00 PM" in the member's own locale and time zone. */
export function formatMoment(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export const statusLabel: Record<ContestStatus, string> = {
  active: 'Active',
  upcoming: 'Upcoming',
  past: 'Ended',
};
export const statusTone: Record<ContestStatus, BadgeTone> = {
  active: 'green',
  upcoming: 'blue',
  past: 'neutral',
};

export const entriesWord = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;
export const votesWord = (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'}`;

/** "Winner", "2nd place", "3rd place", "11th place". */
export function placingLabel(placing: number): string {
  if (placing === 1) return 'Winner';
  const tens = placing % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[placing % 10] ?? 'th');
  return `${placing}${suffix} place`;
}

/** A datetime-local input's value ("2026-03-01T18:00") for an ISO moment, in local time. */
export function localInputOf(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO moment a datetime-local value means here; '' when it is empty or not a date. */
export function isoOfLocalInput(value: string): string {
  const time = new Date(value).getTime();
  return value && Number.isFinite(time) ? new Date(time).toISOString() : '';
}

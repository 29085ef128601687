import { useEffect, useState } from 'react';

/** "5 h 12 min left", "12 min left", "Less than a minute left"; "Expired" once past. */
export function timeLeft(expiresAt: string, now: Date): string {
  const ms = Date.parse(expiresAt) - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return 'Expired';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'Less than a minute left';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min left`;
  return rest === 0 ? `${hours} h left` : `${hours} h ${rest} min left`;
}

/** A calendar date (`YYYY-MM-DD`) as a UTC instant: the same day whatever this browser's zone. */
const dayOf = (date: string) => new Date(`${date}T00:00:00.000Z`);

// Made on first use, not when the page's code loads (making one costs a phone tens of milliseconds).
let shortFormat: Intl.DateTimeFormat | undefined;
let dayMonthFormat: Intl.DateTimeFormat | undefined;

/** "Tue 10 Mar". */
export const shortDay = (date: string) =>
  (shortFormat ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })).format(dayOf(date));
/** "10 Mar". */
export const dayMonth = (date: string) =>
  (dayMonthFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })).format(dayOf(date));

/** An instant as the member sees it: "9 Mar 2026". */
export function unlockDate(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
}

/** `date` moved by `days` (negative for earlier). */
export function addDays(date: string, days: number): string {
  const d = dayOf(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (date: string) => (dayOf(date).getUTCDay() + 6) % 7;

/** The current time, moved on every `everyMs` (time left on challenges). */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * "1,250 XP". XP is a whole number (core's contract), grouped by hand: `toLocaleString` loads the
 * browser's number formatting on first use, tens of milliseconds on a phone for one figure.
 */
export const formatXp = (xp: number) =>
  `${Number.isInteger(xp) ? String(xp).replace(/\B(?=(\d{3})+$)/g, ',') : xp.toLocaleString('en-US')} XP`;

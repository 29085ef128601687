import { useEffect, useState } from 'react';
import { addDays, isCalendarDate, localDate } from '@mise/core';
import { useMe } from '../../lib/session';

/**
 * Diary days on the page: a day is the member's calendar day `YYYY-MM-DD` (core `dates.ts`), never
 * an instant. "Today" is read in the member's time zone (their profile), so a cook in Auckland
 * logging at 00:30 logs on their new day whatever the browser's clock zone says.
 */

/** Days the weekly summary shows: today and the 6 before (spec-2 §2, §4). */
export const WEEK_DAYS = 7;

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** How often a page left open checks whether the day has turned (midnight, or a sleeping tab). */
const TODAY_CHECK_MS = 60_000;

/**
 * Today in the member's time zone (the browser's while the profile is unknown). It follows the
 * clock: a diary left open overnight moves its "Today" on at midnight.
 */
export function useToday(): string {
  const me = useMe().data;
  const timeZone = me?.profile.time_zone || browserTimeZone();
  const [today, setToday] = useState(() => localDate(new Date(), timeZone));
  useEffect(() => {
    // Setting an equal string re-renders nothing: React bails out.
    const check = () => setToday(localDate(new Date(), timeZone));
    check();
    const timer = setInterval(check, TODAY_CHECK_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [timeZone]);
  return today;
}

/** The day a `?date=` asks for, or null when it is absent or not a real calendar date. */
export function dateParamOf(value: string | null): string | null {
  return value && isCalendarDate(value) ? value : null;
}

/** The 7 days of the weekly summary, oldest first, ending `today`. */
export function weekOf(today: string): string[] {
  return Array.from({ length: WEEK_DAYS }, (_, i) => addDays(today, i - (WEEK_DAYS - 1)));
}

// Calendar days are formatted as UTC midnights: formatting them in a local zone could show the day before.
// Each format is made on its first use, not when the page's code loads: making one costs a phone
// tens of milliseconds, and a first view needs only some of them.
const formatter = (options: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | undefined;
  return {
    format: (date: Date) =>
      (format ??= new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' })).format(date),
  };
};
const longFormat = formatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const longThisYear = formatter({ weekday: 'long', day: 'numeric', month: 'long' });
const shortFormat = formatter({ weekday: 'short', day: 'numeric', month: 'short' });
const weekdayFormat = formatter({ weekday: 'short' });
const asInstant = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'Wednesday 4 March' (the year only when it is not this one). */
export function longDay(date: string, today: string): string {
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return (sameYear ? longThisYear : longFormat).format(asInstant(date)).replace(',', '');
}

/** 'Wed 4 Mar'. */
export function shortDay(date: string): string {
  return shortFormat.format(asInstant(date)).replace(',', '');
}

/** 'Wed'. */
export function weekday(date: string): string {
  return weekdayFormat.format(asInstant(date));
}

/** 'Today', 'Yesterday', 'Tomorrow' or null for any other day. */
export function relativeDay(date: string, today: string): string | null {
  if (date === today) return 'Today';
  if (date === addDays(today, -1)) return 'Yesterday';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return null;
}

/**
 * How a sentence names the day before `date`: 'yesterday' when `date` is today ("Copy yesterday's
 * breakfast"), otherwise its short date.
 */
export function previousDayWords(date: string, today: string): string {
  return date === today ? 'yesterday' : shortDay(addDays(date, -1));
}

/** How a sentence names `date`: 'today', 'yesterday' or 'on Wed 4 Mar'. */
export function onDayWords(date: string, today: string): string {
  const relative = relativeDay(date, today);
  return relative ? relative.toLowerCase() : `on ${shortDay(date)}`;
}
